/**
 * `npm test`: every check of the project, in order, with one closing line
 * `N passed, N failed` for the whole run (CI reads it).
 *
 *   1. typecheck (tsc, strict)                     → 1 check
 *   2. unit, machine, service, architecture and API tests (vitest, on PGlite
 *      and on the PostgreSQL server at TEST_DATABASE_URL)  → one per test
 *   3. build of the browser app, the page renderer and the compressed
 *      copies, as `npm run build` makes them        → 1 check
 *      and a NODE_ENV=production build, which must leave the developers'
 *      machine viewer out while the default build has it → 1 check
 *   4. end-to-end tests in Chromium (Playwright)   → one per test
 *
 * Chromium comes from Debian's packages (browser downloads are impossible
 * here): when /usr/bin/chromium is missing and we are root, it is installed
 * with apt-get; otherwise the end-to-end step fails with the command to run.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"

interface Tally { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const summary: Array<string> = []

const run = (command: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n$ ${command} ${args.join(" ")}`)
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1
}

const record = (step: string, tally: Tally) => {
  total.passed += tally.passed
  total.failed += tally.failed
  total.skipped += tally.skipped
  summary.push(`${step}: ${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ""}`)
}

const single = (step: string, ok: boolean) => record(step, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })

mkdirSync(".tmp", { recursive: true })

// 1. Types
single("typecheck", run("tsc", ["-p", "tsconfig.json", "--noEmit"]) === 0)

// 2. Vitest
{
  const out = ".tmp/vitest-results.json"
  rmSync(out, { force: true })
  const status = run("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`])
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8")) as {
      numPassedTests: number
      numFailedTests: number
      numPendingTests: number
      numTodoTests: number
      testResults: Array<{ status: string }>
    }
    // A file that fails to load has no tests to count: count it as a failure.
    const brokenFiles = report.testResults.filter((f) => f.status === "failed").length
    record("vitest", {
      passed: report.numPassedTests,
      failed: Math.max(report.numFailedTests, status === 0 ? 0 : brokenFiles || 1),
      skipped: report.numPendingTests + report.numTodoTests
    })
  } else {
    single("vitest (no report)", false)
  }
}

// 3. Build
// A development-mode build (React's production bundle all the same) with the machine viewer, as `npm start` makes.
// As `npm run build` makes it: the browser app, the server's page renderer (issue 13: the
// end-to-end tests see the public pages rendered on the server) and the compressed copies.
const built = run("vite", ["build", "--mode", "development"]) === 0 &&
  run("vite", ["build", "--mode", "development", "--ssr", "src/entry-server.tsx", "--outDir", "dist-server"]) === 0 &&
  run("node", ["scripts/compress-dist.ts"]) === 0
single("vite build (browser app, page renderer, compressed copies)", built)

// The machine viewer (/dev/machines, issue 12) and the app's inspector that
// feeds it (the BroadcastChannel's name) are in the default build and in no production build.
{
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
  const productionDist = ".tmp/dist-production"
  const productionBuilt = run("vite", ["build", "--outDir", productionDist, "--emptyOutDir"], { NODE_ENV: "production" }) === 0
  const ok = built && productionBuilt && holdsViewer("dist") && !holdsAnyOfIt(productionDist)
  if (!ok) console.error(`\nThe machine viewer check failed: default build has it: ${built && holdsViewer("dist")}, production build has some of it: ${productionBuilt && holdsAnyOfIt(productionDist)}`)
  single("production build leaves the machine viewer out", ok)
}

// 4. End-to-end
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const ensureChromium = (): boolean => {
  if (existsSync(chromium)) return true
  if (process.getuid?.() !== 0) {
    console.error(`\nChromium is missing at ${chromium} and this is not root: install it with\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROMIUM_PATH.`)
    return false
  }
  console.log("\nInstalling Debian's Chromium for the end-to-end tests…")
  const env = { DEBIAN_FRONTEND: "noninteractive" }
  return run("apt-get", ["update"], env) === 0 &&
    run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], env) === 0 &&
    existsSync(chromium)
}
if (!built) {
  single("end-to-end (not run: the build failed)", false)
} else if (!ensureChromium()) {
  single("end-to-end (not run: no Chromium)", false)
} else {
  const out = ".tmp/playwright-results.json"
  rmSync(out, { force: true })
  const status = run("playwright", ["test"])
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number }
      errors?: Array<unknown>
    }
    const { expected, unexpected, flaky, skipped } = report.stats
    const setupFailed = status !== 0 && unexpected === 0 ? 1 : 0
    record("end-to-end", { passed: expected + flaky, failed: unexpected + setupFailed, skipped })
  } else {
    single("end-to-end (no report)", false)
  }
}

console.log("\n" + summary.join("\n"))
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`)
process.exit(total.failed === 0 ? 0 : 1)
