/**
 * Lighthouse mobile performance of the public pages (docs/decisions/first-load.md),
 * measured against the real server: node server/main.ts in production mode
 * on a fresh embedded database (PGlite in a temporary folder) with the demo
 * catalogue, serving the build in dist/ on a free port. The exam overview and
 * the blog post are found through the public API, as a visitor would reach
 * them.
 *
 * Each page is measured --runs times (3 by default), one run at a time (the
 * machine has 2 cores; parallel runs would measure each other), each in a
 * fresh headless Chromium from Debian's package, with Lighthouse's default
 * mobile settings (simulated slow 4G) and a CPU slowdown calibrated to this
 * host: Lighthouse's 4× assumes a host of its reference speed, and simulated
 * throttling multiplies the CPU time the host really spent, so the
 * slowdown is read off the host's benchmark index by Lighthouse's own
 * calculator (scripts/perf/cpu-calibration.ts): the median of the indexes
 * Lighthouse measured in the first round's runs and of the readings taken
 * beside them (see --first); the pages are gathered, then audited with that
 * slowdown. --cpu-slowdown N fixes it instead (4 for Lighthouse's default).
 * The table shows the best and the median score and the metrics of the
 * median run, then each page's biggest estimated savings.
 *
 *   npm run build && npm run lighthouse [-- --runs 3] [-- --first 2] [-- --budget 90] [-- --json .tmp/lighthouse.json]
 *                                       [-- --pages home,category,exam,blog,sign-in] [-- --reports .tmp/lighthouse]
 *
 * --reports DIR keeps every run's whole Lighthouse report (DIR/<page>-<run>.json,
 * for the Lighthouse viewer or to read an audit's details).
 *
 * --budget N exits 1 when any page has no run scoring N or more (the best
 * run: other work on the shared machine only ever slows a run, so the best
 * one is the page's own cost; docs/decisions/measuring-performance.md). CHROMIUM_PATH
 * overrides /usr/bin/chromium.
 *
 * --first K gathers K runs of every page first (all --runs by default), the
 * pages in turn, sets the CPU slowdown from that round's benchmark indexes
 * and scores it; then the pages get more runs, a round at a time, up to
 * --runs, but with --budget only those none of whose runs has reached the
 * budget: the verdict is the same as scoring every run (a page's best can
 * only rise), in fewer runs. Beside each run of the first round, --index-samples
 * (2 by default) more readings of Lighthouse's benchmark join the median
 * the slowdown is read off (sampleIndexes).
 *
 * Simulated throttling multiplies the CPU time Chromium really spent, so
 * other work on the machine inflates TBT and LCP: before each run the script
 * waits (up to --max-wait seconds, 90 by default) until the machine is
 * mostly idle (--idle: at most 25% of its CPU busy over one second), and
 * prints how busy it was and Lighthouse's CPU benchmark index for each run.
 * On a quiet 2-core machine a run takes about 20–40 s.
 */
