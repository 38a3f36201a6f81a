/**
 * `npm start` twice on the same DATA_DIR: the second start finds its data,
 * applies no migration twice and loads no second copy of the demo catalog.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import type { AttemptData } from "../../src/api/attempt/attempt.ts"
import { fixtureTest, newLearner, subscribe } from "./support/attempts-fixture.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

const API = "/api/v1/u"

const call = async <T>(server: TestServer, token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(server.baseUrl + API + path, {
    method,
    headers: { "x-access-token": token, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  return { status: response.status, body: (await response.json()) as T }
}

describe("the embedded database across restarts", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "exam-shop-restart-"))
  const attemptDir = mkdtempSync(join(tmpdir(), "exam-shop-restart-attempt-"))
  afterAll(() => {
    rmSync(attemptDir, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  })

  it("keeps subscriptions and the catalog, without seeding twice", async () => {
    const first = await startTestServer({ kind: "pglite", dataDir })
    const subscribe = (baseUrl: string) =>
      fetch(baseUrl + "/api/v1/u/public/newsLetter/createSubscription", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "kept@example.com" })
      })
    expect((await subscribe(first.baseUrl)).status).toBe(200)
    const [before] = await first.query<{ exams: number; migrations: number }>(
      "SELECT (SELECT count(*) FROM exams)::int AS exams, (SELECT count(*) FROM effect_sql_migrations)::int AS migrations"
    )
    await first.close()

    const second = await startTestServer({ kind: "pglite", dataDir })
    try {
      const [after] = await second.query<{ exams: number; migrations: number }>(
        "SELECT (SELECT count(*) FROM exams)::int AS exams, (SELECT count(*) FROM effect_sql_migrations)::int AS migrations"
      )
      expect(after).toEqual(before)
      expect((await subscribe(second.baseUrl)).status).toBe(409)
    } finally {
      await second.close()
    }
  })

  it("keeps an attempt in progress: its answers, marks and clock, and still ignores an old save", async () => {
    const first = await startTestServer({ kind: "pglite", dataDir: attemptDir }, { attemptSweepSeconds: 3600 })
    const learner = await newLearner(first, "restart")
    const subscId = await subscribe(first, learner.userId, "NCA-SA-210")
    const test = await fixtureTest(first, "NCA-SA-210", "Practice Test 1")
    const started = await call<{ data: { attemptId: string } }>(first, learner.token, "POST", "/attempts/start", { subscId, testId: test.id })
    expect(started.status).toBe(200)
    const attemptId = started.body.data.attemptId
    const [q1, q2] = test.questions
    const save = (server: TestServer, seq: number, qsnId: string, answer: Array<string>, marked: boolean) =>
      call<{ data: { applied: boolean } }>(server, learner.token, "POST", `/attempts/${attemptId}/save`, { seq, qsnId, answer, marked })
    expect((await save(first, 1, q1!.id, [q1!.options[0]!.id], false)).body.data.applied).toBe(true)
    expect((await save(first, 2, q2!.id, [q2!.options[1]!.id], true)).body.data.applied).toBe(true)
    const before = (await call<{ data: AttemptData }>(first, learner.token, "GET", `/attempts/${attemptId}`)).body.data
    await first.close()

    const second = await startTestServer({ kind: "pglite", dataDir: attemptDir }, { attemptSweepSeconds: 3600 })
    try {
      const after = await call<{ data: AttemptData }>(second, learner.token, "GET", `/attempts/${attemptId}`)
      expect(after.status).toBe(200)
      expect(after.body.data.status).toBe("ongoing")
      expect(after.body.data.lastSeq).toBe(2)
      expect([...after.body.data.answers].sort((a, b) => a.qsnId.localeCompare(b.qsnId))).toEqual(
        [...before.answers].sort((a, b) => a.qsnId.localeCompare(b.qsnId))
      )
      // The clock kept running on the server's record, not from the restart.
      expect(after.body.data.remainingSeconds).toBeLessThanOrEqual(before.remainingSeconds)
      expect(after.body.data.remainingSeconds).toBeGreaterThan(before.remainingSeconds - 60)
      // A save replayed from before the restart changes nothing; the next one applies.
      expect((await save(second, 1, q1!.id, [q1!.options[2]!.id], false)).body.data.applied).toBe(false)
      expect((await save(second, 3, q1!.id, [q1!.options[3]!.id], false)).body.data.applied).toBe(true)
    } finally {
      await second.close()
    }
  })
})
