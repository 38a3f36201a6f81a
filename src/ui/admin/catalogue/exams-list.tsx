/**
 * /admin/catalogue/exams: every exam, published or not, by name a
 * page at a time (the page in the address), searched by name or code; each
 * with its price, whether it is published and on sale (in words), an Edit
 * link and the Publish / Unpublish switch.
 */
import { useState } from "react"
import type { AdminExam } from "../../../api/admin/admin-catalogue.ts"
import { amountLabel, availabilityLabel, cataloguePaths, publishedLabel } from "../../../domain/admin/catalogue-views.ts"
import { PagedLinkList } from "../../shared/paged-link-list.tsx"
import { Button } from "../../shared/primitives/button.tsx"
import { Link } from "../../shared/primitives/link.tsx"
import { NoResults } from "../../shared/primitives/no-results.tsx"
import { SearchField } from "../../shared/primitives/search-field.tsx"
import { pill, pillAttention, pillGood, pillNeutral } from "../../shared/primitives/status-pill-styles.ts"
import { mutedText } from "../../shared/signed-in/panel-styles.ts"
import { type PageControl, usePagedList } from "../../shared/use-resource.ts"
import { useCatalogueMachines } from "./catalogue-machines.ts"
import { buttonRow, failureClass, headRow, metaClass, rowClass, rowsClass } from "./catalogue-styles.ts"
import { useAdminChange } from "../use-admin-change.ts"

export const EXAMS_PER_PAGE = 20

function ExamRow({ exam, onChanged }: { readonly exam: AdminExam; readonly onChanged: () => void }) {
  const publish = useAdminChange(useCatalogueMachines().publishExam, onChanged)
  const price = exam.salePrice === null ? amountLabel(exam.price) : `${amountLabel(exam.salePrice)} (was ${amountLabel(exam.price)})`
  return (
    <article className={headRow} aria-label={`${exam.code} ${exam.name}`}>
      <div>
        <p>
          <strong>{exam.name}</strong> <span className={`${pill} ${exam.published ? pillGood : pillNeutral}`}>{publishedLabel(exam.published)}</span>{" "}
          <span className={`${pill} ${exam.availability === "onSale" ? pillGood : pillAttention}`}>{availabilityLabel(exam.availability)}</span>
        </p>
        <p className={metaClass}>
          {exam.code} · {exam.vendor} · {exam.level} · {exam.categoryName}
          {exam.subCategoryName === null ? "" : ` › ${exam.subCategoryName}`} · {price}
        </p>
        {publish.failure !== null ? (
          <p className={failureClass} role="alert">
            {publish.failure}
          </p>
        ) : null}
      </div>
      <div className={buttonRow}>
        <Link variant="outline" href={cataloguePaths.exam(exam._id)} aria-label={`Edit exam ${exam.code}`}>
          Edit
        </Link>
        <Button
          variant="secondary"
          isDisabled={publish.saving}
          aria-label={`${exam.published ? "Unpublish" : "Publish"} exam ${exam.code}`}
          onPress={() => publish.submit({ id: exam._id, published: !exam.published })}
        >
          {exam.published ? "Unpublish" : "Publish"}
        </Button>
      </div>
    </article>
  )
}

export function ExamsList({ paging }: { readonly paging: PageControl }) {
  const [typed, setTyped] = useState("")
  const [search, setSearch] = useState("")
  const list = usePagedList(useCatalogueMachines().exams, search, EXAMS_PER_PAGE, paging)
  const refresh = () => list.actor.send({ type: "SET_FILTER", filter: search, page: paging.page })
  return (
    <>
      <div className={headRow}>
        <form
          role="search"
          aria-label="Exams"
          onSubmit={(event) => {
            event.preventDefault()
            setSearch(typed.trim())
            if (paging.page !== 1) paging.goTo(1)
          }}
        >
          <div className={buttonRow}>
            <SearchField label="Find an exam by name or code" value={typed} onChange={setTyped} error={null} />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
        </form>
        <Link variant="button" href={cataloguePaths.newExam()}>
          New exam
        </Link>
      </div>
      <PagedLinkList
        view={list}
        what="The exams"
        loadingLabel="Loading the exams"
        pastEnd={({ page, pages }) => (
          <p>
            There is no page {page}; the list has {pages} {pages === 1 ? "page" : "pages"}.
          </p>
        )}
        empty={
          <NoResults title={search === "" ? "No exams yet" : `No exam matches “${search}”`}>
            <p>Create one with New exam.</p>
          </NoResults>
        }
        summary={({ page, pages, total }) => (
          <p className={mutedText} role="status">
            {total} {total === 1 ? "exam" : "exams"}
            {pages > 1 ? `, page ${page} of ${pages}` : ""}
          </p>
        )}
        listClassName={rowsClass}
        listLabel="Exams"
        keyOf={(exam) => exam._id}
        renderItem={(exam) => (
          <div className={rowClass}>
            <ExamRow exam={exam} onChanged={refresh} />
          </div>
        )}
        pagesLabel="Exam pages"
        hrefOf={cataloguePaths.exams}
      />
    </>
  )
}
