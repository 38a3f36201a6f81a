/**
 * The account screens' machines, already provided with their services by
 * src/wiring/account/auth-wiring.ts. Each screen starts its own actor from these
 * when it mounts and stops it when it unmounts (a per-screen flow).
 */
import type { oneTimeCodeMachine } from "../../machines/account/one-time-code.machine.ts"
import type { phoneNumberMachine } from "../../machines/account/phone-number.machine.ts"
import type { ForgotPasswordForm, ResetPasswordForm, SignInForm, SignUpForm } from "../../api/account/auth.ts"
import type { FormLogic } from "../../machines/shared/form.machine.ts"
import { useArea } from "../shared/areas.tsx"

/** The forms' values, as their Schemas in the contract declare them. */
export type SignInValues = typeof SignInForm.Encoded
export type SignUpValues = typeof SignUpForm.Encoded
export type ForgotPasswordValues = typeof ForgotPasswordForm.Encoded
export type ResetPasswordValues = typeof ResetPasswordForm.Encoded

/** What the sign-in screen starts its form with beyond the values: the lastLocation query parameter, as given. */
export interface SignInAbout {
  readonly lastLocation: string | null
}

export interface AuthFlows {
  readonly signIn: FormLogic<SignInValues>
  readonly signUp: FormLogic<SignUpValues>
  readonly forgotPassword: FormLogic<ForgotPasswordValues>
  readonly resetPassword: FormLogic<ResetPasswordValues>
  readonly phoneNumber: typeof phoneNumberMachine
  readonly oneTimeCode: typeof oneTimeCodeMachine
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly auth: AuthFlows
  }
}

export const useAuthFlows = (): AuthFlows => useArea("auth")
