/**
 * /exam/{categoryName}/{category}: one category's exams, twelve a page, with
 * its sub-categories as a filter ("All" first). The chosen sub-category lives
 * in the address (?subCategory={id}), so the category list can link straight
 * to it and Back undoes a choice; so is the page (?page=N), which a new
 * choice drops (page 1). An unknown category is the not-found page;
 * a stale name with the right id moves to the right name.
 */
import { css } from "goober"
import { useLocation, useSearch } from "wouter"
import type { ExamCard as ExamSummary } from "../../api/catalog/catalog.ts"
import { categoryExamsPath, SUB_CATEGORY_PARAM, subCategoryExamsPath } from "../../domain/catalog/catalog-paths.ts"
import { CATALOG_PAGE_SIZE } from "../../domain/catalog/catalog-paging.ts"
import { hasResourceFailed, isResourceNotFound, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { Breadcrumbs } from "../../ui/catalog/breadcrumbs.tsx"
import { type ExamFilter, useCatalogMachines } from "../../ui/catalog/catalog-machines.ts"
import { cardGrid, screenIntro } from "../../ui/catalog/catalog-styles.ts"
import { ExamCard } from "../../ui/catalog/exam-card.tsx"
import { PagedCards } from "../../ui/catalog/paged-cards.tsx"
import { ALL_SUB_CATEGORIES, SubCategoryFilter } from "../../ui/catalog/sub-category-filter.tsx"
import { counted } from "../../ui/catalog/wording.ts"
import { Button } from "../../ui/shared/primitives/button.tsx"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { NoResults } from "../../ui/shared/primitives/no-results.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { space } from "../../ui/shared/tokens.ts"
import { usePagedList, useResource } from "../../ui/shared/use-resource.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"
import { useScreenHead } from "../shared/screen-head.ts"
import { CatalogNotFound, useCanonicalPath } from "./screen-chrome.tsx"

const filterRow = css`
  margin-bottom: ${space.xl};
`

export default function CategoryExamsScreen({ params }: ScreenProps) {
  const machines = useCatalogMachines()
  const [, navigate] = useLocation()
  const id = params.category ?? ""
  const subCategory = new URLSearchParams(useSearch()).get(SUB_CATEGORY_PARAM) ?? undefined

  const category = useResource(machines.category, { id })
  const filter: ExamFilter = subCategory === undefined ? { category: id } : { category: id, subCategory }
  const exams = usePagedList(machines.exams, filter, CATALOG_PAGE_SIZE, useAddressPage())

  // Only data for this id counts: while another category loads, the last one stays in context.
  const loaded = selectResourceData(category.snapshot)
  const data = loaded !== null && loaded._id === id ? loaded : null
  useCanonicalPath(data === null ? null : categoryExamsPath(data))
  useScreenHead(
    data === null
      ? null
      : {
          title: data.name,
          description: `${data.name} certification practice tests. ${data.description}`.trim(),
          canonicalPath: categoryExamsPath(data)
        }
  )

  if (isResourceNotFound(category.snapshot)) return <CatalogNotFound />
  if (hasResourceFailed(category.snapshot)) {
    return <LoadFailed what="This category" reason={selectResourceFailure(category.snapshot)} onRetry={() => category.actor.send({ type: "RETRY" })} />
  }
  if (data === null) return <Spinner label="Loading the category" />

  const choose = (key: string) => navigate(key === ALL_SUB_CATEGORIES ? categoryExamsPath(data) : subCategoryExamsPath(data, key))
  const chosen = data.subCategories.find((sub) => sub._id === subCategory)

  return (
    <>
      <Breadcrumbs crumbs={[{ label: "Home", href: "/" }, { label: "Categories", href: "/category" }, { label: data.name }]} />
      <section aria-labelledby="page-title">
        <div className={screenIntro}>
          <PageHeading>{data.name}</PageHeading>
          <p>{data.description}</p>
        </div>
        {data.subCategories.some((sub) => sub.examCount > 0) ? (
          <div className={filterRow}>
            <SubCategoryFilter
              label={`Filter ${data.name} exams`}
              subCategories={data.subCategories}
              total={data.examCount}
              selected={chosen?._id ?? ALL_SUB_CATEGORIES}
              onSelect={choose}
            />
          </div>
        ) : null}
        <PagedCards<ExamFilter, ExamSummary>
          view={exams}
          gridClass={cardGrid}
          itemKey={(exam) => exam._id}
          renderItem={(exam) => <ExamCard exam={exam} headingLevel={2} />}
          describe={({ first, last, total }) => (
            <>
              Showing{" "}
              <strong>
                {first}–{last}
              </strong>{" "}
              of {counted(total, "exam")}
              {chosen === undefined ? "" : ` in ${chosen.name}`}
            </>
          )}
          listLabel={`${data.name} exams`}
          pagerLabel="Exam pages"
          what="These exams"
          empty={
            <NoResults title="No exams here yet">
              <p>New practice exams for {chosen?.name ?? data.name} are on their way. Try another category meanwhile.</p>
            </NoResults>
          }
          notFound={
            <NoResults title="This filter is no longer available">
              <p>The speciality you picked is not part of {data.name} any more.</p>
              <Button variant="secondary" onPress={() => choose(ALL_SUB_CATEGORIES)}>
                Show all {data.name} exams
              </Button>
            </NoResults>
          }
        />
      </section>
    </>
  )
}
