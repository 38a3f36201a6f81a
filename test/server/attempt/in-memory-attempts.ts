/**
 * The attempt area's repositories over the in-memory tables (in-memory-attempt-tables.ts):
 * the same answers as the SQL in repository.ts and subscriptions-repository.ts,
 * so service.ts's rules are tested without a database. A transaction holds
 * one permit, which stands in for the row locks: changes never interleave.
 */
import { learningServiceInMemory } from "../learning/in-memory-learning.ts"
import { Effect, Layer, Option, Semaphore } from "effect"
import type { AttemptReview, AttemptSection, ExamSubscription, SubscriptionDetail, TestInfo } from "../../../src/api/attempt/attempt.ts"
import type { AttemptId, SubscriptionId, TestId } from "../../../src/api/shared/ids.ts"
import {
  type AttemptRecord,
  type AttemptsRepositoryShape,
  type Mistake,
  type SweepCursor,
  mistakeCounts,
  type SubscriptionsRepositoryShape
} from "../../../server/attempt/records.ts"
import { AttemptsRepository } from "../../../server/attempt/repository.ts"
import { subscriptionStatusAt } from "../../../src/domain/attempt/subscription-status.ts"
import { SubscriptionsRepository } from "../../../server/attempt/subscriptions-repository.ts"
import { AttemptsPolicy } from "../../../server/attempt/policy.ts"
import { saveRefusal } from "../../../server/attempt/save-rules.ts"
import { AttemptsService } from "../../../server/attempt/service.ts"
import { AttemptsMemory, type MemoryTest, type MemorySubscription, type MemoryAttempt, type AttemptsTables } from "./in-memory-attempt-tables.ts"

const iso = (millis: number) => new Date(millis).toISOString()

const questionsOf = (test: MemoryTest) => test.sections.flatMap((section) => section.questions.map((question) => ({ section, question })))

/** The questions of an attempt: its practice set's, or the whole test's, in the test's order. */
const questionsIn = (test: MemoryTest, questionIds: ReadonlyArray<string> | null) =>
  questionsOf(test).filter(({ question }) => questionIds === null || questionIds.includes(question.id))

/**
 * The learner's mistakes in `tests` (repository.ts `mistakesOf`): per
 * question its latest outcome in the learner's submitted attempts, frozen in
 * their results; a mistake when not correct, or marked.
 */
const mistakesIn = (tables: AttemptsTables, userId: string, tests: ReadonlyArray<MemoryTest>): ReadonlyArray<Mistake> => {
  const submitted = [...tables.attempts.values()]
    .filter((row) => row.record.userId === userId && row.submission !== null)
    .sort((a, b) => a.submission!.submittedAt - b.submission!.submittedAt || a.record.id.localeCompare(b.record.id))
  return tests.flatMap((test) => {
    const latest = new Map<string, { readonly outcome: string; readonly marked: boolean }>()
    for (const row of submitted.filter((candidate) => candidate.record.testId === test.id)) {
      for (const question of row.submission!.result.questions) latest.set(question._id, { outcome: question.outcome, marked: question.marked })
    }
    return questionsOf(test)
      .filter(({ question }) => {
        const last = latest.get(question.id)
        return last !== undefined && (last.outcome !== "correct" || last.marked)
      })
      .map(({ question }) => ({ testId: test.id, qsnId: question.id, objective: question.objective }))
  })
}

const byStartThenId = (a: AttemptRecord, b: AttemptRecord) => a.clock.startedAt - b.clock.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

const isAfter = (record: AttemptRecord, cursor: SweepCursor) =>
  record.clock.startedAt > cursor.startedAt || (record.clock.startedAt === cursor.startedAt && record.id > cursor.id)