import { type Browser, chromium } from "@playwright/test"
import * as chromeLauncher from "chrome-launcher"
import { pageFunctions } from "lighthouse/core/lib/page-functions.js"
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js"
import { Runner } from "lighthouse/core/runner.js"
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { cpus, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { medianOf, slowdownFor } from "./perf/cpu-calibration.ts"
import {
  belowBudget,
  erroredAudits,
  type LhrLike,
  metricsOf,
  type PageSummary,
  pagesTable,
  reachesBudget,
  type RunMetrics,
  scoresLine,
  summarisePage,
  topSavings
} from "./perf/lighthouse-summary.ts"
import { freePort } from "../test/api/support/free-port.ts"

const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`)
  const value = index === -1 ? undefined : args[index + 1]
  return value === undefined || value.startsWith("--") ? undefined : value
}
const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : fallback
}

const RUNS = Math.floor(positive(option("runs"), 3))
const FIRST = Math.min(RUNS, Math.floor(positive(option("first"), RUNS)))
const budget = args.includes("--budget") ? positive(option("budget"), 90) : undefined
const jsonOut = option("json")
const reportsDir = option("reports")
const only = option("pages")?.split(",")
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const WEB_ROOT = process.env.WEB_ROOT ?? "dist"
const MAX_WAIT_MS = positive(option("max-wait"), 90) * 1000
const IDLE_BUSY = positive(option("idle"), 25) / 100
const FIXED_SLOWDOWN = option("cpu-slowdown") === undefined ? undefined : positive(option("cpu-slowdown"), 4)
// Benchmark samples taken beside each run of the first round, for the host's index (see sampleIndexes).
const EXTRA_SAMPLES = Math.floor(positive(option("index-samples"), 2))

// As the end-to-end config (playwright.config.ts) and shared/notes/first-load.md: a quiet headless Chromium.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run"
]

const API = "/api/v1/u"
const READY_PATH = `${API}/pages/footer/getAll`

if (!existsSync(join(WEB_ROOT, "index.html"))) {
  console.error(`${WEB_ROOT}/index.html is missing: run \`npm run build\` first.`)
  process.exit(2)
}
if (!existsSync(chromiumPath)) {
  console.error(`${chromiumPath} is missing: install Debian's Chromium (apt-get install chromium) or set CHROMIUM_PATH.`)
  process.exit(2)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The share of the machine's CPU time spent busy over `ms`. */
const cpuBusy = async (ms = 1000): Promise<number> => {
  const totals = () =>
    cpus().reduce(
      (sum, cpu) => {
        const all = Object.values(cpu.times).reduce((a, b) => a + b, 0)
        return { idle: sum.idle + cpu.times.idle, all: sum.all + all }
      },
      { idle: 0, all: 0 }
    )
  const before = totals()
  await sleep(ms)
  const after = totals()
  const all = after.all - before.all
  return all <= 0 ? 0 : 1 - (after.idle - before.idle) / all
}

/** Waits until the machine is mostly idle, or MAX_WAIT_MS; answers the last busy share seen. */
const waitForQuiet = async (): Promise<number> => {
  const until = Date.now() + MAX_WAIT_MS
  let busy = await cpuBusy()
  while (busy > IDLE_BUSY && Date.now() < until) busy = await cpuBusy()
  return busy
}

/** What a SIGINT or SIGTERM must stop: the server (from its start on) and the current run's Chromium. */
let stopOnSignal: (() => Promise<void>) | undefined
let runningChrome: chromeLauncher.LaunchedChrome | undefined
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    runningChrome?.kill()
    void (stopOnSignal?.() ?? Promise.resolve()).finally(() => process.exit(130))
  })
}

interface RunningServer {
  readonly origin: string
  /** Why the server is gone (its exit and last lines), or undefined while it runs. */
  readonly gone: () => string | undefined
  readonly stop: () => Promise<void>
}

