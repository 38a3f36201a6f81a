/**
 * Loads the demo blog, FAQs and content pages on first start. Each area is
 * seeded only while its table is empty, so restarts never duplicate content
 * and a page an editor has changed is never overwritten. Everything goes
 * through the same writers as any other content (rich text sanitised, comments
 * plain text), and a transaction-scoped advisory lock keeps two servers
 * starting at once from both seeding. The data (data/blog.json,
 * data/faqs.json, data/pages.json) is read only for an area being seeded.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { insertBlogPost } from "../content/blog/post-writer.ts"
import { commentText } from "../content/blog/comment-text.ts"
import { insertFaq, saveContentPage } from "../content/pages/writer.ts"
import { DemoBlog, DemoFaqs, DemoPages } from "./content-schema.ts"
import { readDemoFile } from "./demo-data.ts"

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/** Any constant shared by every server of this shop: the key of the seeding lock. */
const SEED_LOCK_KEY = 40_008

const isEmpty = (table: "blog_posts" | "faqs" | "content_pages") =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.map(sql<{ empty: boolean }>`SELECT NOT EXISTS (SELECT 1 FROM ${sql(table)}) AS empty`, (rows) => rows[0]?.empty === true)
  )

const seedBlog = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const posts = yield* readDemoFile(DemoBlog, "blog.json")
  const now = Date.now()
  for (const post of posts) {
    const publishedAt = new Date(now - post.daysAgo * DAY_MS)
    const blogId = yield* insertBlogPost({ ...post, publishedAt })
    for (const comment of post.comments) {
      const checked = commentText(comment.text)
      if (checked._tag === "Refused") return yield* Effect.die(new Error(`Demo comment refused: ${checked.message}`))
      const createdAt = new Date(Math.min(now, publishedAt.getTime() + comment.hoursAfterPost * HOUR_MS))
      yield* sql`INSERT INTO blog_comments ${sql.insert({
        blog_id: blogId,
        user_id: null,
        author_name: comment.author,
        comment: checked.text,
        created_at: createdAt
      })}`
    }
  }
})

const seedFaqs = Effect.flatMap(readDemoFile(DemoFaqs, "faqs.json"), (groups) =>
  Effect.forEach(
    groups.flatMap((group) => group.faqs.map((faq) => ({ group: group.name, ...faq }))),
    (faq, sortOrder) => insertFaq({ ...faq, sortOrder }),
    { discard: true }
  )
)

const seedPages = Effect.flatMap(readDemoFile(DemoPages, "pages.json"), (pages) => Effect.forEach(pages, saveContentPage, { discard: true }))

/** Seeds the empty areas; answers the names of those it filled. */
export const seedDemoContent = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const seeded = yield* sql.withTransaction(
    Effect.gen(function* () {
      yield* sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`
      const filled: Array<string> = []
      if (yield* isEmpty("blog_posts")) {
        yield* seedBlog
        filled.push("blog")
      }
      if (yield* isEmpty("faqs")) {
        yield* seedFaqs
        filled.push("FAQs")
      }
      if (yield* isEmpty("content_pages")) {
        yield* seedPages
        filled.push("content pages")
      }
      return filled
    })
  )
  if (seeded.length > 0) yield* Effect.logInfo(`Loaded the demo ${seeded.join(", ")} into the empty tables`)
  return seeded
})
