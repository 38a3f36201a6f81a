/**
 * The shop's server as the soak runs it: its own process (`node
 * server/main.ts`, as `npm start`), so it can be killed with SIGKILL and
 * started again on the same data, and its memory read from outside.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync } from "node:fs"

export interface ServerProcessOptions {
  readonly port: number
  /** The embedded database's folder (kept across a kill), or the PostgreSQL server's address. */
  readonly database: { readonly kind: "pglite"; readonly dataDir: string } | { readonly kind: "postgres"; readonly url: string }
}

export interface ServerProcess {
  readonly pid: number
  /** Resident memory in MB, read from /proc (undefined once it has gone). */
  readonly rssMb: () => number | undefined
  /** SIGKILL: no graceful stop, nothing flushed. */
  readonly kill: () => Promise<void>
  /** SIGTERM, as an operator's stop. */
  readonly stop: () => Promise<void>
}

const READY_PATH = "/api/v1/u/pages/footer/getAll"

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()))

/** Starts the server and resolves once it answers; its error output is kept for the report. */
export const startServerProcess = async (options: ServerProcessOptions, errors: Array<string>): Promise<ServerProcess> => {
  const child = spawn("node_modules/.bin/node", ["server/main.ts"], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(options.port),
      // Every simulated learner comes from 127.0.0.1: the per-address limits would stop them; per-account limits stay.
      NODE_ENV: "test",
      RELAX_ADDRESS_RATE_LIMITS: "true",
      ...(options.database.kind === "pglite" ? { DATA_DIR: options.database.dataDir } : { DATABASE_URL: options.database.url })
    }
  })
  child.stderr?.setEncoding("utf8").on("data", (text: string) => {
    if (errors.length < 200) errors.push(text.trim().slice(0, 500))
  })
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering: ${errors.join("\n").slice(0, 2000)}`)
    const answered = await fetch(`http://127.0.0.1:${options.port}${READY_PATH}`).then(
      (answer) => answer.ok,
      () => false
    )
    if (answered) break
    if (Date.now() > deadline) throw new Error("the server did not answer within 180 s")
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const pid = child.pid!
  return {
    pid,
    rssMb: () => {
      try {
        const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]
        return kb === undefined ? undefined : Math.round(Number(kb) / 1024)
      } catch {
        return undefined
      }
    },
    kill: async () => {
      child.kill("SIGKILL")
      await exited(child)
    },
    stop: async () => {
      child.kill("SIGTERM")
      await exited(child)
    }
  }
}
