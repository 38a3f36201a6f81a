/** Sample learners and answers shared by the account form machine tests. */
import { vi } from "vitest"
import type { Profile } from "../../../src/api/account/profile.ts"
import { UserId } from "../../../src/api/shared/ids.ts"

export const LEARNER: Profile = {
  _id: UserId.make("u1"),
  name: "Dana Demo",
  email: "dana@example.com",
  phone: "(512) 555-0199",
  isPhoneVerified: true,
  image: null,
  role: "learner"
}
export const NEW_LEARNER: Profile = { ...LEARNER, phone: null, isPhoneVerified: false }
export const UNVERIFIED_PHONE: Profile = { ...LEARNER, isPhoneVerified: false }

export const INVALID_CODE = { _tag: "ApiFailure", reason: "Invalid", status: 400, message: "This code is not correct." } as const

/** Recording fakes for the named actions every form machine shares. */
export const recordingActions = () => {
  const calls = {
    goTo: vi.fn<(path: string) => void>(),
    notifySuccess: vi.fn<(message: string) => void>(),
    notifyFailure: vi.fn<(error: unknown) => void>()
  }
  const actions = {
    goTo: (_: unknown, params: { readonly path: string }) => calls.goTo(params.path),
    notifySuccess: (_: unknown, params: { readonly message: string }) => calls.notifySuccess(params.message),
    notifyFailure: (_: unknown, params: { readonly error: unknown }) => calls.notifyFailure(params.error)
  }
  return { calls, actions }
}

/** Per-field validity: all a form machine's guards look at, so all that tells snapshots apart. */
export const validityOf = (validate: (values: never) => Record<string, string | null>) => (context: unknown) => {
  const { values } = context as { values: never }
  return Object.fromEntries(Object.entries(validate(values)).map(([field, error]) => [field, error === null]))
}