export const makeMemoryAttempts = (tables: AttemptsTables): AttemptsRepositoryShape => {
  const permit = Semaphore.makeUnsafe(1)

  const testOf = (testId: TestId): MemoryTest => {
    const test = tables.tests.find((candidate) => candidate.id === testId)
    if (test === undefined) throw new Error(`No test ${testId} in memory`)
    return test
  }

  const owned = (userId: string, attemptId: AttemptId): Option.Option<MemoryAttempt> =>
    Option.filter(Option.fromNullishOr(tables.attempts.get(attemptId)), (row) => row.record.userId === userId)

  const rowOf = (attemptId: AttemptId): MemoryAttempt => {
    const row = tables.attempts.get(attemptId)
    if (row === undefined) throw new Error(`No attempt ${attemptId} in memory`)
    return row
  }

  const records = () => [...tables.attempts.values()].map((row) => row.record)

  return {
    transaction: (body) => permit.withPermit(body),

    lockSubscription: (userId, subscId) =>
      Effect.sync(() =>
        Option.map(
          Option.filter(Option.fromNullishOr(tables.subscriptions.get(subscId)), (subscription) => subscription.userId === userId),
          (subscription) => ({ id: subscription.id, examId: subscription.examId, startsAt: subscription.startsAt, expiresAt: subscription.expiresAt })
        )
      ),

    findTest: (testId, examId) =>
      Effect.sync(() =>
        Option.map(Option.fromNullishOr(tables.tests.find((test) => test.id === testId && test.examId === examId)), (test) => ({
          id: test.id,
          durationSeconds: test.durationMinutes * 60,
          maxAttempts: test.maxAttempts,
          questionCount: questionsOf(test).length,
          practiceAllowed: test.practiceAllowed ?? true
        }))
      ),

    countAttempts: (subscriptionId, testId) =>
      Effect.sync(() => records().filter((record) => record.subscriptionId === subscriptionId && record.testId === testId && record.mode === "exam").length),

    mistakes: (userId, testId, objective) =>
      Effect.sync(() => mistakesIn(tables, userId, [testOf(testId)]).filter((mistake) => objective === null || mistake.objective === objective)),

    insertAttempt: (attempt) =>
      Effect.sync(() => {
        // The unique index of open attempts, as the database has it.
        if (
          records().some(
            (record) => record.userId === attempt.userId && record.testId === attempt.testId && record.mode === attempt.mode && record.status !== "submitted"
          )
        ) {
          throw new Error("attempts_one_open_idx: an open attempt of this test exists")
        }
        const id = tables.newId("attempt") as AttemptId
        tables.attempts.set(id, {
          record: {
            id,
            userId: attempt.userId,
            subscriptionId: attempt.subscriptionId,
            testId: attempt.testId,
            mode: attempt.mode,
            questionIds: attempt.questionIds,
            status: "ongoing",
            clock: { startedAt: attempt.startedAt, durationSeconds: attempt.durationSeconds, pausedMs: 0, pausedAt: null },
            lastSeq: 0,
            pauseAllowed: testOf(attempt.testId).pauseAllowed
          },
          answers: new Map(),
          submission: null
        })
        return id
      }),

    findAttempt: (userId, attemptId) => Effect.sync(() => Option.map(owned(userId, attemptId), (row) => row.record)),

    lockAttempt: (userId, attemptId) => Effect.sync(() => Option.map(owned(userId, attemptId), (row) => row.record)),

    lockOpenAttempt: (userId, testId, mode) =>
      Effect.sync(() =>
        Option.fromNullishOr(
          records().find((record) => record.userId === userId && record.testId === testId && record.mode === mode && record.status !== "submitted")
        )
      ),

    // Under the permit, as the statement is under the attempt's lock: never inside a change under way.
    saveAnswer: (userId, attemptId, save, now) =>
      permit.withPermit(
        Effect.sync(() =>
          Option.map(owned(userId, attemptId), (row) => {
            const attempt = row.record
            const found = questionsIn(testOf(attempt.testId), attempt.questionIds).find(({ question }) => question.id === save.qsnId)
            const options = new Set(found?.question.options.map((option) => option.id))
            const stored = row.answers.get(save.qsnId)
            const target = {
              kind: found?.question.kind ?? null,
              chosenAreOptions: found !== undefined && save.answer.every((option) => options.has(option)),
              locked: found !== undefined && (stored?.checkedAt ?? null) !== null
            }
            // The same decision as the SQL statement's `accepted`.
            if (saveRefusal(attempt, target, save.answer.length, now) !== null) return { attempt, target, written: null }
            // Applied only above the question's stored number; the time it carries is added once, capped at the test's duration.
            const applied = stored === undefined || save.seq > stored.seq
            const spentMs = Math.min(save.spentMs ?? 0, attempt.clock.durationSeconds * 1000)
            if (applied) {
              row.answers.set(save.qsnId, {
                answer: save.answer,
                marked: save.marked,
                seq: save.seq,
                spentMs: (stored?.spentMs ?? 0) + spentMs,
                checkedAt: stored?.checkedAt ?? null
              })
            }
            row.record = { ...attempt, lastSeq: Math.max(attempt.lastSeq, save.seq) }
            return { attempt, target, written: { applied, lastSeq: row.record.lastSeq } }
          })
        )
      ),

    readCheckTarget: (attempt, qsnId) =>
      Effect.sync(() => {
        const test = testOf(attempt.testId)
        const found = questionsIn(test, attempt.questionIds).find(({ question }) => question.id === qsnId)
        const stored = rowOf(attempt.id).answers.get(qsnId)
        return {
          question:
            found === undefined
              ? null
              : {
                  kind: found.question.kind,
                  explanation: found.question.explanation,
                  options: found.question.options.map((option) => ({ id: option.id, correct: option.correct }))
                },
          saved: found === undefined || stored === undefined ? null : { answer: stored.answer, locked: stored.checkedAt !== null },
          scoring: test.scoring
        }
      }),

    lockAnswer: (attemptId, qsnId, now) =>
      Effect.sync(() => {
        const answers = rowOf(attemptId).answers
        const stored = answers.get(qsnId)
        if (stored !== undefined && stored.checkedAt === null) answers.set(qsnId, { ...stored, checkedAt: now })
      }),

    lockRunning: (attemptId) =>
      Effect.sync(() =>
        Option.filter(
          Option.map(Option.fromNullishOr(tables.attempts.get(attemptId)), (row) => row.record),
          (record) => record.status === "ongoing" && record.mode === "exam"
        )
      ),

    runningStartedBefore: (startedBefore, after, limit) =>
      Effect.sync(() =>
        records()
          .filter((record) => record.status === "ongoing" && record.mode === "exam" && record.clock.startedAt < startedBefore)
          .filter((record) => after === null || isAfter(record, after))
          .sort(byStartThenId)
          .slice(0, limit)
      ),

    readSheet: (userId, attemptId) =>
      Effect.sync(() =>
        Option.map(owned(userId, attemptId), (row) => {
          const test = testOf(row.record.testId)
          const inSet = new Set(questionsIn(test, row.record.questionIds).map(({ question }) => question.id))
          const sections: ReadonlyArray<AttemptSection> = test.sections
            .map((section) => ({
              _id: section.id,
              name: section.name,
              questions: section.questions
                .filter((question) => inSet.has(question.id))
                .map((question) => ({
                  _id: question.id,
                  text: question.text,
                  kind: question.kind,
                  options: question.options.map((option) => ({ _id: option.id, text: option.text }))
                }))
            }))
            .filter((section) => section.questions.length > 0)
          const questionById = new Map(questionsOf(test).map(({ question }) => [question.id, question]))
          return {
            attempt: row.record,
            examId: test.examId,
            examName: tables.exams.get(test.examId)?.name ?? "",
            testName: test.name,
            sections,
            answers: [...row.answers].map(([qsnId, saved]) => ({ qsnId, answer: saved.answer, marked: saved.marked })),
            checked:
              row.record.mode !== "practice"
                ? []
                : [...row.answers].flatMap(([qsnId, saved]) => {
                    const question = questionById.get(qsnId)
                    if (saved.checkedAt === null || question === undefined) return []
                    return [
                      {
                        qsnId,
                        answer: saved.answer,
                        correct: question.options.filter((option) => option.correct).map((option) => option.id),
                        explanation: question.explanation
                      }
                    ]
                  }),
            scoring: test.scoring
          }
        })
      ),

    writeClock: (attemptId, status, clock) =>
      Effect.sync(() => {
        const row = rowOf(attemptId)
        row.record = { ...row.record, status, clock: { ...clock, pausedMs: Math.round(clock.pausedMs) } }
      }),

    readScoringSheet: (attempt) =>
      Effect.sync(() => {
        const test = testOf(attempt.testId)
        const answers = rowOf(attempt.id).answers
        return {
          passMarkPercent: test.passMarkPercent,
          scoring: test.scoring,
          questions: questionsIn(test, attempt.questionIds).map(({ section, question }) => ({
            id: question.id,
            sectionId: section.id,
            sectionName: section.name,
            text: question.text,
            kind: question.kind,
            explanation: question.explanation,
            objective: question.objective,
            options: question.options,
            answer: answers.get(question.id)?.answer ?? null,
            marked: answers.get(question.id)?.marked ?? null,
            spentMs: answers.get(question.id)?.spentMs ?? 0
          }))
        }
      }),

    writeSubmission: (attemptId, submission) =>
      Effect.sync(() => {
        const row = rowOf(attemptId)
        if (row.record.status === "submitted") return false
        row.record = { ...row.record, status: "submitted", clock: { ...row.record.clock, pausedMs: submission.pausedMs, pausedAt: null } }
        row.submission = submission
        return true
      }),

    readReview: (userId, attemptId) =>
      Effect.sync(() =>
        Option.flatMap(owned(userId, attemptId), (row): Option.Option<AttemptReview> => {
          const submission = row.submission
          if (row.record.status !== "submitted" || submission === null) return Option.none()
          const test = testOf(row.record.testId)
          return Option.some({
            attemptId: row.record.id,
            mode: row.record.mode,
            subscId: row.record.subscriptionId,
            examName: tables.exams.get(test.examId)?.name ?? "",
            testName: test.name,
            score: submission.score,
            total: submission.total,
            percentage: submission.percentage,
            passMarkPercent: submission.result.passMarkPercent,
            passed: submission.passed,
            startedAt: iso(row.record.clock.startedAt),
            submittedAt: iso(submission.submittedAt),
            submittedBy: submission.submittedBy,
            answeredCount: submission.result.answeredCount,
            markedCount: submission.result.markedCount,
            sections: submission.result.sections,
            objectives: submission.result.objectives,
            answerKeyShown: true,
            questions: submission.result.questions
          })
        })
      ),

    // The in-memory tables hold no orders: no grant of theirs was refunded, and no reveal is kept.
    grantRefunded: () => Effect.succeed(false),
    recordAnswerKeyShown: () => Effect.void
  }
}

