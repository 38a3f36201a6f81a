/**
 * The audit log's rows (table audit_log, migration 0025). JSON goes in and
 * comes out as text, so PGlite and a PostgreSQL server read it the same way.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { AuditEntity } from "../../../src/api/admin/admin.ts"
import type { Paging } from "../../shared/paging.ts"

/** Who a change made on the server's machine is written as: no account stands behind an npm script. */
export const CONSOLE_ACTOR = "Server console"

export interface AuditRecord {
  readonly adminId: string
  readonly action: string
  readonly entity: AuditEntity
  readonly entityId: string
  readonly summary: string
  /** The record before (null for a creation) and after (null for a removal), as plain JSON values. */
  readonly before: unknown
  readonly after: unknown
}

export interface AuditRow {
  readonly id: string
  readonly admin_id: string | null
  readonly admin_name: string
  readonly action: string
  readonly entity: AuditEntity
  readonly entity_id: string
  readonly summary: string
  readonly before: string | null
  readonly after: string | null
  readonly at: Date | string
}

export interface AuditFilter {
  readonly entity?: AuditEntity | undefined
  readonly entityId?: string | undefined
}

export class AuditRepository extends Context.Service<
  AuditRepository,
  {
    /** Writes one row; the admin's name is copied from their account in the same statement. */
    readonly insert: (record: AuditRecord) => Effect.Effect<void>
    /** Writes one row of a change made on the server's machine (an npm script), with no admin account behind it. */
    readonly insertFromConsole: (record: Omit<AuditRecord, "adminId">) => Effect.Effect<void>
    readonly page: (filter: AuditFilter, paging: Paging) => Effect.Effect<{ readonly rows: ReadonlyArray<AuditRow>; readonly total: number }>
  }
>()("exam-shop/AuditRepository") {
  static readonly layer = Layer.effect(
    AuditRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

      const insert = (record: AuditRecord) =>
        sql`
          INSERT INTO audit_log (admin_id, admin_name, action, entity, entity_id, summary, before, after)
          SELECT id, name, ${record.action}, ${record.entity}, ${record.entityId}, ${record.summary},
                 ${json(record.before)}::jsonb, ${json(record.after)}::jsonb
          FROM users WHERE id = ${record.adminId}`.pipe(Effect.orDie, Effect.asVoid)

      const insertFromConsole = (record: Omit<AuditRecord, "adminId">) =>
        sql`
          INSERT INTO audit_log (admin_id, admin_name, action, entity, entity_id, summary, before, after)
          VALUES (NULL, ${CONSOLE_ACTOR}, ${record.action}, ${record.entity}, ${record.entityId}, ${record.summary},
                  ${json(record.before)}::jsonb, ${json(record.after)}::jsonb)`.pipe(Effect.orDie, Effect.asVoid)

      const page = (filter: AuditFilter, paging: Paging) =>
        Effect.gen(function* () {
          const conditions = [
            ...(filter.entity === undefined ? [] : [sql`entity = ${filter.entity}`]),
            ...(filter.entityId === undefined ? [] : [sql`entity_id = ${filter.entityId}`])
          ]
          const where = conditions.length === 0 ? sql`` : sql`WHERE ${sql.and(conditions)}`
          const rows = yield* sql<AuditRow>`
            SELECT id::text AS id, admin_id, admin_name, action, entity, entity_id, summary,
                   before::text AS before, after::text AS after, at
            FROM audit_log ${where}
            ORDER BY at DESC, id DESC
            LIMIT ${paging.perPage} OFFSET ${paging.offset}::bigint`
          const counted = yield* sql<{ total: number | string }>`SELECT count(*) AS total FROM audit_log ${where}`
          return { rows, total: Number(counted[0]?.total ?? 0) }
        }).pipe(Effect.orDie)

      return AuditRepository.of({ insert, insertFromConsole, page })
    })
  )
}
