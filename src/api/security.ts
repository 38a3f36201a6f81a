/**
 * Who is calling: the Authorization middleware of the learner's calls.
 *
 * The browser sends its access token in the `x-access-token` header (spec §6);
 * the server's implementation (server/platform/security/authorization.ts) checks the
 * token and its session and provides CurrentUser to the handlers, which scope
 * every query of a learner's data by `userId`.
 *
 * `requiredForClient` stays false (the default): a generated client then
 * needs no middleware of its own, and the browser's ApiClient keeps adding the
 * header with its own `transformClient`, read from the `token` cookie per
 * request.
 */
import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { Unauthorized } from "./errors.ts"

export const ACCESS_TOKEN_HEADER = "x-access-token"

export interface SignedInLearner {
  readonly userId: string
  /** The session the token belongs to; signing out revokes it. */
  readonly sessionId: string
}

export class CurrentUser extends Context.Service<CurrentUser, SignedInLearner>()("exam-shop/CurrentUser") {}

export class Authorization extends HttpApiMiddleware.Service<Authorization, {
  provides: CurrentUser
}>()("exam-shop/Authorization", {
  security: {
    accessToken: HttpApiSecurity.apiKey({ key: ACCESS_TOKEN_HEADER, in: "header" })
  },
  error: Unauthorized
}) {}
