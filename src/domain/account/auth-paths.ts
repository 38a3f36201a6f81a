/**
 * Where the account flows lead, built in one place so the machines that
 * decide and the screens that link agree. The email rides in the query of
 * the code screens so a reload keeps the flow; a reset token never does.
 */
import type { Role } from "../../api/shared/security.ts"
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
export const phonePath = (hasPhone: boolean, lastLocation: string | null): string => withQuery(hasPhone ? "/add-mobile" : "/sign-up-phone", { lastLocation })
export const verifyPhonePath = (lastLocation: string | null): string => withQuery("/verify-phone-otp", { lastLocation })

/** The support desk: where a signed-in agent works. */
export const DESK_PATH = "/desk"

/** Whether a path is the desk or one of its screens. */
export const isDeskPath = (path: string): boolean => path === DESK_PATH || path.startsWith(`${DESK_PATH}/`) || path.startsWith(`${DESK_PATH}?`)

/** The operators' area: where a signed-in admin works. */
export const ADMIN_PATH = "/admin"

/** Whether a path is the admin area or one of its screens. */
export const isAdminPath = (path: string): boolean => path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`) || path.startsWith(`${ADMIN_PATH}?`)

/**
 * After signing in: a learner goes back to the page they were sent away
 * from, if it is one of ours, else home. An agent goes to the desk — or to
 * the desk screen they were sent away from — never to the shop's pages; an
 * admin likewise to the admin area (an admin may look at the shop's pages,
 * but signing in is for work).
 */
export const afterSignIn = (lastLocation: string | null, role: Role): string => {
  const back = safeLastLocation(lastLocation)
  switch (role) {
    case "learner":
      return back
    case "agent":
      return isDeskPath(back) ? back : DESK_PATH
    case "admin":
      return isAdminPath(back) ? back : ADMIN_PATH
  }
}

export const SIGN_IN_PATH = "/sign-in"
export const RESET_PASSWORD_PATH = "/reset-password"

/** Spec §2/§4: the sign-in screen, told where to come back to. */
export const signInPath = (lastLocation: string): string => `${SIGN_IN_PATH}?lastLocation=${encodeURIComponent(lastLocation)}`

/** Where a learner without a verified phone is sent (spec §4), and its sibling screens. */
export const PHONE_ROUTES: ReadonlyArray<string> = ["/sign-up-phone", "/add-mobile", "/verify-phone-otp"]

/** Screens where a 401 must not send the learner to sign in again (they are signing in). */
export const SIGN_IN_ROUTES: ReadonlyArray<string> = [SIGN_IN_PATH, "/sign-up", "/verify-email-otp", "/forgot-password", "/verify-otp", RESET_PASSWORD_PATH]
