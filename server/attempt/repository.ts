/**
 * Every SQL statement of the timed attempt: starting, the lock every change
 * takes, answers, the clock, the submission and its review, and the
 * sweeper's reads. No rules here (they are in service.ts); every read of a
 * learner's attempt is scoped by that learner's id, so another learner's
 * attempt is simply not found.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import type {
  AttemptMode,
  AttemptReview,
  AttemptSection,
  AttemptStatus,
  QuestionKind,
  SaveAnswerPayload,
  ScoringRule,
  SubmittedBy
} from "../../src/api/attempt/attempt.ts"
import type { AttemptId, ExamId, OptionId, QuestionId, SectionId, SubscriptionId, TestId } from "../../src/api/shared/ids.ts"
import { type AttemptClock, SUBMIT_GRACE_SECONDS } from "../../src/domain/attempt/attempt-clock.ts"
import { grantRefunded, recordReveal } from "../shared/answer-key-reveals.ts"
import { makeSaveBatches, SAVE_BATCHES } from "./save-batches.ts"
import type { AttemptRecord, AttemptSheet, AttemptsRepositoryShape, CheckTarget, Mistake, NewAttempt, SaveOutcome, SweepCursor } from "./records.ts"
import { type ScoredQuestion, StoredResult, type Submission } from "./submission.ts"

export class AttemptsRepository extends Context.Service<AttemptsRepository, AttemptsRepositoryShape>()("exam-shop/AttemptsRepository") {
  static readonly layer = Layer.effect(
    AttemptsRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return AttemptsRepository.of(makeSqlAttempts(sql, yield* Effect.context<never>()))
    })
  )
}

interface AttemptRow {
  readonly id: AttemptId
  readonly user_id: string
  readonly subscription_id: SubscriptionId
  readonly test_id: TestId
  readonly mode: AttemptMode
  readonly question_ids: ReadonlyArray<QuestionId> | null
  readonly status: AttemptStatus
  readonly started_at: Date | string
  readonly duration_seconds: number
  readonly paused_ms: number
  readonly paused_at: Date | string | null
  readonly last_seq: number
  readonly pause_allowed: boolean
}

/** One save as the batched statement takes it. */
interface SaveToWrite {
  readonly userId: string
  readonly attemptId: AttemptId
  readonly save: SaveAnswerPayload
  /** When it arrived: the deadline is judged at this time, not when its batch is sent. */
  readonly now: number
}

export const millisOf = (instant: Date | string): number => new Date(instant).getTime()

export const isoOf = (instant: Date | string): string => new Date(instant).toISOString()

const recordOf = (row: AttemptRow): AttemptRecord => ({
  id: row.id,
  userId: row.user_id,
  subscriptionId: row.subscription_id,
  testId: row.test_id,
  mode: row.mode,
  questionIds: row.question_ids,
  status: row.status,
  clock: {
    startedAt: millisOf(row.started_at),
    durationSeconds: row.duration_seconds,
    pausedMs: row.paused_ms,
    pausedAt: row.paused_at === null ? null : millisOf(row.paused_at)
  },
  lastSeq: row.last_seq,
  pauseAllowed: row.pause_allowed
})

const first = <A, B>(rows: ReadonlyArray<A>, map: (row: A) => B): Option.Option<B> => Option.map(Option.fromNullishOr(rows[0]), map)

const decodeStoredResult = Schema.decodeUnknownEffect(StoredResult)

/**
 * The learner's mistakes in the tests `tests` picks (a condition on `a`, the
 * attempts): per question, its latest outcome in the learner's submitted
 * attempts (exam or practice, by submit time) as frozen in their results;
 * a mistake when that was not "correct" or the question was marked there.
 * A question is followed across its versions (migration 0027: an answered
 * question edited by an admin becomes a new row): the outcome of any of its
 * versions counts, and the mistake names the current version. Questions no
 * longer in the test (deleted or retired) are left out; the rest come in the
 * test's order. Scoped by the learner: another learner's attempts are never read.
 */
