/**
 * /admin/content/comments: readers' comments, newest first, a page at a
 * time; `?show=visible|hidden` and `?post=<id>` narrow the list (both in the
 * address, so a filtered page can be linked). Each comment can be hidden
 * from readers, shown again, or removed.
 */
import { useMemo, useState } from "react"
import type { AdminComment, CommentVisibility } from "../../../api/admin/admin-content.ts"
import { contentDate, contentPaths, publicPostPath } from "../../../domain/admin/content-views.ts"
import { PagedLinkList } from "../../shared/paged-link-list.tsx"
import { Button } from "../../shared/primitives/button.tsx"
import { Link } from "../../shared/primitives/link.tsx"
import { NoResults } from "../../shared/primitives/no-results.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { pill, pillAttention } from "../../shared/primitives/status-pill-styles.ts"
import { StatusTabs } from "../../shared/primitives/status-tabs.tsx"
import { actionsRow, mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { type PageControl, usePagedList } from "../../shared/use-resource.ts"
import { ConfirmRemove } from "../confirm-remove.tsx"
import type { CommentAction } from "./content-machines.ts"
import { useContentMachines } from "./use-content-machines.ts"
import { failureClass, headRow, metaClass, rowClass, rowsClass } from "./content-styles.ts"
import { useAdminChange } from "../use-admin-change.ts"
import { UserText } from "../../shared/primitives/user-text.tsx"

export const COMMENTS_PER_PAGE = 20

const TABS: ReadonlyArray<{ readonly status: CommentVisibility; readonly label: string }> = [
  { status: "all", label: "All" },
  { status: "visible", label: "Shown" },
  { status: "hidden", label: "Hidden" }
]

function CommentRow({
  comment,
  busy,
  onAct,
  onRemove,
  filteredByPost
}: {
  readonly comment: AdminComment
  readonly busy: boolean
  readonly onAct: (action: CommentAction) => void
  readonly onRemove: () => void
  readonly filteredByPost: boolean
}) {
  return (
    <article className={rowClass} aria-label={`Comment by ${comment.authorName}`}>
      <div className={headRow}>
        <strong>
          <UserText>{comment.authorName}</UserText>
        </strong>
        {comment.hidden ? <span className={`${pill} ${pillAttention}`}>Hidden</span> : null}
      </div>
      <p>{comment.comment}</p>
      <p className={metaClass}>
        {contentDate(comment.createdAt)} on <Link href={publicPostPath(comment.blogId)}>{comment.postTitle}</Link>
        {filteredByPost ? null : (
          <>
            {" "}
            · <Link href={contentPaths.comments({ visibility: "all", post: comment.blogId })}>this post's comments</Link>
          </>
        )}
      </p>
      <div className={actionsRow}>
        {comment.hidden ? (
          <Button variant="secondary" isDisabled={busy} onPress={() => onAct("show")}>
            Show again
          </Button>
        ) : (
          <Button variant="secondary" isDisabled={busy} onPress={() => onAct("hide")}>
            Hide from readers
          </Button>
        )}
        <Button variant="quiet" isDisabled={busy} onPress={onRemove}>
          Remove…
        </Button>
      </div>
    </article>
  )
}

export function CommentsModeration({
  title,
  visibility,
  post,
  paging
}: {
  readonly title: string
  readonly visibility: CommentVisibility
  readonly post: string | null
  readonly paging: PageControl
}) {
  const machines = useContentMachines()
  const filter = useMemo(() => ({ visibility, blogId: post }), [visibility, post])
  const list = usePagedList(machines.comments, filter, COMMENTS_PER_PAGE, paging)
  const [removing, setRemoving] = useState<AdminComment | null>(null)
  const action = useAdminChange(machines.commentAction, () => {
    setRemoving(null)
    list.actor.send({ type: "SET_FILTER", filter, page: paging.page })
  })
  const postTitle = list.snapshot.context.result?.docs[0]?.postTitle
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <StatusTabs
        label="Which comments"
        current={visibility}
        tabs={TABS.map((tab) => ({ ...tab, href: contentPaths.comments({ visibility: tab.status, post }) }))}
      />
      {post === null ? null : (
        <p className={mutedText}>
          Only the comments on {postTitle === undefined ? "one post" : `"${postTitle}"`}.{" "}
          <Link href={contentPaths.comments({ visibility, post: null })}>Every post's comments</Link>
        </p>
      )}
      {action.failure !== null ? (
        <p className={failureClass} role="alert">
          {action.failure}
        </p>
      ) : null}
      <PagedLinkList
        view={list}
        what="The comments"
        loadingLabel="Loading the comments"
        pastEnd={({ page, pages }) => (
          <p>
            There is no page {page}; the comments fill {pages} {pages === 1 ? "page" : "pages"}.
          </p>
        )}
        empty={
          <NoResults title="No comments here">
            <p>Readers' comments on the blog are listed here, newest first.</p>
          </NoResults>
        }
        summary={({ page, pages, total }) => (
          <p className={mutedText} role="status">
            {total} {total === 1 ? "comment" : "comments"}
            {pages > 1 ? `, page ${page} of ${pages}` : ""}
          </p>
        )}
        listClassName={rowsClass}
        listLabel="Comments"
        keyOf={(comment) => comment._id}
        renderItem={(comment) => (
          <CommentRow
            comment={comment}
            busy={action.saving}
            filteredByPost={post !== null}
            onAct={(kind) => action.submit({ id: comment._id, action: kind })}
            onRemove={() => setRemoving(comment)}
          />
        )}
        pagesLabel="Comment pages"
        hrefOf={(page) => contentPaths.comments({ visibility, post }, page)}
      />
      <ConfirmRemove
        isOpen={removing !== null}
        title="Remove this comment?"
        busy={action.saving}
        onConfirm={() => removing !== null && action.submit({ id: removing._id, action: "remove" })}
        onClose={() => setRemoving(null)}
      >
        {`The comment by ${removing?.authorName ?? ""} will be removed for good. To keep it but take it off the post, hide it instead.`}
      </ConfirmRemove>
    </section>
  )
}
