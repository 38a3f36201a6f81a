/**
 * The account and session calls (spec §7) as Effects that return
 * plain data and fail only with ApiFailure — what the session machine and the
 * auth form machines expect from their actors. Form submissions are loader
 * calls (the body shows the loading state); the session's background calls
 * (profile, notifications, counts, refresh) are not, so the page does not
 * flicker every 10 seconds.
 */
import { Effect } from "effect"
import type { EmailCodePurpose, SignInAnswer, UserInfo } from "../../api/account/auth.ts"
import type { NotificationPage } from "../../api/account/notifications.ts"
import type { Profile } from "../../api/account/profile.ts"
import type { CodeOutcome, CodePurpose } from "../../domain/account/code-outcome.ts"
import { ApiClient } from "../shared/api-client.ts"
import { ApiFailure, callApi } from "../shared/api-failure.ts"
import { withBodyLoading } from "../shared/loading-state.ts"
import { forgetResetToken, readResetToken } from "../shared/token-store.ts"

type Call<A> = Effect.Effect<A, ApiFailure, ApiClient>

const submit = <A, E>(effect: Effect.Effect<A, E, ApiClient>): Call<A> => withBodyLoading(callApi(effect))
const background = <A, E>(effect: Effect.Effect<A, E, ApiClient>): Call<A> => callApi(effect)

export interface SignedIn {
  readonly message: string
  readonly token: string
  readonly userInfo: UserInfo
}

const toSignedIn = (answer: SignInAnswer): SignedIn => ({ message: answer.message, token: answer.token, userInfo: answer.data })

/** POST /auth/signup → the message (a code went to the email). */
export const signUp = (input: { readonly name: string; readonly email: string; readonly password: string }): Call<string> =>
  submit(ApiClient.use((client) => client.auth.signup({ payload: input })).pipe(Effect.map((a) => a.message)))

/** POST /auth/verify-email: the code signs the new learner in. */
export const verifyEmail = (input: { readonly email: string; readonly otp: string }): Call<SignedIn> =>
  submit(ApiClient.use((client) => client.auth.verifyEmail({ payload: input })).pipe(Effect.map(toSignedIn)))

/** POST /auth/login. */
export const login = (input: { readonly email: string; readonly password: string }): Call<SignedIn> =>
  submit(ApiClient.use((client) => client.auth.login({ payload: input })).pipe(Effect.map(toSignedIn)))

/** GET /auth/login/success: the session of the httpOnly cookie, if any (spec §4 start). */
export const loginSuccess: Call<{ readonly token: string; readonly data: UserInfo }> = background(ApiClient.use((client) => client.auth.loginSuccess()))

/** GET /auth/logout; the answer is not used (spec §7). */
export const logout: Call<void> = background(ApiClient.use((client) => client.auth.logout()).pipe(Effect.asVoid))

/** POST /auth/forgot-password → the (same-for-everyone) message. */
export const forgotPassword = (email: string): Call<string> =>
  submit(ApiClient.use((client) => client.auth.forgotPassword({ payload: { email } })).pipe(Effect.map((a) => a.message)))

export interface ResetAllowed {
  readonly message: string
  readonly resetToken: string
}

/** POST /auth/verify-otp: a correct reset code answers a one-time reset token. */
export const verifyResetCode = (input: { readonly email: string; readonly otp: string }): Call<ResetAllowed> =>
  submit(ApiClient.use((client) => client.auth.verifyOtp({ payload: input })).pipe(Effect.map((a) => ({ message: a.message, resetToken: a.data.resetToken }))))

/** POST /auth/reset-password → the message. */
export const resetPassword = (input: { readonly resetToken: string; readonly password: string }): Call<string> =>
  submit(ApiClient.use((client) => client.auth.resetPassword({ payload: input })).pipe(Effect.map((a) => a.message)))

