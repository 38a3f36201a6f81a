/**
 * `npm test`: every check of the project, in order, with one closing line
 * `N passed, N failed` for the whole run (CI reads it).
 *
 *   1. typecheck (tsc, strict)                     → 1 check
 *      lint and format (biome check)               → 1 check
 *      unused files, exports and dependencies (knip) → 1 check
 *   2. a NODE_ENV=production build (browser app, page renderer, compressed
 *      copies, as a deployment makes it), then Lighthouse mobile performance
 *      of its five public pages (home, /category, an exam, a blog post,
 *      /sign-in), the best of up to 7 runs each at least 90 (two runs of
 *      each, then more only for a page still below it), the CPU slowdown
 *      calibrated to the host (scripts/lighthouse.ts --budget 90)  → 1 check
 *   then two lanes side by side:
 *   3. unit, machine, service, architecture and API tests (vitest, on PGlite
 *      and on the PostgreSQL server at TEST_DATABASE_URL)  → one per test
 *   4. build of the browser app, the page renderer and the compressed
 *      copies, as `npm run build` makes them        → 1 check
 *      and the home page's JavaScript before interaction in it within
 *      130 kB brotli (scripts/js-budget.ts --budget) → 1 check
 *      and the machine viewer in it while the production build has none of
 *      it                                            → 1 check
 *   5. end-to-end tests in Chromium (Playwright)   → one per test
 *
 * Lighthouse comes first: its simulation multiplies the CPU time Chromium
 * really spent, so it wants the machine to itself, and at the start nothing
 * of the suite's (servers, browsers, databases) can still be running beside
 * it. Vitest (3) runs beside the build and Playwright (4, 5): each runs its
 * files one at a time and spends much of it waiting on servers, databases
 * and the browser, so on two cores the lanes overlap well. Each lane's lines
 * are printed with its name in front; the tally comes after both have ended.
 *
 * Chromium comes from Debian's packages (browser downloads are impossible
 * here): when /usr/bin/chromium is missing and we are root, it is installed
 * with apt-get; otherwise the end-to-end step fails with the command to run.
 */
import { spawn, spawnSync } from "node:child_process"
import { createInterface } from "node:readline"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import { errorContextForLog, failedTests, type PlaywrightReport } from "./e2e-failures.ts"
import { type FileTime, playwrightFileTimes, slowestLines, type VitestFileTimes, vitestFileTimes } from "./slowest-files.ts"

