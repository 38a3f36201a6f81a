/**
 * The catalog seed on a database that already has a catalog (one made
 * before exam details existed, or edited since): a restart fills in what is
 * missing by exam code, reloads packages only into an empty packages table,
 * and never overwrites or duplicates anything.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { startTestServer } from "./support/test-server.ts"

interface Snapshot {
  readonly description: string
  readonly tests: number
  readonly all_tests: number
  readonly packages: number
  readonly package_exams: number
  readonly category: string
}

const SNAPSHOT = `
  SELECT
    (SELECT description_html FROM exams WHERE code = 'NCP-F01') AS description,
    (SELECT count(*)::int FROM practice_tests p JOIN exams e ON e.id = p.exam_id WHERE e.code = 'NCP-F01') AS tests,
    (SELECT count(*)::int FROM practice_tests) AS all_tests,
    (SELECT count(*)::int FROM packages) AS packages,
    (SELECT count(*)::int FROM package_exams) AS package_exams,
    (SELECT description FROM categories WHERE name = 'Databases') AS category`

describe("the catalog seed on an existing database", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "exam-shop-catalog-seed-"))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it("fills missing exam details and packages by code, keeps edits, duplicates nothing", async () => {
    const first = await startTestServer({ kind: "pglite", dataDir })
    let before: Snapshot
    try {
      ;[before] = (await first.query<Snapshot>(SNAPSHOT)) as [Snapshot]
      expect(before.description).not.toBe("")
      // What a catalog from before migration 0007 looks like for one exam,
      // plus a hand edit of another exam that a restart must keep.
      await first.query("DELETE FROM practice_tests WHERE exam_id = (SELECT id FROM exams WHERE code = 'NCP-F01')")
      await first.query("UPDATE exams SET description_html = '', vendor = '', sale_price = NULL WHERE code = 'NCP-F01'")
      await first.query("UPDATE exams SET description_html = '<p>Edited by hand</p>' WHERE code = 'NCA-SA-210'")
      await first.query("UPDATE categories SET description = '' WHERE name = 'Databases'")
      await first.query("DELETE FROM packages")
    } finally {
      await first.close()
    }

    const second = await startTestServer({ kind: "pglite", dataDir })
    try {
      const [after] = await second.query<Snapshot>(SNAPSHOT)
      expect(after).toEqual(before)
      const [edited] = await second.query<{ description_html: string; vendor: string }>("SELECT description_html, vendor FROM exams WHERE code = 'NCA-SA-210'")
      expect(edited).toEqual({ description_html: "<p>Edited by hand</p>", vendor: "Nimbus" })
      const [restored] = await second.query<{ vendor: string }>("SELECT vendor FROM exams WHERE code = 'NCP-F01'")
      expect(restored!.vendor).toBe("Nimbus")
    } finally {
      await second.close()
    }
  })
})
