/**
 * The attempt area's repositories over the in-memory tables (memory-store.ts):
 * the same answers as the SQL in repository.ts and subscriptions-repository.ts,
 * so service.ts's rules are tested without a database. A transaction holds
 * one permit, which stands in for the row locks: changes never interleave.
 */
import { Effect, Option, Semaphore } from "effect"
import type { AttemptReview, AttemptSection, ExamSubscription, SubscriptionDetail, TestInfo } from "../../src/api/attempts.ts"
import type { AttemptId, SubscriptionId, TestId } from "../../src/api/ids.ts"
import { subscriptionStatusAt } from "../../src/domain/attempt/subscription-status.ts"
import type { AttemptsTables, MemoryAttempt, MemorySubscription, MemoryTest } from "./memory-store.ts"
import type { AttemptRecord, AttemptsRepositoryShape, SubscriptionsRepositoryShape, SweepCursor } from "./records.ts"
import { saveRefusal } from "./save-rules.ts"

const iso = (millis: number) => new Date(millis).toISOString()

const questionsOf = (test: MemoryTest) => test.sections.flatMap((section) => section.questions.map((question) => ({ section, question })))

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
        Option.map(
          Option.fromNullishOr(tables.tests.find((test) => test.id === testId && test.examId === examId)),
          (test) => ({
            id: test.id,
            durationSeconds: test.durationMinutes * 60,
            maxAttempts: test.maxAttempts,
            questionCount: questionsOf(test).length
          })
        )
      ),

    countAttempts: (subscriptionId, testId) =>
      Effect.sync(() => records().filter((record) => record.subscriptionId === subscriptionId && record.testId === testId).length),

    insertAttempt: (attempt) =>
      Effect.sync(() => {
        // The unique index of open attempts, as the database has it.
        if (records().some((record) => record.userId === attempt.userId && record.testId === attempt.testId && record.status !== "submitted")) {
          throw new Error("attempts_one_open_idx: an open attempt of this test exists")
        }
        const id = tables.newId("attempt") as AttemptId
        tables.attempts.set(id, {
          record: {
            id,
            userId: attempt.userId,
            subscriptionId: attempt.subscriptionId,
            testId: attempt.testId,
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

    lockOpenAttempt: (userId, testId) =>
      Effect.sync(() =>
        Option.fromNullishOr(records().find((record) => record.userId === userId && record.testId === testId && record.status !== "submitted"))
      ),

    // Under the permit, as the statement is under the attempt's lock: never inside a change under way.
    saveAnswer: (userId, attemptId, save, now) =>
      permit.withPermit(Effect.sync(() =>
        Option.map(owned(userId, attemptId), (row) => {
          const attempt = row.record
          const found = questionsOf(testOf(attempt.testId)).find(({ question }) => question.id === save.qsnId)
          const options = new Set(found?.question.options.map((option) => option.id))
          const target = {
            kind: found?.question.kind ?? null,
            chosenAreOptions: found !== undefined && save.answer.every((option) => options.has(option))
          }
          // The same decision as the SQL statement's `accepted`.
          if (saveRefusal(attempt, target, save.answer.length, now) !== null) return { attempt, target, written: null }
          const stored = row.answers.get(save.qsnId)
          // Applied only above the question's stored number.
          const applied = stored === undefined || save.seq > stored.seq
          if (applied) row.answers.set(save.qsnId, { answer: save.answer, marked: save.marked, seq: save.seq })
          row.record = { ...attempt, lastSeq: Math.max(attempt.lastSeq, save.seq) }
          return { attempt, target, written: { applied, lastSeq: row.record.lastSeq } }
        })
      )),

    lockRunning: (attemptId) =>
      Effect.sync(() => Option.filter(Option.map(Option.fromNullishOr(tables.attempts.get(attemptId)), (row) => row.record), (record) => record.status === "ongoing")),

    runningStartedBefore: (startedBefore, after, limit) =>
      Effect.sync(() =>
        records()
          .filter((record) => record.status === "ongoing" && record.clock.startedAt < startedBefore)
          .filter((record) => after === null || isAfter(record, after))
          .sort(byStartThenId)
          .slice(0, limit)
      ),

    readSheet: (userId, attemptId) =>
      Effect.sync(() =>
        Option.map(owned(userId, attemptId), (row) => {
          const test = testOf(row.record.testId)
          const sections: ReadonlyArray<AttemptSection> = test.sections.map((section) => ({
            _id: section.id,
            name: section.name,
            questions: section.questions.map((question) => ({
              _id: question.id,
              text: question.text,
              kind: question.kind,
              options: question.options.map((option) => ({ _id: option.id, text: option.text }))
            }))
          }))
          return {
            attempt: row.record,
            examId: test.examId,
            examName: tables.exams.get(test.examId)?.name ?? "",
            testName: test.name,
            sections,
            answers: [...row.answers].map(([qsnId, saved]) => ({ qsnId, answer: saved.answer, marked: saved.marked }))
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
          questions: questionsOf(test).map(({ section, question }) => ({
            id: question.id,
            sectionId: section.id,
            sectionName: section.name,
            text: question.text,
            kind: question.kind,
            explanation: question.explanation,
            objective: question.objective,
            options: question.options,
            answer: answers.get(question.id)?.answer ?? null,
            marked: answers.get(question.id)?.marked ?? null
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
            questions: submission.result.questions
          })
        })
      )
  }
}

export const makeMemorySubscriptions = (tables: AttemptsTables): SubscriptionsRepositoryShape => {
  const attemptsOf = (subscriptionId: SubscriptionId) =>
    [...tables.attempts.values()].filter((row) => row.record.subscriptionId === subscriptionId)

  const toSubscription = (subscription: MemorySubscription, now: number): ExamSubscription => {
    const exam = tables.exams.get(subscription.examId)
    const percentages = attemptsOf(subscription.id).flatMap((row) => row.submission === null ? [] : [row.submission.percentage])
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
      attemptCount: attemptsOf(subscription.id).length,
      bestPercentage: percentages.length === 0 ? null : Math.max(...percentages)
    }
  }

  const examName = (subscription: MemorySubscription) => tables.exams.get(subscription.examId)?.name ?? ""

  return {
    page: (userId, status, paging, now) =>
      Effect.sync(() => {
        const mine = [...tables.subscriptions.values()]
          .filter((subscription) => subscription.userId === userId)
          .filter((subscription) => status === "active" ? subscription.startsAt <= now && subscription.expiresAt > now : subscription.expiresAt <= now)
          // Active: the soonest to expire first; expired: the latest to expire first.
          .sort((a, b) =>
            (status === "active" ? a.expiresAt - b.expiresAt : b.expiresAt - a.expiresAt) ||
            examName(a).localeCompare(examName(b)) || a.id.localeCompare(b.id)
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
            tests: tables.tests.filter((test) => test.examId === subscription.examId).map((test): TestInfo => ({
              _id: test.id,
              examId: test.examId,
              name: test.name,
              durationMinutes: test.durationMinutes,
              questionCount: questionsOf(test).length,
              passMarkPercent: test.passMarkPercent,
              pauseAllowed: test.pauseAllowed,
              maxAttempts: test.maxAttempts,
              scoring: test.scoring,
              sections: test.sections.map((section) => ({ _id: section.id, name: section.name, questionCount: section.questions.length })),
              attempts: attemptsOf(subscription.id)
                .filter((row) => row.record.testId === test.id && row.record.userId === userId)
                .sort((a, b) => b.record.clock.startedAt - a.record.clock.startedAt || a.record.id.localeCompare(b.record.id))
                .map((row) => ({
                  _id: row.record.id,
                  status: row.record.status,
                  startedAt: iso(row.record.clock.startedAt),
                  submittedAt: row.submission === null ? null : iso(row.submission.submittedAt),
                  percentage: row.submission?.percentage ?? null,
                  passed: row.submission?.passed ?? null
                }))
            }))
          })
        )
      )
  }
}
