/**
 * /admin/learners: learners, newest account first, a page at a time, found
 * by a part of their name or email (?q=), each with their active
 * subscriptions.
 */
import { useState } from "react"
import type { AdminLearnerRow } from "../../../api/admin/admin-sales.ts"
import { dayText, salesPaths } from "../../../domain/admin/sales-views.ts"
import { PagedLinkList } from "../../shared/paged-link-list.tsx"
import { Link } from "../../shared/primitives/link.tsx"
import { NoResults } from "../../shared/primitives/no-results.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { type PageControl, usePagedList } from "../../shared/use-resource.ts"
import { filterForm, headRow, metaClass, rowClass, rowsClass } from "./sales-styles.ts"
import { useSalesMachines } from "./use-sales-machines.ts"
import { UserText } from "../../shared/primitives/user-text.tsx"

export const LEARNERS_PER_PAGE = 20

function LearnerRow({ learner }: { readonly learner: AdminLearnerRow }) {
  return (
    <article className={rowClass} aria-label={learner.name}>
      <div className={headRow}>
        <Link href={salesPaths.learner(learner._id)}>
          <UserText>{learner.name}</UserText>
        </Link>
        <span className={metaClass}>
          {learner.activeSubscriptions} active {learner.activeSubscriptions === 1 ? "subscription" : "subscriptions"}
        </span>
      </div>
      <p>
        <UserText>{learner.email}</UserText>
      </p>
      <p className={metaClass}>Joined {dayText(learner.createdAt)}</p>
    </article>
  )
}

export function LearnersList({
  title,
  search,
  paging,
  onSearch
}: {
  readonly title: string
  readonly search: string
  readonly paging: PageControl
  readonly onSearch: (search: string) => void
}) {
  const list = usePagedList(useSalesMachines().learners, search, LEARNERS_PER_PAGE, paging)
  const [typed, setTyped] = useState(search)
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <form
        className={filterForm}
        role="search"
        aria-label="Find learners"
        onSubmit={(event) => {
          event.preventDefault()
          onSearch(typed)
        }}
      >
        <TextField label="Name or email" value={typed} onChange={setTyped} error={null} />
        <SubmitButton variant="secondary">Find learners</SubmitButton>
      </form>
      <PagedLinkList
        view={list}
        what="The learners"
        loadingLabel="Loading the learners"
        pastEnd={({ page, pages }) => (
          <p>
            There is no page {page}; the learners fill {pages} {pages === 1 ? "page" : "pages"}.
          </p>
        )}
        empty={
          <NoResults title="No learners found">
            <p>{search === "" ? "No learner has signed up yet." : `No learner's name or email contains "${search}".`}</p>
          </NoResults>
        }
        summary={({ page, pages, total }) => (
          <p className={mutedText} role="status">
            {total} {total === 1 ? "learner" : "learners"}
            {pages > 1 ? `, page ${page} of ${pages}` : ""}
          </p>
        )}
        listClassName={rowsClass}
        listLabel="Learners"
        keyOf={(learner) => learner._id}
        renderItem={(learner) => <LearnerRow learner={learner} />}
        pagesLabel="Learner pages"
        hrefOf={(page) => salesPaths.learners(search, page)}
      />
    </section>
  )
}
