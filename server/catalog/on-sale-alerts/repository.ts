/**
 * The SQL of "Notify me" (table on_sale_alerts, migration 0031): a
 * learner's waiting request per exam, and the claim that answers the
 * requests of an exam once.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { ExamId } from "../../../src/api/shared/ids.ts"
import { OFFER_COLUMNS, type OfferRow, offerOf } from "../../shared/exam-offers.ts"
import type { ExamOffer } from "../../../src/domain/catalog/availability.ts"

/** An exam as a request needs it: what the rule reads, and what a letter names. */
export interface AlertExam {
  readonly id: ExamId
  readonly name: string
  readonly slug: string
  readonly offer: ExamOffer
}

/** A learner to tell. */
export interface AlertRecipient {
  readonly userId: string
  readonly name: string
  readonly email: string
}

interface AlertExamRow extends OfferRow {
  readonly id: ExamId
  readonly name: string
  readonly slug: string
}

const examOf = (row: AlertExamRow): AlertExam => ({ id: row.id, name: row.name, slug: row.slug, offer: offerOf(row) })

export class OnSaleAlertsRepository extends Context.Service<
  OnSaleAlertsRepository,
  {
    readonly exam: (examId: ExamId) => Effect.Effect<Option.Option<AlertExam>>
    /** Whether the learner's request for the exam waits. */
    readonly waiting: (userId: string, examId: ExamId) => Effect.Effect<boolean>
    /** Stores the request once (asking again while one waits changes nothing; one answered waits again). */
    readonly ask: (userId: string, examId: ExamId) => Effect.Effect<void>
    readonly cancel: (userId: string, examId: ExamId) => Effect.Effect<void>
    /** The exams some request waits for, with their facts. */
    readonly awaited: Effect.Effect<ReadonlyArray<AlertExam>>
    /** Marks the exam's waiting requests answered and answers whom to tell; a second claim finds none. */
    readonly claim: (examId: ExamId) => Effect.Effect<ReadonlyArray<AlertRecipient>>
  }
>()("exam-shop/OnSaleAlertsRepository") {
  static readonly layer = Layer.effect(
    OnSaleAlertsRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const offer = sql.literal(OFFER_COLUMNS)
      return OnSaleAlertsRepository.of({
        exam: (examId) =>
          sql<AlertExamRow>`
            SELECT e.id, e.name, e.slug, ${offer} FROM exams e JOIN exam_offers o ON o.exam_id = e.id
            WHERE e.id = ${examId}`.pipe(
            Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), examOf)),
            Effect.orDie
          ),
        waiting: (userId, examId) =>
          sql<{ n: number }>`
            SELECT count(*)::int AS n FROM on_sale_alerts
            WHERE user_id = ${userId} AND exam_id = ${examId} AND sent_at IS NULL`.pipe(
            Effect.map((rows) => (rows[0]?.n ?? 0) > 0),
            Effect.orDie
          ),
        ask: (userId, examId) =>
          sql`
            INSERT INTO on_sale_alerts (user_id, exam_id) VALUES (${userId}, ${examId})
            ON CONFLICT (user_id, exam_id) DO UPDATE SET created_at = now(), sent_at = NULL
            WHERE on_sale_alerts.sent_at IS NOT NULL`.pipe(Effect.asVoid, Effect.orDie),
        cancel: (userId, examId) =>
          sql`DELETE FROM on_sale_alerts WHERE user_id = ${userId} AND exam_id = ${examId} AND sent_at IS NULL`.pipe(Effect.asVoid, Effect.orDie),
        awaited: sql<AlertExamRow>`
          SELECT e.id, e.name, e.slug, ${offer} FROM exams e JOIN exam_offers o ON o.exam_id = e.id
          WHERE e.id IN (SELECT exam_id FROM on_sale_alerts WHERE sent_at IS NULL)`.pipe(
          Effect.map((rows) => rows.map(examOf)),
          Effect.orDie
        ),
        claim: (examId) =>
          sql<{ user_id: string; name: string; email: string }>`
            WITH claimed AS (
              UPDATE on_sale_alerts SET sent_at = now()
              WHERE exam_id = ${examId} AND sent_at IS NULL
              RETURNING user_id
            )
            SELECT u.id AS user_id, u.name, u.email FROM claimed c JOIN users u ON u.id = c.user_id
            ORDER BY u.id`.pipe(
            Effect.map((rows) => rows.map((row) => ({ userId: row.user_id, name: row.name, email: row.email }))),
            Effect.orDie
          )
      })
    })
  )
}