/** POST /auth/resend-otp → the message. */
export const resendEmailCode = (input: { readonly email: string; readonly purpose: EmailCodePurpose }): Call<string> =>
  submit(ApiClient.use((client) => client.auth.resendOtp({ payload: input })).pipe(Effect.map((a) => a.message)))

/** POST /profile/addMobile: an SMS code goes to the number. */
export const addMobile = (phone: string): Call<string> =>
  submit(ApiClient.use((client) => client.profile.addMobile({ payload: { phone } })).pipe(Effect.map((a) => a.message)))

export interface PhoneVerified {
  readonly message: string
  readonly profile: Profile
}

/** POST /profile/verifyPhone. */
export const verifyPhone = (otp: string): Call<PhoneVerified> =>
  submit(ApiClient.use((client) => client.profile.verifyPhone({ payload: { otp } })).pipe(Effect.map((a) => ({ message: a.message, profile: a.data }))))

/** POST /profile/resendPhoneOtp. */
export const resendPhoneCode: Call<string> = submit(ApiClient.use((client) => client.profile.resendPhoneOtp()).pipe(Effect.map((a) => a.message)))

/** GET /profile/myProfile → data. */
export const loadProfile: Call<Profile> = background(ApiClient.use((client) => client.profile.myProfile()).pipe(Effect.map((a) => a.data)))

/** POST /notifications/pagin → result (the header asks page 1, 20 per page). */
export const loadNotifications = (page: number, perPage: number): Call<NotificationPage> =>
  background(ApiClient.use((client) => client.notifications.page({ payload: { page, perPage } })).pipe(Effect.map((a) => a.result)))

/** GET /profile/tokenRefresh → a fresh token. */
export const refreshToken: Call<string> = background(ApiClient.use((client) => client.profile.tokenRefresh()).pipe(Effect.map((a) => a.token)))

/** The visitor's country code by address, or null when unknown (GET /public/getLocationByIp; the session's `locate` actor). */
export const locate: Call<string | null> = callApi(ApiClient.use((client) => client.visitor.location()).pipe(Effect.map((answer) => answer.data.country)))

/** The message when the reset screen is opened without an accepted code (a new tab, a reload after success). */
export const RESET_GRANT_MISSING_MESSAGE = "This password reset has expired or was already used. Please request a new code."

/** One code screen, three purposes: each checks its code with its own call and says what the code allowed. */
export const verifyCode = ({
  purpose,
  email,
  code
}: {
  readonly purpose: CodePurpose
  readonly email: string | null
  readonly code: string
}): Call<CodeOutcome> => {
  switch (purpose) {
    case "verify-email":
      return verifyEmail({ email: email ?? "", otp: code }).pipe(Effect.map((signedIn) => ({ kind: "signedIn" as const, ...signedIn })))
    case "reset-password":
      return verifyResetCode({ email: email ?? "", otp: code }).pipe(Effect.map((allowed) => ({ kind: "resetAllowed" as const, ...allowed })))
    case "verify-phone":
      return verifyPhone(code).pipe(Effect.map((verified) => ({ kind: "phoneVerified" as const, ...verified })))
  }
}

/** A new code for the screen's purpose: by SMS for the phone, else by email. */
export const resendCode = ({ purpose, email }: { readonly purpose: CodePurpose; readonly email: string | null }): Call<string> =>
  purpose === "verify-phone" ? resendPhoneCode : resendEmailCode({ email: email ?? "", purpose })

/** The reset token the code screen kept for this tab (token-store.ts); used once, then forgotten. */
export const resetWithKeptToken = ({ password }: { readonly password: string }): Call<string> => {
  const resetToken = readResetToken()
  if (resetToken === null) {
    return Effect.fail(new ApiFailure({ reason: "Invalid", status: null, message: RESET_GRANT_MISSING_MESSAGE }))
  }
  return resetPassword({ resetToken, password }).pipe(Effect.tap(() => Effect.sync(forgetResetToken)))
}
