/**
 * What "used" means for a question of the bank (migration 0027): learners
 * saved an answer to it (attempt_answers, in an exam or practice attempt,
 * ongoing or submitted) or it is in their spaced review (review_cards).
 * A used question is never changed or deleted: an edit writes its next
 * version and retires it, a removal retires it (service.ts). A question only
 * named as unanswered in a submitted attempt's frozen result is not used:
 * the result keeps its own copy, and the mistakes follow the question's
 * current version (server/attempt/repository.ts mistakesOf).
 */
import type { SqlClient } from "effect/sql"

/** A boolean SQL expression over the question `q`. */
export const usedQuestion = (sql: SqlClient.SqlClient) =>
  sql`(EXISTS (SELECT 1 FROM attempt_answers aa WHERE aa.question_id = q.id)
    OR EXISTS (SELECT 1 FROM review_cards rc WHERE rc.question_id = q.id))`