export const makeMemorySubscriptions = (tables: AttemptsTables): SubscriptionsRepositoryShape => {
  const attemptsOf = (subscriptionId: SubscriptionId) => [...tables.attempts.values()].filter((row) => row.record.subscriptionId === subscriptionId)

  const toSubscription = (subscription: MemorySubscription, now: number): ExamSubscription => {
    const exam = tables.exams.get(subscription.examId)
    // Exam attempts only: practice never counts toward exam results.
    const exams = attemptsOf(subscription.id).filter((row) => row.record.mode === "exam")
    const percentages = exams.flatMap((row) => (row.submission === null ? [] : [row.submission.percentage]))
    return {
      _id: subscription.id,
      examId: subscription.examId,
      examName: exam?.name ?? "",
      examSlug: exam?.slug ?? "",
      examCode: exam?.code ?? "",
      vendor: exam?.vendor ?? "",
      startsAt: iso(subscription.startsAt),
      expiresAt: iso(subscription.expiresAt),
      status: subscriptionStatusAt(subscription.expiresAt, now),
      packageName: subscription.packageName,
      testCount: tables.tests.filter((test) => test.examId === subscription.examId).length,
      attemptCount: exams.length,
      bestPercentage: percentages.length === 0 ? null : Math.max(...percentages)
    }
  }

  const examName = (subscription: MemorySubscription) => tables.exams.get(subscription.examId)?.name ?? ""

  return {
    page: (userId, status, paging, now) =>
      Effect.sync(() => {
        const mine = [...tables.subscriptions.values()]
          .filter((subscription) => subscription.userId === userId)
          .filter((subscription) => (status === "active" ? subscription.startsAt <= now && subscription.expiresAt > now : subscription.expiresAt <= now))
          // Active: the soonest to expire first; expired: the latest to expire first.
          .sort(
            (a, b) =>
              (status === "active" ? a.expiresAt - b.expiresAt : b.expiresAt - a.expiresAt) ||
              examName(a).localeCompare(examName(b)) ||
              a.id.localeCompare(b.id)
          )
        return {
          docs: mine.slice(paging.offset, paging.offset + paging.perPage).map((subscription) => toSubscription(subscription, now)),
          total: mine.length,
          page: paging.page,
          perPage: paging.perPage
        }
      }),

    ofPackage: (userId, packageSubscriptionId, now) =>
      Effect.sync(() =>
        [...tables.subscriptions.values()]
          .filter((subscription) => subscription.userId === userId && subscription.packageSubscriptionId === packageSubscriptionId)
          .sort((a, b) => examName(a).localeCompare(examName(b)) || a.id.localeCompare(b.id))
          .map((subscription) => toSubscription(subscription, now))
      ),

    detail: (userId, subscId, now) =>
      Effect.sync(() =>
        Option.map(
          Option.filter(Option.fromNullishOr(tables.subscriptions.get(subscId)), (subscription) => subscription.userId === userId),
          (subscription): SubscriptionDetail => ({
            subscription: toSubscription(subscription, now),
            tests: tables.tests
              .filter((test) => test.examId === subscription.examId)
              .map(
                (test): TestInfo => ({
                  _id: test.id,
                  examId: test.examId,
                  name: test.name,
                  durationMinutes: test.durationMinutes,
                  questionCount: questionsOf(test).length,
                  passMarkPercent: test.passMarkPercent,
                  pauseAllowed: test.pauseAllowed,
                  maxAttempts: test.maxAttempts,
                  scoring: test.scoring,
                  practiceAllowed: test.practiceAllowed ?? true,
                  sections: test.sections.map((section) => ({ _id: section.id, name: section.name, questionCount: section.questions.length })),
                  attempts: attemptsOf(subscription.id)
                    .filter((row) => row.record.testId === test.id && row.record.userId === userId)
                    .sort((a, b) => b.record.clock.startedAt - a.record.clock.startedAt || a.record.id.localeCompare(b.record.id))
                    .map((row) => ({
                      _id: row.record.id,
                      mode: row.record.mode,
                      status: row.record.status,
                      startedAt: iso(row.record.clock.startedAt),
                      submittedAt: row.submission === null ? null : iso(row.submission.submittedAt),
                      percentage: row.submission?.percentage ?? null,
                      passed: row.submission?.passed ?? null
                    })),
                  mistakes: mistakeCounts(mistakesIn(tables, userId, [test]))
                })
              )
          })
        )
      )
  }
}

/** In memory (in-memory-attempt-tables.ts holds the tables, so tests can fill them). */
export const attemptsRepositoryInMemory = Layer.effect(AttemptsRepository, AttemptsMemory.useSync(makeMemoryAttempts)).pipe(
  Layer.provideMerge(AttemptsMemory.layer)
)

/** In memory, over the same store as attemptsRepositoryInMemory. */
export const subscriptionsRepositoryInMemory = Layer.effect(SubscriptionsRepository, AttemptsMemory.useSync(makeMemorySubscriptions)).pipe(
  Layer.provideMerge(AttemptsMemory.layer)
)

/** The same rules over the in-memory repositories (one shared memory store, reachable by the tests). */
export const attemptsServiceInMemory = AttemptsService.layerNoDeps.pipe(
  Layer.provideMerge(Layer.mergeAll(attemptsRepositoryInMemory, subscriptionsRepositoryInMemory, AttemptsPolicy.layer, learningServiceInMemory))
)
