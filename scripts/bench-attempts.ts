/**
 * Benchmark (not a test): 200 simulated learners take the same practice test
 * at once against the real server application, in process, on PGlite in
 * memory (`--postgres` uses a scratch database on TEST_DATABASE_URL instead).
 * Each learner starts the test and saves 20 answers one after another, as
 * the browser's save queue sends them (one in flight per learner); all
 * learners run concurrently, by default without a pause between two saves
 * (the worst burst: every learner always has a save in flight); `--think N`
 * makes each learner wait a random 0–2N ms between saves instead, as people
 * reading the next question do. Prints the answers saved per second and the
 * p50/p99 latency of a save.
 *
 *   npm run bench:attempts [-- --postgres] [-- --learners 200 --saves 20 --think 0]
 */
import { startTestServer, TEST_DATABASE_URL } from "../test/api/support/test-server.ts"
import { tokenFor } from "../test/api/support/attempts-fixture.ts"

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  const value = index === -1 ? Number.NaN : Number(process.argv[index + 1])
  return Number.isSafeInteger(value) && value > 0 ? value : fallback
}

const LEARNERS = argument("learners", 200)
const SAVES = argument("saves", 20)
const THINK_MS = argument("think", 0)
const postgres = process.argv.includes("--postgres")
const API = "/api/v1/u"

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const main = async () => {
  const server = await startTestServer(postgres ? { kind: "postgres", url: TEST_DATABASE_URL } : { kind: "pglite" }, {
    attemptSweepSeconds: 3600
  })
  try {
    // The demo test with the most questions.
    const [test] = await server.query<{ id: string; exam_id: string; name: string; questions: number }>(`
      SELECT t.id, t.exam_id, t.name, (SELECT count(*)::int FROM questions q WHERE q.test_id = t.id) AS questions
      FROM practice_tests t ORDER BY questions DESC, t.name LIMIT 1`)
    if (test === undefined || test.questions === 0) throw new Error("No practice test with questions: is the demo seed on?")
    const questions = await server.query<{ id: string; kind: string; options: Array<string> }>(
      `SELECT q.id, q.kind, array_agg(o.id ORDER BY o.sort_order) AS options
       FROM questions q JOIN question_options o ON o.question_id = q.id
       WHERE q.test_id = $1 GROUP BY q.id, q.sort_order ORDER BY q.sort_order`,
      [test.id]
    )

    // Learners and their subscriptions straight into the database; tokens as a sign-in issues them.
    const users = await server.query<{ id: string }>(
      `INSERT INTO users (name, email, password_hash, email_verified_at)
       SELECT 'Bench Learner ' || n, 'bench-' || n || '-' || $2 || '@example.com', 'not-a-hash', now()
       FROM generate_series(1, $1::int) AS n RETURNING id`,
      [LEARNERS, Date.now().toString(36)]
    )
    const subscriptions = await server.query<{ id: string; user_id: string }>(
      `INSERT INTO subscriptions (user_id, exam_id, starts_at, expires_at)
       SELECT u, $2, now() - interval '1 day', now() + interval '180 days' FROM unnest($1::text[]) AS u
       RETURNING id, user_id`,
      [users.map((user) => user.id), test.exam_id]
    )
    const subscriptionOf = new Map(subscriptions.map((row) => [row.user_id, row.id]))
    const learners = await Promise.all(users.map(async (user) => ({
      token: await tokenFor(server, user.id),
      subscId: subscriptionOf.get(user.id)!
    })))

    const post = async (path: string, token: string, body?: unknown) => {
      const response = await fetch(server.baseUrl + API + path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-access-token": token },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
      const text = await response.text()
      return { status: response.status, body: text }
    }

    // Everybody starts first (the instruction screen's Start), then everybody answers.
    const attempts = await Promise.all(learners.map(async (learner) => {
      const start = await post("/attempts/start", learner.token, { subscId: learner.subscId, testId: test.id })
      if (start.status !== 200) throw new Error(`start answered ${start.status}: ${start.body}`)
      return { ...learner, attemptId: (JSON.parse(start.body) as { data: { attemptId: string } }).data.attemptId }
    }))

    const latencies: Array<number> = []
    let failures = 0
    const started = performance.now()
    await Promise.all(attempts.map(async (learner, index) => {
      for (let seq = 1; seq <= SAVES; seq++) {
        if (THINK_MS > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * THINK_MS))
        // Mostly new questions, sometimes a change of mind on an earlier one.
        const question = questions[(seq * 7 + index) % questions.length]!
        const option = question.options[(seq + index) % question.options.length]!
        const begin = performance.now()
        const saved = await post(`/attempts/${learner.attemptId}/save`, learner.token, {
          seq,
          qsnId: question.id,
          answer: [option],
          marked: seq % 5 === 0
        })
        latencies.push(performance.now() - begin)
        if (saved.status !== 200) failures++
      }
    }))
    const finished = performance.now()

    const [stored] = await server.query<{ answers: number; attempts: number }>(
      `SELECT count(*)::int AS answers, count(DISTINCT attempt_id)::int AS attempts FROM attempt_answers
       WHERE attempt_id IN (SELECT id FROM attempts WHERE test_id = $1)`,
      [test.id]
    )
    const sorted = [...latencies].sort((a, b) => a - b)
    const seconds = (finished - started) / 1000
    console.log(`database:            ${postgres ? "PostgreSQL server" : "PGlite in memory"}`)
    console.log(`test:                ${test.name} (${test.questions} questions)`)
    console.log(
      `learners:            ${LEARNERS}, ${SAVES} saves each, all at once (one save in flight per learner, ` +
        `${THINK_MS > 0 ? `thinking 0–${2 * THINK_MS} ms between saves` : "no pause between saves"})`
    )
    console.log(`saves:               ${latencies.length} (${failures} failed), rows stored: ${stored?.answers ?? 0} in ${stored?.attempts ?? 0} attempts`)
    console.log(`saving took:         ${seconds.toFixed(2)} s`)
    console.log(`answers saved/s:     ${(latencies.length / seconds).toFixed(0)}`)
    console.log(`save latency p50:    ${percentile(sorted, 50).toFixed(1)} ms`)
    console.log(`save latency p99:    ${percentile(sorted, 99).toFixed(1)} ms`)
    console.log(`save latency max:    ${(sorted[sorted.length - 1] ?? Number.NaN).toFixed(1)} ms`)
  } finally {
    await server.close()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
