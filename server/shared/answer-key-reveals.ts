/**
 * The answer key's reveals (table answer_key_reveals, migration 0032) as
 * SQL: the one statement that records a reveal, shared by the attempt area
 * (practice check, result and review) and the learning area (spaced review),
 * and the one read of whether a grant was refunded. The rule they serve is
 * src/domain/attempt/answer-key.ts.
 */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { AnswerKeyReveal } from "../../src/domain/attempt/answer-key.ts"

/** Records that the subscription's answer key was shown; the first reveal is kept. */
export const recordReveal = (sql: SqlClient.SqlClient, subscriptionId: string, how: AnswerKeyReveal, at: number) =>
  sql`
    INSERT INTO answer_key_reveals (subscription_id, how, shown_at)
    VALUES (${subscriptionId}, ${how}, ${new Date(at)})
    ON CONFLICT (subscription_id) DO NOTHING`.pipe(Effect.orDie, Effect.asVoid)

/** Whether the order that granted the subscription was refunded (a seeded grant has no order). */
export const grantRefunded = (sql: SqlClient.SqlClient, subscriptionId: string) =>
  sql<{ refunded: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM subscriptions s JOIN orders o ON o.id = s.order_id
      WHERE s.id = ${subscriptionId} AND o.status = 'refunded') AS refunded`.pipe(
    Effect.orDie,
    Effect.map((rows) => rows[0]?.refunded === true)
  )
