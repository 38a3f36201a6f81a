/**
 * The admin group (src/api/admin/admin.ts): who is signed in, and the audit log.
 * AdminAuthorization has already refused everyone but admins.
 */
import { Effect, Layer, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { CurrentAdmin } from "../../src/api/shared/security.ts"
import { Roles } from "../account/roles/service.ts"
import { AuditLog } from "./audit/service.ts"
import { inEnvelope } from "../shared/envelope.ts"

export const AdminHandlers = HttpApiBuilder.group(
  Api,
  "admin",
  Effect.fn(function* (handlers) {
    const roles = yield* Roles
    const audit = yield* AuditLog
    return handlers
      .handle("me", () =>
        Effect.gen(function* () {
          const admin = yield* CurrentAdmin
          const found = yield* roles.adminOf(admin.userId)
          // The middleware read the account a moment ago; one gone since is a bug, not the caller's mistake.
          if (Option.isNone(found)) return yield* Effect.die(new Error(`No admin ${admin.userId} behind a live session`))
          return { data: found.value }
        })
      )
      .handle("audit", ({ payload }) => Effect.map(audit.page(payload), inEnvelope))
  })
).pipe(Layer.provide(AuditLog.layer))
