/**
 * Lighthouse mobile performance of the public pages (issue 13, target 3),
 * measured against the real server: node server/main.ts in production mode
 * on a fresh embedded database (PGlite in a temporary folder) with the demo
 * catalogue, serving the build in dist/ on a free port. The exam overview and
 * the blog post are found through the public API, as a visitor would reach
 * them.
 *
 * Each page is measured --runs times (3 by default), one run at a time (the
 * machine has 2 cores; parallel runs would measure each other), each in a
 * fresh headless Chromium from Debian's package, with Lighthouse's default
 * mobile settings: simulated slow 4G and a 4× CPU slowdown. The table shows
 * the median score and the metrics of the median run, then each page's
 * biggest estimated savings.
 *
 *   npm run build && npm run lighthouse [-- --runs 3] [-- --budget 90] [-- --json .tmp/lighthouse.json]
 *                                       [-- --pages home,category,exam,blog,sign-in]
 *
 * --budget N exits 1 when any page's median score is below N. CHROMIUM_PATH
 * overrides /usr/bin/chromium.
 *
 * Simulated throttling multiplies the CPU time Chromium really spent, so
 * other work on the machine inflates TBT and LCP: before each run the script
 * waits (up to --max-wait seconds, 90 by default) until the machine is
 * mostly idle (--idle: at most 25% of its CPU busy over one second), and
 * prints how busy it was and Lighthouse's CPU benchmark index for each run.
 * On a quiet 2-core machine a run takes about 20–40 s.
 */
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { cpus, tmpdir } from "node:os"
import { join } from "node:path"
import { belowBudget, type LhrLike, metricsOf, type PageSummary, pagesTable, type RunMetrics, summarisePage, topSavings } from "./perf/lighthouse-summary.ts"

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
const budget = args.includes("--budget") ? positive(option("budget"), 90) : undefined
const jsonOut = option("json")
const only = option("pages")?.split(",")
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const WEB_ROOT = process.env.WEB_ROOT ?? "dist"
const MAX_WAIT_MS = positive(option("max-wait"), 90) * 1000
const IDLE_BUSY = positive(option("idle"), 25) / 100

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

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The share of the machine's CPU time spent busy over `ms`. */
const cpuBusy = async (ms = 1000): Promise<number> => {
  const totals = () => cpus().reduce((sum, cpu) => {
    const all = Object.values(cpu.times).reduce((a, b) => a + b, 0)
    return { idle: sum.idle + cpu.times.idle, all: sum.all + all }
  }, { idle: 0, all: 0 })
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

interface RunningServer { readonly origin: string; readonly stop: () => Promise<void> }

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
  const child: ChildProcess = spawn("node_modules/.bin/node", ["server/main.ts"], { env, stdio: ["ignore", "ignore", "pipe"] })
  let stderr = ""
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM: the server drains and closes the database before it exits.
      child.kill("SIGTERM")
      await Promise.race([exited, sleep(10_000)])
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const until = Date.now() + 180_000
  while (Date.now() < until) {
    if (child.exitCode !== null) break
    const ready = await fetch(`${origin}${READY_PATH}`).then((response) => response.ok, () => false)
    if (ready) return { origin, stop }
    await sleep(500)
  }
  await stop()
  throw new Error(`the server did not answer ${READY_PATH} on ${origin}:\n${stderr}`)
}

const getJson = async (origin: string, path: string, body?: unknown): Promise<unknown> => {
  const response = await fetch(`${origin}${path}`, body === undefined
    ? {}
    : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
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

/** One Lighthouse run in its own Chromium, performance only, Lighthouse's default (mobile) settings. */
const measure = async (url: string): Promise<RunMetrics> => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: "silent" })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] })
    if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`)
    return metricsOf(result.lhr as unknown as LhrLike)
  } finally {
    await chrome.kill()
  }
}

const started = Date.now()
const server = await startServer()
const pages: Array<PageSummary> = []
try {
  const targets = (await findPages(server.origin)).filter((page) => only === undefined || only.includes(page.name))
  console.log(`Lighthouse ${RUNS}× per page, mobile (simulated slow 4G, 4× CPU), ${chromiumPath}, against ${server.origin} (production, PGlite, demo data)\n`)
  for (const target of targets) {
    const runs: Array<RunMetrics> = []
    for (let run = 1; run <= RUNS; run++) {
      const waitStarted = Date.now()
      const busy = await waitForQuiet()
      const runStarted = Date.now()
      const metrics = await measure(`${server.origin}${target.path}`)
      runs.push(metrics)
      const outcome = metrics.error ?? `performance ${Number.isNaN(metrics.score) ? "–" : metrics.score}`
      const waited = (runStarted - waitStarted) / 1000
      console.log(
        `  ${target.name} ${run}/${RUNS}: ${outcome} (${((Date.now() - runStarted) / 1000).toFixed(1)} s; ` +
          `machine ${Math.round(busy * 100)}% busy before it${waited > 1.5 ? ` after waiting ${waited.toFixed(0)} s` : ""}; ` +
          `CPU index ${Number.isNaN(metrics.benchmarkIndex) ? "–" : Math.round(metrics.benchmarkIndex)})`
      )
    }
    pages.push(summarisePage(target.name, target.path, runs))
  }
} finally {
  await server.stop()
}

const elapsed = (Date.now() - started) / 1000
console.log(`\n${pagesTable(pages)}\n`)
for (const page of pages) {
  console.log(`${page.name} (${page.path}) — biggest estimated savings in the median run:`)
  for (const line of topSavings(page)) console.log(`  - ${line}`)
}
console.log(`\n${pages.reduce((sum, page) => sum + page.runs.length, 0)} runs in ${elapsed.toFixed(0)} s`)

if (jsonOut !== undefined) {
  writeFileSync(jsonOut, JSON.stringify({ measuredAt: new Date().toISOString(), runsPerPage: RUNS, seconds: elapsed, pages }, null, 2))
  console.log(`wrote ${jsonOut}`)
}

if (budget !== undefined) {
  const failing = belowBudget(pages, budget)
  if (failing.length > 0) {
    console.log(`\nbelow the budget of ${budget}:\n${failing.map((line) => `  ${line}`).join("\n")}`)
    process.exit(1)
  }
  console.log(`\nevery page's median is ${budget} or more`)
}
