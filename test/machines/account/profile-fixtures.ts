/** Sample profiles and failures shared by the profile machines' tests. */
import type { Profile } from "../../../src/api/account/profile.ts"
import { MediaId, UserId } from "../../../src/api/shared/ids.ts"

export const PROFILE: Profile = {
  _id: UserId.make("u1"),
  name: "Dana Demo",
  email: "demo@examready.example",
  phone: "(512) 555-0199",
  isPhoneVerified: true,
  image: null,
  role: "learner"
}

export const WITH_IMAGE: Profile = { ...PROFILE, image: { _id: MediaId.make("m2"), path: "/api/v1/u/download/file/m2?expires=1&signature=s" } }

export const PHONE_ISSUE = "Please enter a valid US phone number, e.g. (512) 555-0199."

/** What the services' bridge rejects with for a refused save: an ApiFailure-shaped value. */
export const INVALID_PHONE = {
  _tag: "ApiFailure",
  reason: "Invalid",
  status: 400,
  message: PHONE_ISSUE,
  issues: [{ path: "phone", message: PHONE_ISSUE }]
} as const

export const NOT_AN_IMAGE = {
  _tag: "ApiFailure",
  reason: "Invalid",
  status: 400,
  message: "Only the following formats are accepted: jpg, jpeg, png"
} as const
