/**
 * /exam and /exam?searchString=…: every exam, or the exams matching a name
 * or code (the server forgives case, partial words and small typos), twelve
 * a page. The address is the search: the header's search and this page's
 * box both change it, and the results follow; a new search drops the page
 * (?page=N) and starts at page 1. Nothing found shows the no-results
 * placeholder (spec §2 Other).
 */
import { useEffect } from "react"
import { useSearch } from "wouter"
import type { ExamCard as ExamSummary } from "../../api/catalog/catalog.ts"
import { ALL_CATEGORIES_PATH, SEARCH_PARAM } from "../../domain/catalog/catalog-paths.ts"
import { searchTerms } from "../../domain/catalog/exam-search.ts"
import { CATALOG_PAGE_SIZE } from "../../domain/catalog/catalog-paging.ts"
import { Breadcrumbs } from "../../ui/catalog/breadcrumbs.tsx"
import { type ExamFilter, useCatalogMachines } from "../../ui/catalog/catalog-machines.ts"
import { cardGrid, screenIntro } from "../../ui/catalog/catalog-styles.ts"
import { ExamCard } from "../../ui/catalog/exam-card.tsx"
import { ExamSearchBox } from "../../ui/catalog/exam-search-box.tsx"
import { PagedCards } from "../../ui/catalog/paged-cards.tsx"
import { counted } from "../../ui/catalog/wording.ts"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { NoResults } from "../../ui/shared/primitives/no-results.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { usePagedList } from "../../ui/shared/use-resource.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"
import { useScreenTitle } from "../shared/screen-head.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

export default function ExamsScreen({ title }: ScreenProps) {
  const machines = useCatalogMachines()
  const raw = new URLSearchParams(useSearch()).get(SEARCH_PARAM) ?? ""
  const terms = searchTerms(raw)

  const filter: ExamFilter = terms === "" ? {} : { searchString: terms }
  const exams = usePagedList(machines.exams, filter, CATALOG_PAGE_SIZE, useAddressPage())

  const searchBox = useFlowActor(machines.examSearch, { input: { searchString: raw } })
  // The header's search changes the address under this screen: the box follows.
  useEffect(() => {
    searchBox.send({ type: "SYNC", searchString: raw })
  }, [searchBox, raw])

  // Once results are on view (the route's own title is set after this screen mounts).
  const hasResults = exams.snapshot.context.result !== null
  useScreenTitle(!hasResults ? null : terms === "" ? title : `Results for “${terms}”`)

  return (
    <>
      <Breadcrumbs crumbs={[{ label: "Home", href: "/" }, { label: terms === "" ? "All exams" : "Search results" }]} />
      <section aria-labelledby="page-title">
        <div className={screenIntro}>
          <PageHeading>{terms === "" ? "All exams" : "Search results"}</PageHeading>
          <p>Find practice tests by exam name or exam code.</p>
        </div>
        <ExamSearchBox actor={searchBox} />
        <PagedCards<ExamFilter, ExamSummary>
          view={exams}
          gridClass={cardGrid}
          itemKey={(exam) => exam._id}
          renderItem={(exam) => <ExamCard exam={exam} headingLevel={2} />}
          describe={({ first, last, total }) =>
            terms === "" ? (
              <>
                Showing{" "}
                <strong>
                  {first}–{last}
                </strong>{" "}
                of {counted(total, "exam")}
              </>
            ) : (
              <>
                <strong>{counted(total, "result")}</strong> for “{terms}”{total > last - first + 1 ? ` · showing ${first}–${last}` : ""}
              </>
            )
          }
          listLabel={terms === "" ? "All exams" : "Matching exams"}
          pagerLabel="Exam pages"
          what="The exams"
          empty={
            <NoResults title={terms === "" ? "No exams yet" : `No exams match “${terms}”`}>
              <p>
                Check the spelling, try fewer words or an exam code, or <Link href={ALL_CATEGORIES_PATH}>browse the categories</Link>.
              </p>
            </NoResults>
          }
        />
      </section>
    </>
  )
}
