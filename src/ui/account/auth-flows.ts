/**
 * The account screens' machines, already provided with their services by
 * src/wiring/auth-wiring.ts. Each screen starts its own actor from these
 * when it mounts and stops it when it unmounts (a per-screen flow).
 */
import type { forgotPasswordMachine } from "../../machines/account/forgot-password.machine.ts"
import type { oneTimeCodeMachine } from "../../machines/account/one-time-code.machine.ts"
import type { phoneNumberMachine } from "../../machines/account/phone-number.machine.ts"
import type { resetPasswordMachine } from "../../machines/account/reset-password.machine.ts"
import type { signInMachine } from "../../machines/account/sign-in.machine.ts"
import type { signUpMachine } from "../../machines/account/sign-up.machine.ts"
import { useArea } from "../shared/areas.tsx"

export interface AuthFlows {
  readonly signIn: typeof signInMachine
  readonly signUp: typeof signUpMachine
  readonly forgotPassword: typeof forgotPasswordMachine
  readonly resetPassword: typeof resetPasswordMachine
  readonly phoneNumber: typeof phoneNumberMachine
  readonly oneTimeCode: typeof oneTimeCodeMachine
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly auth: AuthFlows
  }
}

export const useAuthFlows = (): AuthFlows => useArea("auth")
