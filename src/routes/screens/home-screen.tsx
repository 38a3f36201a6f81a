/**
 * Home (/): a welcome and the catalogue at a glance, built only from the
 * menu data the site-content machine already holds (no invented content).
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { hasMenuFailed, isMenuLoading, selectMenu } from "../../machines/site-content.machine.ts"
import { isSignedIn } from "../../machines/session.machine.ts"
import { useSessionActor, useSiteContent } from "../../ui/app-actors.tsx"
import { ChevronRightIcon } from "../../ui/icons.tsx"
import { PracticeSheetIllustration } from "../../ui/illustrations.tsx"
import { categoryExamsPath, examCount, totalExamCount } from "../../domain/menu.ts"
import { Button } from "../../ui/primitives/button.tsx"
import { Link } from "../../ui/primitives/link.tsx"
import { PageHeading } from "../../ui/primitives/page-heading.tsx"
import { Spinner } from "../../ui/primitives/spinner.tsx"
import { color, font, media, radius, shadow, space } from "../../ui/tokens.ts"

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

const section = css`
  margin-top: ${space.xxxl};
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`

const sectionHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.sm};
  & h2 { font-size: ${font.size.xl}; }
  & p { color: ${color.textMuted}; }
`

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  grid-template-columns: 1fr;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
`

const card = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  height: 100%;
  padding: ${space.lg} ${space.xl};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  color: ${color.text};
  text-decoration: none;
  transition: border-color 120ms ease, box-shadow 120ms ease;
  & strong { display: block; font-size: ${font.size.md}; }
  & span { color: ${color.textMuted}; font-size: ${font.size.sm}; }
  & svg { color: ${color.brand}; flex: none; }
  &[data-hovered] { border-color: ${color.brand}; box-shadow: ${shadow.popover}; }
`

const failedBox = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.md};
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.surface};
  border: 1px solid ${color.border};
`

const examsLabel = (count: number) => (count === 0 ? "No exams yet" : count === 1 ? "1 exam" : `${count} exams`)

function Catalogue() {
  const siteContent = useSiteContent()
  const loading = useSelector(siteContent, isMenuLoading)
  const failed = useSelector(siteContent, hasMenuFailed)
  const categories = useSelector(siteContent, selectMenu)

  if (loading) return <Spinner label="Loading categories" />
  if (failed) {
    return (
      <div className={failedBox}>
        <p>The categories could not be loaded.</p>
        <Button variant="secondary" onPress={() => siteContent.send({ type: "RETRY_MENU" })}>Try again</Button>
      </div>
    )
  }
  const total = totalExamCount(categories)
  return (
    <>
      <div className={sectionHead}>
        <h2 id="home-categories">Browse by category</h2>
        <p>{total} exams in {categories.length} categories · <Link href="/category">All Categories</Link></p>
      </div>
      <ul className={grid} aria-labelledby="home-categories">
        {categories.map((category) => (
          <li key={category._id}>
            <Link variant="plain" className={card} href={categoryExamsPath(category)}>
              <div>
                <strong>{category.name}</strong>
                <span>{examsLabel(examCount(category))}</span>
              </div>
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

export default function HomeScreen() {
  const signedIn = useSelector(useSessionActor(), isSignedIn)
  return (
    <>
      <section className={hero} aria-labelledby="page-title">
        <div className={heroText}>
          <PageHeading>Practice tests for your next certification exam</PageHeading>
          <p>
            ExamReady is a certification testing platform. Pick your exam, take timed practice tests that mirror the
            real thing, and see where you stand before test day.
          </p>
          <div className={heroActions}>
            <Link variant="button" href="/category">Browse categories</Link>
            {signedIn
              ? <Link variant="button" href="/profile/exam/active">My Exams</Link>
              : <Link variant="button" href="/sign-up">Sign up</Link>}
          </div>
        </div>
        <div className={heroArt}>
          <PracticeSheetIllustration />
        </div>
      </section>
      <section className={section} aria-label="Categories">
        <Catalogue />
      </section>
    </>
  )
}
