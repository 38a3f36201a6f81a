import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { describeContent } from "./support/content-suite.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"
import { startTestServer } from "./support/test-server.ts"

await onBothDatabases("blog and content pages", describeContent)

// On PGlite only: a data folder kept across two servers.
describe("the demo content across restarts", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "exam-shop-content-"))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it("is loaded once: a restart adds no second copy and keeps an edited page", async () => {
    const counts =
      "SELECT (SELECT count(*) FROM blog_posts)::int AS posts, (SELECT count(*) FROM blog_comments)::int AS comments, " +
      "(SELECT count(*) FROM faqs)::int AS faqs, (SELECT count(*) FROM content_pages)::int AS pages"
    const first = await startTestServer({ kind: "pglite", dataDir })
    const [before] = await first.query<Record<string, number>>(counts)
    expect(before).toEqual({ posts: 12, comments: expect.any(Number), faqs: expect.any(Number), pages: 4 })
    await first.query("UPDATE content_pages SET title = 'About us (edited)' WHERE slug = 'about'")
    await first.close()

    const second = await startTestServer({ kind: "pglite", dataDir })
    try {
      expect((await second.query<Record<string, number>>(counts))[0]).toEqual(before)
      const [about] = await second.query<{ title: string }>("SELECT title FROM content_pages WHERE slug = 'about'")
      expect(about!.title).toBe("About us (edited)")
    } finally {
      await second.close()
    }
  })
})
