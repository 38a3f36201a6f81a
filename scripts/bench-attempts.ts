/**
 * Benchmark (not a test): 200 simulated learners take the same practice test
 * at once against the real server application, side by side on embedded
 * PGlite (in memory) and on a scratch database of the PostgreSQL server at
 * TEST_DATABASE_URL, and `pgbench -N` (its simple-update transaction) on the
 * same PostgreSQL server for scale. Prints saves per second and the p50/p99
 * latency of a save on each database, the CPU time per save of the server's
 * thread, of the learners' client and of the whole machine (with how busy
 * its cores were: which of them is the limit), pgbench's transactions per
 * second, and the ratio of our saves to pgbench's transactions.
 *
 * Each learner starts the test and saves 20 answers one after another, as
 * the browser's save queue sends them (one in flight per learner, on its
 * own keep-alive connection); all learners run concurrently, by default
 * without a pause between two saves (the worst burst: every learner always
 * has a save in flight); `--think N` makes each learner wait a random
 * 0–2N ms between saves instead, as people reading the next question do.
 *
 * The learners run in a worker thread on raw sockets
 * (bench-attempts-learners.ts), so the client's work is not done on the
 * server's event loop (as pgbench is a process of its own); the server runs
 * in this process, as in the API tests.
 *
 * `--servers N` (PostgreSQL only) starts N − 1 more servers on the same
 * database, each its own process as `npm start` runs it (several servers), and the
 * learners take turns among them; the server thread's CPU is then this
 * process's server only, the machine's CPU everything.
 *
 *   npm run bench:attempts [-- --only pglite|postgres|pgbench] [-- --learners 200 --saves 20 --think 0 --pgbench-seconds 10 --servers 1]
 *   (--postgres is --only postgres, as before)
 */
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { Worker } from "node:worker_threads"
import type { LoadOutcome, LoadPlan } from "./bench-attempts-learners.ts"
import { tokenFor } from "../test/api/support/attempts-fixture.ts"
import { startTestServer, TEST_DATABASE_URL, type TestServer } from "../test/api/support/test-server.ts"
import { argument, percentile } from "./perf/figures.ts"
import { type ServerProcess, startServerProcess } from "./soak/server-process.ts"
import { freePort } from "../test/api/support/free-port.ts"

const API = "/api/v1/u"

// ── One database (main thread) ───────────────────────────────────────────

interface SavesResult {
  readonly database: string
  readonly test: string
  readonly saves: number
  readonly failures: number
  readonly firstFailure: string | undefined
  readonly stored: string
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
  readonly max: number
  /** The median and the slowest learner's time for all their saves. */
  readonly learnerMedian: number
  readonly learnerSlowest: number
  /**
   * CPU time of the server's thread (this one: HTTP, the rules, the SQL
   * client, and PGlite itself when embedded) per save, in µs: unlike the
   * rates, it hardly moves when other work shares the machine.
   */
  readonly serverCpuPerSave: number
  /** The learners' client thread's CPU time per save, in µs (the load's own cost, as pgbench's client is). */
  readonly clientCpuPerSave: number
  /** The whole machine (every process, every core) while the learners saved: busy share and CPU time per save. */
  readonly machine: MachineBusy | undefined
}

