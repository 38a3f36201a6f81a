/**
 * The blog (spec §2 /blog, /blog-detail/{id}; §7 like and dislike calls).
 *
 * Reading is public. Reacting and commenting need a signed-in learner: those
 * endpoints sit in BlogLearnerGroup behind Authorization. A like removes the
 * learner's dislike and the other way round; repeating a reaction takes it
 * back. Every reaction answer carries the new counts and the learner's
 * reaction, so the browser never has to guess.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Invalid, NotFound, TooManyRequests } from "../shared/errors.ts"
import { pageOf, PageRequest } from "../shared/paging.ts"
import { BlogPostId, CommentId } from "../shared/ids.ts"
import { Authorization } from "../shared/security.ts"

export const ReactionKind = Schema.Literals(["like", "dislike"])
export type ReactionKind = typeof ReactionKind.Type

export const BlogCard = Schema.Struct({
  _id: BlogPostId,
  title: Schema.String,
  /** Plain text, about two sentences. */
  excerpt: Schema.String,
  authorName: Schema.String,
  /** ISO 8601 instant. */
  publishedAt: Schema.String,
  readMinutes: Schema.Number,
  tags: Schema.Array(Schema.String),
  likes: Schema.Number,
  dislikes: Schema.Number,
  commentCount: Schema.Number
})
export type BlogCard = typeof BlogCard.Type

export const BlogComment = Schema.Struct({
  _id: CommentId,
  blogId: BlogPostId,
  authorName: Schema.String,
  /** Plain text: tags stripped (spec §5 text trimming), at most 1000 characters. */
  comment: Schema.String,
  createdAt: Schema.String,
  likes: Schema.Number,
  dislikes: Schema.Number
})
export type BlogComment = typeof BlogComment.Type

export const BlogPost = Schema.Struct({
  ...BlogCard.fields,
  /** Sanitised HTML (server/content/rich-text.ts). */
  bodyHtml: Schema.String,
  /** Oldest first, so a conversation reads top to bottom. */
  comments: Schema.Array(BlogComment)
})
export type BlogPost = typeof BlogPost.Type

export const BlogPage = pageOf(BlogCard)
export type BlogPage = typeof BlogPage.Type

export const BlogPagePayload = PageRequest
export const BlogPageAnswer = Schema.Struct({ data: BlogPage })
export const BlogPostAnswer = Schema.Struct({ data: BlogPost })

/** The counts after a reaction, and what the learner's reaction now is. */
export const ReactionCounts = Schema.Struct({
  likes: Schema.Number,
  dislikes: Schema.Number,
  reaction: Schema.NullOr(ReactionKind)
})
export type ReactionCounts = typeof ReactionCounts.Type

export const ReactionAnswer = Schema.Struct({ message: Schema.String, data: ReactionCounts })

/** The signed-in learner's own reactions on one post and its comments. */
export const MyReactions = Schema.Struct({
  blog: Schema.NullOr(ReactionKind),
  comments: Schema.Array(Schema.Struct({ commentId: CommentId, reaction: ReactionKind }))
})
export type MyReactions = typeof MyReactions.Type

export const MyReactionsAnswer = Schema.Struct({ data: MyReactions })

/** An impossible blogId does not decode (400); an unknown one answers 404. */
export const AddCommentPayload = Schema.Struct({ blogId: BlogPostId, comment: Schema.String })
export type AddCommentPayload = typeof AddCommentPayload.Type
export const AddCommentAnswer = Schema.Struct({ message: Schema.String, data: BlogComment })

// Ids in the address stay plain strings: one naming no possible post or
// comment answers 404 like an unknown one (src/api/shared/ids.ts, server/shared/path-id.ts).
const IdParams = { id: Schema.String }
const CommentQuery = { commentId: Schema.String }

export class BlogGroup extends HttpApiGroup.make("blog").add(
  HttpApiEndpoint.post("page", "/blog/pagin", { payload: BlogPagePayload, success: BlogPageAnswer, error: Invalid }),
  HttpApiEndpoint.get("post", "/blog/get/:id", { params: IdParams, success: BlogPostAnswer, error: NotFound })
) {}

export class BlogLearnerGroup extends HttpApiGroup.make("blogLearner")
  .add(
    HttpApiEndpoint.get("likeBlog", "/blog/likeBlog/:id", { params: IdParams, success: ReactionAnswer, error: NotFound }),
    HttpApiEndpoint.get("dislikeBlog", "/blog/disLikeBlog/:id", { params: IdParams, success: ReactionAnswer, error: NotFound }),
    HttpApiEndpoint.get("likeComment", "/comment/likeComment", { query: CommentQuery, success: ReactionAnswer, error: NotFound }),
    HttpApiEndpoint.get("dislikeComment", "/comment/disLikeComment", { query: CommentQuery, success: ReactionAnswer, error: NotFound }),
    HttpApiEndpoint.get("myReactions", "/blog/myReactions/:id", { params: IdParams, success: MyReactionsAnswer, error: NotFound }),
    HttpApiEndpoint.post("addComment", "/comment/add", {
      payload: AddCommentPayload,
      success: AddCommentAnswer,
      error: [Invalid, NotFound, TooManyRequests]
    })
  )
  .middleware(Authorization) {}
