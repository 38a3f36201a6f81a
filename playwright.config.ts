/**
 * End-to-end tests in Debian's Chromium (browser downloads are impossible
 * here, so Playwright drives /usr/bin/chromium). The shop runs on the
 * embedded database in memory, with the demo catalogue, on its own port.
 * `scripts/test-all.ts` builds the browser app before this runs.
 *
 * Two shops, two lanes: the spec files are split into two projects, each
 * with its own server (its own in-memory database) and one worker, and the
 * two run side by side. Within a project the files run one after another in
 * the same order on every run, so what one spec leaves in its database (an
 * operator's edit, a learner's order) is seen by the same specs every time;
 * nothing is shared across the projects. Much of a spec's time is waiting
 * (the server's clock, a page's timers, a stream's reconnect), which the
 * other lane fills. A new spec goes to the second lane unless listed in the
 * first; the lists are balanced by the files' times that `npm test` prints.
 */
import { defineConfig, devices } from "@playwright/test"

const PORT = Number(process.env.E2E_PORT ?? 8181)
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** The first lane's spec files; every other spec runs in the second. */
const FIRST_LANE: Array<string> = [
  "model/attempt.model.spec.ts",
  "admin.spec.ts",
  "auth.spec.ts",
  "content.spec.ts",
  "catalog.spec.ts",
  "cart.spec.ts",
  "orders.spec.ts",
  "desk.spec.ts",
  "desk-tickets.spec.ts",
  "helpdesk-chat.spec.ts",
  "machine-viewer.spec.ts",
  "server-rendering.spec.ts"
]

/** A lane's shop server, on the suite's port plus the lane's number. */
const shopServer = (port: number) => ({
  // The pinned Node 24 (npx may put the machine's older node first on PATH).
  command: "node_modules/.bin/node server/main.ts",
  url: `http://127.0.0.1:${port}/api/v1/u/pages/footer/getAll`,
  reuseExistingServer: false,
  timeout: 180_000,
  // SIGTERM lets the server close the database and remove its temp files.
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5000 },
  env: {
    PORT: String(port),
    DATA_DIR: ":memory:",
    NODE_ENV: "test",
    PASSWORD_HASHING: "fast",
    RELAX_ADDRESS_RATE_LIMITS: "true",
    // Lets two runs side by side each test their own build (E2E_WEB_ROOT=/tmp/x).
    ...(process.env.E2E_WEB_ROOT === undefined ? {} : { WEB_ROOT: process.env.E2E_WEB_ROOT })
  },
  stdout: "ignore" as const,
  stderr: "pipe" as const
})

const lane = (name: string, port: number, files: { testMatch: Array<string> } | { testIgnore: Array<string> }) => ({
  name,
  ...files,
  workers: 1,
  use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${port}` }
})

export default defineConfig({
  testDir: "./test/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-results.json" }]],
  outputDir: ".tmp/playwright-output",
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run"
      ]
    }
  },
  projects: [lane("first", PORT, { testMatch: FIRST_LANE }), lane("second", PORT + 1, { testIgnore: FIRST_LANE })],
  webServer: [shopServer(PORT), shopServer(PORT + 1)]
})
