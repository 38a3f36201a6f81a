/**
 * The blog's tables in memory, for the repositories' `layerTest` layers
 * (repository.ts, reactions-repository.ts): both read and write the same
 * tables, so the service's rules can be tested without a database. A test
 * states the posts, the learners (the users table: id and profile name) and
 * any earlier comments; comments and reactions are then written only through
 * the repositories. What the SQL derives is derived here the same way:
 * counts from the reaction and comment rows, "published" from the clock.
 * Ids are plain strings here and take their brands on the way out, as if
 * read from a table. Instants are ISO 8601 strings.
 */
import { Clock, Effect } from "effect"
import type { BlogCard, BlogComment, ReactionKind } from "../../../src/api/blog.ts"
import { BlogPostId, CommentId } from "../../../src/api/ids.ts"

export interface PostRecord {
  readonly id: string
  readonly title: string
  readonly excerpt: string
  readonly bodyHtml: string
  readonly authorName: string
  readonly tags: ReadonlyArray<string>
  readonly readMinutes: number
  /** Later than the clock: scheduled, not there yet for readers. */
  readonly publishedAt: string
}

export interface CommentRecord {
  readonly id: string
  readonly blogId: string
  /** Null for a demo reader's comment, or once the learner's account is gone. */
  readonly userId: string | null
  /** The name it was posted under. */
  readonly authorName: string
  readonly comment: string
  readonly createdAt: string
}

/** One table of reactions: target id → learner id → kind (null once taken back; the row stays). */
export type ReactionRows = Map<string, Map<string, ReactionKind | null>>

export interface BlogTables {
  readonly posts: ReadonlyArray<PostRecord>
  /** The users table as the blog reads it: id → current profile name. */
  readonly learners: Map<string, string>
  /** In insertion order; read in the SQL's order (created_at, id). */
  readonly comments: Array<CommentRecord>
  readonly postReactions: ReactionRows
  readonly commentReactions: ReactionRows
  /** A new comment's id; they sort in the order they were made, like the SQL's tie-break needs. */
  readonly newCommentId: () => string
}

export const blogTables = (rows: {
  readonly posts: ReadonlyArray<PostRecord>
  readonly learners?: Readonly<Record<string, string>>
  readonly comments?: ReadonlyArray<CommentRecord>
}): BlogTables => {
  let last = 0
  return {
    posts: rows.posts,
    learners: new Map(Object.entries(rows.learners ?? {})),
    comments: [...(rows.comments ?? [])],
    postReactions: new Map(),
    commentReactions: new Map(),
    newCommentId: () => `comment-${String(++last).padStart(9, "0")}`
  }
}

const isoOf = (value: string) => new Date(value).toISOString()

export const isPublishedAt = (post: PostRecord, now: number) => Date.parse(post.publishedAt) <= now

/** `WHERE p.id = … AND p.published_at <= now()`, now() being the Effect clock's, so a test moves it. */
export const publishedPost = (tables: BlogTables, id: string) =>
  Effect.map(Clock.currentTimeMillis, (now) => tables.posts.find((post) => post.id === id && isPublishedAt(post, now)))

/** `count(*) … WHERE kind = …` over one target's rows; a taken-back row counts for neither. */
export const countOf = (rows: ReactionRows, targetId: string, kind: ReactionKind): number =>
  [...(rows.get(targetId)?.values() ?? [])].filter((stored) => stored === kind).length

/** A post's comments ordered as `ORDER BY c.created_at, c.id`. */
export const commentsOf = (tables: BlogTables, blogId: string): ReadonlyArray<CommentRecord> =>
  tables.comments
    .filter((comment) => comment.blogId === blogId)
    .toSorted((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

export const cardOfRecord = (tables: BlogTables, post: PostRecord): BlogCard => ({
  _id: BlogPostId.make(post.id),
  title: post.title,
  excerpt: post.excerpt,
  authorName: post.authorName,
  publishedAt: isoOf(post.publishedAt),
  readMinutes: post.readMinutes,
  tags: [...post.tags],
  likes: countOf(tables.postReactions, post.id, "like"),
  dislikes: countOf(tables.postReactions, post.id, "dislike"),
  commentCount: tables.comments.filter((comment) => comment.blogId === post.id).length
})

/** The learner's current profile name while the account exists; the name it was posted under otherwise. */
export const commentOfRecord = (tables: BlogTables, comment: CommentRecord): BlogComment => ({
  _id: CommentId.make(comment.id),
  blogId: BlogPostId.make(comment.blogId),
  authorName: (comment.userId === null ? undefined : tables.learners.get(comment.userId)) ?? comment.authorName,
  comment: comment.comment,
  createdAt: isoOf(comment.createdAt),
  likes: countOf(tables.commentReactions, comment.id, "like"),
  dislikes: countOf(tables.commentReactions, comment.id, "dislike")
})