export const mistakesOf = (sql: SqlClient.SqlClient, userId: string, tests: Statement.Fragment) =>
  sql<{ test_id: TestId; id: QuestionId; objective: string }>`
    WITH latest AS (
      SELECT DISTINCT ON (a.test_id, coalesce(v.original_id, v.id))
        a.test_id, coalesce(v.original_id, v.id) AS lineage, rq.value->>'outcome' AS outcome,
        coalesce((rq.value->>'marked')::boolean, false) AS marked
      FROM attempts a CROSS JOIN LATERAL jsonb_array_elements(a.result->'questions') AS rq (value)
      JOIN questions v ON v.id = rq.value->>'_id' AND v.test_id = a.test_id
      WHERE a.user_id = ${userId} AND a.status = 'submitted' AND ${tests}
      ORDER BY a.test_id, coalesce(v.original_id, v.id), a.submitted_at DESC, a.id DESC
    )
    SELECT q.test_id, q.id, q.objective
    FROM latest l
    JOIN questions q ON coalesce(q.original_id, q.id) = l.lineage AND q.test_id = l.test_id AND q.retired_at IS NULL
    JOIN test_sections s ON s.id = q.section_id
    WHERE l.outcome <> 'correct' OR l.marked
    ORDER BY q.test_id, s.sort_order, q.sort_order, q.id`.pipe(
    Effect.orDie,
    Effect.map((rows) => rows.map((row): Mistake => ({ testId: row.test_id, qsnId: row.id, objective: row.objective })))
  )

