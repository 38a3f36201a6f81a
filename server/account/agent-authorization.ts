/**
 * The server side of the AgentAuthorization middleware (src/api/shared/security.ts),
 * in front of every call of the support desk: the same token and live-session
 * check as a learner's call (signedInCheck; 401 when either fails), then the account's role
 * from the users table, read per call so a changed role counts at once. A
 * signed-in learner gets 403 with a sentence the browser shows as it is.
 */
import { Effect, Layer, Option, Redacted } from "effect"
import { HttpServerRequest } from "effect/http"
import { Forbidden, Unauthorized } from "../../src/api/shared/errors.ts"
import { ACCESS_TOKEN_HEADER, AGENTS_ONLY_MESSAGE, AgentAuthorization, AgentFileAuthorization, CurrentAgent } from "../../src/api/shared/security.ts"
import { SESSION_ENDED_MESSAGE, signedInCheck } from "./authorization.ts"
import { Roles } from "./roles/service.ts"

export const AgentAuthorizationLive = Layer.effect(
  AgentAuthorization,
  Effect.gen(function* () {
    const check = yield* signedInCheck
    const roles = yield* Roles
    return AgentAuthorization.of({
      accessToken: Effect.fn("AgentAuthorization.accessToken")(function* (httpEffect, { credential }) {
        const claims = yield* check(Redacted.value(credential))
        const role = yield* roles.roleOf(claims.userId)
        // A live session of a deleted account: treated as an ended session.
        if (Option.isNone(role)) return yield* new Unauthorized({ message: SESSION_ENDED_MESSAGE })
        if (role.value !== "agent") return yield* new Forbidden({ message: AGENTS_ONLY_MESSAGE })
        return yield* Effect.provideService(httpEffect, CurrentAgent, claims)
      })
    })
  })
)

/** The desk's file downloads (AgentFileAuthorization): the same checks, the token from the header or the `token` cookie. */
export const AgentFileAuthorizationLive = Layer.effect(
  AgentFileAuthorization,
  Effect.gen(function* () {
    const check = yield* signedInCheck
    const roles = yield* Roles
    const agentOnly = Effect.fn("AgentFileAuthorization.check")(function* <A, E, R>(
      httpEffect: Effect.Effect<A, E, R>,
      { credential }: { readonly credential: Redacted.Redacted<string> }
    ) {
      const claims = yield* check(Redacted.value(credential))
      const role = yield* roles.roleOf(claims.userId)
      if (Option.isNone(role)) return yield* new Unauthorized({ message: SESSION_ENDED_MESSAGE })
      if (role.value !== "agent") return yield* new Forbidden({ message: AGENTS_ONLY_MESSAGE })
      return yield* Effect.provideService(httpEffect, CurrentAgent, claims)
    })
    return AgentFileAuthorization.of({
      accessToken: agentOnly,
      // The framework tries the header, then the cookie, and answers with the LAST failure: a
      // learner's header token (403) with no cookie came out as 401 "Please sign in". With no
      // cookie, the cookie's turn checks the header's token again, so the learner hears 403.
      tokenCookie: (httpEffect, { credential }) =>
        Redacted.value(credential) !== ""
          ? agentOnly(httpEffect, { credential })
          : Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
              agentOnly(httpEffect, { credential: Redacted.make(request.headers[ACCESS_TOKEN_HEADER] ?? "") })
            )
    })
  })
)
