/**
 * The browser's side of roles. The sentence a learner meets on a
 * desk screen is the one the server answers their desk calls with
 * (AGENTS_ONLY_MESSAGE in src/api/shared/security.ts, a value this layer may not
 * import); test/domain/account/roles.test.ts keeps the two the same.
 */
export const DESK_FOR_AGENTS_ONLY = "This page is for the support team."

/**
 * The sentence a learner or an agent meets on an admin screen,
 * the one the server answers their admin calls with (ADMINS_ONLY_MESSAGE in
 * src/api/shared/security.ts); test/domain/account/roles.test.ts keeps the two the same.
 */
export const ADMIN_FOR_OPERATORS_ONLY = "This page is for the shop's operators."
