/**
 * The browser's side of roles (issue 11). The sentence a learner meets on a
 * desk screen is the one the server answers their desk calls with
 * (AGENTS_ONLY_MESSAGE in src/api/security.ts, a value this layer may not
 * import); test/domain/account/roles.test.ts keeps the two the same.
 */
export const DESK_FOR_AGENTS_ONLY = "This page is for the support team."
