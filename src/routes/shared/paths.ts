/** Paths other layers navigate to, built in one place so they match the route table. */

/** Spec §2/§4: the sign-in screen with lastLocation; it lives with the account flows' other paths. */
export { signInPath } from "../../domain/account/auth-paths.ts"
