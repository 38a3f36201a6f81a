/**
 * The account flows' half of the composition root: sign-in, sign-up, the
 * password reset, the phone number and the one-time code screens, each
 * provided with its account call and with what it does with the outcome.
 * A sign-in or a verified code hands the learner to the session (SIGNED_IN).
 */
import { Effect } from "effect"
import { navigate } from "wouter/use-browser-location"
import { forgotPasswordMachine } from "../machines/account/forgot-password.machine.ts"
import { type CodeOutcome, oneTimeCodeMachine, type ResendCodeInput, type VerifyCodeInput } from "../machines/account/one-time-code.machine.ts"
import { phoneNumberMachine } from "../machines/account/phone-number.machine.ts"
import { resetPasswordMachine } from "../machines/account/reset-password.machine.ts"
import { signInMachine } from "../machines/account/sign-in.machine.ts"
import { signUpMachine } from "../machines/account/sign-up.machine.ts"
import * as accountCalls from "../services/account/account-calls.ts"
import type { ApiClient } from "../services/shared/api-client.ts"
import { ApiFailure, toApiFailure } from "../services/shared/api-failure.ts"
import { fromEffect } from "../services/shared/effect-actor.ts"
import { reportSignInFailure } from "../services/shared/error-handler.ts"
import type { AppRuntime } from "../services/shared/runtime.ts"
import { forgetResetToken, keepResetToken, readResetToken } from "../services/shared/token-store.ts"
import type { AuthFlows } from "../ui/account/auth-flows.ts"
import { type Notifiers, outcomeActions } from "./notifiers.ts"
import type { SessionWriter } from "./session-wiring.ts"

/** One code screen, three purposes: each checks its code with its own call. */
const verifyCode = ({ purpose, email, code }: VerifyCodeInput): Effect.Effect<CodeOutcome, ApiFailure, ApiClient> => {
  switch (purpose) {
    case "verify-email":
      return accountCalls.verifyEmail({ email: email ?? "", otp: code }).pipe(Effect.map((signedIn) => ({ kind: "signedIn" as const, ...signedIn })))
    case "reset-password":
      return accountCalls.verifyResetCode({ email: email ?? "", otp: code }).pipe(Effect.map((allowed) => ({ kind: "resetAllowed" as const, ...allowed })))
    case "verify-phone":
      return accountCalls.verifyPhone(code).pipe(Effect.map((verified) => ({ kind: "phoneVerified" as const, ...verified })))
  }
}

const resendCode = ({ purpose, email }: ResendCodeInput): Effect.Effect<string, ApiFailure, ApiClient> =>
  purpose === "verify-phone" ? accountCalls.resendPhoneCode : accountCalls.resendEmailCode({ email: email ?? "", purpose })

/** The reset token the code screen kept for this tab; used once, then forgotten. */
const resetWithKeptToken = ({ password }: { readonly password: string }): Effect.Effect<string, ApiFailure, ApiClient> => {
  const resetToken = readResetToken()
  if (resetToken === null) {
    return Effect.fail(new ApiFailure({ reason: "Invalid", status: null, message: accountCalls.RESET_GRANT_MISSING_MESSAGE }))
  }
  return accountCalls.resetPassword({ resetToken, password }).pipe(Effect.tap(() => Effect.sync(forgetResetToken)))
}

export const makeAuthFlows = (
  runtime: AppRuntime,
  notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">,
  session: SessionWriter
): AuthFlows => {
  // What every account form does with its outcome: move on, toast the
  // server's message, or hand a failure to the shared handler (spec §8).
  const formActions = {
    goTo: (_: unknown, params: { readonly path: string }) => navigate(params.path),
    ...outcomeActions(notifiers)
  }

  return {
    signIn: signInMachine.provide({
      actors: { signIn: fromEffect(runtime, accountCalls.login) },
      actions: {
        ...formActions,
        notifyFailure: (_, params) => void runtime.runFork(reportSignInFailure(toApiFailure(params.error))),
        signedIn: (_, params) => session.send({ type: "SIGNED_IN", ...params })
      }
    }),
    signUp: signUpMachine.provide({ actors: { signUp: fromEffect(runtime, accountCalls.signUp) }, actions: formActions }),
    forgotPassword: forgotPasswordMachine.provide({
      actors: { sendResetCode: fromEffect(runtime, ({ email }: { readonly email: string }) => accountCalls.forgotPassword(email)) },
      actions: formActions
    }),
    resetPassword: resetPasswordMachine.provide({ actors: { resetPassword: fromEffect(runtime, resetWithKeptToken) }, actions: formActions }),
    phoneNumber: phoneNumberMachine.provide({
      actors: { addMobile: fromEffect(runtime, ({ phone }: { readonly phone: string }) => accountCalls.addMobile(phone)) },
      actions: formActions
    }),
    oneTimeCode: oneTimeCodeMachine.provide({
      actors: { verify: fromEffect(runtime, verifyCode), resend: fromEffect(runtime, resendCode) },
      actions: {
        ...formActions,
        signedIn: (_, params) => session.send({ type: "SIGNED_IN", ...params }),
        profileChanged: (_, params) => session.send({ type: "PROFILE_CHANGED", profile: params.profile }),
        keepResetToken: (_, params) => keepResetToken(params.resetToken)
      }
    })
  }
}
