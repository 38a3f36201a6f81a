/**
 * Where the contract's groups are mounted. A file of their own, with no
 * schema, so the browser's first JavaScript can tell an /auth call from a
 * learner's call (services/shared/unauthorized-signal.ts) without loading
 * the contract.
 */
export const USER_API_PREFIX = "/api/v1/u"
export const AUTH_API_PREFIX = "/auth"
