/**
 * The blog's and the content pages' calls (spec §2 /blog, /blog-detail,
 * /faqs, the policy pages, /about, /contact-us; §7 likeBlog, disLikeBlog,
 * likeComment, disLikeComment), as Effects that return plain data and fail
 * only with ApiFailure — the shapes the content machines' actors expect.
 *
 * Posting a comment and sending the contact form are loaders (the page body
 * shows the loading state, spec §4). Reactions are not: the count changes at
 * once in the browser and the page must not look busy for a click.
 */
import { Effect } from "effect"
import type { AddCommentPayload, BlogCard, BlogComment, BlogPost, MyReactions, ReactionCounts, ReactionKind } from "../../api/content/blog.ts"
import type { ContactPayload, ContentPage, FaqGroup, PageSlug } from "../../api/content/pages.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"
import { withBodyLoading } from "../shared/loading-state.ts"

export interface PageOf<Item> {
  readonly docs: ReadonlyArray<Item>
  readonly total: number
  readonly page: number
  readonly perPage: number
}

/** What a reaction is pressed on: a post or a comment, by id. */
export interface ReactionPress {
  readonly target: "blog" | "comment"
  readonly id: string
  readonly kind: ReactionKind
}

/** The server's message (a success toast) and the comment as stored. */
export interface PostedComment {
  readonly message: string
  readonly comment: BlogComment
}

/** POST /blog/pagin → one page of post cards, newest first. */
export const blogPage = (page: number, perPage: number): Effect.Effect<PageOf<BlogCard>, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.blog.page({ payload: { page, perPage } })).pipe(Effect.map((answer) => answer.data)))

/** GET /blog/get/{id} → the post with its comments, oldest first. */
export const blogPost = (id: string): Effect.Effect<BlogPost, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.blog.post({ params: { id } })).pipe(Effect.map((answer) => answer.data)))

/** GET /blog/myReactions/{id} → the signed-in learner's reactions on a post and its comments. */
export const myReactions = (blogId: string): Effect.Effect<MyReactions, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.blogLearner.myReactions({ params: { id: blogId } })).pipe(Effect.map((answer) => answer.data)))

/** The four reaction calls of spec §7; each answers the counts after the press and the learner's reaction. */
export const react = ({ target, id, kind }: ReactionPress): Effect.Effect<ReactionCounts, ApiFailure, ApiClient> =>
  callApi(
    ApiClient.use((client) => {
      const api = client.blogLearner
      if (target === "blog") return kind === "like" ? api.likeBlog({ params: { id } }) : api.dislikeBlog({ params: { id } })
      const query = { commentId: id }
      return kind === "like" ? api.likeComment({ query }) : api.dislikeComment({ query })
    }).pipe(Effect.map((answer) => answer.data))
  )

/** POST /comment/add; resolves with the message and the comment as stored (tags stripped). */
export const addComment = (comment: AddCommentPayload): Effect.Effect<PostedComment, ApiFailure, ApiClient> =>
  withBodyLoading(
    callApi(
      ApiClient.use((client) => client.blogLearner.addComment({ payload: comment })).pipe(
        Effect.map((answer) => ({ message: answer.message, comment: answer.data }))
      )
    )
  )

/** GET /pages/faqs → the FAQ groups, in reading order. */
export const faqs: Effect.Effect<ReadonlyArray<FaqGroup>, ApiFailure, ApiClient> = callApi(
  ApiClient.use((client) => client.pages.faqs()).pipe(Effect.map((answer) => answer.data))
)

/** GET /pages/get/{slug} → a policy page or About us. */
export const contentPage = (slug: PageSlug): Effect.Effect<ContentPage, ApiFailure, ApiClient> =>
  callApi(ApiClient.use((client) => client.pages.page({ params: { slug } })).pipe(Effect.map((answer) => answer.data)))

/** POST /public/contactUs; resolves with the message to show. */
export const sendContactMessage = (message: ContactPayload): Effect.Effect<string, ApiFailure, ApiClient> =>
  withBodyLoading(callApi(ApiClient.use((client) => client.pages.contact({ payload: message })).pipe(Effect.map((answer) => answer.message))))
