/**
 * The admin area's content calls (AdminContentGroup in
 * src/api/admin/admin-content.ts, admins only): blog posts, FAQs, the policy
 * pages and About us, the footer, and comment moderation. Each is an Effect
 * that answers plain data and fails only with ApiFailure (a refused form's
 * field issues included).
 */
import { Effect } from "effect"
import type {
  AdminComment,
  AdminCommentsPage,
  AdminCommentsPayload,
  AdminFaq,
  AdminFaqChangeAnswer,
  AdminFooterChangeAnswer,
  AdminPageChangeAnswer,
  AdminPost,
  AdminPostChangeAnswer,
  AdminPostsPage,
  FaqDraft,
  FooterDraft,
  PageDraft,
  PostDraft
} from "../../api/admin/admin-content.ts"
import type { FooterSection } from "../../api/shell/footer.ts"
import type { FaqId } from "../../api/shared/ids.ts"
import type { ContentPage } from "../../api/content/pages.ts"
import type { PageRequest } from "../../api/shared/paging.ts"
import { ApiClient } from "../shared/api-client.ts"
import { type ApiFailure, callApi } from "../shared/api-failure.ts"

type Call<A> = Effect.Effect<A, ApiFailure, ApiClient>

export interface Message {
  readonly message: string
}

// ── Blog posts ───────────────────────────────────────────────────────────

export const posts = (payload: PageRequest): Call<AdminPostsPage> =>
  callApi(ApiClient.use((client) => client.adminContent.posts({ payload })).pipe(Effect.map((answer) => answer.data)))

export const post = (id: string): Call<AdminPost> =>
  callApi(ApiClient.use((client) => client.adminContent.post({ params: { id } })).pipe(Effect.map((answer) => answer.data)))

/** A new post (id null) or an edit. */
export const savePost = ({ id, draft }: { readonly id: string | null; readonly draft: PostDraft }): Call<AdminPostChangeAnswer> =>
  callApi(
    ApiClient.use((client) =>
      id === null ? client.adminContent.createPost({ payload: draft }) : client.adminContent.updatePost({ params: { id }, payload: draft })
    )
  )

export type PostAction = "publish" | "unpublish" | "remove"

export const postAction = ({ id, action }: { readonly id: string; readonly action: PostAction }): Call<Message> =>
  callApi(
    ApiClient.use((client) => {
      switch (action) {
        case "publish":
          return client.adminContent.publishPost({ params: { id } })
        case "unpublish":
          return client.adminContent.unpublishPost({ params: { id } })
        case "remove":
          return client.adminContent.removePost({ params: { id } })
      }
    })
  )

// ── FAQs ─────────────────────────────────────────────────────────────────

export const faqs = (): Call<ReadonlyArray<AdminFaq>> =>
  callApi(ApiClient.use((client) => client.adminContent.faqs()).pipe(Effect.map((answer) => answer.data)))

export const saveFaq = ({ id, draft }: { readonly id: string | null; readonly draft: FaqDraft }): Call<AdminFaqChangeAnswer> =>
  callApi(
    ApiClient.use((client) =>
      id === null ? client.adminContent.createFaq({ payload: draft }) : client.adminContent.updateFaq({ params: { id }, payload: draft })
    )
  )

export type FaqAction = { readonly kind: "reorder"; readonly ids: ReadonlyArray<FaqId> } | { readonly kind: "remove"; readonly id: string }

export const faqAction = (action: FaqAction): Call<Message> =>
  action.kind === "reorder"
    ? callApi(ApiClient.use((client) => client.adminContent.reorderFaqs({ payload: { ids: action.ids } })))
    : callApi(ApiClient.use((client) => client.adminContent.removeFaq({ params: { id: action.id } })))

// ── Pages and the footer ─────────────────────────────────────────────────

export const pages = (): Call<ReadonlyArray<ContentPage>> =>
  callApi(ApiClient.use((client) => client.adminContent.pages()).pipe(Effect.map((answer) => answer.data)))

export const page = (slug: string): Call<ContentPage> =>
  callApi(ApiClient.use((client) => client.adminContent.page({ params: { slug } })).pipe(Effect.map((answer) => answer.data)))

export const savePage = ({ slug, draft }: { readonly slug: string; readonly draft: PageDraft }): Call<AdminPageChangeAnswer> =>
  callApi(ApiClient.use((client) => client.adminContent.updatePage({ params: { slug }, payload: draft })))

export const footer = (): Call<FooterSection | null> =>
  callApi(ApiClient.use((client) => client.adminContent.footer()).pipe(Effect.map((answer) => answer.data)))

export const saveFooter = (draft: FooterDraft): Call<AdminFooterChangeAnswer> =>
  callApi(ApiClient.use((client) => client.adminContent.updateFooter({ payload: draft })))

// ── Comments ─────────────────────────────────────────────────────────────

export const comments = (payload: AdminCommentsPayload): Call<AdminCommentsPage> =>
  callApi(ApiClient.use((client) => client.adminContent.comments({ payload })).pipe(Effect.map((answer) => answer.data)))

export type CommentAction = "hide" | "show" | "remove"

export const commentAction = ({ id, action }: { readonly id: string; readonly action: CommentAction }): Call<Message & { readonly data?: AdminComment }> =>
  callApi(
    ApiClient.use((client) => {
      switch (action) {
        case "hide":
          return client.adminContent.hideComment({ params: { id } })
        case "show":
          return client.adminContent.showComment({ params: { id } })
        case "remove":
          return client.adminContent.removeComment({ params: { id } })
      }
    })
  )
