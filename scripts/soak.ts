/**
 * Soak (not a test): 500 simulated learners for 10 minutes against
 * the shop's server in its own process, as `npm start` runs it (embedded
 * database in a temporary folder; `--postgres` a scratch database on
 * TEST_DATABASE_URL). Each learner signs up, buys an exam, starts its test and
 * opens a helpdesk ticket, then browses, saves answers, chats, buys more and
 * refreshes its token every 10 s (scripts/soak/learner.ts).
 *
 * Halfway through, the server is killed with SIGKILL and started again on
 * the same data. At the end every acknowledged answer, paid order and chat
 * message is looked for through the API (none may be lost, no message
 * doubled). Prints errors and p50/p99 per call, the server's memory over
 * time, how long the restart took, and the check's figures; exits 1 when
 * anything outside the outage failed or anything was lost.
 *
 *   npm run soak [-- --learners 500] [-- --minutes 10] [-- --postgres]
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createScratchDatabase, TEST_DATABASE_URL } from "../test/api/support/test-server.ts"
import { argument } from "./perf/figures.ts"
import { makeCalls } from "./soak/calls.ts"
import {
  API,
  type CatalogExam,
  checkNothingLost,
  type Learner,
  type LossReport,
  newLedger,
  PASSWORD,
  prepareLearner,
  runLearner,
  sidOf
} from "./soak/learner.ts"
import { startServerProcess } from "./soak/server-process.ts"

const LEARNERS = argument("learners", 500)
const MINUTES = argument("minutes", 10)
const PORT = argument("port", 8870)
const postgres = process.argv.includes("--postgres")
/** The exam every learner buys first: one of the demo catalogue's with a test. */
const FIRST_EXAM_CODE = "TBL-SQL-100"
/** The dev outbox lists its newest 200 entries: learners sign up in batches below that. */
const SIGN_UP_BATCH = 100
const SETUP_CONCURRENCY = 20

const baseUrl = `http://127.0.0.1:${PORT}`

/** Runs `work` over `items`, at most `limit` at a time. */
const inBatches = async <A>(items: ReadonlyArray<A>, limit: number, work: (item: A) => Promise<void>) => {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!)
    })
  )
}

