/**
 * The account flows' half of the composition root: sign-in, sign-up, the
 * password reset, the phone number and the one-time code screens, each
 * provided with its account call and with what it does with the outcome.
 * A sign-in or a verified code hands the learner to the session (SIGNED_IN).
 */
import { navigate } from "wouter/use-browser-location"
import { oneTimeCodeMachine, type ResendCodeInput, type VerifyCodeInput } from "../../machines/account/one-time-code.machine.ts"
import { phoneNumberMachine } from "../../machines/account/phone-number.machine.ts"
import { failureReason } from "../../machines/shared/form-fields.ts"
import { provideForm } from "../../machines/shared/form.machine.ts"
import { afterSignIn, SIGN_IN_PATH, verifyEmailPath, verifyResetCodePath } from "../../domain/account/auth-paths.ts"
import type { SignedIn } from "../../services/account/account-calls.ts"
import { fromFormSchema } from "../../services/shared/form-check.ts"
import { fromLazyEffect, type RuntimeSource, runLater } from "../../services/shared/lazy-runtime.ts"
import { keepResetToken } from "../../services/shared/token-store.ts"
import type { AuthFlows, ForgotPasswordValues, ResetPasswordValues, SignInAbout, SignInValues, SignUpValues } from "../../ui/account/auth-flows.ts"
import { notices, type Notifiers, outcomeActions } from "../shared/notifiers.ts"
import type { SessionWriter } from "./session-wiring.ts"

/** The account calls, loaded with the first form sent. */
const accountCalls = () => import("../../services/account/account-calls.ts")
/** The account forms' Schemas, loaded with the first check. */
const authForms = () => import("../../api/account/auth.ts")

export const makeAuthFlows = (runtime: RuntimeSource, notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">, session: SessionWriter): AuthFlows => {
  // What every account form does with its outcome: move on, toast the
  // server's message, or hand a failure to the shared handler (spec §8).
  const formActions = {
    goTo: (_: unknown, params: { readonly path: string }) => navigate(params.path),
    ...outcomeActions(notifiers)
  }

  return {
    signIn: provideForm<SignInValues, SignedIn>({
      validate: fromFormSchema(() => authForms().then((forms) => forms.SignInForm)),
      submit: fromLazyEffect(runtime, accountCalls, (calls, values: SignInValues) => calls.login({ email: values.email.trim(), password: values.password })),
      // Back to lastLocation, the page a 401 sent the learner away from (spec §4), or home.
      submitted: ({ output, about }) => {
        session.send({ type: "SIGNED_IN", token: output.token, userInfo: output.userInfo })
        notifiers.toastSuccess(output.message)
        navigate(afterSignIn((about as SignInAbout).lastLocation, output.userInfo.role))
      },
      // An email not yet verified: the server sent a fresh code with its 403, the learner goes to enter it.
      failed: ({ error, values }) => {
        runLater(runtime, notices, (run) => run.reportSignInError(error))
        if (failureReason(error) === "Forbidden") navigate(verifyEmailPath(values.email.trim()))
      }
    }),
    signUp: provideForm<SignUpValues, string>({
      validate: fromFormSchema(() => authForms().then((forms) => forms.SignUpForm)),
      submit: fromLazyEffect(runtime, accountCalls, (calls, values: SignUpValues) =>
        calls.signUp({ name: values.name.trim(), email: values.email.trim(), password: values.password })
      ),
      submitted: ({ output, values }) => {
        notifiers.toastSuccess(output)
        navigate(verifyEmailPath(values.email.trim()))
      },
      failed: ({ error }) => notifiers.reportFailure(error)
    }),
    forgotPassword: provideForm<ForgotPasswordValues, string>({
      validate: fromFormSchema(() => authForms().then((forms) => forms.ForgotPasswordForm)),
      submit: fromLazyEffect(runtime, accountCalls, (calls, values: ForgotPasswordValues) => calls.forgotPassword(values.email.trim())),
      // The server answers the same whether or not the account exists: the learner always moves on.
      submitted: ({ output, values }) => {
        notifiers.toastSuccess(output)
        navigate(verifyResetCodePath(values.email.trim()))
      },
      failed: ({ error }) => notifiers.reportFailure(error)
    }),
    // The one-time reset token never passes through the URL or the form: the call reads it where the code screen kept it.
    resetPassword: provideForm<ResetPasswordValues, string>({
      validate: fromFormSchema(() => authForms().then((forms) => forms.ResetPasswordForm)),
      submit: fromLazyEffect(runtime, accountCalls, (calls, values: ResetPasswordValues) => calls.resetWithKeptToken({ password: values.password })),
      submitted: ({ output }) => {
        notifiers.toastSuccess(output)
        navigate(SIGN_IN_PATH)
      },
      failed: ({ error }) => notifiers.reportFailure(error)
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