interface Tally {
  passed: number
  failed: number
  skipped: number
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const summary: Array<string> = []

const run = (command: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n$ ${command} ${args.join(" ")}`)
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1
}

/** Runs a command in the background, its output line by line behind `[lane]`; resolves with its exit status. */
const runInLane = (lane: string, command: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv = {}): Promise<number> => {
  console.log(`\n[${lane}] $ ${command} ${args.join(" ")}`)
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } })
  for (const output of [child.stdout, child.stderr]) {
    createInterface({ input: output }).on("line", (line) => console.log(`[${lane}] ${line}`))
  }
  return new Promise((resolve) => {
    child.on("error", () => resolve(1))
    child.on("close", (status) => resolve(status ?? 1))
  })
}

const record = (step: string, tally: Tally) => {
  total.passed += tally.passed
  total.failed += tally.failed
  total.skipped += tally.skipped
  summary.push(`${step}: ${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ""}`)
}

/** Each lane's and step's wall time, and every test file's, for the closing summary. */
const stepTimes: Array<string> = []
const fileTimes: Array<FileTime> = []
const timed = async <A>(step: string, work: () => Promise<A>): Promise<A> => {
  const started = Date.now()
  try {
    return await work()
  } finally {
    stepTimes.push(`  ${step}: ${Math.round((Date.now() - started) / 1000)} s`)
  }
}

const single = (step: string, ok: boolean) => record(step, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })

mkdirSync(".tmp", { recursive: true })

// 1. Types
single("typecheck", run("tsc", ["-p", "tsconfig.json", "--noEmit"]) === 0)
// Lint and format, then unused code (biome.jsonc, knip.jsonc)
single("lint and format (biome check)", run("biome", ["check", "--error-on-warnings"]) === 0)
single("unused files, exports and dependencies (knip)", run("knip", []) === 0)

const passedCheck: Tally = { passed: 1, failed: 0, skipped: 0 }
const failedCheck: Tally = { passed: 0, failed: 1, skipped: 0 }
const check = (ok: boolean): Tally => (ok ? passedCheck : failedCheck)

// 3. Vitest, one lane
const vitestLane = async (): Promise<ReadonlyArray<[string, Tally]>> => {
  const out = ".tmp/vitest-results.json"
  rmSync(out, { force: true })
  const status = await timed("vitest", () => runInLane("vitest", "vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]))
  if (!existsSync(out)) return [["vitest (no report)", failedCheck]]
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    testResults: Array<VitestFileTimes["testResults"][number] & { status: string }>
  }
  fileTimes.push(...vitestFileTimes(report, process.cwd()))
  // A file that fails to load has no tests to count: count it as a failure.
  const brokenFiles = report.testResults.filter((f) => f.status === "failed").length
  return [
    [
      "vitest",
      {
        passed: report.numPassedTests,
        failed: Math.max(report.numFailedTests, status === 0 ? 0 : brokenFiles || 1),
        skipped: report.numPendingTests + report.numTodoTests
      }
    ]
  ]
}

// 4. Build and 5. end-to-end, the other lane
// The machine viewer (/dev/machines) and the app's inspector that
// feeds it (the BroadcastChannel's name) are in the default build and in no production build.
const VIEWER_MARKS = ["The statecharts of this app", "examready-flows"]
const scripts = (folder: string): ReadonlyArray<string> =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(join(folder, name), "utf8"))
const holdsViewer = (folder: string): boolean => {
  const texts = scripts(folder)
  return VIEWER_MARKS.every((mark) => texts.some((text) => text.includes(mark)))
}
const holdsAnyOfIt = (folder: string): boolean => {
  const texts = scripts(folder)
  return VIEWER_MARKS.some((mark) => texts.some((text) => text.includes(mark)))
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const ensureChromium = async (): Promise<boolean> => {
  if (existsSync(chromium)) return true
  if (process.getuid?.() !== 0) {
    console.error(
      `\nChromium is missing at ${chromium} and this is not root: install it with\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROMIUM_PATH.`
    )
    return false
  }
  console.log("\nInstalling Debian's Chromium for the end-to-end tests…")
  const env = { DEBIAN_FRONTEND: "noninteractive" }
  return (
    (await runInLane("e2e", "apt-get", ["update"], env)) === 0 &&
    (await runInLane("e2e", "apt-get", ["install", "-y", "--no-install-recommends", "chromium"], env)) === 0 &&
    existsSync(chromium)
  )
}

// The server finds the renderer beside the web root's folder (dist-server/ next to dist/), hence these two names.
const PRODUCTION_DIST = ".tmp/dist-production"
const PRODUCTION_RENDERER = ".tmp/dist-server"

const buildAndBrowserLane = async (): Promise<ReadonlyArray<[string, Tally]>> => {
  const results: Array<[string, Tally]> = []
  // A development-mode build (React's production bundle all the same) with the machine viewer, as `npm start` makes.
  // As `npm run build` makes it: the browser app, the server's page renderer (the
  // end-to-end tests see the public pages rendered on the server) and the compressed copies.
  const built = await timed(
    "build",
    async () =>
      (await runInLane("build", "vite", ["build", "--mode", "development"])) === 0 &&
      (await runInLane("build", "vite", ["build", "--mode", "development", "--ssr", "src/entry-server.tsx", "--outDir", "dist-server"])) === 0 &&
      (await runInLane("build", "node", ["scripts/compress-dist.ts"])) === 0
  )
  results.push(["vite build (browser app, page renderer, compressed copies)", check(built)])

  // The home page's JavaScript before interaction, read from that build (brotli 11, as
  // compress-dist writes it: the same bytes on every machine, no timing), within its 130 kB.
  const withinBudget = built && (await runInLane("build", "node", ["scripts/js-budget.ts", "--budget"])) === 0
  results.push(["home page JavaScript before interaction ≤ 130 kB brotli (npm run js-budget)", check(withinBudget)])

  const viewerOk = built && productionReady && holdsViewer("dist") && !holdsAnyOfIt(PRODUCTION_DIST)
  if (!viewerOk)
    console.error(
      `\nThe machine viewer check failed: default build has it: ${built && holdsViewer("dist")}, production build has some of it: ${productionReady && holdsAnyOfIt(PRODUCTION_DIST)}`
    )
  results.push(["production build leaves the machine viewer out", check(viewerOk)])

  if (!built) return [...results, ["end-to-end (not run: the build failed)", failedCheck]]
  if (!(await ensureChromium())) return [...results, ["end-to-end (not run: no Chromium)", failedCheck]]
  const out = ".tmp/playwright-results.json"
  rmSync(out, { force: true })
  const status = await timed("end-to-end", () => runInLane("e2e", "playwright", ["test"]))
  if (!existsSync(out)) return [...results, ["end-to-end (no report)", failedCheck]]
  const report = JSON.parse(readFileSync(out, "utf8")) as PlaywrightReport
  fileTimes.push(...playwrightFileTimes(report.suites, "test/e2e"))
  const { expected, unexpected, flaky, skipped } = report.stats
  if (unexpected > 0) {
    printFailureContexts(".tmp/playwright-output")
    // Named again in the summary at the very end, which a shortened CI log always keeps.
    for (const failure of failedTests(report.suites)) summary.push(`  failed: ${failure}`)
  }
  const setupFailed = status !== 0 && unexpected === 0 ? 1 : 0
  return [...results, ["end-to-end", { passed: expected + flaky, failed: unexpected + setupFailed, skipped }]]
}

/**
 * A failed end-to-end test leaves the page as it was (its accessibility tree)
 * in an error-context.md beside its trace; CI keeps only this run's printout,
 * so the page's state at the failure is printed here, where it can be read.
 */
const CONTEXT_LINES = 80

function printFailureContexts(folder: string): void {
  if (!existsSync(folder)) return
  const contexts = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith("error-context.md"))
  for (const file of contexts) {
    // At most CONTEXT_LINES each: CI's excerpt of the log holds a few hundred lines in all.
    const lines = errorContextForLog(readFileSync(join(folder, file), "utf8")).split("\n")
    const shown = lines.length > CONTEXT_LINES ? [...lines.slice(0, CONTEXT_LINES), `… (${lines.length - CONTEXT_LINES} more lines)`] : lines
    console.log(`\n[e2e] the page when ${file} failed:\n${shown.map((line) => `[e2e] | ${line}`).join("\n")}`)
  }
}

// 2. The production build, as a deployment makes it (the browser app, the page renderer beside it,
// the compressed copies), and Lighthouse on it: the five public pages, mobile, seven runs each, with
// the slowdown calibrated to the host's speed; fails when no run of a page reaches 90. One run's
// score swings from the low 80s to the high 90s on this shared machine, and so does the median of
// five from one day to the next; interference only ever slows a run, so the best of seven is the
// page's own cost (docs/decisions/measuring-performance.md).
const production = { NODE_ENV: "production" }
const productionReady = await timed(
  "production build",
  async () =>
    run("vite", ["build", "--outDir", PRODUCTION_DIST, "--emptyOutDir"], production) === 0 &&
    run("vite", ["build", "--ssr", "src/entry-server.tsx", "--outDir", PRODUCTION_RENDERER, "--emptyOutDir"], production) === 0 &&
    run("node", ["scripts/compress-dist.ts", PRODUCTION_DIST]) === 0
)
const LIGHTHOUSE_JSON = ".tmp/lighthouse.json"
rmSync(LIGHTHOUSE_JSON, { force: true })
const lighthouseStarted = Date.now()
const withinLighthouseBudget =
  productionReady &&
  (await timed(
    "Lighthouse",
    async () =>
      run("node", ["scripts/lighthouse.ts", "--runs", "7", "--first", "2", "--budget", "90", "--max-wait", "30", "--json", LIGHTHOUSE_JSON], {
        WEB_ROOT: PRODUCTION_DIST
      }) === 0
  ))
single("Lighthouse mobile performance ≥ 90 on home, /category, an exam, a blog post and /sign-in (npm run lighthouse)", withinLighthouseBudget)
// Each page's scores in the summary too: CI's excerpt of a long log keeps the end, not Lighthouse's table.
const lighthouseScores = existsSync(LIGHTHOUSE_JSON) ? (JSON.parse(readFileSync(LIGHTHOUSE_JSON, "utf8")) as { scores?: string }).scores : undefined
summary.push(`(Lighthouse took ${Math.round((Date.now() - lighthouseStarted) / 1000)} s${lighthouseScores === undefined ? "" : `; ${lighthouseScores}`})`)

const started = Date.now()
const lanes = await Promise.all([vitestLane(), buildAndBrowserLane()])
for (const [step, tally] of lanes.flat()) record(step, tally)
summary.push(`(both lanes took ${Math.round((Date.now() - started) / 1000)} s)`)

console.log(`\nTimes (Lighthouse first; then the lanes, side by side):\n${stepTimes.join("\n")}`)
console.log(`\nThe ten slowest test files:\n${slowestLines(fileTimes, 10).join("\n")}`)
console.log("\n" + summary.join("\n"))
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`)
process.exit(total.failed === 0 ? 0 : 1)
