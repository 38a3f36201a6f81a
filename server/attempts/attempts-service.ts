/**
 * The timed attempt (issue 5): start, resume, save, pause, resume the clock,
 * submit, and the review. The server owns time: the clock is computed by the
 * domain's rules (src/domain/attempt-clock.ts) from what the attempt row
 * stores, at the Effect Clock's "now" (a TestClock in unit tests).
 *
 * Every change runs in a transaction that first locks the attempt row
 * (SELECT … FOR UPDATE), so a save, a pause and a submit of one attempt
 * never interleave, and the sweeper (which skips locked rows) never scores an
 * attempt a save is writing to. A change that arrives after the deadline plus
 * the grace submits the attempt right then and is refused; that submit is
 * committed even though the call answers an error.
 */
import { Clock, Context, Effect, Layer } from "effect"
import { SqlClient, SqlError } from "effect/sql"
import type {
  AttemptData,
  AttemptQuestion,
  AttemptResult,
  AttemptReview,
  AttemptStatus,
  QuestionKind,
  QuestionOption,
  SaveAnswerPayload,
  SubmittedBy
} from "../../src/api/attempts.ts"
import { Conflict, Invalid, NotFound } from "../../src/api/errors.ts"
import {
  type AttemptClock,
  deadlineOf,
  isPastGrace,
  pauseClock,
  remainingSeconds,
  resumeClock
} from "../../src/domain/attempt/attempt-clock.ts"
import { canBeAnId } from "../catalog/lookup-id.ts"
import * as Messages from "./attempt-messages.ts"
import { ATTEMPT_RECORD_COLUMNS, type AttemptRecord, clockOf, lockAttempt } from "./attempt-record.ts"
import { readReview, resultOf, submitAttempt } from "./attempt-result.ts"
import { SubscriptionsRepository } from "./subscriptions-repository.ts"

export interface StartedAttempt {
  readonly attemptId: string
  readonly resumed: boolean
}

export interface ClockState {
  readonly status: AttemptStatus
  readonly remainingSeconds: number
}

export interface SaveOutcome {
  readonly applied: boolean
  readonly lastSeq: number
  readonly remainingSeconds: number
}

interface AttemptHeadRow {
  readonly id: string
  readonly subscription_id: string
  readonly exam_id: string
  readonly exam_name: string
  readonly test_id: string
  readonly test_name: string
  readonly status: AttemptStatus
  readonly pause_allowed: boolean
  readonly duration_seconds: number
  readonly started_at: Date | string
  readonly paused_ms: number
  readonly paused_at: Date | string | null
  readonly last_seq: number
}

interface QuestionRow {
  readonly section_id: string
  readonly section_name: string
  readonly id: string
  readonly text: string
  readonly kind: QuestionKind
  readonly options: ReadonlyArray<QuestionOption> | null
}

const invalid = (path: string, message: string) => new Invalid({ message, issues: [{ path, message }] })

/** The clock's reading for the answer: a submitted attempt has no time left. */
const remainingOf = (status: AttemptStatus, clock: AttemptClock, now: number) =>
  status === "submitted" ? 0 : remainingSeconds(clock, now)

/** Past the deadline (not only the grace): too late to pause or resume. */
const isPastDeadline = (clock: AttemptClock, now: number) => clock.pausedAt === null && now >= deadlineOf(clock, now)

/** Who submitted: the learner in time, or the browser's submit at (or after) zero. */
const submitterAt = (clock: AttemptClock, now: number): SubmittedBy => isPastDeadline(clock, now) ? "timeUp" : "learner"

