/**
 * The blog's and the content pages' machines, already provided with their
 * real actors and actions by the composition root (src/main.tsx through
 * src/wiring/content/content-wiring.ts). A screen starts its own actor from one of
 * these (useResource, usePagedList, useFlowActor) and it stops when the screen
 * unmounts; tests can hand in machines provided with fakes.
 */
import type { BlogCard, BlogPost, MyReactions } from "../../api/content/blog.ts"
import type { ContentPage, FaqGroup, PageSlug } from "../../api/content/pages.ts"
import type { commentFormMachine } from "../../machines/content/comment-form.machine.ts"
import type { ContactPayload } from "../../api/content/pages.ts"
import type { FormLogic } from "../../machines/shared/form.machine.ts"
import type { PagedListLogic } from "../../machines/shared/paged-list.machine.ts"
import type { reactionMachine } from "../../machines/content/reaction.machine.ts"
import type { ResourceLogic } from "../../machines/shared/resource.machine.ts"
import { useArea } from "../shared/areas.tsx"

/** The blog list has nothing to filter by. */
export type NoFilter = null

export interface ContentMachines {
  /** /blog: a page of post cards. */
  readonly blogList: PagedListLogic<NoFilter, BlogCard>
  /** /blog-detail/{id}: the post with its comments, by id. */
  readonly blogPost: ResourceLogic<string, BlogPost>
  /** The signed-in learner's own reactions on a post, by the post's id. */
  readonly myReactions: ResourceLogic<string, MyReactions>
  /** Like and dislike: one actor per post and per comment. */
  readonly reaction: typeof reactionMachine
  readonly commentForm: typeof commentFormMachine
  readonly faqs: ResourceLogic<NoFilter, ReadonlyArray<FaqGroup>>
  /** The policy pages and About us, by slug. */
  readonly contentPage: ResourceLogic<PageSlug, ContentPage>
  readonly contactForm: FormLogic<ContactPayload>
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly content: ContentMachines
  }
}

export const useContentMachines = (): ContentMachines => useArea("content")
