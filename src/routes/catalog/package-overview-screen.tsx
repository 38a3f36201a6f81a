/**
 * /package-overview/{packageName}/{id}: a package's exams, what they would
 * cost one by one against the package price, what that saves, how long
 * access lasts, and its description. An unknown id is the not-found page; a
 * stale name moves to the right one.
 *
 * A coming-soon package (one of its exams is, src/domain/catalog/availability.ts)
 * is shown, not sold: "Coming soon" in words, its planned price without
 * savings, no Add to cart (the wishlist stays), and which of its exams are
 * coming soon, each linking to its page (where Notify me is).
 */
import type { PackageDetail } from "../../api/catalog/catalog.ts"
import { comingSoonAmong } from "../../domain/catalog/availability.ts"
import { ALL_PACKAGES_PATH, examOverviewPath, packageOverviewPath } from "../../domain/catalog/catalog-paths.ts"
import { effectivePrice, formatPrice, packageSavings } from "../../domain/catalog/price.ts"
import { hasResourceFailed, isResourceNotFound, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { Breadcrumbs } from "../../ui/catalog/breadcrumbs.tsx"
import { CheckList } from "../../ui/catalog/check-list.tsx"
import { CartControls } from "../../ui/catalog/cart-controls.tsx"
import { useCatalogMachines } from "../../ui/catalog/catalog-machines.ts"
import { cardGrid, eyebrow, factList, panel, sectionBlock, sectionHead } from "../../ui/catalog/catalog-styles.ts"
import { ComingSoonTag } from "../../ui/catalog/coming-soon-tag.tsx"
import { ExamCard } from "../../ui/catalog/exam-card.tsx"
import { ItemPrice } from "../../ui/catalog/price-tag.tsx"
import { PackageVisual } from "../../ui/catalog/vendor-badge.tsx"
import { accessPeriod, counted } from "../../ui/catalog/wording.ts"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { RichText } from "../../ui/shared/primitives/rich-text.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { useResource } from "../../ui/shared/use-resource.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { compareList, detailLayout, plannedList, purchaseBox, statusLine, summaryHead } from "./detail-styles.ts"
import { useScreenHead } from "../shared/screen-head.ts"
import { CatalogNotFound, useCanonicalPath } from "./screen-chrome.tsx"
import { packageStructuredData } from "../../domain/catalog/structured-data.ts"

function BuyBox({ pkg }: { readonly pkg: PackageDetail }) {
  const savings = packageSavings(pkg)
  return (
    <aside className={purchaseBox} aria-labelledby="package-buy">
      <h2 id="package-buy">Buy this package</h2>
      <ItemPrice item={pkg} size="lg" />
      <dl className={compareList}>
        <dt>The {counted(pkg.examCount, "exam")} bought separately</dt>
        <dd>{formatPrice(pkg.separatePrice)}</dd>
        <dt>This package</dt>
        <dd>{formatPrice(effectivePrice(pkg))}</dd>
        {savings > 0 ? (
          <>
            <dt>You save</dt>
            <dd className="saves">{formatPrice(savings)}</dd>
          </>
        ) : null}
      </dl>
      <CheckList label="Included" items={[accessPeriod(pkg.validityDays), `Every practice test of the ${counted(pkg.examCount, "exam")}`]} />
      <CartControls item={{ kind: "package", _id: pkg._id, name: pkg.name, availability: pkg.availability }} />
    </aside>
  )
}

/** A coming-soon package's box: its planned price, the exams it waits for (each to its page), and the wishlist. */
function ComingSoonBox({ pkg }: { readonly pkg: PackageDetail }) {
  const waitingFor = comingSoonAmong(pkg.exams)
  return (
    <aside className={purchaseBox} aria-labelledby="package-buy">
      <h2 id="package-buy">Coming soon</h2>
      <ItemPrice item={pkg} size="lg" />
      <p>Not on sale yet: a package goes on sale once every exam in it is.</p>
      {waitingFor.length > 0 ? (
        <div>
          <h3 id="package-waiting">Exams coming soon</h3>
          <ul className={plannedList} aria-labelledby="package-waiting">
            {waitingFor.map((exam) => (
              <li key={exam._id}>
                <Link href={examOverviewPath(exam)}>{exam.name}</Link>
                <span>coming soon</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <CartControls item={{ kind: "package", _id: pkg._id, name: pkg.name, availability: pkg.availability }} />
    </aside>
  )
}

function PackageOverview({ pkg }: { readonly pkg: PackageDetail }) {
  const onSale = pkg.availability === "onSale"
  const waitingFor = comingSoonAmong(pkg.exams)
  return (
    <>
      <Breadcrumbs crumbs={[{ label: "Home", href: "/" }, { label: "Packages", href: ALL_PACKAGES_PATH }, { label: pkg.name }]} />
      <div className={detailLayout}>
        <section className={summaryHead} aria-labelledby="page-title">
          <PackageVisual pkg={pkg} size="lg" />
          <div>
            <p className={eyebrow}>Package</p>
            <PageHeading>{pkg.name}</PageHeading>
            {onSale ? null : (
              <p className={statusLine}>
                <ComingSoonTag />
                <span>
                  {waitingFor.length === 0
                    ? "Not on sale yet."
                    : `${waitingFor.length} of its ${counted(pkg.exams.length, "exam")} ${waitingFor.length === 1 ? "is" : "are"} coming soon.`}
                </span>
              </p>
            )}
            <ul className={factList} aria-label="Package facts">
              <li>{counted(pkg.examCount, "exam")}</li>
              <li>{accessPeriod(pkg.validityDays)}</li>
            </ul>
            <p>{pkg.shortDescription}</p>
          </div>
        </section>

        {onSale ? <BuyBox pkg={pkg} /> : <ComingSoonBox pkg={pkg} />}

        <section className={panel} aria-labelledby="package-about">
          <h2 id="package-about">About this package</h2>
          <RichText html={pkg.descriptionHtml} />
        </section>
      </div>

      <section className={sectionBlock} aria-labelledby="package-exams">
        <div className={sectionHead}>
          <div>
            <h2 id="package-exams">Exams in this package</h2>
            <p>
              {onSale ? "Each exam's practice tests, all unlocked together." : "Each exam's practice tests, all unlocked together once the package is on sale."}
            </p>
          </div>
        </div>
        <ul className={cardGrid} aria-labelledby="package-exams">
          {pkg.exams.map((exam) => (
            <li key={exam._id}>
              <ExamCard exam={exam} />
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

export default function PackageOverviewScreen({ params }: ScreenProps) {
  const id = params.id ?? ""
  const { actor, snapshot } = useResource(useCatalogMachines().package, { id })
  const loaded = selectResourceData(snapshot)
  const pkg = loaded !== null && loaded._id === id ? loaded : null
  useCanonicalPath(pkg === null ? null : packageOverviewPath(pkg))
  useScreenHead(
    pkg === null
      ? null
      : {
          title: pkg.name,
          description: pkg.shortDescription,
          canonicalPath: packageOverviewPath(pkg),
          kind: "product",
          ...(pkg.image === null ? {} : { image: pkg.image }),
          structuredData: (url) => packageStructuredData(pkg, url)
        }
  )

  if (isResourceNotFound(snapshot)) return <CatalogNotFound />
  if (hasResourceFailed(snapshot)) {
    return <LoadFailed what="This package" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (pkg === null) return <Spinner label="Loading the package" />
  return <PackageOverview pkg={pkg} />
}