const benchSaves = async (
  database: "pglite" | "postgres",
  learnersCount: number,
  saves: number,
  thinkMs: number,
  serversCount: number
): Promise<SavesResult> => {
  const server: TestServer = await startTestServer(database === "postgres" ? { kind: "postgres", url: TEST_DATABASE_URL } : { kind: "pglite" }, {
    attemptSweepSeconds: 3600
  })
  const ports = [Number(new URL(server.baseUrl).port)]
  const others: Array<ServerProcess> = []
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
      [learnersCount, Date.now().toString(36)]
    )
    const subscriptions = await server.query<{ id: string; user_id: string }>(
      `INSERT INTO subscriptions (user_id, exam_id, starts_at, expires_at)
       SELECT u, $2, now() - interval '1 day', now() + interval '180 days' FROM unnest($1::text[]) AS u
       RETURNING id, user_id`,
      [users.map((user) => user.id), test.exam_id]
    )
    const subscriptionOf = new Map(subscriptions.map((row) => [row.user_id, row.id]))

    // Everybody starts first (the instruction screen's Start), then everybody answers.
    const learners = await Promise.all(
      users.map(async (user) => {
        const token = await tokenFor(server, user.id)
        const response = await fetch(`${server.baseUrl}${API}/attempts/start`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-access-token": token },
          body: JSON.stringify({ subscId: subscriptionOf.get(user.id), testId: test.id })
        })
        const text = await response.text()
        if (response.status !== 200) throw new Error(`start answered ${response.status}: ${text}`)
        return { token, attemptId: (JSON.parse(text) as { data: { attemptId: string } }).data.attemptId }
      })
    )

    // More servers on the same PostgreSQL database, each in its own process (none on PGlite: its data is this process's).
    const more = database === "postgres" && server.databaseUrl !== undefined ? serversCount - 1 : 0
    const errors: Array<string> = []
    for (let index = 0; index < more; index++) {
      const port = await freePort()
      others.push(await startServerProcess({ port, database: { kind: "postgres", url: server.databaseUrl! } }, errors))
      ports.push(port)
    }
    const plan: LoadPlan = { ports, learners, questions, saves, thinkMs }
    const worker = new Worker(new URL("./bench-attempts-learners.ts", import.meta.url), { workerData: plan })
    const cpuBefore = process.threadCpuUsage()
    const machineBefore = machineTicks()
    const outcome = await new Promise<LoadOutcome>((resolve, reject) => {
      worker.once("message", resolve)
      worker.once("error", reject)
    })
    const cpu = process.threadCpuUsage(cpuBefore)
    const machineAfter = machineTicks()
    await worker.terminate()

    const [stored] = await server.query<{ answers: number; attempts: number }>(
      `SELECT count(*)::int AS answers, count(DISTINCT attempt_id)::int AS attempts FROM attempt_answers
       WHERE attempt_id IN (SELECT id FROM attempts WHERE test_id = $1)`,
      [test.id]
    )
    const sorted = Float64Array.from(outcome.latencies).sort()
    const perLearner = Float64Array.from(outcome.perLearnerSeconds).sort()
    return {
      database: database === "postgres" ? (ports.length > 1 ? `PostgreSQL ×${ports.length}` : "PostgreSQL") : "PGlite",
      test: `${test.name} (${test.questions} questions)`,
      saves: sorted.length,
      failures: outcome.failures,
      firstFailure: outcome.firstFailure,
      stored: `${stored?.answers ?? 0} rows in ${stored?.attempts ?? 0} attempts`,
      perSecond: sorted.length / outcome.seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      learnerMedian: percentile(perLearner, 50),
      learnerSlowest: perLearner[perLearner.length - 1] ?? Number.NaN,
      serverCpuPerSave: (cpu.user + cpu.system) / Math.max(1, sorted.length),
      clientCpuPerSave: outcome.clientCpuMicros / Math.max(1, sorted.length),
      machine: machineBusy(machineBefore, machineAfter, sorted.length)
    }
  } finally {
    await Promise.all(others.map((other) => other.stop()))
    await server.close()
  }
}

// ── The whole machine ────────────────────────────────────────────────────

/** /proc/stat's first line: busy and total clock ticks of all cores since boot (Linux; undefined elsewhere). */
interface Ticks {
  readonly busy: number
  readonly total: number
  readonly cores: number
}

const machineTicks = (): Ticks | undefined => {
  try {
    const stat = readFileSync("/proc/stat", "utf8")
    const fields = stat.split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number)
    // user nice system idle iowait irq softirq steal: idle and iowait are the not-busy ones.
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0)
    const busy = total - fields[3]! - fields[4]!
    return { busy, total, cores: stat.split("\n").filter((line) => /^cpu\d/.test(line)).length }
  } catch {
    return undefined
  }
}

interface MachineBusy {
  /** The share of all cores busy (any process: the server, the learners, PostgreSQL, the kernel). */
  readonly busyShare: number
  readonly cores: number
  /** Busy CPU time of the whole machine per save, in µs. */
  readonly cpuPerSave: number
}

const machineBusy = (before: Ticks | undefined, after: Ticks | undefined, saves: number): MachineBusy | undefined => {
  if (before === undefined || after === undefined || after.total === before.total) return undefined
  const busyTicks = after.busy - before.busy
  // Clock ticks are USER_HZ, 100 per second: busy CPU time in µs is ticks × 10,000.
  return { busyShare: busyTicks / (after.total - before.total), cores: before.cores, cpuPerSave: (busyTicks * 10_000) / Math.max(1, saves) }
}

// ── pgbench on the same server ───────────────────────────────────────────

interface PgbenchResult {
  readonly perSecond: number
  readonly latencyAverage: number
}

const admin = <A>(run: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, run).pipe(
      Effect.provide(PgClient.layer({ url: Redacted.make(TEST_DATABASE_URL), maxConnections: 1 })),
      Effect.scoped
    ) as Effect.Effect<A, unknown>
  )

