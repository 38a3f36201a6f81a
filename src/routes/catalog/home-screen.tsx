/**
 * Home (/): a welcome, then the catalog at a glance — featured categories,
 * popular exams, packages — and the newest blog posts, all from one home
 * resource (GET /public/home and the blog's first page, side by side).
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import type { ReactNode } from "react"
import { ALL_CATEGORIES_PATH, ALL_EXAMS_PATH, ALL_PACKAGES_PATH, SEARCH_PARAM } from "../../domain/catalog/catalog-paths.ts"
import { siteStructuredData } from "../../domain/catalog/structured-data.ts"
import { SITE_TITLE } from "../shared/document-title.ts"
import { type ScreenHead, useScreenHead } from "../shared/screen-head.ts"
import { hasResourceFailed, isResourceLoading, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { isSignedIn } from "../../machines/account/session.machine.ts"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { useCatalogMachines } from "../../ui/catalog/catalog-machines.ts"
import { cardGrid, sectionBlock, sectionHead, wideCardGrid } from "../../ui/catalog/catalog-styles.ts"
import { CategoryCard } from "../../ui/catalog/category-card.tsx"
import { ExamCard } from "../../ui/catalog/exam-card.tsx"
import { PackageCard } from "../../ui/catalog/package-card.tsx"
import { PostTeaser } from "../../ui/catalog/post-teaser.tsx"
import { PracticeSheetIllustration } from "../../ui/shared/illustrations.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { color, font, media, radius, space } from "../../ui/shared/tokens.ts"
import { useResource } from "../../ui/shared/use-resource.ts"

const hero = css`
  padding: ${space.xxl} ${space.xl};
  border-radius: ${radius.lg};
  background: linear-gradient(135deg, ${color.brand} 0%, #0d3f6e 100%);
  color: #fff;
  display: grid;
  grid-template-columns: 1fr;
  align-items: center;
  gap: ${space.xxl};
  ${media.md} { padding: ${space.xxxl} ${space.xxxl}; }
  ${media.lg} { grid-template-columns: 1fr auto; }
`

const heroText = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  & h1 { font-size: 1.75rem; max-width: 22ch; }
  ${media.md} { & h1 { font-size: 2.5rem; } }
  & p { max-width: 56ch; color: #dbe7f3; font-size: ${font.size.lg}; }
`

const heroArt = css`
  display: none;
  ${media.lg} { display: block; }
`

const heroActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  & a:first-child { background: #fff; color: ${color.brand}; }
  & a:first-child[data-hovered] { background: ${color.brandTint}; }
  & a:last-child { background: transparent; color: #fff; border: 1px solid rgba(255, 255, 255, 0.7); }
  & a:last-child[data-hovered] { background: rgba(255, 255, 255, 0.12); }
  & :focus-visible, & [data-focus-visible] { outline-color: #fff; }
`

const viewAll = css`
  font-weight: ${font.weight.semibold};
  white-space: nowrap;
`

function Section({
  id,
  title,
  lead,
  link,
  children
}: {
  readonly id: string
  readonly title: string
  readonly lead: string
  readonly link: { readonly href: string; readonly label: string }
  readonly children: ReactNode
}) {
  return (
    <section className={sectionBlock} aria-labelledby={id}>
      <div className={sectionHead}>
        <div>
          <h2 id={id}>{title}</h2>
          <p>{lead}</p>
        </div>
        <Link className={viewAll} href={link.href}>
          {link.label}
        </Link>
      </div>
      {children}
    </section>
  )
}

function Catalog() {
  const { home } = useCatalogMachines()
  const { actor, snapshot } = useResource(home, null)
  const content = selectResourceData(snapshot)

  if (content === null && isResourceLoading(snapshot)) return <Spinner label="Loading the catalog" />
  if (content === null || hasResourceFailed(snapshot)) {
    return (
      <div className={sectionBlock}>
        <LoadFailed what="The catalog" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
      </div>
    )
  }
  const { catalog, latestPosts } = content
  return (
    <>
      <Section
        id="home-categories"
        title="Browse by category"
        lead="Start from your field and find the exam that fits your next step."
        link={{ href: ALL_CATEGORIES_PATH, label: "All Categories" }}
      >
        <ul className={wideCardGrid} aria-labelledby="home-categories">
          {catalog.featuredCategories.map((category) => (
            <li key={category._id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="home-exams"
        title="Popular exams"
        lead="The practice tests learners are taking most right now."
        link={{ href: ALL_EXAMS_PATH, label: "All exams" }}
      >
        <ul className={cardGrid} aria-labelledby="home-exams">
          {catalog.popularExams.map((exam) => (
            <li key={exam._id}>
              <ExamCard exam={exam} />
            </li>
          ))}
        </ul>
      </Section>
      {catalog.packages.length > 0 ? (
        <Section
          id="home-packages"
          title="Save with a package"
          lead="Related exams bundled together, for less than buying them one by one."
          link={{ href: ALL_PACKAGES_PATH, label: "All packages" }}
        >
          <ul className={wideCardGrid} aria-labelledby="home-packages">
            {catalog.packages.map((pkg) => (
              <li key={pkg._id}>
                <PackageCard pkg={pkg} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {latestPosts.length > 0 ? (
        <Section
          id="home-blog"
          title="From the blog"
          lead="Study plans, exam-day advice and news from the certification world."
          link={{ href: "/blog", label: "All posts" }}
        >
          <ul className={wideCardGrid} aria-labelledby="home-blog">
            {latestPosts.map((post) => (
              <li key={post._id}>
                <PostTeaser post={post} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  )
}

const HOME_HEAD: ScreenHead = {
  title: "Home",
  structuredData: (url) => siteStructuredData(SITE_TITLE, url, `${ALL_EXAMS_PATH}?${SEARCH_PARAM}=`)
}

export default function HomeScreen() {
  const signedIn = useSelector(useSessionActor(), isSignedIn)
  useScreenHead(HOME_HEAD)
  return (
    <>
      <section className={hero} aria-labelledby="page-title">
        <div className={heroText}>
          <PageHeading>Practice tests for your next certification exam</PageHeading>
          <p>
            ExamReady is a certification testing platform. Pick your exam, take timed practice tests that mirror the real thing, and see where you stand before
            test day.
          </p>
          <div className={heroActions}>
            <Link variant="button" href={ALL_CATEGORIES_PATH}>
              Browse categories
            </Link>
            {signedIn ? (
              <Link variant="button" href="/profile/exam/active">
                My Exams
              </Link>
            ) : (
              <Link variant="button" href="/sign-up">
                Sign up
              </Link>
            )}
          </div>
        </div>
        <div className={heroArt}>
          <PracticeSheetIllustration />
        </div>
      </section>
      <Catalog />
    </>
  )
}
