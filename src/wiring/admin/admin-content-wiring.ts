/**
 * The admin content screens' half of the admin wiring: the generic
 * list, record and change machines given the adminContent calls.
 */
import { provideAdminChange } from "../../machines/admin/admin-change.machine.ts"
import { type PageRequest, providePagedList } from "../../machines/shared/paged-list.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import * as calls from "../../services/admin/content-calls.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import type { AdminContentMachines, CommentFilter } from "../../ui/admin/content/content-machines.ts"
import type { Notifiers } from "../shared/notifiers.ts"

export const makeAdminContentMachines = (runtime: AppRuntime, notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">): AdminContentMachines => {
  const toast = (answer: { readonly message: string }) => notifiers.toastSuccess(answer.message)
  return {
    posts: providePagedList(
      fromEffect(runtime, ({ page, perPage }: PageRequest<null>) => calls.posts({ page, perPage })),
      notifiers.reportFailure
    ),
    post: provideResource(fromEffect(runtime, calls.post), notifiers.reportFailure),
    savePost: provideAdminChange(fromEffect(runtime, calls.savePost), toast),
    postAction: provideAdminChange(fromEffect(runtime, calls.postAction), toast),

    faqs: provideResource(
      fromEffect(runtime, (_: null) => calls.faqs()),
      notifiers.reportFailure
    ),
    saveFaq: provideAdminChange(fromEffect(runtime, calls.saveFaq), toast),
    faqAction: provideAdminChange(fromEffect(runtime, calls.faqAction), toast),

    pages: provideResource(
      fromEffect(runtime, (_: null) => calls.pages()),
      notifiers.reportFailure
    ),
    page: provideResource(fromEffect(runtime, calls.page), notifiers.reportFailure),
    savePage: provideAdminChange(fromEffect(runtime, calls.savePage), toast),

    footer: provideResource(
      fromEffect(runtime, (_: null) => calls.footer()),
      notifiers.reportFailure
    ),
    saveFooter: provideAdminChange(fromEffect(runtime, calls.saveFooter), toast),

    comments: providePagedList(
      fromEffect(runtime, ({ filter, page, perPage }: PageRequest<CommentFilter>) =>
        calls.comments({
          page,
          perPage,
          visibility: filter.visibility,
          ...(filter.blogId === null ? {} : { blogId: filter.blogId as never })
        })
      ),
      notifiers.reportFailure
    ),
    commentAction: provideAdminChange(fromEffect(runtime, calls.commentAction), toast)
  }
}
