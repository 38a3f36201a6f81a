/**
 * The one way a blog post is written to the database (the demo seed uses it;
 * an editor screen would too): the body goes through the rich-text allowlist
 * and the excerpt through the plain-text rule before storage, so what the
 * blog serves is inert whatever the author pasted.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { stripHtml } from "../../../src/domain/shared/text.ts"
import { sanitizeRichText } from "../rich-text.ts"

export interface NewBlogPost {
  readonly title: string
  /** Plain text; any tags are stripped. */
  readonly excerpt: string
  /** Rich text; sanitised before it is stored. */
  readonly bodyHtml: string
  readonly authorName: string
  readonly tags: ReadonlyArray<string>
  readonly publishedAt: Date
}

/** A common reading pace for prose on a screen. */
export const WORDS_PER_MINUTE = 200

export const readMinutesOf = (plainText: string): number => {
  const words = plainText.split(/\s+/).filter((word) => word !== "").length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/** The stored row of a post: sanitised body, plain excerpt, reading time from the body. */
export const blogPostRow = (post: NewBlogPost) => {
  const bodyHtml = sanitizeRichText(post.bodyHtml)
  return {
    title: stripHtml(post.title),
    excerpt: stripHtml(post.excerpt),
    body_html: bodyHtml,
    author_name: stripHtml(post.authorName),
    tags: post.tags.map(stripHtml).filter((tag) => tag !== ""),
    read_minutes: readMinutesOf(stripHtml(bodyHtml)),
    published_at: post.publishedAt
  }
}

/** Stores a post; answers its id. */
export const insertBlogPost = (post: NewBlogPost) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id: string }>`INSERT INTO blog_posts ${sql.insert(blogPostRow(post))} RETURNING id`
    const row = rows[0]
    if (row === undefined) return yield* Effect.die(new Error("INSERT … RETURNING answered no row"))
    return row.id
  })
