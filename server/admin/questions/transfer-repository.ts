/**
 * The one read of the question bank's export: a test's current
 * questions (not retired, in current sections) with their options, in the
 * order the test shows them: by section, then by place in the section.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { QuestionDraft } from "../../../src/api/admin/admin-questions.ts"
import type { TestId } from "../../../src/api/shared/ids.ts"

export class QuestionTransferRepository extends Context.Service<
  QuestionTransferRepository,
  {
    readonly currentQuestions: (testId: TestId) => Effect.Effect<ReadonlyArray<QuestionDraft>>
  }
>()("exam-shop/QuestionTransferRepository") {
  static readonly layer = Layer.effect(
    QuestionTransferRepository,
    Effect.map(SqlClient.SqlClient, (sql) => ({
      currentQuestions: (testId: TestId) =>
        sql<{ text: string; kind: "single" | "multiple"; explanation: string; objective: string; options: string | null }>`
          SELECT q.text, q.kind, q.explanation, q.objective,
            (SELECT json_agg(json_build_object('text', o.text, 'correct', o.is_correct) ORDER BY o.sort_order)::text
             FROM question_options o WHERE o.question_id = q.id) AS options
          FROM questions q
          JOIN test_sections s ON s.id = q.section_id
          WHERE q.test_id = ${testId} AND q.retired_at IS NULL AND s.retired_at IS NULL
          ORDER BY s.sort_order, s.name, q.sort_order, q.id`.pipe(
          Effect.orDie,
          Effect.map((rows) =>
            rows.map(
              (row): QuestionDraft => ({
                text: row.text,
                kind: row.kind,
                // JSON built in SQL comes out as text, so PGlite and PostgreSQL read it alike.
                options: row.options === null ? [] : (JSON.parse(row.options) as QuestionDraft["options"]),
                explanation: row.explanation,
                objective: row.objective
              })
            )
          )
        )
    }))
  )
}
