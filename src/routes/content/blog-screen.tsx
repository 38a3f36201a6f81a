/**
 * The blog (/blog): posts newest first, nine to a page, as cards with their
 * author, date, reading time, tags and counts. The list's actor loads and
 * pages; while a page loads the last one stays on view, dimmed. The page is
 * in the address (/blog?page=2), so Back from a post returns to it.
 */
import { css } from "goober"
import type { BlogCard as BlogCardData } from "../../api/content/blog.ts"
import {
  hasListFailed,
  isListEmpty,
  isListLoading,
  isListPastEnd,
  selectListFailure,
  selectListItems,
  selectListPaging
} from "../../machines/shared/paged-list.machine.ts"
import { BlogCard } from "../../ui/content/blog-card.tsx"
import { type NoFilter, useContentMachines } from "../../ui/content/content-machines.ts"
import { pageIntro } from "../../ui/content/content-styles.ts"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { NoResults } from "../../ui/shared/primitives/no-results.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Pager } from "../../ui/shared/primitives/pager.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { media, space } from "../../ui/shared/tokens.ts"
import { usePagedList } from "../../ui/shared/use-resource.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"

export const BLOG_PER_PAGE = 9

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.xl};
  grid-template-columns: 1fr;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
  transition: opacity 120ms ease;
  &[aria-busy="true"] { opacity: 0.55; }
`

const NO_FILTER: NoFilter = null

export default function BlogScreen({ title }: ScreenProps) {
  const { blogList } = useContentMachines()
  const list = usePagedList<NoFilter, BlogCardData>(blogList, NO_FILTER, BLOG_PER_PAGE, useAddressPage())
  const { actor, snapshot } = list
  const posts = selectListItems(snapshot)
  const loading = isListLoading(snapshot)
  const paging = selectListPaging(snapshot)

  const goToPage = (page: number) => {
    list.goToPage(page)
    document.getElementById("page-title")?.scrollIntoView({ block: "start" })
  }

  return (
    <section aria-labelledby="page-title">
      <header className={pageIntro}>
        <PageHeading>{title}</PageHeading>
        <p>Study advice, exam news and lessons learned from learners and instructors.</p>
      </header>
      {hasListFailed(snapshot) ? (
        <LoadFailed what="The blog posts" reason={selectListFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
      ) : // Past the end the address is about to move to the last page: no placeholder.
      isListEmpty(snapshot) && !isListPastEnd(snapshot) ? (
        <NoResults title="No posts yet">
          <p>New articles appear here as soon as they are published.</p>
        </NoResults>
      ) : posts.length === 0 ? (
        <Spinner label="Loading blog posts" />
      ) : (
        <>
          <ul className={grid} aria-busy={loading} aria-label={`Blog posts, page ${paging.page} of ${paging.pages}`}>
            {posts.map((post) => (
              <li key={post._id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
          <Pager page={paging.page} pages={paging.pages} label="Blog pages" onPage={goToPage} />
        </>
      )}
    </section>
  )
}
