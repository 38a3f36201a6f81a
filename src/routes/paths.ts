/** Paths other layers navigate to, built in one place so they match the route table. */

/** Header search results (spec §4): /exam?searchString={value}; built with the catalogue's paths. */
export { examSearchPath } from "../domain/catalogue-paths.ts"

/** Spec §2/§4: the sign-in screen, told where to come back to. */
export const signInPath = (lastLocation: string): string =>
  `/sign-in?lastLocation=${encodeURIComponent(lastLocation)}`

/** Where a learner without a verified phone is sent (spec §4), and its sibling screens. */
export const PHONE_ROUTES: ReadonlyArray<string> = ["/sign-up-phone", "/add-mobile", "/verify-phone-otp"]

/** Screens where a 401 must not send the learner to sign in again (they are signing in). */
export const SIGN_IN_ROUTES: ReadonlyArray<string> = [
  "/sign-in", "/sign-up", "/verify-email-otp", "/forgot-password", "/verify-otp", "/reset-password"
]
