/**
 * The admin area's own calls (AdminGroup in src/api/admin/admin.ts,
 * admins only): who is signed in, and a page of the audit log. Each is an
 * Effect that answers plain data and fails only with ApiFailure.
 */
import { Effect } from "effect"
import type { AdminMe, AuditPage, AuditPagePayload } from "../../api/admin/admin.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"

/** GET /admin/me → the signed-in admin. */
export const adminMe = (): Effect.Effect<AdminMe, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.admin.me()).pipe(Effect.map((answer) => answer.data)))

/** POST /admin/audit/pagin → one page of the audit log, newest first. */
export const auditPage = (payload: AuditPagePayload): Effect.Effect<AuditPage, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.admin.audit({ payload })).pipe(Effect.map((answer) => answer.data)))
