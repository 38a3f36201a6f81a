/**
 * The SQL of My Exams (spec §7 `POST /exams/activeExams` and
 * `/exams/expiredExams`): a learner's subscriptions, active while now lies
 * between starts_at and expires_at, expired after; and one subscription with
 * its exam's tests, their sections and the learner's attempts. Every query
 * is scoped by the learner: another learner's subscription is not found.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { AttemptSummary, ExamSubscription, ScoringRule, SubscriptionDetail, SubscriptionStatus, TestInfo } from "../../src/api/attempt/attempt.ts"
import type { AttemptId, ExamId, SectionId, SubscriptionId, TestId } from "../../src/api/shared/ids.ts"
import { subscriptionStatusAt } from "../../src/domain/attempt/subscription-status.ts"
import type { Paging } from "../shared/paging.ts"
import { mistakeCounts, type SubscriptionsRepositoryShape } from "./records.ts"
import { isoOf, millisOf, mistakesOf } from "./repository.ts"

interface SubscriptionRow {
  readonly id: SubscriptionId
  readonly exam_id: ExamId
  readonly exam_name: string
  readonly exam_slug: string
  readonly exam_code: string
  readonly vendor: string
  readonly starts_at: Date | string
  readonly expires_at: Date | string
  readonly package_name: string | null
  readonly test_count: number
  readonly attempt_count: number
  readonly best_percentage: number | null
}

interface TestRow {
  readonly id: TestId
  readonly practice_allowed: boolean
  readonly name: string
  readonly duration_minutes: number
  readonly question_count: number
  readonly pass_mark_percent: number
  readonly pause_allowed: boolean
  readonly max_attempts: number | null
  readonly scoring: ScoringRule
}

interface SectionRow {
  readonly id: SectionId
  readonly test_id: TestId
  readonly name: string
  readonly question_count: number
}

interface AttemptRow {
  readonly id: AttemptId
  readonly test_id: TestId
  readonly mode: AttemptSummary["mode"]
  readonly status: AttemptSummary["status"]
  readonly started_at: Date | string
  readonly submitted_at: Date | string | null
  readonly percentage: number | null
  readonly passed: boolean | null
}

export class SubscriptionsRepository extends Context.Service<SubscriptionsRepository, SubscriptionsRepositoryShape>()("exam-shop/SubscriptionsRepository") {
  static readonly layer = Layer.effect(
    SubscriptionsRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const columns = sql.literal(`
        s.id, s.exam_id, e.name AS exam_name, e.slug AS exam_slug, e.code AS exam_code, e.vendor,
        s.starts_at, s.expires_at, s.package_name,
        (SELECT count(*)::int FROM practice_tests t WHERE t.exam_id = s.exam_id) AS test_count,
        (SELECT count(*)::int FROM attempts a WHERE a.subscription_id = s.id AND a.mode = 'exam') AS attempt_count,
        (SELECT max(a.percentage) FROM attempts a
         WHERE a.subscription_id = s.id AND a.status = 'submitted' AND a.mode = 'exam') AS best_percentage`)

      const toSubscription = (row: SubscriptionRow, now: number): ExamSubscription => ({
        _id: row.id,
        examId: row.exam_id,
        examName: row.exam_name,
        examSlug: row.exam_slug,
        examCode: row.exam_code,
        vendor: row.vendor,
        startsAt: isoOf(row.starts_at),
        expiresAt: isoOf(row.expires_at),
        status: subscriptionStatusAt(millisOf(row.expires_at), now),
        packageName: row.package_name,
        testCount: row.test_count,
        attemptCount: row.attempt_count,
        bestPercentage: row.best_percentage
      })

      const page = Effect.fn("SubscriptionsRepository.page")(function* (userId: string, status: SubscriptionStatus, paging: Paging, now: number) {
        const at = new Date(now)
        // Active: the soonest to expire first; expired: the latest to expire first.
        const [condition, order] =
          status === "active"
            ? [sql`s.starts_at <= ${at} AND s.expires_at > ${at}`, sql`s.expires_at, e.name, s.id`]
            : [sql`s.expires_at <= ${at}`, sql`s.expires_at DESC, e.name, s.id`]
        const [rows, counts] = yield* Effect.all([
          sql<SubscriptionRow>`
              SELECT ${columns} FROM subscriptions s JOIN exams e ON e.id = s.exam_id
              WHERE s.user_id = ${userId} AND ${condition}
              ORDER BY ${order}
              LIMIT ${paging.perPage}::int OFFSET ${paging.offset}::bigint`,
          sql<{ total: number }>`
              SELECT count(*)::int AS total FROM subscriptions s WHERE s.user_id = ${userId} AND ${condition}`
        ]).pipe(Effect.orDie)
        return {
          docs: rows.map((row) => toSubscription(row, now)),
          total: counts[0]?.total ?? 0,
          page: paging.page,
          perPage: paging.perPage
        }
      })

      const detail = Effect.fn("SubscriptionsRepository.detail")(function* (userId: string, subscId: SubscriptionId, now: number) {
        const [row] = yield* sql<SubscriptionRow>`
          SELECT ${columns} FROM subscriptions s JOIN exams e ON e.id = s.exam_id
          WHERE s.id = ${subscId} AND s.user_id = ${userId}`.pipe(Effect.orDie)
        if (row === undefined) return Option.none<SubscriptionDetail>()
        const [tests, sections, attempts, mistakes] = yield* Effect.all([
          sql<TestRow>`
            SELECT id, name, duration_minutes, question_count, pass_mark_percent, pause_allowed, max_attempts, scoring, practice_allowed
            FROM practice_tests WHERE exam_id = ${row.exam_id} ORDER BY sort_order, name`,
          sql<SectionRow>`
            SELECT s.id, s.test_id, s.name,
              (SELECT count(*)::int FROM questions q WHERE q.section_id = s.id AND q.retired_at IS NULL) AS question_count
            FROM test_sections s JOIN practice_tests t ON t.id = s.test_id
            WHERE t.exam_id = ${row.exam_id} AND s.retired_at IS NULL ORDER BY s.sort_order, s.name`,
          sql<AttemptRow>`
            SELECT id, test_id, mode, status, started_at, submitted_at, percentage, passed
            FROM attempts WHERE subscription_id = ${subscId} AND user_id = ${userId}
            ORDER BY started_at DESC, id`,
          mistakesOf(sql, userId, sql`a.test_id IN (SELECT id FROM practice_tests WHERE exam_id = ${row.exam_id})`)
        ]).pipe(Effect.orDie)
        const testInfo = (test: TestRow): TestInfo => ({
          _id: test.id,
          examId: row.exam_id,
          name: test.name,
          durationMinutes: test.duration_minutes,
          questionCount: test.question_count,
          passMarkPercent: test.pass_mark_percent,
          pauseAllowed: test.pause_allowed,
          maxAttempts: test.max_attempts,
          scoring: test.scoring,
          practiceAllowed: test.practice_allowed,
          sections: sections
            .filter((section) => section.test_id === test.id)
            .map((section) => ({ _id: section.id, name: section.name, questionCount: section.question_count })),
          attempts: attempts
            .filter((attempt) => attempt.test_id === test.id)
            .map((attempt) => ({
              _id: attempt.id,
              mode: attempt.mode,
              status: attempt.status,
              startedAt: isoOf(attempt.started_at),
              submittedAt: attempt.submitted_at === null ? null : isoOf(attempt.submitted_at),
              percentage: attempt.percentage,
              passed: attempt.passed
            })),
          mistakes: mistakeCounts(mistakes.filter((mistake) => mistake.testId === test.id))
        })
        return Option.some<SubscriptionDetail>({ subscription: toSubscription(row, now), tests: tests.map(testInfo) })
      })

      const ofPackage = Effect.fn("SubscriptionsRepository.ofPackage")(function* (userId: string, packageSubscriptionId: string, now: number) {
        const rows = yield* sql<SubscriptionRow>`
          SELECT ${columns} FROM subscriptions s JOIN exams e ON e.id = s.exam_id
          WHERE s.package_subscription_id = ${packageSubscriptionId} AND s.user_id = ${userId}
          ORDER BY e.name, s.id`.pipe(Effect.orDie)
        return rows.map((row) => toSubscription(row, now))
      })

      return SubscriptionsRepository.of({ page, detail, ofPackage })
    })
  )
}
