/**
 * The signed-in learner's profile (spec §3 "User profile: name, phone,
 * isPhoneVerified, image.path") and the calls of the profile screens
 * (spec §7). All need the access token.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { PASSWORDS_DIFFER } from "../../domain/account/account-rules.ts"
import { EnteredPassword, NewPassword } from "./account-fields.ts"
import { Invalid, NotFound, TooManyRequests, Unauthorized } from "../shared/errors.ts"
import { sameAs } from "../shared/form-schema.ts"
import { MediaId, UserId } from "../shared/ids.ts"
import { Authorization, Role } from "../shared/security.ts"
import { MessageAnswer } from "../shell/visitor.ts"

export const ProfileImage = Schema.Struct({
  _id: MediaId,
  /**
   * A signed, time-limited URL of the image bytes, usable directly as an
   * <img src> (the browser cannot add the token header to an image request).
   */
  path: Schema.String
})
export type ProfileImage = typeof ProfileImage.Type

export const Profile = Schema.Struct({
  _id: UserId,
  name: Schema.String,
  email: Schema.String,
  /** Formatted "(512) 555-0199", or null before a number is added. */
  phone: Schema.NullOr(Schema.String),
  isPhoneVerified: Schema.Boolean,
  image: Schema.NullOr(ProfileImage),
  /** Learner or support agent: an agent's browser opens the desk. */
  role: Role
})
export type Profile = typeof Profile.Type

export const ProfileAnswer = Schema.Struct({ data: Profile })
export const MessageAndProfileAnswer = Schema.Struct({ message: Schema.String, data: Profile })

export const UpdateProfilePayload = Schema.Struct({
  name: Schema.String,
  /** Absent keeps the number; null or "" removes it; a new number is unverified. */
  phone: Schema.optional(Schema.NullOr(Schema.String))
})

export const ChangePasswordPayload = Schema.Struct({
  oldPassword: Schema.String,
  newPassword: Schema.String,
  confirmPassword: Schema.String
})

/** The Change Password form (the server words a differing confirmation its own way, server/account/profile/messages.ts). */
export const ChangePasswordForm = Schema.Struct({ oldPassword: EnteredPassword, newPassword: NewPassword, confirmPassword: Schema.String }).check(
  sameAs("confirmPassword", "newPassword", PASSWORDS_DIFFER)
)

export const TokenAnswer = Schema.Struct({ token: Schema.String })
export const PhonePayload = Schema.Struct({ phone: Schema.String })
export const OtpPayload = Schema.Struct({ otp: Schema.String })
export const ImagePayload = Schema.Struct({ imageId: MediaId })

export class ProfileGroup extends HttpApiGroup.make("profile")
  .add(
    HttpApiEndpoint.get("myProfile", "/profile/myProfile", { success: ProfileAnswer }),
    HttpApiEndpoint.post("update", "/profile/update", {
      payload: UpdateProfilePayload,
      success: MessageAndProfileAnswer,
      error: Invalid
    }),
    HttpApiEndpoint.post("changePassword", "/profile/changePassword", {
      payload: ChangePasswordPayload,
      success: MessageAnswer,
      error: [Invalid, TooManyRequests]
    }),
    HttpApiEndpoint.get("tokenRefresh", "/profile/tokenRefresh", { success: TokenAnswer, error: Unauthorized }).annotate(
      OpenApi.Description,
      "A new access token for the same session. Besides the token in x-access-token it needs that session's httpOnly `sid` " +
        "cookie (set at sign-in; the browser sends it by itself): a token alone is refused with 401."
    ),
    HttpApiEndpoint.post("addMobile", "/profile/addMobile", {
      payload: PhonePayload,
      success: MessageAnswer,
      error: [Invalid, TooManyRequests]
    }),
    HttpApiEndpoint.post("verifyPhone", "/profile/verifyPhone", {
      payload: OtpPayload,
      success: MessageAndProfileAnswer,
      error: [Invalid, TooManyRequests]
    }),
    HttpApiEndpoint.post("resendPhoneOtp", "/profile/resendPhoneOtp", {
      success: MessageAnswer,
      error: [Invalid, TooManyRequests]
    }),
    HttpApiEndpoint.post("updateImage", "/profile/updateImage", {
      payload: ImagePayload,
      success: MessageAndProfileAnswer,
      error: NotFound
    })
  )
  .middleware(Authorization) {}
