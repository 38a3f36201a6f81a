/**
 * The attempt area's tables, in memory, behind the in-memory repositories
 * (in-memory-attempts.ts reads and writes them as the SQL does). Tests fill
 * the catalog side (exams, tests, subscriptions) directly; attempts are
 * written only through the repository.
 */
import { Context, Layer } from "effect"
import type { QuestionAnswer, QuestionKind, ScoringRule } from "../../../src/api/attempt/attempt.ts"
import type { AttemptId, ExamId, OptionId, QuestionId, SectionId, SubscriptionId, TestId } from "../../../src/api/shared/ids.ts"
import type { AttemptRecord } from "../../../server/attempt/records.ts"
import type { Submission } from "../../../server/attempt/submission.ts"

export interface MemoryExam {
  readonly id: ExamId
  readonly name: string
  readonly slug: string
  readonly code: string
  readonly vendor: string
}

export interface MemoryQuestion {
  readonly id: QuestionId
  readonly text: string
  readonly kind: QuestionKind
  readonly explanation: string
  readonly objective: string
  readonly options: ReadonlyArray<{ readonly id: OptionId; readonly text: string; readonly correct: boolean }>
}

export interface MemorySection {
  readonly id: SectionId
  readonly name: string
  readonly questions: ReadonlyArray<MemoryQuestion>
}

export interface MemoryTest {
  readonly id: TestId
  readonly examId: ExamId
  readonly name: string
  readonly durationMinutes: number
  readonly passMarkPercent: number
  readonly pauseAllowed: boolean
  readonly maxAttempts: number | null
  readonly scoring: ScoringRule
  /** True when omitted, as the column's default. */
  readonly practiceAllowed?: boolean
  readonly sections: ReadonlyArray<MemorySection>
}

export interface MemorySubscription {
  readonly id: SubscriptionId
  readonly userId: string
  readonly examId: ExamId
  readonly packageName: string | null
  /** The bought package that granted it (My Packages), when one did. */
  readonly packageSubscriptionId?: string | null
  /** Epoch milliseconds. */
  readonly startsAt: number
  readonly expiresAt: number
}

/** A row of attempt_answers: the latest save of one question (its id is the key). */
export interface MemoryAnswer extends Omit<QuestionAnswer, "qsnId"> {
  readonly seq: number
  /** Summed over the applied saves. */
  readonly spentMs: number
  /** Epoch milliseconds the answer was checked and locked (practice), or null. */
  readonly checkedAt: number | null
}

export interface MemoryAttempt {
  record: AttemptRecord
  readonly answers: Map<QuestionId, MemoryAnswer>
  submission: Submission | null
}

export interface AttemptsTables {
  readonly exams: Map<ExamId, MemoryExam>
  /** In the order the exam lists them. */
  readonly tests: Array<MemoryTest>
  readonly subscriptions: Map<SubscriptionId, MemorySubscription>
  readonly attempts: Map<AttemptId, MemoryAttempt>
  /** A new id for a row of `table`: "attempt-1", "attempt-2" … */
  readonly newId: (table: string) => string
}

export class AttemptsMemory extends Context.Service<AttemptsMemory, AttemptsTables>()("exam-shop/AttemptsMemory") {
  static readonly layer = Layer.sync(AttemptsMemory, () => {
    let last = 0
    return {
      exams: new Map(),
      tests: [],
      subscriptions: new Map(),
      attempts: new Map(),
      newId: (table: string) => `${table}-${++last}`
    }
  })
}
