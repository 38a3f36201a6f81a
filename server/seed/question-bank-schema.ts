/**
 * The shape of a question bank: one exam's practice tests with their rules,
 * sections and questions. The demo bank (data/question-bank/*.json, one
 * file per exam) is decoded with it; the API tests' fixture bank is typed
 * with it. Its one writer is `loadQuestionBank` (seed-attempts.ts).
 */
import { Schema } from "effect"
import { QuestionKind, ScoringRule } from "../../src/api/attempt/attempt.ts"

const PositiveInt = Schema.Int.check(Schema.isGreaterThan(0))

/**
 * `correct` holds indexes into `options`: exactly one for a "single"
 * question, at least two for a "multiple" one (whose text says how many to
 * choose).
 */
const answerKeyFitsOptions = Schema.makeFilter(
  (question: { readonly kind: QuestionKind; readonly options: ReadonlyArray<string>; readonly correct: ReadonlyArray<number> }) => {
    const { correct, kind, options } = question
    if (correct.some((index) => index >= options.length)) {
      return { path: ["correct"], issue: `every index must point at one of the ${options.length} options (0 to ${options.length - 1})` }
    }
    if (new Set(correct).size !== correct.length) return { path: ["correct"], issue: "an index is listed twice" }
    if (kind === "single" && correct.length !== 1) return { path: ["correct"], issue: "a single-answer question has exactly one correct option" }
    if (kind === "multiple" && correct.length < 2) return { path: ["correct"], issue: "a multiple-answer question has at least two correct options" }
    return true
  }
)

export const QuestionBankQuestion = Schema.Struct({
  text: Schema.NonEmptyString,
  kind: QuestionKind,
  options: Schema.Array(Schema.NonEmptyString).check(Schema.isMinLength(2)),
  correct: Schema.Array(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  /** Why the right answer is right and the tempting wrong one is wrong. */
  explanation: Schema.String,
  /** The exam objective the question counts towards (per-objective scores). */
  objective: Schema.NonEmptyString
}).check(answerKeyFitsOptions)
export type QuestionBankQuestion = typeof QuestionBankQuestion.Type

export const QuestionBankTest = Schema.Struct({
  /** Unique within the exam: a restart matches the stored test by (exam, name). */
  name: Schema.NonEmptyString,
  durationMinutes: PositiveInt,
  passMarkPercent: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 })),
  pauseAllowed: Schema.Boolean,
  /** null: unlimited attempts. */
  maxAttempts: Schema.NullOr(PositiveInt),
  scoring: ScoringRule,
  sections: Schema.Array(
    Schema.Struct({
      name: Schema.NonEmptyString,
      questions: Schema.Array(QuestionBankQuestion).check(Schema.isMinLength(1))
    })
  ).check(Schema.isMinLength(1))
})
export type QuestionBankTest = typeof QuestionBankTest.Type

export const QuestionBankExam = Schema.Struct({
  /** The exam's `code` in the catalog; an exam the catalog lacks is skipped. */
  examCode: Schema.NonEmptyString,
  tests: Schema.Array(QuestionBankTest)
})
export type QuestionBankExam = typeof QuestionBankExam.Type
