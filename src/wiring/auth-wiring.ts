/**
 * The account flows' half of the composition root: sign-in, sign-up, the
 * password reset, the phone number and the one-time code screens, each
 * provided with its account call and with what it does with the outcome.
 * A sign-in or a verified code hands the learner to the session (SIGNED_IN).
 */
import { navigate } from "wouter/use-browser-location"
import { forgotPasswordMachine } from "../machines/account/forgot-password.machine.ts"
import { oneTimeCodeMachine, type ResendCodeInput, type VerifyCodeInput } from "../machines/account/one-time-code.machine.ts"
import { phoneNumberMachine } from "../machines/account/phone-number.machine.ts"
import { resetPasswordMachine } from "../machines/account/reset-password.machine.ts"
import { signInMachine } from "../machines/account/sign-in.machine.ts"
import { signUpMachine } from "../machines/account/sign-up.machine.ts"
import { fromLazyEffect, type RuntimeSource, runLater } from "../services/shared/lazy-runtime.ts"
import { keepResetToken } from "../services/shared/token-store.ts"
import type { AuthFlows } from "../ui/account/auth-flows.ts"
import { notices, type Notifiers, outcomeActions } from "./notifiers.ts"
import type { SessionWriter } from "./session-wiring.ts"

/** The account calls, loaded with the first form sent. */
const accountCalls = () => import("../services/account/account-calls.ts")

export const makeAuthFlows = (runtime: RuntimeSource, notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">, session: SessionWriter): AuthFlows => {
  // What every account form does with its outcome: move on, toast the
  // server's message, or hand a failure to the shared handler (spec §8).
  const formActions = {
    goTo: (_: unknown, params: { readonly path: string }) => navigate(params.path),
    ...outcomeActions(notifiers)
  }

  return {
    signIn: signInMachine.provide({
      actors: { signIn: fromLazyEffect(runtime, accountCalls, (calls, input: { readonly email: string; readonly password: string }) => calls.login(input)) },
      actions: {
        ...formActions,
        notifyFailure: (_, params) => runLater(runtime, notices, (run) => run.reportSignInError(params.error)),
        signedIn: (_, params) => session.send({ type: "SIGNED_IN", ...params })
      }
    }),
    signUp: signUpMachine.provide({
      actors: {
        signUp: fromLazyEffect(runtime, accountCalls, (calls, input: { readonly name: string; readonly email: string; readonly password: string }) =>
          calls.signUp(input)
        )
      },
      actions: formActions
    }),
    forgotPassword: forgotPasswordMachine.provide({
      actors: { sendResetCode: fromLazyEffect(runtime, accountCalls, (calls, { email }: { readonly email: string }) => calls.forgotPassword(email)) },
      actions: formActions
    }),
    resetPassword: resetPasswordMachine.provide({
      actors: { resetPassword: fromLazyEffect(runtime, accountCalls, (calls, input: { readonly password: string }) => calls.resetWithKeptToken(input)) },
      actions: formActions
    }),
    phoneNumber: phoneNumberMachine.provide({
      actors: { addMobile: fromLazyEffect(runtime, accountCalls, (calls, { phone }: { readonly phone: string }) => calls.addMobile(phone)) },
      actions: formActions
    }),
    oneTimeCode: oneTimeCodeMachine.provide({
      actors: {
        verify: fromLazyEffect(runtime, accountCalls, (calls, input: VerifyCodeInput) => calls.verifyCode(input)),
        resend: fromLazyEffect(runtime, accountCalls, (calls, input: ResendCodeInput) => calls.resendCode(input))
      },
      actions: {
        ...formActions,
        signedIn: (_, params) => session.send({ type: "SIGNED_IN", ...params }),
        profileChanged: (_, params) => session.send({ type: "PROFILE_CHANGED", profile: params.profile }),
        keepResetToken: (_, params) => keepResetToken(params.resetToken)
      }
    })
  }
}