export class AttemptsService extends Context.Service<AttemptsService, {
  readonly start: (userId: string, subscId: string, testId: string) => Effect.Effect<StartedAttempt, Invalid | NotFound | Conflict>
  readonly attempt: (userId: string, attemptId: string) => Effect.Effect<AttemptData, NotFound>
  readonly save: (userId: string, attemptId: string, payload: SaveAnswerPayload) => Effect.Effect<SaveOutcome, Invalid | NotFound | Conflict>
  readonly pause: (userId: string, attemptId: string) => Effect.Effect<ClockState, NotFound | Conflict>
  readonly resume: (userId: string, attemptId: string) => Effect.Effect<ClockState, NotFound | Conflict>
  readonly submit: (userId: string, attemptId: string) => Effect.Effect<AttemptResult, NotFound | Conflict>
  readonly review: (userId: string, attemptId: string) => Effect.Effect<AttemptReview, NotFound | Conflict>
}>()("exam-shop/AttemptsService") {
  static readonly layer = Layer.effect(
    AttemptsService,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const subscriptions = yield* SubscriptionsRepository

      /**
       * Runs `body` in a transaction that commits even when `body` refuses
       * with a business error: a time-up submit written before the refusal
       * must stay. A database failure still rolls back (it is a defect here).
       */
      const committed = <A, E, R>(body: Effect.Effect<A, E | SqlError.SqlError, R>): Effect.Effect<A, E, R> =>
        sql.withTransaction(Effect.result(Effect.catchIf(body, SqlError.isSqlError, Effect.die))).pipe(
          Effect.orDie,
          Effect.flatMap(Effect.fromResult)
        )

      /** The learner's attempt, locked; 404 for an unknown id or someone else's. */
      const locked = Effect.fn("AttemptsService.locked")(function*(userId: string, attemptId: string) {
        if (!canBeAnId(attemptId)) return yield* new NotFound({ message: Messages.ATTEMPT_NOT_FOUND })
        const [attempt] = yield* lockAttempt(sql, attemptId, userId)
        if (attempt === undefined) return yield* new NotFound({ message: Messages.ATTEMPT_NOT_FOUND })
        return attempt
      })

      /**
       * The refusals every change shares, in this order: already submitted,
       * then past the grace (which submits the attempt with what was saved).
       */
      const requireOpen = Effect.fn("AttemptsService.requireOpen")(function*(attempt: AttemptRecord, now: number) {
        if (attempt.status === "submitted") return yield* new Conflict({ message: Messages.ALREADY_SUBMITTED })
        if (isPastGrace(clockOf(attempt), now)) {
          yield* submitAttempt(sql, attempt, "server", now)
          return yield* new Conflict({ message: Messages.TIME_UP })
        }
      })

      const start = Effect.fn("AttemptsService.start")(function*(userId: string, subscId: string, testId: string) {
        return yield* committed(Effect.gen(function*() {
          const subscription = yield* subscriptions.lockForStart(userId, subscId)
          const [test] = canBeAnId(testId)
            ? yield* sql<{ id: string; duration_minutes: number; max_attempts: number | null; questions: number }>`
              SELECT id, duration_minutes, max_attempts, (SELECT count(*)::int FROM questions q WHERE q.test_id = t.id) AS questions
              FROM practice_tests t WHERE t.id = ${testId} AND t.exam_id = ${subscription.examId}`
            : []
          if (test === undefined) return yield* new NotFound({ message: Messages.TEST_NOT_FOUND })
          const now = yield* Clock.currentTimeMillis
          if (now >= subscription.expiresAt) return yield* new Conflict({ message: Messages.ACCESS_EXPIRED })
          if (now < subscription.startsAt) return yield* new Conflict({ message: Messages.ACCESS_NOT_STARTED })

          const [open] = yield* sql<AttemptRecord>`
            SELECT ${sql.literal(ATTEMPT_RECORD_COLUMNS)}
            FROM attempts a JOIN practice_tests t ON t.id = a.test_id
            WHERE a.user_id = ${userId} AND a.test_id = ${test.id} AND a.status <> 'submitted'
            FOR UPDATE OF a`
          if (open !== undefined) {
            if (!isPastGrace(clockOf(open), now)) return { attemptId: open.id, resumed: true }
            // Its time ran out unseen (the sweeper has not come by yet): keep its result, start afresh.
            yield* submitAttempt(sql, open, "server", now)
          }
          if (test.questions === 0) return yield* new Invalid({ message: Messages.NO_QUESTIONS })
          if (test.max_attempts !== null) {
            const [used] = yield* sql<{ count: number }>`
              SELECT count(*)::int AS count FROM attempts WHERE subscription_id = ${subscription.id} AND test_id = ${test.id}`
            if ((used?.count ?? 0) >= test.max_attempts) {
              return yield* new Conflict({ message: Messages.attemptsUsedUp(test.max_attempts) })
            }
          }
          const [created] = yield* sql<{ id: string }>`
            INSERT INTO attempts (user_id, subscription_id, test_id, started_at, duration_seconds)
            VALUES (${userId}, ${subscription.id}, ${test.id}, ${new Date(now)}, ${test.duration_minutes * 60}::int)
            RETURNING id`
          return { attemptId: created!.id, resumed: false }
        }))
      })

      /** Submits an open attempt whose grace is over before it is read (the sweeper may not have come by yet). */
      const settleIfTimeUp = Effect.fn("AttemptsService.settleIfTimeUp")(function*(userId: string, attemptId: string) {
        const now = yield* Clock.currentTimeMillis
        const [attempt] = yield* sql<AttemptRecord>`
          SELECT ${sql.literal(ATTEMPT_RECORD_COLUMNS)}
          FROM attempts a JOIN practice_tests t ON t.id = a.test_id
          WHERE a.id = ${attemptId} AND a.user_id = ${userId}`.pipe(Effect.orDie)
        if (attempt === undefined || attempt.status === "submitted" || !isPastGrace(clockOf(attempt), now)) return attempt
        yield* sql.withTransaction(Effect.gen(function*() {
          const [fresh] = yield* lockAttempt(sql, attemptId, userId)
          if (fresh !== undefined && fresh.status !== "submitted") yield* submitAttempt(sql, fresh, "server", now)
        })).pipe(Effect.orDie)
        return attempt
      })

      const attempt = Effect.fn("AttemptsService.attempt")(function*(userId: string, attemptId: string) {
        if (!canBeAnId(attemptId)) return yield* new NotFound({ message: Messages.ATTEMPT_NOT_FOUND })
        const found = yield* settleIfTimeUp(userId, attemptId)
        if (found === undefined) return yield* new NotFound({ message: Messages.ATTEMPT_NOT_FOUND })
        const [head] = yield* sql<AttemptHeadRow>`
          SELECT a.id, a.subscription_id, e.id AS exam_id, e.name AS exam_name, t.id AS test_id, t.name AS test_name,
            a.status, t.pause_allowed, a.duration_seconds, a.started_at, a.paused_ms::float8 AS paused_ms, a.paused_at, a.last_seq
          FROM attempts a
          JOIN practice_tests t ON t.id = a.test_id
          JOIN exams e ON e.id = t.exam_id
          WHERE a.id = ${attemptId} AND a.user_id = ${userId}`.pipe(Effect.orDie)
        if (head === undefined) return yield* new NotFound({ message: Messages.ATTEMPT_NOT_FOUND })
        const [questions, answers] = yield* Effect.all([
          sql<QuestionRow>`
            SELECT s.id AS section_id, s.name AS section_name, q.id, q.text, q.kind,
              (SELECT json_agg(json_build_object('_id', o.id, 'text', o.text) ORDER BY o.sort_order)
               FROM question_options o WHERE o.question_id = q.id) AS options
            FROM test_sections s JOIN questions q ON q.section_id = s.id
            WHERE s.test_id = ${head.test_id}
            ORDER BY s.sort_order, q.sort_order`,
          sql<{ question_id: string; answer: ReadonlyArray<string>; marked: boolean }>`
            SELECT question_id, answer, marked FROM attempt_answers WHERE attempt_id = ${attemptId}`
        ]).pipe(Effect.orDie)
        const sections: Array<{ _id: string; name: string; questions: Array<AttemptQuestion> }> = []
        for (const row of questions) {
          let section = sections[sections.length - 1]
          if (section === undefined || section._id !== row.section_id) {
            section = { _id: row.section_id, name: row.section_name, questions: [] }
            sections.push(section)
          }
          section.questions.push({ _id: row.id, text: row.text, kind: row.kind, options: row.options ?? [] })
        }
        const now = yield* Clock.currentTimeMillis
        const clock: AttemptClock = clockOf({ ...found, ...head })
        const data: AttemptData = {
          _id: head.id,
          subscId: head.subscription_id,
          examId: head.exam_id,
          examName: head.exam_name,
          testId: head.test_id,
          testName: head.test_name,
          status: head.status,
          pauseAllowed: head.pause_allowed,
          durationSeconds: head.duration_seconds,
          remainingSeconds: remainingOf(head.status, clock, now),
          lastSeq: head.last_seq,
          sections,
          answers: answers.map((row) => ({ qsnId: row.question_id, answer: row.answer, marked: row.marked }))
        }
        return data
      })

      const save = Effect.fn("AttemptsService.save")(function*(userId: string, attemptId: string, payload: SaveAnswerPayload) {
        if (!Number.isSafeInteger(payload.seq) || payload.seq < 1 || payload.seq > Messages.MAX_SEQ) {
          return yield* invalid("seq", Messages.SEQ_INVALID)
        }
        if (!canBeAnId(payload.qsnId)) return yield* invalid("qsnId", Messages.QUESTION_NOT_IN_TEST)
        const chosen = [...new Set(payload.answer)]
        if (!chosen.every(canBeAnId)) return yield* invalid("answer", Messages.OPTION_NOT_IN_QUESTION)

        // Two statements in the transaction (each save is a round trip that
        // counts): the lock also reads the question, the write also bumps lastSeq.
        return yield* committed(Effect.gen(function*() {
          if (!canBeAnId(attemptId)) return yield* new NotFound({ message: Messages.ATTEMPT_NOT_FOUND })
          const [attempt] = yield* sql<AttemptRecord & { kind: QuestionKind | null; option_ids: ReadonlyArray<string> | null }>`
            SELECT ${sql.literal(ATTEMPT_RECORD_COLUMNS)}, q.kind, q.option_ids
            FROM attempts a
            JOIN practice_tests t ON t.id = a.test_id
            LEFT JOIN LATERAL (
              SELECT q.kind, array_agg(o.id) FILTER (WHERE o.id IS NOT NULL) AS option_ids
              FROM questions q LEFT JOIN question_options o ON o.question_id = q.id
              WHERE q.id = ${payload.qsnId} AND q.test_id = a.test_id
              GROUP BY q.id
            ) q ON true
            WHERE a.id = ${attemptId} AND a.user_id = ${userId}
            FOR UPDATE OF a`
          if (attempt === undefined) return yield* new NotFound({ message: Messages.ATTEMPT_NOT_FOUND })
          const now = yield* Clock.currentTimeMillis
          yield* requireOpen(attempt, now)
          if (attempt.status === "paused") return yield* new Conflict({ message: Messages.PAUSED })

          if (attempt.kind === null) return yield* invalid("qsnId", Messages.QUESTION_NOT_IN_TEST)
          const options = new Set(attempt.option_ids ?? [])
          if (!chosen.every((option) => options.has(option))) return yield* invalid("answer", Messages.OPTION_NOT_IN_QUESTION)
          if (attempt.kind === "single" && chosen.length > 1) return yield* invalid("answer", Messages.SINGLE_ANSWER_ONLY)

          // Applied only above the question's stored number: replays and late arrivals change nothing.
          const [written] = yield* sql<{ applied: number; last_seq: number }>`
            WITH saved AS (
              INSERT INTO attempt_answers (attempt_id, question_id, answer, marked, seq, updated_at)
              VALUES (${attempt.id}, ${payload.qsnId}, ${JSON.stringify(chosen)}::jsonb, ${payload.marked}, ${payload.seq}::int, ${new Date(now)})
              ON CONFLICT (attempt_id, question_id) DO UPDATE SET
                answer = excluded.answer, marked = excluded.marked, seq = excluded.seq, updated_at = excluded.updated_at
              WHERE excluded.seq > attempt_answers.seq
              RETURNING 1
            ), bumped AS (
              UPDATE attempts SET last_seq = greatest(last_seq, ${payload.seq}::int) WHERE id = ${attempt.id} RETURNING last_seq
            )
            SELECT (SELECT count(*)::int FROM saved) AS applied, (SELECT last_seq FROM bumped) AS last_seq`
          return {
            applied: written?.applied === 1,
            lastSeq: written?.last_seq ?? attempt.last_seq,
            remainingSeconds: remainingSeconds(clockOf(attempt), now)
          }
        }))
      })

      const writeClock = (attempt: AttemptRecord, clock: AttemptClock, status: AttemptStatus) =>
        sql`
          UPDATE attempts SET
            status = ${status},
            paused_ms = ${Math.round(clock.pausedMs)}::bigint,
            paused_at = ${clock.pausedAt === null ? null : new Date(clock.pausedAt)}
          WHERE id = ${attempt.id}`

      const pause = Effect.fn("AttemptsService.pause")(function*(userId: string, attemptId: string) {
        return yield* committed(Effect.gen(function*() {
          const attempt = yield* locked(userId, attemptId)
          const now = yield* Clock.currentTimeMillis
          yield* requireOpen(attempt, now)
          const clock = clockOf(attempt)
          if (attempt.status === "paused") return { status: attempt.status, remainingSeconds: remainingSeconds(clock, now) }
          if (!attempt.pause_allowed) return yield* new Conflict({ message: Messages.PAUSE_NOT_ALLOWED })
          if (isPastDeadline(clock, now)) return yield* new Conflict({ message: Messages.TIME_UP })
          const paused = pauseClock(clock, now)
          yield* writeClock(attempt, paused, "paused")
          return { status: "paused" as const, remainingSeconds: remainingSeconds(paused, now) }
        }))
      })

      const resume = Effect.fn("AttemptsService.resume")(function*(userId: string, attemptId: string) {
        return yield* committed(Effect.gen(function*() {
          const attempt = yield* locked(userId, attemptId)
          const now = yield* Clock.currentTimeMillis
          yield* requireOpen(attempt, now)
          const clock = clockOf(attempt)
          // A paused attempt can always go on, even if the test's rules changed meanwhile.
          if (attempt.status === "paused") {
            const running = resumeClock(clock, now)
            yield* writeClock(attempt, running, "ongoing")
            return { status: "ongoing" as const, remainingSeconds: remainingSeconds(running, now) }
          }
          if (!attempt.pause_allowed) return yield* new Conflict({ message: Messages.PAUSE_NOT_ALLOWED })
          return { status: attempt.status, remainingSeconds: remainingSeconds(clock, now) }
        }))
      })

      const review = Effect.fn("AttemptsService.review")(function*(userId: string, attemptId: string) {
        if (!canBeAnId(attemptId)) return yield* new NotFound({ message: Messages.ATTEMPT_NOT_FOUND })
        const found = yield* settleIfTimeUp(userId, attemptId)
        if (found === undefined) return yield* new NotFound({ message: Messages.ATTEMPT_NOT_FOUND })
        const stored = yield* readReview(sql, attemptId, userId).pipe(Effect.orDie)
        if (stored === undefined) return yield* new Conflict({ message: Messages.SUBMIT_FIRST })
        return stored
      })

      const submit = Effect.fn("AttemptsService.submit")(function*(userId: string, attemptId: string) {
        yield* committed(Effect.gen(function*() {
          const attempt = yield* locked(userId, attemptId)
          // Submitting twice answers the first result.
          if (attempt.status === "submitted") return
          const now = yield* Clock.currentTimeMillis
          const clock = clockOf(attempt)
          // After the grace the server scores what was saved, as the sweeper would.
          yield* submitAttempt(sql, attempt, submitterAt(clock, now), now)
        }))
        const stored = yield* readReview(sql, attemptId, userId).pipe(Effect.orDie)
        if (stored === undefined) return yield* new NotFound({ message: Messages.ATTEMPT_NOT_FOUND })
        return resultOf(stored)
      })

      return AttemptsService.of({ start, attempt, save, pause, resume, submit, review })
    })
  )
}
