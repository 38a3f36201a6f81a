/**
 * The admin area's content machines, provided with the
 * adminContent calls by src/wiring/admin/admin-content-wiring.ts. Each screen starts its
 * own actors from these; tests can hand in logic provided with fakes.
 *
 * Lists and records are the generic paged-list and resource machines; every
 * change is the admin change machine (one call at a time, the server's
 * sentence and field issues).
 */
import type {
  AdminComment,
  AdminCommentsPayload,
  AdminFaq,
  AdminPost,
  AdminPostCard,
  FaqDraft,
  FooterDraft,
  PageDraft,
  PostDraft
} from "../../../api/admin/admin-content.ts"
import type { FooterSection } from "../../../api/shell/footer.ts"
import type { FaqId } from "../../../api/shared/ids.ts"
import type { ContentPage } from "../../../api/content/pages.ts"
import type { AdminChangeLogic } from "../../../machines/admin/admin-change.machine.ts"
import type { PagedListLogic } from "../../../machines/shared/paged-list.machine.ts"
import type { ResourceLogic } from "../../../machines/shared/resource.machine.ts"

export interface ChangeMessage {
  readonly message: string
}

export type PostAction = "publish" | "unpublish" | "remove"
export type CommentAction = "hide" | "show" | "remove"
export type FaqAction = { readonly kind: "reorder"; readonly ids: ReadonlyArray<FaqId> } | { readonly kind: "remove"; readonly id: string }

/** The comments list's filter: one post's or every post's, visible, hidden or both. */
export type CommentFilter = Required<Pick<AdminCommentsPayload, "visibility">> & { readonly blogId: string | null }

export interface AdminContentMachines {
  readonly posts: PagedListLogic<null, AdminPostCard>
  readonly post: ResourceLogic<string, AdminPost>
  /** A new post (id null) or an edit. */
  readonly savePost: AdminChangeLogic<{ readonly id: string | null; readonly draft: PostDraft }, ChangeMessage & { readonly data: AdminPost }>
  readonly postAction: AdminChangeLogic<{ readonly id: string; readonly action: PostAction }, ChangeMessage>

  readonly faqs: ResourceLogic<null, ReadonlyArray<AdminFaq>>
  readonly saveFaq: AdminChangeLogic<{ readonly id: string | null; readonly draft: FaqDraft }, ChangeMessage & { readonly data: AdminFaq }>
  readonly faqAction: AdminChangeLogic<FaqAction, ChangeMessage>

  readonly pages: ResourceLogic<null, ReadonlyArray<ContentPage>>
  readonly page: ResourceLogic<string, ContentPage>
  readonly savePage: AdminChangeLogic<{ readonly slug: string; readonly draft: PageDraft }, ChangeMessage & { readonly data: ContentPage }>

  readonly footer: ResourceLogic<null, FooterSection | null>
  readonly saveFooter: AdminChangeLogic<FooterDraft, ChangeMessage & { readonly data: FooterSection }>

  readonly comments: PagedListLogic<CommentFilter, AdminComment>
  readonly commentAction: AdminChangeLogic<{ readonly id: string; readonly action: CommentAction }, ChangeMessage>
}