/** The sign-up codes mailed to `emails`, read from the dev outbox (mail is sent by a job a moment after the call). */
const codesFor = async (emails: ReadonlyArray<string>): Promise<Map<string, string>> => {
  const codes = new Map<string, string>()
  const deadline = Date.now() + 60_000
  while (codes.size < emails.length) {
    if (Date.now() > deadline)
      throw new Error(
        `No sign-up code in the outbox for ${emails
          .filter((email) => !codes.has(email))
          .slice(0, 3)
          .join(", ")}…`
      )
    const outbox = (await (await fetch(`${baseUrl}/dev/outbox.json`)).json()) as ReadonlyArray<{ to: string; channel: string; body: string }>
    for (const entry of outbox) {
      const code = entry.channel === "email" ? /\b(\d{6})\b/.exec(entry.body)?.[1] : undefined
      if (code !== undefined && emails.includes(entry.to) && !codes.has(entry.to)) codes.set(entry.to, code)
    }
    if (codes.size < emails.length) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return codes
}

const main = async () => {
  const scratch = postgres ? await createScratchDatabase() : undefined
  const dataDir = postgres ? undefined : mkdtempSync(join(tmpdir(), "soak-"))
  const database = scratch !== undefined ? { kind: "postgres" as const, url: scratch.url } : { kind: "pglite" as const, dataDir: dataDir! }
  const serverErrors: Array<string> = []
  let server = await startServerProcess({ port: PORT, database }, serverErrors)
  console.log(`Soak: ${LEARNERS} learners, ${MINUTES} min, ${postgres ? `PostgreSQL (${TEST_DATABASE_URL})` : "embedded PGlite"}, server pid ${server.pid}`)
  const calls = makeCalls(baseUrl)
  try {
    const catalog = await calls.post<{ data: { docs: ReadonlyArray<CatalogExam> } }>("exam list", `${API}/public/exams/pagin`, { page: 1, perPage: 100 })
    const exams = catalog?.data.docs ?? []
    const first = exams.find((exam) => exam.code === FIRST_EXAM_CODE)
    if (first === undefined) throw new Error(`The demo catalogue has no ${FIRST_EXAM_CODE}: is SEED_DEMO off?`)

    // ── Sign-up, in batches the outbox still lists ──────────────────────
    const setupStarted = performance.now()
    const learners: Array<Learner> = []
    const run = Date.now().toString(36)
    for (let batchStart = 0; batchStart < LEARNERS; batchStart += SIGN_UP_BATCH) {
      const emails = Array.from({ length: Math.min(SIGN_UP_BATCH, LEARNERS - batchStart) }, (_, i) => `soak-${run}-${batchStart + i}@example.com`)
      await inBatches(emails, SETUP_CONCURRENCY, async (email) => {
        const answer = await fetch(`${baseUrl}/auth/signup`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Soak Learner", email, password: PASSWORD })
        })
        if (!answer.ok) throw new Error(`sign-up answered ${answer.status}: ${await answer.text()}`)
      })
      const codes = await codesFor(emails)
      await inBatches(emails, SETUP_CONCURRENCY, async (email) => {
        const code = codes.get(email)!
        const answer = await fetch(`${baseUrl}/auth/verify-email`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, otp: code })
        })
        if (!answer.ok) throw new Error(`verify-email answered ${answer.status}: ${await answer.text()}`)
        const { token } = (await answer.json()) as { token: string }
        learners.push({
          email,
          token,
          sid: sidOf(answer),
          attemptId: undefined,
          questions: [],
          ticketId: undefined,
          ownedExams: new Set(),
          seq: 0,
          ledger: newLedger()
        })
      })
    }
    await inBatches(learners, SETUP_CONCURRENCY, (learner) => prepareLearner(calls, learner, first))
    console.log(
      `Set up in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s: each learner signed up, bought ${FIRST_EXAM_CODE}, started its test and opened a ticket`
    )

    // ── The run, with a kill -9 halfway ──────────────────────────────────
    const started = Date.now()
    const until = started + MINUTES * 60_000
    const memory: Array<string> = []
    const sampleMemory = () => memory.push(`${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s  ${server.rssMb() ?? "—"} MB`)
    sampleMemory()
    const sampler = setInterval(sampleMemory, 30_000)
    let restartSeconds = Number.NaN
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (until - started) / 2))
      calls.down()
      sampleMemory()
      await server.kill()
      console.log(`Killed the server (SIGKILL) at ${Math.round((Date.now() - started) / 1000)} s`)
      const restarting = performance.now()
      server = await startServerProcess({ port: PORT, database }, serverErrors)
      restartSeconds = (performance.now() - restarting) / 1000
      calls.up()
      console.log(`Started again in ${restartSeconds.toFixed(1)} s (pid ${server.pid})`)
    })()
    await Promise.all([...learners.map((learner) => runLearner(calls, learner, exams, until)), killer])
    clearInterval(sampler)
    sampleMemory()

    // ── Nothing lost, nothing doubled ────────────────────────────────────
    const report: LossReport = {
      answersChecked: 0,
      answersLost: 0,
      ordersChecked: 0,
      ordersLost: 0,
      messagesChecked: 0,
      messagesLost: 0,
      messagesDoubled: 0,
      examples: []
    }
    await inBatches(learners, SETUP_CONCURRENCY, (learner) => checkNothingLost(calls, learner, report))

    console.log("\nCalls (latency of the answered ones; errors outside the outage; failures during it):")
    for (const line of calls.lines()) console.log(`  ${line}`)
    if (calls.firstErrors.length > 0) console.log(`\nFirst errors:\n  ${calls.firstErrors.join("\n  ")}`)
    console.log(`\nServer memory (RSS) over time:\n  ${memory.join("\n  ")}`)
    console.log(`\nRestart after SIGKILL: ${restartSeconds.toFixed(1)} s to answering again`)
    console.log(
      `\nAfter the restart: answers ${report.answersChecked} checked, ${report.answersLost} lost; ` +
        `paid orders ${report.ordersChecked} checked, ${report.ordersLost} lost; ` +
        `messages ${report.messagesChecked} checked, ${report.messagesLost} lost, ${report.messagesDoubled} doubled`
    )
    if (report.examples.length > 0) console.log(`  ${report.examples.join("\n  ")}`)
    const failed = calls.errorCount() > 0 || report.answersLost + report.ordersLost + report.messagesLost + report.messagesDoubled > 0
    console.log(failed ? "\nSOAK FAILED" : "\nSoak passed: no error outside the outage, nothing lost or doubled")
    process.exitCode = failed ? 1 : 0
  } finally {
    await server.stop()
    if (serverErrors.length > 0) console.log(`\nThe server's error output (first lines):\n  ${serverErrors.slice(0, 10).join("\n  ")}`)
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true })
    await scratch?.drop()
  }
}

await main()
