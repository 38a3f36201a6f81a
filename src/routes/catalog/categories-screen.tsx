/** /category: every category with its sub-categories and how many exams each holds. */
import { hasResourceFailed, isResourceLoading, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { useCatalogMachines } from "../../ui/catalog/catalog-machines.ts"
import { screenIntro, wideCardGrid } from "../../ui/catalog/catalog-styles.ts"
import { CategoryCard } from "../../ui/catalog/category-card.tsx"
import { counted } from "../../ui/catalog/wording.ts"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { useResource } from "../../ui/shared/use-resource.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { Breadcrumbs } from "../../ui/catalog/breadcrumbs.tsx"

export default function CategoriesScreen({ title }: ScreenProps) {
  const { actor, snapshot } = useResource(useCatalogMachines().categories, null)
  const categories = selectResourceData(snapshot)

  if (categories === null && isResourceLoading(snapshot)) return <Spinner label="Loading categories" />
  const total = (categories ?? []).reduce((sum, category) => sum + category.examCount, 0)
  return (
    <>
      <Breadcrumbs crumbs={[{ label: "Home", href: "/" }, { label: title }]} />
      <section aria-labelledby="page-title">
        <div className={screenIntro}>
          <PageHeading>{title}</PageHeading>
          {categories === null ? null : (
            <p>
              {counted(total, "exam")} in {counted(categories.length, "category", "categories")}. Pick a field, or go straight to one of its specialities.
            </p>
          )}
        </div>
        {categories === null || hasResourceFailed(snapshot) ? (
          <LoadFailed what="The categories" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
        ) : (
          <ul className={wideCardGrid} aria-label="All categories">
            {categories.map((category) => (
              <li key={category._id}>
                <CategoryCard category={category} headingLevel={2} withSubCategories />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
