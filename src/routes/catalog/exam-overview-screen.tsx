/**
 * /exam-overview/{examName}/{examId}: everything a learner weighs before
 * buying an exam — what it is (vendor, code, level, category), what they get
 * (the practice tests with questions and minutes), for how long, for how
 * much, the full description, and the packages that include it for less.
 * An unknown id is the not-found page; a stale name moves to the right one.
 *
 * A coming-soon exam (src/domain/catalog/availability.ts) is shown, not
 * sold: "Coming soon" in words under its name, its planned price, Notify me
 * (and Add to wishlist) in place of Add to cart, and its tests listed as
 * planned, without question counts its bank does not hold yet.
 */
import type { ExamDetail } from "../../api/catalog/catalog.ts"
import { categoryExamsPath, examOverviewPath, subCategoryExamsPath } from "../../domain/catalog/catalog-paths.ts"
import { hasResourceFailed, isResourceNotFound, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { Breadcrumbs, type Crumb } from "../../ui/catalog/breadcrumbs.tsx"
import { CheckList } from "../../ui/catalog/check-list.tsx"
import { CartControls } from "../../ui/catalog/cart-controls.tsx"
import { useCatalogMachines } from "../../ui/catalog/catalog-machines.ts"
import { eyebrow, factList, mutedText, panel, sectionBlock, sectionHead, wideCardGrid } from "../../ui/catalog/catalog-styles.ts"
import { ComingSoonTag } from "../../ui/catalog/coming-soon-tag.tsx"
import { NotifyMe } from "../../ui/catalog/notify-me.tsx"
import { PackageCard } from "../../ui/catalog/package-card.tsx"
import { ItemPrice } from "../../ui/catalog/price-tag.tsx"
import { ExamVisual } from "../../ui/catalog/vendor-badge.tsx"
import { accessPeriod, counted } from "../../ui/catalog/wording.ts"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { RichText } from "../../ui/shared/primitives/rich-text.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { useResource } from "../../ui/shared/use-resource.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { detailLayout, plannedList, purchaseBox, statusLine, summaryHead, testTable } from "./detail-styles.ts"
import { useScreenHead } from "../shared/screen-head.ts"
import { CatalogNotFound, useCanonicalPath } from "./screen-chrome.tsx"
import { examStructuredData } from "../../domain/catalog/structured-data.ts"
import { isBuyable } from "../../domain/catalog/availability.ts"

const crumbsOf = (exam: ExamDetail): ReadonlyArray<Crumb> => [
  { label: "Home", href: "/" },
  { label: "Categories", href: "/category" },
  { label: exam.category.name, href: categoryExamsPath(exam.category) },
  ...(exam.subCategory === null ? [] : [{ label: exam.subCategory.name, href: subCategoryExamsPath(exam.category, exam.subCategory._id) }]),
  { label: exam.name }
]

function PracticeTests({ exam }: { readonly exam: ExamDetail }) {
  if (exam.tests.length === 0) return <p>The practice tests for this exam are being written.</p>
  return (
    <table className={testTable}>
      <caption>
        {counted(exam.tests.length, "practice test")} · {counted(exam.questionCount, "question")} in all
      </caption>
      <thead>
        <tr>
          <th scope="col">Practice test</th>
          <th scope="col">Questions</th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {exam.tests.map((test) => (
          <tr key={test._id}>
            <th scope="row">{test.name}</th>
            <td>{test.questionCount}</td>
            <td>{test.durationMinutes} min</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A coming-soon exam's tests: what is planned, each said to be so, without the questions the bank does not hold yet. */
function PlannedTests({ exam }: { readonly exam: ExamDetail }) {
  if (exam.tests.length === 0) return <p>The practice tests for this exam are being written.</p>
  return (
    <>
      <p className={mutedText}>The tests this exam will have when it goes on sale. They are being written; timings may still change.</p>
      <ul className={plannedList} aria-labelledby="exam-tests">
        {exam.tests.map((test) => (
          <li key={test._id}>
            <strong>{test.name}</strong>
            <span>planned · {test.durationMinutes} min timed</span>
          </li>
        ))}
      </ul>
    </>
  )
}

function BuyBox({ exam }: { readonly exam: ExamDetail }) {
  return (
    <aside className={purchaseBox} aria-labelledby="exam-buy">
      <h2 id="exam-buy">Buy this exam</h2>
      <ItemPrice item={exam} size="lg" />
      <CheckList
        label="Included"
        items={[accessPeriod(exam.validityDays), `${counted(exam.testCount, "timed practice test")} · ${counted(exam.questionCount, "question")}`]}
      />
      <CartControls item={{ kind: "exam", _id: exam._id, name: exam.name, availability: exam.availability }} />
    </aside>
  )
}

/** A coming-soon exam's box: its planned price, why it is not sold, Notify me, and the wishlist. */
function ComingSoonBox({ exam }: { readonly exam: ExamDetail }) {
  return (
    <aside className={purchaseBox} aria-labelledby="exam-buy">
      <h2 id="exam-buy">Coming soon</h2>
      <ItemPrice item={exam} size="lg" />
      <p>Not on sale yet: we sell an exam only once every practice test it lists is written.</p>
      <NotifyMe examId={exam._id} />
      <CartControls item={{ kind: "exam", _id: exam._id, name: exam.name, availability: exam.availability }} />
    </aside>
  )
}

function ExamOverview({ exam }: { readonly exam: ExamDetail }) {
  const onSale = exam.availability === "onSale"
  return (
    <>
      <Breadcrumbs crumbs={crumbsOf(exam)} />
      <div className={detailLayout}>
        <section className={summaryHead} aria-labelledby="page-title">
          <ExamVisual exam={exam} size="lg" />
          <div>
            <p className={eyebrow}>{exam.vendor}</p>
            <PageHeading>{exam.name}</PageHeading>
            {onSale ? null : (
              <p className={statusLine}>
                <ComingSoonTag /> <span>Its practice tests are being written.</span>
              </p>
            )}
            <ul className={factList} aria-label="Exam facts">
              <li>
                Exam code <strong>{exam.code}</strong>
              </li>
              <li>
                Level <strong>{exam.level}</strong>
              </li>
              <li>{exam.category.name}</li>
            </ul>
            <p>{exam.shortDescription}</p>
          </div>
        </section>

        {onSale ? <BuyBox exam={exam} /> : <ComingSoonBox exam={exam} />}

        <section className={panel} aria-labelledby="exam-tests">
          <h2 id="exam-tests">{onSale ? "What you get" : "Planned practice tests"}</h2>
          {onSale ? <PracticeTests exam={exam} /> : <PlannedTests exam={exam} />}
        </section>

        <section className={panel} aria-labelledby="exam-about">
          <h2 id="exam-about">About this exam</h2>
          <RichText html={exam.descriptionHtml} />
        </section>
      </div>

      {exam.packages.length > 0 ? (
        <section className={sectionBlock} aria-labelledby="exam-packages">
          <div className={sectionHead}>
            <div>
              <h2 id="exam-packages">Included in these packages</h2>
              <p>
                {exam.packages.some(isBuyable)
                  ? "Get this exam with related ones, for less than buying each on its own."
                  : "Packages that bundle this exam with related ones, on sale once every exam in them is."}
              </p>
            </div>
          </div>
          <ul className={wideCardGrid} aria-labelledby="exam-packages">
            {exam.packages.map((pkg) => (
              <li key={pkg._id}>
                <PackageCard pkg={pkg} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

export default function ExamOverviewScreen({ params }: ScreenProps) {
  const id = params.examId ?? ""
  const { actor, snapshot } = useResource(useCatalogMachines().exam, { id })
  const loaded = selectResourceData(snapshot)
  // While another exam loads, the last one stays in context: only this id's data counts.
  const exam = loaded !== null && loaded._id === id ? loaded : null
  useCanonicalPath(exam === null ? null : examOverviewPath(exam))
  useScreenHead(
    exam === null
      ? null
      : {
          title: exam.name,
          description: exam.shortDescription,
          canonicalPath: examOverviewPath(exam),
          kind: "product",
          ...(exam.image === null ? {} : { image: exam.image }),
          structuredData: (url) => examStructuredData(exam, url)
        }
  )

  if (isResourceNotFound(snapshot)) return <CatalogNotFound />
  if (hasResourceFailed(snapshot)) {
    return <LoadFailed what="This exam" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (exam === null) return <Spinner label="Loading the exam" />
  return <ExamOverview exam={exam} />
}