const makeSqlAttempts = (sql: SqlClient.SqlClient, context: Context.Context<never>): AttemptsRepositoryShape => {
  const none = sql.literal("")

  /** The columns of AttemptRow, for `FROM attempts a JOIN practice_tests t ON t.id = a.test_id`. */
  const attemptColumns = sql.literal(`a.id, a.user_id, a.subscription_id, a.test_id, a.mode, a.question_ids, a.status, a.started_at, a.duration_seconds,
    a.paused_ms::float8 AS paused_ms, a.paused_at, a.last_seq, t.pause_allowed`)

  /** The one statement that reads attempts: `lock` takes the row lock every change of an attempt takes first. */
  const selectAttempts = (where: Statement.Fragment, options: { readonly lock?: "wait" | "skipLocked" } = {}) =>
    sql<AttemptRow>`
      SELECT ${attemptColumns}
      FROM attempts a JOIN practice_tests t ON t.id = a.test_id
      WHERE ${where}
      ${options.lock === undefined ? none : sql`FOR UPDATE OF a ${options.lock === "skipLocked" ? sql.literal("SKIP LOCKED") : none}`}`.pipe(Effect.orDie)

  const owned = (userId: string, attemptId: AttemptId) => sql`a.id = ${attemptId} AND a.user_id = ${userId}`

  /**
   * The questions `q` an attempt sees (migration 0027): the bank as it was
   * when the attempt started, `generation` being its bank_generation. An
   * admin's edit of an answered question retires the row and adds its next
   * version under one later number, so an attempt under way keeps the version
   * it shows (and saves and is scored on it) and the next attempt gets the new one.
   */
  const seenBy = (generation: Statement.Fragment) =>
    sql`(q.retired_generation IS NULL OR q.retired_generation > ${generation})
      AND (q.since_generation IS NULL OR q.since_generation < ${generation})`
  const seenByAttempt = (attemptId: AttemptId) => seenBy(sql`(SELECT x.bank_generation FROM attempts x WHERE x.id = ${attemptId})`)

  /** The questions `q` of a practice set (its ids as stored), or every question of the test. */
  const inSet = (questionIds: ReadonlyArray<QuestionId> | null) =>
    questionIds === null ? sql`true` : sql`${JSON.stringify(questionIds)}::jsonb @> jsonb_build_array(q.id)`

  const transaction = <A, E, R>(body: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    sql.withTransaction(Effect.result(body)).pipe(Effect.orDie, Effect.flatMap(Effect.fromResult))

  const lockSubscription = (userId: string, subscId: SubscriptionId) =>
    sql<{ id: SubscriptionId; exam_id: ExamId; starts_at: Date | string; expires_at: Date | string }>`
      SELECT id, exam_id, starts_at, expires_at FROM subscriptions
      WHERE id = ${subscId} AND user_id = ${userId}
      FOR UPDATE`.pipe(
      Effect.orDie,
      Effect.map((rows) => first(rows, (row) => ({ id: row.id, examId: row.exam_id, startsAt: millisOf(row.starts_at), expiresAt: millisOf(row.expires_at) })))
    )

  const findTest = (testId: TestId, examId: ExamId) =>
    sql<{ id: TestId; duration_minutes: number; max_attempts: number | null; questions: number; practice_allowed: boolean }>`
      SELECT id, duration_minutes, max_attempts, practice_allowed,
        (SELECT count(*)::int FROM questions q WHERE q.test_id = t.id AND q.retired_at IS NULL) AS questions
      FROM practice_tests t WHERE t.id = ${testId} AND t.exam_id = ${examId}`.pipe(
      Effect.orDie,
      Effect.map((rows) =>
        first(rows, (row) => ({
          id: row.id,
          durationSeconds: row.duration_minutes * 60,
          maxAttempts: row.max_attempts,
          questionCount: row.questions,
          practiceAllowed: row.practice_allowed
        }))
      )
    )

  const countAttempts = (subscriptionId: SubscriptionId, testId: TestId) =>
    sql<{ count: number }>`
      SELECT count(*)::int AS count FROM attempts
      WHERE subscription_id = ${subscriptionId} AND test_id = ${testId} AND mode = 'exam'`.pipe(
      Effect.orDie,
      Effect.map((rows) => rows[0]?.count ?? 0)
    )

  const insertAttempt = (attempt: NewAttempt) =>
    sql<{ id: AttemptId }>`
      INSERT INTO attempts (user_id, subscription_id, test_id, mode, question_ids, started_at, duration_seconds)
      VALUES (${attempt.userId}, ${attempt.subscriptionId}, ${attempt.testId}, ${attempt.mode},
        ${attempt.questionIds === null ? null : JSON.stringify(attempt.questionIds)}::jsonb,
        ${new Date(attempt.startedAt)}, ${attempt.durationSeconds}::int)
      RETURNING id`.pipe(
      Effect.orDie,
      Effect.flatMap((rows) => (rows[0] === undefined ? Effect.die(new Error("INSERT … RETURNING answered no row")) : Effect.succeed(rows[0].id)))
    )

  const findAttempt = (userId: string, attemptId: AttemptId) => Effect.map(selectAttempts(owned(userId, attemptId)), (rows) => first(rows, recordOf))

  const lockAttempt = (userId: string, attemptId: AttemptId) =>
    Effect.map(selectAttempts(owned(userId, attemptId), { lock: "wait" }), (rows) => first(rows, recordOf))

  const lockOpenAttempt = (userId: string, testId: TestId, mode: AttemptMode) =>
    Effect.map(
      selectAttempts(sql`a.user_id = ${userId} AND a.test_id = ${testId} AND a.mode = ${mode} AND a.status <> 'submitted'`, { lock: "wait" }),
      (rows) => first(rows, recordOf)
    )

  const lockRunning = (attemptId: AttemptId) =>
    Effect.map(selectAttempts(sql`a.id = ${attemptId} AND a.status = 'ongoing' AND a.mode = 'exam'`, { lock: "skipLocked" }), (rows) => first(rows, recordOf))

  const runningStartedBefore = (startedBefore: number, after: SweepCursor | null, limit: number) =>
    Effect.map(
      selectAttempts(sql`a.status = 'ongoing' AND a.mode = 'exam' AND a.started_at < ${new Date(startedBefore)}
        ${after === null ? none : sql`AND (a.started_at, a.id) > (${new Date(after.startedAt)}, ${after.id})`}
        ORDER BY a.started_at, a.id
        LIMIT ${limit}::int`),
      (rows) => rows.map(recordOf)
    )

  const readSheet = Effect.fn("AttemptsRepository.readSheet")(function* (userId: string, attemptId: AttemptId) {
    const [head] = yield* sql<AttemptRow & { exam_id: ExamId; exam_name: string; test_name: string; scoring: ScoringRule }>`
      SELECT ${attemptColumns}, e.id AS exam_id, e.name AS exam_name, t.name AS test_name, t.scoring
      FROM attempts a
      JOIN practice_tests t ON t.id = a.test_id
      JOIN exams e ON e.id = t.exam_id
      WHERE ${owned(userId, attemptId)}`.pipe(Effect.orDie)
    if (head === undefined) return Option.none<AttemptSheet>()
    const [questions, answers, checked] = yield* Effect.all([
      sql<{
        section_id: SectionId
        section_name: string
        id: QuestionId
        text: string
        kind: QuestionKind
        options: ReadonlyArray<{ _id: OptionId; text: string }> | null
      }>`
        SELECT s.id AS section_id, s.name AS section_name, q.id, q.text, q.kind,
          (SELECT json_agg(json_build_object('_id', o.id, 'text', o.text) ORDER BY o.sort_order)
           FROM question_options o WHERE o.question_id = q.id) AS options
        FROM test_sections s JOIN questions q ON q.section_id = s.id
        WHERE s.test_id = ${head.test_id} AND ${inSet(head.question_ids)} AND ${seenByAttempt(attemptId)}
        ORDER BY s.sort_order, q.sort_order`,
      sql<{ question_id: QuestionId; answer: ReadonlyArray<OptionId>; marked: boolean }>`
        SELECT question_id, answer, marked FROM attempt_answers WHERE attempt_id = ${attemptId}`,
      // Only the checked answers' correct options and explanations leave the database (practice mode).
      sql<{ question_id: QuestionId; answer: ReadonlyArray<OptionId>; correct: ReadonlyArray<OptionId> | null; explanation: string }>`
        SELECT aa.question_id, aa.answer, q.explanation,
          (SELECT json_agg(o.id ORDER BY o.sort_order) FROM question_options o WHERE o.question_id = q.id AND o.is_correct) AS correct
        FROM attempt_answers aa JOIN questions q ON q.id = aa.question_id
        WHERE aa.attempt_id = ${attemptId} AND aa.checked_at IS NOT NULL AND ${head.mode} = 'practice'`
    ]).pipe(Effect.orDie)
    const sections: Array<{ _id: SectionId; name: string; questions: Array<AttemptSection["questions"][number]> }> = []
    for (const row of questions) {
      let section = sections[sections.length - 1]
      if (section === undefined || section._id !== row.section_id) {
        section = { _id: row.section_id, name: row.section_name, questions: [] }
        sections.push(section)
      }
      section.questions.push({ _id: row.id, text: row.text, kind: row.kind, options: row.options ?? [] })
    }
    return Option.some<AttemptSheet>({
      attempt: recordOf(head),
      examId: head.exam_id,
      examName: head.exam_name,
      testName: head.test_name,
      sections,
      answers: answers.map((row) => ({ qsnId: row.question_id, answer: row.answer, marked: row.marked })),
      checked: checked.map((row) => ({ qsnId: row.question_id, answer: row.answer, correct: row.correct ?? [], explanation: row.explanation })),
      scoring: head.scoring
    })
  })

  /**
   * Saves in one statement (records.ts `saveAnswer`; save-batches.ts sends
   * the saves that arrive together as one batch, at most one per attempt),
   * each answered by its place `i` in the batch. `target` takes each
   * attempt's row lock, in the order of the attempts' ids (two batches never
   * wait on each other in a circle) — as lockAttempt does, so a save never
   * interleaves with a pause, a submit or the sweeper — and reads the
   * question and the chosen options. Waiting for a lock, PostgreSQL re-reads
   * the row as the other call committed it (READ COMMITTED), so everything
   * below judges the attempt as it is now. `accepted` is save-rules.ts in
   * SQL, in the same terms as the domain's clock (attempt-clock.ts
   * `isPastGrace`: the deadline is the start plus the duration plus the ended
   * pauses; a paused attempt is refused as paused), judged at the time the
   * save arrived. Only an accepted save writes: the answer above the
   * question's stored number (replays and late arrivals change nothing), and
   * the attempt's last number when this one is higher.
   */
  const saveAnswers = (saves: ReadonlyArray<SaveToWrite>) => {
    const input = JSON.stringify(
      saves.map(({ userId, attemptId, save, now }, i) => ({
        i,
        user_id: userId,
        attempt_id: attemptId,
        qsn_id: save.qsnId,
        answer: save.answer,
        marked: save.marked,
        seq: save.seq,
        spent_ms: save.spentMs ?? 0,
        at: new Date(now).toISOString()
      }))
    )
    return sql<AttemptRow & { i: number; kind: QuestionKind | null; chosen_are_options: boolean; locked: boolean; accepted: boolean; applied: boolean }>`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${input}::jsonb)
          AS s (i int, user_id text, attempt_id text, qsn_id text, answer jsonb, marked boolean, seq int, spent_ms bigint, at timestamptz)
      ), target AS (
        SELECT s.i, s.qsn_id, s.answer, s.marked, s.seq, s.spent_ms, s.at, ${attemptColumns}, q.kind,
          q.id IS NOT NULL AND NOT EXISTS (
            SELECT 1 FROM jsonb_array_elements_text(s.answer) AS chosen (id)
            WHERE NOT EXISTS (SELECT 1 FROM question_options o WHERE o.question_id = q.id AND o.id = chosen.id)
          ) AS chosen_are_options,
          EXISTS (
            SELECT 1 FROM attempt_answers x WHERE x.attempt_id = a.id AND x.question_id = q.id AND x.checked_at IS NOT NULL
          ) AS locked
        FROM input s
        JOIN attempts a ON a.id = s.attempt_id AND a.user_id = s.user_id
        JOIN practice_tests t ON t.id = a.test_id
        LEFT JOIN questions q ON q.id = s.qsn_id AND q.test_id = a.test_id
          AND (a.question_ids IS NULL OR a.question_ids @> jsonb_build_array(q.id))
          AND ${seenBy(sql`a.bank_generation`)}
        ORDER BY a.id
        FOR UPDATE OF a
      ), accepted AS (
        SELECT i, id, qsn_id, answer, marked, seq, at, LEAST(spent_ms, duration_seconds * 1000::bigint) AS spent_ms FROM target
        WHERE status = 'ongoing'
          AND (mode = 'practice' OR at <= started_at + duration_seconds * interval '1 second'
            + paused_ms * interval '1 millisecond' + ${SUBMIT_GRACE_SECONDS}::int * interval '1 second')
          AND kind IS NOT NULL AND NOT locked AND chosen_are_options
          AND NOT (kind = 'single' AND jsonb_array_length(answer) > 1)
      ), saved AS (
        -- The time a save carries is added once: a replayed or older number writes nothing at all.
        INSERT INTO attempt_answers (attempt_id, question_id, answer, marked, seq, updated_at, spent_ms)
        SELECT id, qsn_id, answer, marked, seq, at, spent_ms FROM accepted
        ON CONFLICT (attempt_id, question_id) DO UPDATE SET
          answer = excluded.answer, marked = excluded.marked, seq = excluded.seq, updated_at = excluded.updated_at,
          spent_ms = attempt_answers.spent_ms + excluded.spent_ms
        WHERE excluded.seq > attempt_answers.seq
        RETURNING attempt_id
      ), raised AS (
        UPDATE attempts SET last_seq = accepted.seq FROM accepted
        WHERE attempts.id = accepted.id AND attempts.last_seq < accepted.seq
        RETURNING 1
      )
      SELECT target.*, accepted.i IS NOT NULL AS accepted, saved.attempt_id IS NOT NULL AS applied
      FROM target
      LEFT JOIN accepted ON accepted.i = target.i
      LEFT JOIN saved ON saved.attempt_id = target.id`.pipe(
      Effect.orDie,
      Effect.map((rows) => {
        const byPlace = new Map(rows.map((row) => [row.i, row]))
        return saves.map(({ save }, i) =>
          Option.map(
            Option.fromNullishOr(byPlace.get(i)),
            (row): SaveOutcome => ({
              attempt: recordOf(row),
              target: { kind: row.kind, chosenAreOptions: row.chosen_are_options, locked: row.locked },
              written: row.accepted ? { applied: row.applied, lastSeq: Math.max(row.last_seq, save.seq) } : null
            })
          )
        )
      })
    )
  }
  const saveAnswer = makeSaveBatches(saveAnswers, (save) => save.attemptId, SAVE_BATCHES, context)

  const mistakes = (userId: string, testId: TestId, objective: string | null) =>
    Effect.map(mistakesOf(sql, userId, sql`a.test_id = ${testId}`), (rows) => rows.filter((row) => objective === null || row.objective === objective))

  const readCheckTarget = Effect.fn("AttemptsRepository.readCheckTarget")(function* (attempt: AttemptRecord, qsnId: QuestionId) {
    const [question] = yield* sql<{
      kind: QuestionKind
      explanation: string
      scoring: ScoringRule
      options: ReadonlyArray<{ id: OptionId; correct: boolean }> | null
      answer: ReadonlyArray<OptionId> | null
      locked: boolean | null
    }>`
      SELECT q.kind, q.explanation, t.scoring,
        (SELECT json_agg(json_build_object('id', o.id, 'correct', o.is_correct) ORDER BY o.sort_order)
         FROM question_options o WHERE o.question_id = q.id) AS options,
        aa.answer, aa.checked_at IS NOT NULL AS locked
      FROM questions q
      JOIN practice_tests t ON t.id = q.test_id
      LEFT JOIN attempt_answers aa ON aa.attempt_id = ${attempt.id} AND aa.question_id = q.id
      WHERE q.id = ${qsnId} AND q.test_id = ${attempt.testId} AND ${inSet(attempt.questionIds)} AND ${seenByAttempt(attempt.id)}`.pipe(Effect.orDie)
    if (question === undefined) {
      const [test] = yield* sql<{ scoring: ScoringRule }>`SELECT scoring FROM practice_tests WHERE id = ${attempt.testId}`.pipe(Effect.orDie)
      return { question: null, saved: null, scoring: test?.scoring ?? "allOrNothing" } satisfies CheckTarget
    }
    return {
      question: { kind: question.kind, explanation: question.explanation, options: question.options ?? [] },
      saved: question.answer === null ? null : { answer: question.answer, locked: question.locked === true },
      scoring: question.scoring
    } satisfies CheckTarget
  })

  const lockAnswer = (attemptId: AttemptId, qsnId: QuestionId, now: number) =>
    sql`
      UPDATE attempt_answers SET checked_at = ${new Date(now)}
      WHERE attempt_id = ${attemptId} AND question_id = ${qsnId} AND checked_at IS NULL`.pipe(Effect.orDie, Effect.asVoid)

  const writeClock = (attemptId: AttemptId, status: AttemptStatus, clock: AttemptClock) =>
    sql`
      UPDATE attempts SET
        status = ${status},
        paused_ms = ${Math.round(clock.pausedMs)}::bigint,
        paused_at = ${clock.pausedAt === null ? null : new Date(clock.pausedAt)}
      WHERE id = ${attemptId}`.pipe(Effect.orDie, Effect.asVoid)

  const readScoringSheet = Effect.fn("AttemptsRepository.readScoringSheet")(function* (attempt: AttemptRecord) {
    const [rules] = yield* sql<{ pass_mark_percent: number; scoring: ScoringRule }>`
      SELECT pass_mark_percent, scoring FROM practice_tests WHERE id = ${attempt.testId}`.pipe(Effect.orDie)
    const rows = yield* sql<{
      id: QuestionId
      section_id: SectionId
      section_name: string
      text: string
      kind: QuestionKind
      explanation: string
      objective: string
      options: ReadonlyArray<{ id: OptionId; text: string; correct: boolean }> | null
      answer: ReadonlyArray<OptionId> | null
      marked: boolean | null
      spent_ms: number | null
    }>`
      SELECT q.id, q.section_id, s.name AS section_name, q.text, q.kind, q.explanation, q.objective,
        (SELECT json_agg(json_build_object('id', o.id, 'text', o.text, 'correct', o.is_correct) ORDER BY o.sort_order)
         FROM question_options o WHERE o.question_id = q.id) AS options,
        aa.answer, aa.marked, aa.spent_ms::float8 AS spent_ms
      FROM questions q
      JOIN test_sections s ON s.id = q.section_id
      LEFT JOIN attempt_answers aa ON aa.attempt_id = ${attempt.id} AND aa.question_id = q.id
      WHERE q.test_id = ${attempt.testId} AND ${inSet(attempt.questionIds)} AND ${seenByAttempt(attempt.id)}
      ORDER BY s.sort_order, q.sort_order`.pipe(Effect.orDie)
    return {
      // The test is there (attempts go with it); the defaults only keep the types honest.
      passMarkPercent: rules?.pass_mark_percent ?? 100,
      scoring: rules?.scoring ?? "allOrNothing",
      questions: rows.map(
        (row): ScoredQuestion => ({
          id: row.id,
          sectionId: row.section_id,
          sectionName: row.section_name,
          text: row.text,
          kind: row.kind,
          explanation: row.explanation,
          objective: row.objective,
          options: row.options ?? [],
          answer: row.answer,
          marked: row.marked,
          spentMs: row.spent_ms ?? 0
        })
      )
    }
  })

  const writeSubmission = (attemptId: AttemptId, submission: Submission) =>
    sql`
      UPDATE attempts SET
        status = 'submitted',
        paused_ms = ${submission.pausedMs}::bigint,
        paused_at = NULL,
        submitted_at = ${new Date(submission.submittedAt)},
        submitted_by = ${submission.submittedBy},
        score = ${submission.score}::float8,
        total = ${submission.total}::int,
        percentage = ${submission.percentage}::float8,
        passed = ${submission.passed},
        result = ${JSON.stringify(submission.result)}::jsonb
      WHERE id = ${attemptId} AND status <> 'submitted'
      RETURNING id`.pipe(
      Effect.orDie,
      Effect.map((rows) => rows.length === 1)
    )

  const readReview = Effect.fn("AttemptsRepository.readReview")(function* (userId: string, attemptId: AttemptId) {
    const [row] = yield* sql<{
      id: AttemptId
      mode: AttemptMode
      subscription_id: SubscriptionId
      exam_name: string
      test_name: string
      score: number
      total: number
      percentage: number
      passed: boolean
      started_at: Date | string
      submitted_at: Date | string
      submitted_by: SubmittedBy
      result: unknown
    }>`
      SELECT a.id, a.mode, a.subscription_id, e.name AS exam_name, t.name AS test_name, a.score, a.total, a.percentage, a.passed,
        a.started_at, a.submitted_at, a.submitted_by, a.result
      FROM attempts a
      JOIN practice_tests t ON t.id = a.test_id
      JOIN exams e ON e.id = t.exam_id
      WHERE ${owned(userId, attemptId)} AND a.status = 'submitted'`.pipe(Effect.orDie)
    if (row === undefined) return Option.none<AttemptReview>()
    const stored = yield* decodeStoredResult(row.result).pipe(Effect.orDie)
    return Option.some<AttemptReview>({
      attemptId: row.id,
      mode: row.mode,
      subscId: row.subscription_id,
      examName: row.exam_name,
      testName: row.test_name,
      score: row.score,
      total: row.total,
      percentage: row.percentage,
      passMarkPercent: stored.passMarkPercent,
      passed: row.passed,
      startedAt: isoOf(row.started_at),
      submittedAt: isoOf(row.submitted_at),
      submittedBy: row.submitted_by,
      answeredCount: stored.answeredCount,
      markedCount: stored.markedCount,
      sections: stored.sections,
      objectives: stored.objectives,
      answerKeyShown: true,
      questions: stored.questions
    })
  })

  return {
    transaction,
    lockSubscription,
    findTest,
    countAttempts,
    mistakes,
    insertAttempt,
    findAttempt,
    lockAttempt,
    lockOpenAttempt,
    saveAnswer: (userId, attemptId, save, now) => saveAnswer({ userId, attemptId, save, now }),
    readCheckTarget,
    lockAnswer,
    lockRunning,
    runningStartedBefore,
    readSheet,
    writeClock,
    readScoringSheet,
    writeSubmission,
    readReview,
    grantRefunded: (subscriptionId) => grantRefunded(sql, subscriptionId),
    recordAnswerKeyShown: (subscriptionId, how, now) => recordReveal(sql, subscriptionId, how, now)
  }
}
