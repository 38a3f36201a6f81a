/**
 * End-to-end tests in Debian's Chromium (browser downloads are impossible
 * here, so Playwright drives /usr/bin/chromium). The shop runs on the
 * embedded database in memory, with the demo catalogue, on its own port.
 * `scripts/test-all.ts` builds the browser app before this runs.
 */
import { defineConfig, devices } from "@playwright/test"

const PORT = Number(process.env.E2E_PORT ?? 8181)
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export default defineConfig({
  testDir: "./test/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright-results.json" }]],
  outputDir: ".tmp/playwright-output",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failing test's trace keeps its DOM snapshots; the screencast cost about a quarter
    // of the suite's CPU (docs/decisions/testing-and-ci.md, "What a browser test may cost").
    trace: { mode: "retain-on-failure", screenshots: false },
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The pinned Node 24 (npx may put the machine's older node first on PATH).
    command: "node_modules/.bin/node server/main.ts",
    url: `http://127.0.0.1:${PORT}/api/v1/u/pages/footer/getAll`,
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM lets the server close the database and remove its temp files.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5000 },
    env: {
      PORT: String(PORT),
      DATA_DIR: ":memory:",
      NODE_ENV: "test",
      PASSWORD_HASHING: "fast",
      RELAX_ADDRESS_RATE_LIMITS: "true",
      // Lets two runs side by side each test their own build (E2E_WEB_ROOT=/tmp/x).
      ...(process.env.E2E_WEB_ROOT === undefined ? {} : { WEB_ROOT: process.env.E2E_WEB_ROOT })
    },
    stdout: "ignore",
    stderr: "pipe"
  }
})
