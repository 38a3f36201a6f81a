/**
 * A shop server of a spec's own, on a data folder it chooses, beside the
 * suite's shared one (playwright.config.ts starts that one): for a spec that
 * stops and restarts the server, or seeds rows the shared server must not hold.
 * Started as the suite starts its server, on the suite's port plus `portOffset`.
 */
import { type APIRequestContext, expect } from "@playwright/test"
import { type ChildProcess, spawn } from "node:child_process"

export const ownServer = (portOffset: number) => {
  const port = Number(process.env.E2E_PORT ?? 8181) + portOffset
  const base = `http://127.0.0.1:${port}`
  const health = `${base}/api/v1/u/pages/footer/getAll`
  return {
    base,
    start: (dataDir: string): ChildProcess =>
      spawn("node_modules/.bin/node", ["server/main.ts"], {
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          NODE_ENV: "test",
          PASSWORD_HASHING: "fast",
          RELAX_ADDRESS_RATE_LIMITS: "true",
          ...(process.env.E2E_WEB_ROOT === undefined ? {} : { WEB_ROOT: process.env.E2E_WEB_ROOT })
        },
        stdio: "ignore"
      }),
    waitUntilUp: async (request: APIRequestContext) => {
      await expect
        .poll(
          async () => {
            try {
              return (await request.get(health, { timeout: 2_000 })).status()
            } catch {
              return 0
            }
          },
          { timeout: 60_000, intervals: [250] }
        )
        .toBe(200)
    },
    /** SIGTERM lets the server close the database (flushing it to its folder); SIGKILL is a crash. */
    stop: (server: ChildProcess, signal: "SIGTERM" | "SIGKILL") =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve()
        server.once("exit", () => resolve())
        server.kill(signal)
      })
  }
}