/** The shop as `npm start` runs it, but in production mode on a throwaway database. */
const startServer = async (): Promise<RunningServer> => {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), "lighthouse-shop-"))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_ROOT,
    NODE_ENV: "production",
    SEED_DEMO: "true"
  }
  delete env.DATABASE_URL
  // server/main.ts is imported by a one-line program rather than named on the
  // command line: on the shared machine, servers were stopped under the runs
  // by someone else's clean-up matching "server/main.ts" (exit code 130, three
  // times in one session). This child is ours to stop, and stop() does.
  env.LIGHTHOUSE_SHOP_SERVER = pathToFileURL(resolve("server/main.ts")).href
  const child: ChildProcess = spawn("node_modules/.bin/node", ["--input-type=module", "--eval", "await import(process.env.LIGHTHOUSE_SHOP_SERVER)"], {
    env,
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-4000)
  }
  child.stdout?.on("data", keep)
  child.stderr?.on("data", keep)
  let stopping = false
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  const gone = () =>
    child.exitCode === null && child.signalCode === null
      ? undefined
      : `the server on ${origin} ended (${child.signalCode ?? `exit code ${child.exitCode}`}); its last output:\n${output}`
  const stop = async () => {
    stopping = true
    if (gone() === undefined) {
      // SIGTERM: the server drains and closes the database before it exits.
      child.kill("SIGTERM")
      await Promise.race([exited, sleep(10_000)])
      if (gone() === undefined) child.kill("SIGKILL")
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  child.once("exit", () => {
    if (!stopping) console.error(`  ${gone()?.split("\n")[0]}`)
  })
  stopOnSignal = stop
  const until = Date.now() + 180_000
  while (Date.now() < until && gone() === undefined) {
    const ready = await fetch(`${origin}${READY_PATH}`).then(
      (response) => response.ok,
      () => false
    )
    if (ready) return { origin, gone, stop }
    await sleep(500)
  }
  const why = gone() ?? `the server did not answer ${READY_PATH} on ${origin} within 180 s:\n${output}`
  await stop()
  throw new Error(why)
}

const getJson = async (origin: string, path: string, body?: unknown): Promise<unknown> => {
  const response = await fetch(
    `${origin}${path}`,
    body === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }
  )
  if (!response.ok) throw new Error(`${body === undefined ? "GET" : "POST"} ${path}: ${response.status}`)
  return response.json()
}

/** An exam overview (/exam-overview/{slug}/{id}: the home's first popular exam) and a blog post (/blog-detail/{id}: the newest). */
const findPages = async (origin: string) => {
  const home = (await getJson(origin, `${API}/public/home`)) as { data: { popularExams: Array<{ _id: string; slug: string }> } }
  const exam = home.data.popularExams[0]
  if (exam === undefined) throw new Error("the home page lists no exam: is the demo catalogue seeded?")
  const blog = (await getJson(origin, `${API}/blog/pagin`, { page: 1, perPage: 1 })) as { data: { docs: Array<{ _id: string }> } }
  const post = blog.data.docs[0]
  if (post === undefined) throw new Error("the blog has no post: is the demo content seeded?")
  return [
    { name: "home", path: "/" },
    { name: "category", path: "/category" },
    { name: "exam", path: `/exam-overview/${exam.slug}/${exam._id}` },
    { name: "blog", path: `/blog-detail/${post._id}` },
    { name: "sign-in", path: "/sign-in" }
  ]
}

/** A page gathered by Lighthouse (trace, network records, the run's benchmark index), not yet audited. */
type Gathered = Awaited<ReturnType<typeof navigationGather>>

/** Loads the page once in its own Chromium, performance only, Lighthouse's default (mobile) settings. */
const gather = async (url: string): Promise<Gathered> => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: "silent", handleSIGINT: false })
  runningChrome = chrome
  try {
    return await navigationGather(undefined, url, { flags: { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] } })
  } finally {
    runningChrome = undefined
    await chrome.kill()
  }
}

/**
 * More readings of the host's benchmark index: Lighthouse's own benchmark
 * (the function it runs at the start of every run, about a second), each in
 * a fresh page of a browser kept open through the first round. One reading
 * swings from about 900 to 2,500 here, so the median of the first round's
 * ten runs alone landed anywhere from 1,141 to 1,450 on one afternoon (a
 * slowdown of 2.3× to 3.6×) while 105 readings had 1,342; a few more per
 * run, taken between the runs, narrow it without another page load.
 */
const sampleIndexes = async (browser: Browser, count: number): Promise<Array<number>> => {
  const samples: Array<number> = []
  for (let sample = 0; sample < count; sample++) {
    const page = await browser.newPage()
    try {
      samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
    } finally {
      await page.close()
    }
  }
  return samples
}

/**
 * Scores a gathered page with this CPU slowdown. lighthouse() is gather then
 * audit; simulated throttling applies the slowdown only here, to the trace.
 */
