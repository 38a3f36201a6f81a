/**
 * Accounts and the session: sign-up with an emailed one-time code,
 * sign-in, the browser's session check, sign-out and the forgotten-password
 * flow. These calls sit at the host root under /auth (spec §7) and need no
 * access token; the ones that sign a learner in also set the httpOnly `sid`
 * session cookie that `GET /auth/login/success` reads.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { PASSWORDS_DIFFER } from "../../domain/account/account-rules.ts"
import { AccountEmail, AccountName, EnteredPassword, NewPassword } from "./account-fields.ts"
import { Conflict, Forbidden, Invalid, TooManyRequests, Unauthorized } from "../shared/errors.ts"
import { sameAs } from "../shared/form-schema.ts"
import { Profile } from "./profile.ts"
import { MessageAnswer } from "../shell/visitor.ts"

/** What the browser holds about the signed-in learner (spec §3 "User info"). */
export const UserInfo = Profile
export type UserInfo = typeof UserInfo.Type

/** The account forms: each field with its checks (account-fields.ts), and the checks across fields. */
export const SignInForm = Schema.Struct({ email: AccountEmail, password: EnteredPassword })
export const SignUpForm = Schema.Struct({ name: AccountName, email: AccountEmail, password: NewPassword, confirmPassword: Schema.String }).check(
  sameAs("confirmPassword", "password", PASSWORDS_DIFFER)
)
export const ForgotPasswordForm = Schema.Struct({ email: AccountEmail })
export const ResetPasswordForm = Schema.Struct({ password: NewPassword, confirmPassword: Schema.String }).check(
  sameAs("confirmPassword", "password", PASSWORDS_DIFFER)
)

export const SignUpPayload = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  password: Schema.String
})
/** Who was signed up: the address the verification code went to. */
export const SignedUp = Schema.Struct({ email: Schema.String })
export const SignUpAnswer = Schema.Struct({ message: Schema.String, data: SignedUp })

export const EmailCodePayload = Schema.Struct({ email: Schema.String, otp: Schema.String })
export const LoginPayload = Schema.Struct({ email: Schema.String, password: Schema.String })

/** The answer of every call that signs a learner in. */
export const SignInAnswer = Schema.Struct({
  message: Schema.String,
  token: Schema.String,
  data: UserInfo
})
export type SignInAnswer = typeof SignInAnswer.Type

/** A sign-out that did not come from the shop's own pages. */
export const CROSS_SITE_SIGN_OUT_MESSAGE = "Please sign out from the shop itself."

/** `GET /auth/login/success` (spec §3: token, and data with _id). */
export const LoginSuccessAnswer = Schema.Struct({ token: Schema.String, data: UserInfo })

export const EmailPayload = Schema.Struct({ email: Schema.String })
/** What an accepted reset code grants: the token that may set a new password. */
export const ResetGrant = Schema.Struct({ resetToken: Schema.String })
export const ResetTokenAnswer = Schema.Struct({ message: Schema.String, data: ResetGrant })
export const ResetPasswordPayload = Schema.Struct({ resetToken: Schema.String, password: Schema.String })

export const EmailCodePurpose = Schema.Literals(["verify-email", "reset-password"])
export type EmailCodePurpose = typeof EmailCodePurpose.Type
export const ResendCodePayload = Schema.Struct({ email: Schema.String, purpose: EmailCodePurpose })

export class AuthGroup extends HttpApiGroup.make("auth").add(
  HttpApiEndpoint.post("signup", "/signup", {
    payload: SignUpPayload,
    success: SignUpAnswer,
    error: [Invalid, Conflict, TooManyRequests]
  }),
  HttpApiEndpoint.post("verifyEmail", "/verify-email", {
    payload: EmailCodePayload,
    success: SignInAnswer,
    error: [Invalid, TooManyRequests]
  }),
  HttpApiEndpoint.post("login", "/login", {
    payload: LoginPayload,
    success: SignInAnswer,
    error: [Invalid, Unauthorized, Forbidden, TooManyRequests]
  }),
  HttpApiEndpoint.get("loginSuccess", "/login/success", {
    success: LoginSuccessAnswer,
    error: Unauthorized
  }),
  // Forbidden: a sign-out another site started (a link or an image sending the cookie alone).
  HttpApiEndpoint.get("logout", "/logout", { success: MessageAnswer, error: Forbidden }),
  HttpApiEndpoint.post("forgotPassword", "/forgot-password", {
    payload: EmailPayload,
    success: MessageAnswer,
    error: [Invalid, TooManyRequests]
  }),
  HttpApiEndpoint.post("verifyOtp", "/verify-otp", {
    payload: EmailCodePayload,
    success: ResetTokenAnswer,
    error: [Invalid, TooManyRequests]
  }),
  HttpApiEndpoint.post("resetPassword", "/reset-password", {
    payload: ResetPasswordPayload,
    success: MessageAnswer,
    error: Invalid
  }),
  HttpApiEndpoint.post("resendOtp", "/resend-otp", {
    payload: ResendCodePayload,
    success: MessageAnswer,
    error: [Invalid, TooManyRequests]
  })
) {}
