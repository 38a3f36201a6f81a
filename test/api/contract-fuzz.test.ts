/**
 * The contract fuzzer ("Keep it fixed"): every operation the
 * served /openapi.json lists gets malformed input, signed out, as a fresh
 * learner, and as an agent where the learner is refused; no answer may be
 * a 5xx, take over 5 s, be HTML on /api or /auth, or be a 4xx without a
 * JSON `message`. The operations come from the contract, never from a list
 * here: a new endpoint is fuzzed as soon as it is in src/api/. The cases
 * and the judging are in support/contract-fuzz.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { newLearner } from "./support/attempts-fixture.ts"
import { formatReport, runContractFuzz, type KnownFailure } from "./support/contract-fuzz.ts"
import { onPostgresServer } from "./support/on-postgres.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./support/test-server.ts"

/**
 * Failures found by the fuzzer in areas other work is fixing, let through
 * by exact operation, case and kind, each with the finding it belongs to
 * (printed with the summary). Remove an entry once its fix is in: the
 * fuzzer then holds the fix in place.
 */
const KNOWN_FAILURES: ReadonlyArray<KnownFailure> = []

const fuzzOn = (label: string, database: () => TestDatabase) =>
  describe(`contract fuzz on ${label}`, () => {
    let server: TestServer
    beforeAll(async () => {
      // The server's own attempt limits: an attacker meets them too, and they keep the
      // sign-up and sign-in calls from hashing a password for every case (each hash is slow by design).
      server = await startTestServer(database())
    })
    afterAll(() => server?.close())

    it("answers malformed input to every operation of the contract without a 5xx, a hang, HTML or a 4xx without a message", async () => {
      const report = await runContractFuzz({
        baseUrl: server.baseUrl,
        concurrency: 4,
        known: KNOWN_FAILURES,
        identities: {
          learnerToken: async (operation) => (await newLearner(server, `fuzz-${operation.id.replace(/\W/g, "-")}`)).token,
          agentToken: async (operation) => {
            const agent = await newLearner(server, `fuzz-agent-${operation.id.replace(/\W/g, "-")}`)
            await server.query("UPDATE users SET role = 'agent' WHERE id = $1", [agent.userId])
            return agent.token
          }
        }
      })
      console.log(formatReport(label, report))
      // The server still answers, and nothing it parsed reached Object.prototype (the server runs in this process).
      const after = await fetch(new URL("/api/v1/u/pages/footer/getAll", server.baseUrl), { signal: AbortSignal.timeout(5_000) })
      expect(after.status).toBe(200)
      expect(Object.prototype).not.toHaveProperty("fuzzPolluted")
      expect(report.operations).toBeGreaterThan(0)
      expect(report.failures.map((each) => `${each.kind}: ${each.operation} as ${each.identity} — ${each.caseName} → ${each.status ?? "-"}`)).toEqual([])
    }, 240_000)
  })

fuzzOn("PGlite", () => ({ kind: "pglite" }))
await onPostgresServer("contract fuzz", fuzzOn)