const audit = async (gathered: Gathered, slowdown: number, reportFile?: string): Promise<RunMetrics> => {
  gathered.runnerOptions.resolvedConfig.settings.throttling.cpuSlowdownMultiplier = slowdown
  gathered.artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown
  const result = await Runner.audit(gathered.artifacts, gathered.runnerOptions)
  if (result === undefined) throw new Error("Lighthouse returned no result")
  if (reportFile !== undefined) writeFileSync(reportFile, JSON.stringify(result.lhr))
  return metricsOf(result.lhr as unknown as LhrLike)
}

/** The server and the pages' addresses on it (ids differ from one seeded database to the next). */
interface Target {
  readonly server: RunningServer
  readonly pages: ReadonlyArray<{ readonly name: string; readonly path: string }>
}

const startTarget = async (): Promise<Target> => {
  const server = await startServer()
  try {
    return { server, pages: (await findPages(server.origin)).filter((page) => only === undefined || only.includes(page.name)) }
  } catch (error) {
    await server.stop()
    throw error
  }
}

// A server that ends under the runs (on a shared machine someone may stop
// it) is replaced by a fresh one, at most this many times, and the run is
// measured again: a run against a server that is gone measures an error page.
const RESTARTS = 3

if (reportsDir !== undefined) mkdirSync(reportsDir, { recursive: true })
const started = Date.now()
let target = await startTarget()
let restarts = 0
const pages: Array<PageSummary> = []
/** The slowdown every run was scored with, and the benchmark index it was read off (none with --cpu-slowdown). */
let slowdown = FIXED_SLOWDOWN ?? Number.NaN
let hostIndex = Number.NaN

/** One run of page `name`, gathered on a quiet machine against a live server (replaced when it is gone). */
const gatherRun = async (name: string): Promise<{ path: string; gathered: Gathered; line: string }> => {
  for (;;) {
    const waitStarted = Date.now()
    const busy = await waitForQuiet()
    const before = target.server.gone()
    if (before !== undefined) {
      if (++restarts > RESTARTS) throw new Error(before)
      console.log(`  ${before.split("\n")[0]}: starting a fresh one (${restarts}/${RESTARTS})`)
      await target.server.stop()
      target = await startTarget()
    }
    const path = target.pages.find((page) => page.name === name)!.path
    const runStarted = Date.now()
    const gathered = await gather(`${target.server.origin}${path}`)
    // A run against a server that ended under it measured an error page: measured again.
    if (target.server.gone() !== undefined) continue
    const waited = (runStarted - waitStarted) / 1000
    return {
      path,
      gathered,
      line:
        `${((Date.now() - runStarted) / 1000).toFixed(1)} s; ` +
        `machine ${Math.round(busy * 100)}% busy before it${waited > 1.5 ? ` after waiting ${waited.toFixed(0)} s` : ""}; ` +
        `CPU index ${Math.round(gathered.artifacts.BenchmarkIndex)}`
    }
  }
}

