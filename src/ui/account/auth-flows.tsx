/**
 * The account screens' machines, already provided with their services by
 * the composition root (src/main.tsx). Each screen starts its own actor from
 * these when it mounts and stops it when it unmounts (a per-screen flow).
 */
import { createContext, useContext, type ReactNode } from "react"
import type { forgotPasswordMachine } from "../../machines/account/forgot-password.machine.ts"
import type { oneTimeCodeMachine } from "../../machines/account/one-time-code.machine.ts"
import type { phoneNumberMachine } from "../../machines/account/phone-number.machine.ts"
import type { resetPasswordMachine } from "../../machines/account/reset-password.machine.ts"
import type { signInMachine } from "../../machines/account/sign-in.machine.ts"
import type { signUpMachine } from "../../machines/account/sign-up.machine.ts"

export interface AuthFlows {
  readonly signIn: typeof signInMachine
  readonly signUp: typeof signUpMachine
  readonly forgotPassword: typeof forgotPasswordMachine
  readonly resetPassword: typeof resetPasswordMachine
  readonly phoneNumber: typeof phoneNumberMachine
  readonly oneTimeCode: typeof oneTimeCodeMachine
}

const AuthFlowsContext = createContext<AuthFlows | null>(null)

export function AuthFlowsProvider({ flows, children }: { readonly flows: AuthFlows; readonly children: ReactNode }) {
  return <AuthFlowsContext.Provider value={flows}>{children}</AuthFlowsContext.Provider>
}

export function useAuthFlows(): AuthFlows {
  const flows = useContext(AuthFlowsContext)
  if (flows === null) throw new Error("AuthFlowsProvider is missing: mount the app through src/main.tsx.")
  return flows
}
