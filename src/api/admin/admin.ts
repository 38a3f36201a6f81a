/**
 * The operators' own calls, for signed-in admins only
 * (AdminAuthorization: 401 without a live session, 403 for a learner or an
 * agent). The admin area's other groups (catalogue, question bank, coupons,
 * orders and learners, content) sit beside this one, each in its own file
 * of src/api/admin-*.ts, under the same middleware.
 *
 * - me: who is signed in, for the area's header.
 * - audit: the audit log, newest first: every change an admin made, who,
 *   what, and the record before and after (filterable by the kind of record
 *   and one record's id).
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { UserId } from "../shared/ids.ts"
import { Invalid } from "../shared/errors.ts"
import { PageRequest, pageOf } from "../shared/paging.ts"
import { AdminAuthorization } from "../shared/security.ts"

/** The facts of the admin area's header: who is working. */
export const AdminMe = Schema.Struct({
  _id: UserId,
  name: Schema.String,
  email: Schema.String
})
export type AdminMe = typeof AdminMe.Type

export const AdminMeAnswer = Schema.Struct({ data: AdminMe })

/**
 * The kinds of record an admin changes, as the audit log names them. Each
 * admin group records its changes under one of these (server/admin/audit).
 */
export const AuditEntity = Schema.Literals([
  "category",
  "sub-category",
  "exam",
  "package",
  "test",
  "section",
  "question",
  "coupon",
  "order",
  "learner",
  "subscription",
  "blog-post",
  "faq",
  "page",
  "footer",
  "comment",
  "account",
  "ticket"
])
export type AuditEntity = typeof AuditEntity.Type

export const AuditEntry = Schema.Struct({
  _id: Schema.String,
  /** The admin's account; null once that account is removed (the name stays). */
  adminId: Schema.NullOr(Schema.String),
  adminName: Schema.String,
  action: Schema.String,
  entity: AuditEntity,
  entityId: Schema.String,
  /** One line a person reads in the log ("Exam AZ-900 price 19.99 → 14.99"). */
  summary: Schema.String,
  /** The record before the change (null for a creation) and after it (null for a removal). */
  before: Schema.NullOr(Schema.Json),
  after: Schema.NullOr(Schema.Json),
  /** ISO 8601 */
  at: Schema.String
})
export type AuditEntry = typeof AuditEntry.Type

export const AuditPagePayload = Schema.Struct({
  ...PageRequest.fields,
  entity: Schema.optionalKey(AuditEntity),
  entityId: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200)))
})
export type AuditPagePayload = typeof AuditPagePayload.Type

export const AuditPage = pageOf(AuditEntry)
export type AuditPage = typeof AuditPage.Type

export const AuditPageAnswer = Schema.Struct({ data: AuditPage })

export class AdminGroup extends HttpApiGroup.make("admin")
  .add(
    HttpApiEndpoint.get("me", "/admin/me", { success: AdminMeAnswer }),
    HttpApiEndpoint.post("audit", "/admin/audit/pagin", { payload: AuditPagePayload, success: AuditPageAnswer, error: Invalid })
  )
  .middleware(AdminAuthorization) {}
