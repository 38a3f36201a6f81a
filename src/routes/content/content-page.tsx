/**
 * A stored page (the policy pages and About us): its title, when it was last
 * updated, and its body as sanitised rich text at a readable measure. Each
 * route has its own small screen module that names its page.
 */
import { css } from "goober"
import type { ContentPage, PageSlug } from "../../api/content/pages.ts"
import { hasResourceFailed, isResourceNotFound, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { useContentMachines } from "../../ui/content/content-machines.ts"
import { metaLine, readingColumn, sheet } from "../../ui/content/content-styles.ts"
import { longDate } from "../../ui/content/dates.ts"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { RichText } from "../../ui/shared/primitives/rich-text.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { color, font, media, space } from "../../ui/shared/tokens.ts"
import { useResource } from "../../ui/shared/use-resource.ts"
import { NOT_FOUND_TITLE } from "../shared/screen-props.ts"
import NotFoundScreen from "../shared/not-found-screen.tsx"
import { useScreenHead } from "../shared/screen-head.ts"

const page = css`
  max-width: 900px;
  margin: 0 auto;
`

const header = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-bottom: ${space.xl};
  padding-bottom: ${space.xl};
  border-bottom: 1px solid ${color.border};
  & h1 { font-size: 1.75rem; letter-spacing: -0.01em; }
  ${media.md} { & h1 { font-size: 2.25rem; } }
`

const body = css`
  font-size: 1.0625rem;
  line-height: 1.75;
  & h2 { font-size: ${font.size.xl}; }
`

export function ContentPageView({ slug }: { readonly slug: PageSlug }) {
  const { snapshot, actor } = useResource<PageSlug, ContentPage>(useContentMachines().contentPage, slug)
  const content = selectResourceData(snapshot)
  const notFound = isResourceNotFound(snapshot)
  useScreenHead(notFound ? { title: NOT_FOUND_TITLE, notFound: true } : content === null ? null : { title: content.title })

  if (notFound) return <NotFoundScreen title={NOT_FOUND_TITLE} params={{}} />
  if (hasResourceFailed(snapshot)) {
    return <LoadFailed what="This page" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (content === null) return <Spinner label="Loading the page" />
  return (
    <article className={`${sheet} ${page}`} aria-labelledby="page-title">
      <header className={header}>
        <PageHeading>{content.title}</PageHeading>
        <p className={metaLine}>
          Last updated <time dateTime={content.updatedAt}>{longDate(content.updatedAt)}</time>
        </p>
      </header>
      <div className={readingColumn}>
        <RichText html={content.bodyHtml} className={body} />
      </div>
    </article>
  )
}
