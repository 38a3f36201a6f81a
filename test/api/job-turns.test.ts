/**
 * Jobs that run once per period however many servers run them
 * (platform/jobs/job-turns.ts), on the embedded database: a turn is taken
 * only when the last one has run out, whoever asks; and two schedulers of
 * one job (two servers) together run it once per period, not twice. The
 * same over two real server processes on PostgreSQL: two-servers.test.ts.
 */
import { Effect, Fiber } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { everyPeriodOnOneServer, takeTurn } from "../../server/platform/jobs/job-turns.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

describe("job turns on embedded PGlite", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ kind: "pglite" }, { seedDemo: false })
  })
  afterAll(() => server?.close())

  const runsOf = async (job: string) => (await server.query<{ runs: number }>("SELECT runs::int AS runs FROM job_leases WHERE name = $1", [job]))[0]?.runs

  it("takes a turn only when the previous one has run out, and counts the turns", async () => {
    expect(await server.run(takeTurn("test-job", 60))).toBe(true)
    expect(await server.run(takeTurn("test-job", 60))).toBe(false)
    expect(await runsOf("test-job")).toBe(1)
    await server.query("UPDATE job_leases SET expires_at = now() - interval '1 second' WHERE name = 'test-job'")
    expect(await server.run(takeTurn("test-job", 60))).toBe(true)
    expect(await runsOf("test-job")).toBe(2)
  })

  it("runs a job scheduled by two servers once per period", async () => {
    let passes = 0
    const started = Date.now()
    await server.run(
      Effect.gen(function* () {
        const pass = Effect.sync(() => passes++)
        const first = yield* Effect.forkChild(everyPeriodOnOneServer("test-twice", 1, pass, "test pass failed"))
        const second = yield* Effect.forkChild(everyPeriodOnOneServer("test-twice", 1, pass, "test pass failed"))
        yield* Effect.sleep("3500 millis")
        yield* Fiber.interruptAll([first, second])
      })
    )
    const periods = (Date.now() - started) / 1000
    // Two schedulers without turns would pass about 2 × 4 times.
    expect(passes).toBeGreaterThanOrEqual(2)
    expect(passes).toBeLessThanOrEqual(Math.floor(periods) + 1)
    expect(await runsOf("test-twice")).toBe(passes)
  })
})
