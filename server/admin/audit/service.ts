/**
 * The audit log: every change an admin makes is recorded here —
 * who, what, and the record before and after — and read back, newest first,
 * in the admin area.
 *
 * How an admin area uses it: run the change and `record` in ONE
 * Transaction.run, so a change and its row are never one without the other.
 * `audited` does exactly that:
 *
 *   yield* audit.audited(repository.updateExam(id, fields), (after) => ({
 *     adminId, action: "update", entity: "exam", entityId: id,
 *     summary: `Exam ${after.code} updated`, before, after
 *   }))
 */
import { Context, Effect, Layer } from "effect"
import type { AuditPage, AuditPagePayload } from "../../../src/api/admin/admin.ts"
import { Transaction } from "../../platform/db/transaction.ts"
import { pagingOf } from "../../shared/paging.ts"
import { type AuditRecord, AuditRepository, type AuditRow } from "./repository.ts"

const iso = (at: Date | string): string => (at instanceof Date ? at : new Date(at)).toISOString()

const parsed = (json: string | null) => (json === null ? null : JSON.parse(json))

const entryOf = (row: AuditRow): AuditPage["docs"][number] => ({
  _id: row.id,
  adminId: row.admin_id,
  adminName: row.admin_name,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  summary: row.summary,
  before: parsed(row.before),
  after: parsed(row.after),
  at: iso(row.at)
})

export class AuditLog extends Context.Service<
  AuditLog,
  {
    /** One row; call it inside the change's own transaction (or use `audited`). */
    readonly record: (record: AuditRecord) => Effect.Effect<void>
    /** Runs `change` and records what `describe` makes of its result, in one transaction. */
    readonly audited: <A, E, R>(change: Effect.Effect<A, E, R>, describe: (result: A) => AuditRecord) => Effect.Effect<A, E, R>
    readonly page: (payload: AuditPagePayload) => Effect.Effect<AuditPage>
  }
>()("exam-shop/AuditLog") {
  static readonly layer = Layer.effect(
    AuditLog,
    Effect.gen(function* () {
      const repository = yield* AuditRepository
      const transaction = yield* Transaction
      const record = (entry: AuditRecord) => repository.insert(entry)
      return AuditLog.of({
        record,
        audited: (change, describe) => transaction.run(Effect.tap(change, (result) => record(describe(result)))),
        page: (payload) =>
          Effect.gen(function* () {
            const paging = pagingOf(payload)
            const { rows, total } = yield* repository.page({ entity: payload.entity, entityId: payload.entityId }, paging)
            return { docs: rows.map(entryOf), total, page: paging.page, perPage: paging.perPage }
          })
      })
    })
  ).pipe(Layer.provide(AuditRepository.layer))
}
