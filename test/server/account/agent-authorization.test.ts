/**
 * The AgentAuthorization middleware over the in-memory account area (no
 * database, no HTTP): who reaches the desk's calls and what everyone else is
 * told. The same over HTTP and SQL is in test/api/support/role-cases.ts.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Redacted } from "effect"
import { HttpServerResponse } from "effect/http"
import type { Forbidden, Unauthorized } from "../../../src/api/shared/errors.ts"
import { AGENTS_ONLY_MESSAGE, AgentAuthorization, CurrentAgent } from "../../../src/api/shared/security.ts"
import { SESSION_ENDED_MESSAGE } from "../../../server/account/authorization.ts"
import { SessionsService } from "../../../server/account/sessions/service.ts"
import { SignInService } from "../../../server/account/sign-in/service.ts"
import { UsersRepository } from "../../../server/account/users/repository.ts"
import { accountInMemory } from "./account-in-memory.ts"
import { ADDRESS, addLearner, PASSWORD } from "./learners.ts"

const EMAIL = "sam@example.com"

/**
 * The middleware reads the token, its session and the role only (not the
 * endpoint nor the router's request services), so it is called here with
 * the credential alone; the guarded call returns the agent it was given.
 */
const guarded = (token: string) =>
  Effect.gen(function* () {
    const guard = (yield* AgentAuthorization).accessToken as unknown as (
      httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, never, CurrentAgent>,
      options: { readonly credential: Redacted.Redacted<string> }
    ) => Effect.Effect<HttpServerResponse.HttpServerResponse, Unauthorized | Forbidden>
    let seen: string | undefined
    const response = yield* guard(
      Effect.map(CurrentAgent, (agent) => {
        seen = agent.userId
        return HttpServerResponse.empty()
      }),
      { credential: Redacted.make(token) }
    )
    return { response, seen }
  })

const signedIn = (role: "learner" | "agent") =>
  Effect.gen(function* () {
    const user = yield* addLearner(EMAIL)
    if (role === "agent") yield* (yield* UsersRepository).setRole(user.id, "agent")
    const started = yield* (yield* SignInService).login(EMAIL, PASSWORD, ADDRESS)
    return { user, started }
  })

describe("the AgentAuthorization middleware (in memory)", () => {
  it.effect("lets an agent through with CurrentAgent set to them", () =>
    Effect.gen(function* () {
      const { user, started } = yield* signedIn("agent")
      expect(started.answer.data.role).toBe("agent")
      const { response, seen } = yield* guarded(started.answer.token)
      expect(response.status).toBe(204)
      expect(seen).toBe(user.id)
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("refuses a signed-in learner with Forbidden and the support team's sentence", () =>
    Effect.gen(function* () {
      const { started } = yield* signedIn("learner")
      expect(yield* Effect.flip(guarded(started.answer.token))).toMatchObject({ _tag: "Forbidden", message: AGENTS_ONLY_MESSAGE })
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("refuses a token that is not one with Unauthorized", () =>
    Effect.gen(function* () {
      expect(yield* Effect.flip(guarded("not-a-token"))).toMatchObject({ _tag: "Unauthorized" })
    }).pipe(Effect.provide(accountInMemory))
  )

  it.effect("refuses an agent whose session has ended with Unauthorized, before looking at the role", () =>
    Effect.gen(function* () {
      const { started } = yield* signedIn("agent")
      yield* (yield* SessionsService).end(started.cookieSecret, started.answer.token)
      expect(yield* Effect.flip(guarded(started.answer.token))).toMatchObject({ _tag: "Unauthorized", message: SESSION_ENDED_MESSAGE })
    }).pipe(Effect.provide(accountInMemory))
  )
})
