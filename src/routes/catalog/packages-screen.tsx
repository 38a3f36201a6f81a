/**
 * /package: every package, twelve a page, each with what it saves against
 * buying its exams one by one. The page is in the address (?page=N).
 */
import type { PackageCard as PackageSummary } from "../../api/catalog/catalog.ts"
import { CATALOG_PAGE_SIZE } from "../../domain/catalog/catalog-paging.ts"
import { Breadcrumbs } from "../../ui/catalog/breadcrumbs.tsx"
import { useCatalogMachines } from "../../ui/catalog/catalog-machines.ts"
import { screenIntro, wideCardGrid } from "../../ui/catalog/catalog-styles.ts"
import { PackageCard } from "../../ui/catalog/package-card.tsx"
import { PagedCards } from "../../ui/catalog/paged-cards.tsx"
import { counted } from "../../ui/catalog/wording.ts"
import { NoResults } from "../../ui/shared/primitives/no-results.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { usePagedList } from "../../ui/shared/use-resource.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"

export default function PackagesScreen({ title }: ScreenProps) {
  const packages = usePagedList(useCatalogMachines().packages, null, CATALOG_PAGE_SIZE, useAddressPage())
  return (
    <>
      <Breadcrumbs crumbs={[{ label: "Home", href: "/" }, { label: title }]} />
      <section aria-labelledby="page-title">
        <div className={screenIntro}>
          <PageHeading>{title}</PageHeading>
          <p>Related exams bundled together with one access period, for less than buying them one by one.</p>
        </div>
        <PagedCards<null, PackageSummary>
          view={packages}
          gridClass={wideCardGrid}
          itemKey={(pkg) => pkg._id}
          renderItem={(pkg) => <PackageCard pkg={pkg} headingLevel={2} />}
          describe={({ first, last, total }) => (
            <>
              Showing{" "}
              <strong>
                {first}–{last}
              </strong>{" "}
              of {counted(total, "package")}
            </>
          )}
          listLabel="Packages"
          pagerLabel="Package pages"
          what="The packages"
          empty={
            <NoResults title="No packages yet">
              <p>Bundles are on their way. Meanwhile every exam can be bought on its own.</p>
            </NoResults>
          }
        />
      </section>
    </>
  )
}
