/**
 * Ctrl-C on `npm start`: the real server process (server/main.ts) stops on
 * SIGINT and SIGTERM, closing the embedded database, and exits promptly.
 * (Requests in flight are drained by the Node server's graceful shutdown;
 * a signal landing mid-request is too racy to assert here.)
 */
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "../..")
const dataDir = mkdtempSync(join(tmpdir(), "exam-shop-shutdown-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const startServer = (port: number) => {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  const ready = async () => {
    for (let i = 0; i < 240; i++) {
      if (output.includes("The exam shop is serving")) return
      await new Promise((r) => setTimeout(r, 250))
    }
    throw new Error(`the server did not start:\n${output}`)
  }
  return { child, exited, ready, output: () => output }
}

describe("stopping the server", () => {
  it.each([
    ["SIGINT", 18191],
    ["SIGTERM", 18192]
  ] as const)(
    "stops cleanly on %s, closing the database",
    async (signal, port) => {
      const server = startServer(port)
      await server.ready()
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1/u/public/get/menu`)
      expect(answer.status).toBe(200)
      const stoppedAt = Date.now()
      server.child.kill(signal)
      await server.exited
      expect(Date.now() - stoppedAt).toBeLessThan(10_000)
      expect(server.output()).toContain("Closed the embedded database")
    },
    60_000
  )
})