/** `pgbench -i` then `pgbench -N -c 50 -j 2 -T <seconds>` on a scratch database of the same server, dropped afterwards. */
const benchPgbench = async (seconds: number): Promise<PgbenchResult | string> => {
  if (spawnSync("pgbench", ["--version"]).status !== 0) return "pgbench not found (it comes with PostgreSQL's client tools)"
  const name = `exam_shop_pgbench_${process.pid}`
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  await admin((sql) => sql.unsafe(`CREATE DATABASE ${name}`))
  try {
    const init = spawnSync("pgbench", ["-i", "-q", url.toString()], { encoding: "utf8" })
    if (init.status !== 0) return `pgbench -i failed: ${init.stderr}`
    const run = spawnSync("pgbench", ["-N", "-c", "50", "-j", "2", "-T", String(seconds), url.toString()], { encoding: "utf8" })
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)
    const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)
    if (run.status !== 0 || tps === null) return `pgbench failed: ${run.stderr || run.stdout}`
    return { perSecond: Number(tps[1]), latencyAverage: Number(latency?.[1] ?? Number.NaN) }
  } finally {
    await admin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  }
}

// ── The run ──────────────────────────────────────────────────────────────

const main = async () => {
  const learners = argument("learners", 200)
  const saves = argument("saves", 20)
  const thinkMs = argument("think", 0)
  const serversCount = argument("servers", 1)
  const pgbenchSeconds = argument("pgbench-seconds", 10)
  const onlyIndex = process.argv.indexOf("--only")
  const only = process.argv.includes("--postgres") ? "postgres" : onlyIndex === -1 ? undefined : process.argv[onlyIndex + 1]
  const runs = (name: string) => only === undefined || only === name

  console.log(
    `learners: ${learners}, ${saves} saves each${serversCount > 1 ? `, taking turns among ${serversCount} PostgreSQL servers` : ""}, all at once (one save in flight per learner, ` +
      `${thinkMs > 0 ? `thinking 0–${2 * thinkMs} ms between saves` : "no pause between saves"})`
  )
  const results: Array<SavesResult> = []
  if (runs("pglite")) results.push(await benchSaves("pglite", learners, saves, thinkMs, 1))
  if (runs("postgres")) results.push(await benchSaves("postgres", learners, saves, thinkMs, serversCount))
  const pgbench = runs("pgbench") ? await benchPgbench(pgbenchSeconds) : undefined

  const column = (text: string) => text.padStart(14)
  const row = (label: string, values: ReadonlyArray<string>) => console.log(label.padEnd(26) + values.map(column).join(""))
  if (results.length > 0) {
    console.log(`test: ${results[0]!.test}`)
    row(
      "",
      results.map((result) => result.database)
    )
    row(
      "saves/s",
      results.map((result) => result.perSecond.toFixed(0))
    )
    row(
      "save latency p50 (ms)",
      results.map((result) => result.p50.toFixed(1))
    )
    row(
      "save latency p99 (ms)",
      results.map((result) => result.p99.toFixed(1))
    )
    row(
      "save latency max (ms)",
      results.map((result) => result.max.toFixed(1))
    )
    row(
      "server thread CPU/save (µs)",
      results.map((result) => result.serverCpuPerSave.toFixed(0))
    )
    row(
      "learners' client CPU/save (µs)",
      results.map((result) => result.clientCpuPerSave.toFixed(0))
    )
    row(
      "machine CPU/save (µs)",
      results.map((result) => result.machine?.cpuPerSave.toFixed(0) ?? "n/a")
    )
    row(
      "machine busy (% of cores)",
      results.map((result) => (result.machine === undefined ? "n/a" : `${(result.machine.busyShare * 100).toFixed(0)}% of ${result.machine.cores}`))
    )
    row(
      "learner done, median (s)",
      results.map((result) => result.learnerMedian.toFixed(2))
    )
    row(
      "learner done, slowest (s)",
      results.map((result) => result.learnerSlowest.toFixed(2))
    )
    row(
      "saves (failed)",
      results.map((result) => `${result.saves} (${result.failures})`)
    )
    for (const result of results) console.log(`${result.database} stored: ${result.stored}`)
    for (const result of results) {
      if (result.firstFailure !== undefined) console.log(`${result.database}: first failure ${result.firstFailure.slice(0, 300)}`)
    }
  }
  if (pgbench !== undefined) {
    if (typeof pgbench === "string") {
      console.log(`pgbench: ${pgbench}`)
    } else {
      console.log(
        `pgbench -N -c 50 -j 2 -T ${pgbenchSeconds} on the same PostgreSQL: ${pgbench.perSecond.toFixed(0)} tx/s, ` +
          `latency average ${pgbench.latencyAverage.toFixed(1)} ms`
      )
      const postgres = results.find((result) => result.database === "PostgreSQL")
      if (postgres !== undefined) console.log(`ours / pgbench (PostgreSQL saves/s per pgbench tx/s): ${(postgres.perSecond / pgbench.perSecond).toFixed(2)}`)
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
