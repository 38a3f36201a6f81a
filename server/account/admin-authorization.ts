/**
 * The server side of the AdminAuthorization middleware (src/api/shared/security.ts),
 * in front of every operator call: the same token and live-session
 * check as a learner's call (401 when either fails), then the account's role
 * from the users table, read per call so a role taken away counts at once.
 * A signed-in learner or agent gets 403 with ADMINS_ONLY_MESSAGE.
 */
import { Effect, Layer, Option, Redacted } from "effect"
import { Forbidden, Unauthorized } from "../../src/api/shared/errors.ts"
import { ADMINS_ONLY_MESSAGE, AdminAuthorization, CurrentAdmin } from "../../src/api/shared/security.ts"
import { SESSION_ENDED_MESSAGE, signedInCheck } from "./authorization.ts"
import { Roles } from "./roles/service.ts"

export const AdminAuthorizationLive = Layer.effect(
  AdminAuthorization,
  Effect.gen(function* () {
    const check = yield* signedInCheck
    const roles = yield* Roles
    return AdminAuthorization.of({
      accessToken: Effect.fn("AdminAuthorization.accessToken")(function* (httpEffect, { credential }) {
        const claims = yield* check(Redacted.value(credential))
        const role = yield* roles.roleOf(claims.userId)
        // A live session of a deleted account: treated as an ended session.
        if (Option.isNone(role)) return yield* new Unauthorized({ message: SESSION_ENDED_MESSAGE })
        if (role.value !== "admin") return yield* new Forbidden({ message: ADMINS_ONLY_MESSAGE })
        return yield* Effect.provideService(httpEffect, CurrentAdmin, claims)
      })
    })
  })
)
