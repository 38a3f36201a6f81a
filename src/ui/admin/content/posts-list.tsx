/** /admin/content/posts: every post, drafts too, newest edit first, a page at a time. */
import type { AdminPostCard } from "../../../api/admin/admin-content.ts"
import { POST_STATUS_LABELS } from "../../../domain/admin/content-rules.ts"
import { contentPaths, postStatusLine } from "../../../domain/admin/content-views.ts"
import { PagedLinkList } from "../../shared/paged-link-list.tsx"
import { Link } from "../../shared/primitives/link.tsx"
import { NoResults } from "../../shared/primitives/no-results.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { pill, pillGood, pillNeutral, pillAttention } from "../../shared/primitives/status-pill-styles.ts"
import { mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { type PageControl, usePagedList } from "../../shared/use-resource.ts"
import { headRow, metaClass, rowClass, rowsClass } from "./content-styles.ts"
import { useContentMachines } from "./use-content-machines.ts"
import { UserText } from "../../shared/primitives/user-text.tsx"

export const POSTS_PER_PAGE = 20

const TONE = { draft: pillNeutral, scheduled: pillAttention, published: pillGood } as const

function PostRow({ post }: { readonly post: AdminPostCard }) {
  return (
    <article className={rowClass} aria-label={post.title}>
      <div className={headRow}>
        <Link href={contentPaths.post(post._id)}>{post.title}</Link>
        <span className={`${pill} ${TONE[post.status]}`}>{POST_STATUS_LABELS[post.status]}</span>
      </div>
      <p>{post.excerpt}</p>
      <p className={metaClass}>
        {postStatusLine(post)} · <UserText>{post.authorName}</UserText> · {post.commentCount} {post.commentCount === 1 ? "comment" : "comments"}
        {post.hiddenCommentCount > 0 ? ` (${post.hiddenCommentCount} hidden)` : ""}
      </p>
    </article>
  )
}

export function PostsList({ title, paging }: { readonly title: string; readonly paging: PageControl }) {
  const list = usePagedList(useContentMachines().posts, null, POSTS_PER_PAGE, paging)
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <div className={headRow}>
        <PageHeading>{title}</PageHeading>
        <Link variant="button" href={contentPaths.newPost}>
          Write a post
        </Link>
      </div>
      <PagedLinkList
        view={list}
        what="The blog posts"
        loadingLabel="Loading the blog posts"
        pastEnd={({ page, pages }) => (
          <p>
            There is no page {page}; the posts fill {pages} {pages === 1 ? "page" : "pages"}.
          </p>
        )}
        empty={
          <NoResults title="No posts yet">
            <p>Write the first one.</p>
          </NoResults>
        }
        summary={({ page, pages, total }) => (
          <p className={mutedText} role="status">
            {total} {total === 1 ? "post" : "posts"}
            {pages > 1 ? `, page ${page} of ${pages}` : ""}
          </p>
        )}
        listClassName={rowsClass}
        listLabel="Blog posts"
        keyOf={(post) => post._id}
        renderItem={(post) => <PostRow post={post} />}
        pagesLabel="Blog post pages"
        hrefOf={(page) => contentPaths.posts(page)}
      />
    </section>
  )
}
