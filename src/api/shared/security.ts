/**
 * Who is calling: the Authorization middleware of the learner's calls, the
 * AgentAuthorization middleware of the support desk's calls and
 * the AdminAuthorization middleware of the operators' calls.
 *
 * The browser sends its access token in the `x-access-token` header (spec §6);
 * the server's implementation (server/account/authorization.ts) checks the
 * token and its session and provides CurrentUser to the handlers, which scope
 * every query of a learner's data by `userId`.
 *
 * `requiredForClient` stays false (the default): a generated client then
 * needs no middleware of its own, and the browser's ApiClient keeps adding the
 * header with its own `transformClient`, read from the `token` cookie per
 * request.
 */
import { Context, Schema } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { Forbidden, Unauthorized } from "./errors.ts"

export const ACCESS_TOKEN_HEADER = "x-access-token"

/**
 * What an account is: a learner (everyone who signs up; the spec's only
 * actor), a support agent, who answers the helpdesk from the desk, or an
 * admin, who runs the shop from /admin. All sign in on the
 * same /sign-in; nobody becomes an agent or an admin by signing up.
 */
export const Role = Schema.Literals(["learner", "agent", "admin"])
export type Role = typeof Role.Type

/** The sentence of the 403 a learner gets from an agent-only call. */
export const AGENTS_ONLY_MESSAGE = "This page is for the support team."

/** The sentence of the 403 a learner or an agent gets from an admin call. */
export const ADMINS_ONLY_MESSAGE = "This page is for the shop's operators."

export interface SignedInLearner {
  readonly userId: string
  /** The session the token belongs to; signing out revokes it. */
  readonly sessionId: string
}

export class CurrentUser extends Context.Service<CurrentUser, SignedInLearner>()("exam-shop/CurrentUser") {}

export class Authorization extends HttpApiMiddleware.Service<
  Authorization,
  {
    provides: CurrentUser
  }
>()("exam-shop/Authorization", {
  security: {
    accessToken: HttpApiSecurity.apiKey({ key: ACCESS_TOKEN_HEADER, in: "header" })
  },
  error: Unauthorized
}) {}

/** A signed-in support agent: the same token and session as a learner's, and the agent role. */
export interface SignedInAgent {
  readonly userId: string
  readonly sessionId: string
}

export class CurrentAgent extends Context.Service<CurrentAgent, SignedInAgent>()("exam-shop/CurrentAgent") {}

/**
 * The middleware of the desk's calls: no or an ended token is 401 (as for a
 * learner's call), a signed-in learner is 403 with AGENTS_ONLY_MESSAGE.
 */
export class AgentAuthorization extends HttpApiMiddleware.Service<
  AgentAuthorization,
  {
    provides: CurrentAgent
  }
>()("exam-shop/AgentAuthorization", {
  security: {
    accessToken: HttpApiSecurity.apiKey({ key: ACCESS_TOKEN_HEADER, in: "header" })
  },
  error: [Unauthorized, Forbidden]
}) {}

/** A signed-in operator: the same token and session as a learner's, and the admin role. */
export interface SignedInAdmin {
  readonly userId: string
  readonly sessionId: string
}

export class CurrentAdmin extends Context.Service<CurrentAdmin, SignedInAdmin>()("exam-shop/CurrentAdmin") {}

/**
 * The middleware of every admin call: no or an ended token is
 * 401, a signed-in learner or agent is 403 with ADMINS_ONLY_MESSAGE. The
 * role is read per call, so taking the role away counts at once.
 */
export class AdminAuthorization extends HttpApiMiddleware.Service<
  AdminAuthorization,
  {
    provides: CurrentAdmin
  }
>()("exam-shop/AdminAuthorization", {
  security: {
    accessToken: HttpApiSecurity.apiKey({ key: ACCESS_TOKEN_HEADER, in: "header" })
  },
  error: [Unauthorized, Forbidden]
}) {}

/**
 * The cookie the browser keeps the access token in (spec §3: "token (also
 * held in a cookie named token)").
 */
export const TOKEN_COOKIE = "token"

/**
 * The httpOnly cookie that keeps a browser's session (login-success resumes
 * it): set and read by the account area; the page renderer reads only
 * whether a request carries it (a request without it is a guest's).
 */
export const SESSION_COOKIE = "sid"

/**
 * The middlewares of FILE DOWNLOADS only (a helpdesk attachment shown in an
 * `<img>` or opened from a link, which cannot send a header): the token from
 * the `x-access-token` header or, failing that, from the `token` cookie,
 * checked exactly as for the other calls. Never put a call that changes
 * anything behind these: a cookie travels with requests other sites make,
 * and only the header proves the request came from the shop's own page.
 */
export class FileAuthorization extends HttpApiMiddleware.Service<
  FileAuthorization,
  {
    provides: CurrentUser
  }
>()("exam-shop/FileAuthorization", {
  security: {
    accessToken: HttpApiSecurity.apiKey({ key: ACCESS_TOKEN_HEADER, in: "header" }),
    tokenCookie: HttpApiSecurity.apiKey({ key: TOKEN_COOKIE, in: "cookie" })
  },
  error: Unauthorized
}) {}

/** The desk's file downloads: header or cookie, then the agent role (403 for a learner). */
export class AgentFileAuthorization extends HttpApiMiddleware.Service<
  AgentFileAuthorization,
  {
    provides: CurrentAgent
  }
>()("exam-shop/AgentFileAuthorization", {
  security: {
    accessToken: HttpApiSecurity.apiKey({ key: ACCESS_TOKEN_HEADER, in: "header" }),
    tokenCookie: HttpApiSecurity.apiKey({ key: TOKEN_COOKIE, in: "cookie" })
  },
  error: [Unauthorized, Forbidden]
}) {}
