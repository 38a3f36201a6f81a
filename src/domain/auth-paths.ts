/**
 * Where the account flows lead, built in one place so the machines that
 * decide and the screens that link agree. The email rides in the query of
 * the code screens so a reload keeps the flow; a reset token never does.
 */
import { safeLastLocation } from "./account-rules.ts"

const withQuery = (path: string, query: Record<string, string | null | undefined>): string => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== "") params.set(key, value)
  const search = params.toString()
  return search === "" ? path : `${path}?${search}`
}

export const verifyEmailPath = (email: string): string => withQuery("/verify-email-otp", { email })
export const verifyResetCodePath = (email: string): string => withQuery("/verify-otp", { email })

/** The phone screens carry lastLocation along so the learner ends where they meant to go. */
export const phonePath = (hasPhone: boolean, lastLocation: string | null): string =>
  withQuery(hasPhone ? "/add-mobile" : "/sign-up-phone", { lastLocation })
export const verifyPhonePath = (lastLocation: string | null): string =>
  withQuery("/verify-phone-otp", { lastLocation })

/** After signing in: the page the learner was sent away from, if it is one of ours, else home. */
export const afterSignIn = (lastLocation: string | null): string => safeLastLocation(lastLocation)

export const SIGN_IN_PATH = "/sign-in"
export const RESET_PASSWORD_PATH = "/reset-password"
