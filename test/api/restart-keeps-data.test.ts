/**
 * `npm start` twice on the same DATA_DIR: the second start finds its data,
 * applies no migration twice and loads no second copy of the demo catalogue.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { startTestServer } from "./support/test-server.ts"

describe("the embedded database across restarts", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "exam-shop-restart-"))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it("keeps subscriptions and the catalogue, without seeding twice", async () => {
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
})