try {
  const cpu = FIXED_SLOWDOWN === undefined ? "CPU slowdown from the first round's median benchmark index, 4× at 1533" : `${FIXED_SLOWDOWN}× CPU`
  const upTo = FIRST < RUNS ? `${FIRST}–${RUNS}` : `${RUNS}`
  console.log(
    `Lighthouse ${upTo}× per page, mobile (simulated slow 4G, ${cpu}), ${chromiumPath}, against ${target.server.origin} (production, PGlite, demo data)\n`
  )
  // The first round: FIRST runs of every page, the pages in turn, so that each page's runs
  // fall at different moments of the shared host (a slow spell then lowers one run of each
  // page rather than every run of one).
  const measured = target.pages.map((page) => ({
    name: page.name,
    path: page.path,
    gathered: [] as Array<{ gathered: Gathered; line: string }>,
    runs: [] as Array<RunMetrics>
  }))
  const sampler = FIXED_SLOWDOWN === undefined ? await chromium.launch({ executablePath: chromiumPath, args: CHROME_FLAGS }) : undefined
  const extraIndexes: Array<number> = []
  try {
    for (let run = 1; run <= FIRST; run++) {
      for (const page of measured) {
        const gathered = await gatherRun(page.name)
        page.path = gathered.path
        page.gathered.push(gathered)
        if (sampler !== undefined) extraIndexes.push(...(await sampleIndexes(sampler, EXTRA_SAMPLES)))
      }
    }
  } finally {
    await sampler?.close()
  }

  // The host's speed: the median of the first round's benchmark indexes and the readings between them.
  const indexes = [...measured.flatMap((page) => page.gathered.map((run) => run.gathered.artifacts.BenchmarkIndex)), ...extraIndexes]
  if (FIXED_SLOWDOWN === undefined) {
    hostIndex = medianOf(indexes)
    slowdown = Math.round(slowdownFor(hostIndex) * 100) / 100
    console.log(
      `host benchmark index ${Math.round(hostIndex)} (median of ${indexes.length} readings: the first round's runs and ${extraIndexes.length} between them): ${slowdown}× CPU slowdown\n`
    )
  }
  const score = async (page: (typeof measured)[number], run: { gathered: Gathered; line: string }): Promise<void> => {
    const index = page.runs.length
    const metrics = await audit(run.gathered, slowdown, reportsDir === undefined ? undefined : join(reportsDir, `${page.name}-${index + 1}.json`))
    const outcome = metrics.error ?? `performance ${Number.isNaN(metrics.score) ? "–" : metrics.score}`
    console.log(`  ${page.name} ${index + 1}/${RUNS}: ${outcome} (${run.line})`)
    page.runs.push(metrics)
  }
  for (const page of measured) for (const run of page.gathered) await score(page, run)

  // Then more runs up to RUNS, a round at a time over the pages that want one: with a budget,
  // only those none of whose runs has reached it (the check is the best run, so a page already
  // at the budget is settled).
  const wanting = () => measured.filter((page) => page.runs.length < RUNS && !(budget !== undefined && reachesBudget(page.runs, budget)))
  for (let round = wanting(); round.length > 0; round = wanting()) {
    for (const page of round) {
      const run = await gatherRun(page.name)
      page.path = run.path
      await score(page, run)
    }
  }
  for (const page of measured) pages.push(summarisePage(page.name, page.path, page.runs))
} finally {
  await target.server.stop()
}

const elapsed = (Date.now() - started) / 1000
console.log(`\n${pagesTable(pages)}\n`)
for (const page of pages) {
  console.log(`${page.name} (${page.path}) — biggest estimated savings in the median run:`)
  for (const line of topSavings(page)) console.log(`  - ${line}`)
}
const errored = erroredAudits(pages)
if (errored.length > 0) {
  console.log(`\naudits Lighthouse could not compute (their savings are missing above; the scores do not use them):`)
  for (const line of errored) console.log(`  - ${line.length > 160 ? `${line.slice(0, 157)}…` : line}`)
}
console.log(`\n${pages.reduce((sum, page) => sum + page.runs.length, 0)} runs in ${elapsed.toFixed(0)} s`)

if (jsonOut !== undefined) {
  writeFileSync(
    jsonOut,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        runsPerPage: { first: FIRST, atMost: RUNS },
        cpuSlowdown: slowdown,
        calibrated: FIXED_SLOWDOWN === undefined,
        hostBenchmarkIndex: Number.isNaN(hostIndex) ? null : Math.round(hostIndex),
        seconds: elapsed,
        scores: scoresLine(pages, slowdown, hostIndex),
        pages
      },
      null,
      2
    )
  )
  console.log(`wrote ${jsonOut}`)
}

if (budget !== undefined) {
  const failing = belowBudget(pages, budget)
  if (failing.length > 0) {
    console.log(`\nbelow the budget of ${budget}:\n${failing.map((line) => `  ${line}`).join("\n")}`)
    process.exit(1)
  }
  console.log(`\nevery page's best run is ${budget} or more`)
}
