/**
 * The blog's tables in memory, for the in-memory repositories layers
 * (repository.ts, reactions-repository.ts): both read and write the same
 * tables, so the service's rules can be tested without a database. A test
 * states the posts, the learners (the users table: id and profile name) and
 * any earlier comments; comments and reactions are then written only through
 * the repositories. What the SQL derives is derived here the same way:
 * counts from the reaction and comment rows, "published" from the clock.
 * Ids are plain strings here and take their brands on the way out, as if
 * read from a table. Instants are ISO 8601 strings.
 */
import { Clock, Effect, Layer, Option } from "effect"
import type { BlogCard, BlogComment, BlogPost, ReactionCounts, ReactionKind } from "../../../src/api/content/blog.ts"
import { BlogPostId, CommentId } from "../../../src/api/shared/ids.ts"
import { COMMENT_MAX_LENGTH } from "../../../src/domain/content/comment-rules.ts"
import { BlogRepository } from "../../../server/content/blog/repository.ts"
import { nextReaction } from "../../../src/domain/content/reaction.ts"
import { ReactionsRepository, type ReactionTarget } from "../../../server/content/blog/reactions-repository.ts"

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

/**
 * Over the tables in memory (in-memory-blog.ts, shared with
 * reactionsRepositoryInMemory), for testing rules without a database:
 * the same order (newest first, then the id), the same counts from the
 * rows, "published" by the Effect clock. A comment's text breaking the
 * table's length check is a defect, as the INSERT's would be.
 */
export const blogRepositoryInMemory = (tables: BlogTables) =>
  Layer.succeed(
    BlogRepository,
    BlogRepository.of({
      page: ({ perPage, offset }) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          const published = tables.posts
            .filter((post) => isPublishedAt(post, now))
            .toSorted((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
          return { docs: published.slice(offset, offset + perPage).map((post) => cardOfRecord(tables, post)), total: published.length }
        }),
      post: (id) =>
        Effect.map(publishedPost(tables, id), (found) =>
          Option.map(
            Option.fromNullishOr(found),
            (post): BlogPost => ({
              ...cardOfRecord(tables, post),
              bodyHtml: post.bodyHtml,
              comments: commentsOf(tables, post.id).map((comment) => commentOfRecord(tables, comment))
            })
          )
        ),
      isPublished: (id) => Effect.map(publishedPost(tables, id), (found) => found !== undefined),
      // Like the INSERT … SELECT: the post need only exist (the service checked it is published) and the learner too.
      addComment: (userId, blogId, text) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) => {
          const name = tables.learners.get(userId)
          if (name === undefined || !tables.posts.some((post) => post.id === blogId)) return Effect.succeed(Option.none())
          const length = Array.from(text).length
          if (length < 1 || length > COMMENT_MAX_LENGTH) return Effect.die(new Error(`blog_comments: a comment of ${length} characters breaks the check`))
          const comment = {
            id: tables.newCommentId(),
            blogId,
            userId,
            authorName: name,
            comment: text,
            createdAt: new Date(now).toISOString()
          }
          tables.comments.push(comment)
          return Effect.succeed(Option.some(commentOfRecord(tables, comment)))
        })
    })
  )

/**
 * Over the tables in memory (in-memory-blog.ts, shared with
 * blogRepositoryInMemory), for testing rules without a database. One
 * process runs one press at a time, so the upsert is a read and a write
 * applying the same rule (nextReaction, the rule the CASE writes); the
 * answer is the statement's: the learner's new kind, and the counts of
 * every row on the target with it. A learner who is not in the users
 * table is a defect, as the foreign key's refusal would be.
 */
export const reactionsRepositoryInMemory = (tables: BlogTables) => {
  /** The target's row and its table, when it exists and its post is published. */
  const targetOf = (target: ReactionTarget) => {
    if (target.kind === "post") {
      return Effect.map(publishedPost(tables, target.id), (post) => (post === undefined ? undefined : tables.postReactions))
    }
    const comment = tables.comments.find((candidate) => candidate.id === target.id)
    if (comment === undefined) return Effect.succeed(undefined)
    return Effect.map(publishedPost(tables, comment.blogId), (post) => (post === undefined ? undefined : tables.commentReactions))
  }
  const rowsOn = (rows: ReactionRows, targetId: string) => {
    const existing = rows.get(targetId)
    if (existing !== undefined) return existing
    const created = new Map<string, ReactionKind | null>()
    rows.set(targetId, created)
    return created
  }

  return Layer.succeed(
    ReactionsRepository,
    ReactionsRepository.of({
      press: (userId, target, pressed) =>
        Effect.flatMap(targetOf(target), (rows) => {
          if (rows === undefined) return Effect.succeed(Option.none())
          if (!tables.learners.has(userId)) return Effect.die(new Error(`reactions: no user ${userId} (foreign key)`))
          const learners = rowsOn(rows, target.id)
          const reaction = nextReaction(learners.get(userId) ?? null, pressed)
          learners.set(userId, reaction)
          return Effect.succeed(
            Option.some<ReactionCounts>({
              likes: countOf(rows, target.id, "like"),
              dislikes: countOf(rows, target.id, "dislike"),
              reaction
            })
          )
        }),
      mine: (userId, blogId) =>
        Effect.sync(() => ({
          blog: tables.postReactions.get(blogId)?.get(userId) ?? null,
          comments: commentsOf(tables, blogId).flatMap((comment) => {
            const reaction = tables.commentReactions.get(comment.id)?.get(userId) ?? null
            return reaction === null ? [] : [{ commentId: CommentId.make(comment.id), reaction }]
          })
        }))
    })
  )
}
