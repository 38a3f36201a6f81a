/** Paths other layers navigate to, built in one place so they match the route table. */

/** Header search results (spec §4): /exam?searchString={value}; built with the catalog's paths. */
export { examSearchPath } from "../../domain/catalog/catalog-paths.ts"

/**
 * Spec §2/§4: the sign-in screen with lastLocation, the phone screens and the
 * signing-in screens; they live with the account flows' other paths.
 */
export { PHONE_ROUTES, SIGN_IN_ROUTES, signInPath } from "../../domain/account/auth-paths.ts"
