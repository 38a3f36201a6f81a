/**
 * /admin/catalogue/packages…: the packages a page at a time with
 * their exams, price and state (Publish / Unpublish), and the package form
 * (name, price and sale price, validity, descriptions, its exams chosen from
 * a search of every exam, in order).
 */
import { useState } from "react"
import { useLocation } from "wouter"
import type { AdminPackage, AdminPackageExam } from "../../../api/admin/admin-catalogue.ts"
import {
  amountLabel,
  availabilityLabel,
  cataloguePaths,
  type PackageForm,
  packageFormOf,
  publicPackagePath,
  publishedLabel
} from "../../../domain/admin/catalogue-views.ts"
import { selectListItems } from "../../../machines/shared/paged-list.machine.ts"
import { PagedLinkList } from "../../shared/paged-link-list.tsx"
import { Button } from "../../shared/primitives/button.tsx"
import { Link } from "../../shared/primitives/link.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { NoResults } from "../../shared/primitives/no-results.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { SearchField } from "../../shared/primitives/search-field.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { pill, pillAttention, pillGood, pillNeutral } from "../../shared/primitives/status-pill-styles.ts"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextAreaField } from "../../shared/primitives/text-area-field.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { type PageControl, usePagedList, useResource } from "../../shared/use-resource.ts"
import { AdminCheckbox } from "../admin-checkbox.tsx"
import { useCatalogueMachines } from "./catalogue-machines.ts"
import {
  backLink,
  buttonRow,
  checkListClass,
  failureClass,
  fullWidth,
  gridForm,
  headRow,
  metaClass,
  rowClass,
  rowsClass,
  sectionStack
} from "./catalogue-styles.ts"
import { RICH_TEXT_HELP } from "./exam-editor.tsx"
import { useAdminChange } from "../use-admin-change.ts"

export const PACKAGES_PER_PAGE = 20
const CHOICES = 50

const priceLine = (pkg: AdminPackage) => (pkg.salePrice === null ? amountLabel(pkg.price) : `${amountLabel(pkg.salePrice)} (was ${amountLabel(pkg.price)})`)

function PackagePublish({ pkg, onChanged, named }: { readonly pkg: AdminPackage; readonly onChanged: () => void; readonly named: boolean }) {
  const publish = useAdminChange(useCatalogueMachines().publishPackage, onChanged)
  return (
    <>
      <Button
        variant={pkg.published ? "secondary" : "primary"}
        isDisabled={publish.saving}
        aria-label={named ? `${pkg.published ? "Unpublish" : "Publish"} package ${pkg.name}` : undefined}
        onPress={() => publish.submit({ id: pkg._id, published: !pkg.published })}
      >
        {pkg.published ? "Unpublish" : "Publish"}
      </Button>
      {publish.failure !== null ? (
        <p className={failureClass} role="alert">
          {publish.failure}
        </p>
      ) : null}
    </>
  )
}

export function PackagesList({ paging }: { readonly paging: PageControl }) {
  const list = usePagedList(useCatalogueMachines().packages, "", PACKAGES_PER_PAGE, paging)
  const refresh = () => list.actor.send({ type: "SET_FILTER", filter: "", page: paging.page })
  return (
    <>
      <div className={headRow}>
        <p className={mutedText}>A package sells several exams at one price; learners see published packages only.</p>
        <Link variant="button" href={cataloguePaths.newPackage()}>
          New package
        </Link>
      </div>
      <PagedLinkList
        view={list}
        what="The packages"
        loadingLabel="Loading the packages"
        pastEnd={({ page, pages }) => (
          <p>
            There is no page {page}; the list has {pages} {pages === 1 ? "page" : "pages"}.
          </p>
        )}
        empty={
          <NoResults title="No packages yet">
            <p>Create one with New package.</p>
          </NoResults>
        }
        listClassName={rowsClass}
        listLabel="Packages"
        keyOf={(pkg) => pkg._id}
        renderItem={(pkg) => (
          <article className={`${rowClass} ${headRow}`} aria-label={pkg.name}>
            <div>
              <p>
                <strong>{pkg.name}</strong> <span className={`${pill} ${pkg.published ? pillGood : pillNeutral}`}>{publishedLabel(pkg.published)}</span>{" "}
                <span className={`${pill} ${pkg.availability === "onSale" ? pillGood : pillAttention}`}>{availabilityLabel(pkg.availability)}</span>
              </p>
              <p className={metaClass}>
                {priceLine(pkg)} · {pkg.validityDays} days · {pkg.exams.map((exam) => exam.code).join(", ")}
              </p>
            </div>
            <div className={buttonRow}>
              <Link variant="outline" href={cataloguePaths.package(pkg._id)} aria-label={`Edit package ${pkg.name}`}>
                Edit
              </Link>
              <PackagePublish pkg={pkg} onChanged={refresh} named />
            </div>
          </article>
        )}
        pagesLabel="Package pages"
        hrefOf={cataloguePaths.packages}
      />
    </>
  )
}

/** The package's exams: those chosen, and a search of every exam to add more. */
function ExamChooser({
  chosen,
  onChange,
  error
}: {
  readonly chosen: ReadonlyArray<AdminPackageExam>
  readonly onChange: (exams: ReadonlyArray<AdminPackageExam>) => void
  readonly error: string | null
}) {
  const [search, setSearch] = useState("")
  const list = usePagedList(useCatalogueMachines().exams, search.trim(), CHOICES)
  const found = selectListItems(list.snapshot)
  const isChosen = (id: string) => chosen.some((exam) => exam._id === id)
  const toggle = (exam: AdminPackageExam, on: boolean) => onChange(on ? [...chosen, exam] : chosen.filter((each) => each._id !== exam._id))
  return (
    <fieldset className={`${sectionStack} ${fullWidth}`}>
      <legend>Exams in the package</legend>
      {chosen.length === 0 ? (
        <p className={mutedText}>No exams chosen yet.</p>
      ) : (
        <ul aria-label="Chosen exams">
          {chosen.map((exam) => (
            <li key={exam._id}>
              {exam.code} {exam.name}{" "}
              <Button variant="quiet" aria-label={`Take ${exam.code} out of the package`} onPress={() => toggle(exam, false)}>
                Take out
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error !== null ? (
        <p className={failureClass} role="alert">
          {error}
        </p>
      ) : null}
      <SearchField label="Find exams to add" value={search} onChange={setSearch} error={null} />
      <div className={checkListClass} role="group" aria-label="Exams found">
        {found.length === 0 ? <p className={mutedText}>No exam matches.</p> : null}
        {found.map((exam) => (
          <AdminCheckbox key={exam._id} isSelected={isChosen(exam._id)} onChange={(on) => toggle({ _id: exam._id, name: exam.name, code: exam.code }, on)}>
            {`${exam.code} ${exam.name}`}
          </AdminCheckbox>
        ))}
      </div>
    </fieldset>
  )
}

function PackageFormView({ pkg, onSaved }: { readonly pkg: AdminPackage | null; readonly onSaved: (saved: AdminPackage) => void }) {
  const [fields, setFields] = useState<PackageForm>(packageFormOf(pkg))
  const [exams, setExams] = useState<ReadonlyArray<AdminPackageExam>>(pkg?.exams ?? [])
  const [published, setPublished] = useState(false)
  const save = useAdminChange(useCatalogueMachines().savePackage, (answer) => onSaved(answer.data))
  const set = (field: keyof PackageForm) => (value: string) => setFields((current) => ({ ...current, [field]: value }))
  return (
    <form
      className={gridForm}
      aria-label={pkg === null ? "New package" : `Edit package ${pkg.name}`}
      onSubmit={(event) => {
        event.preventDefault()
        save.submit({ id: pkg?._id ?? null, draft: { ...fields, examIds: exams.map((exam) => exam._id), ...(pkg === null ? { published } : {}) } })
      }}
    >
      <TextField className={fullWidth} label="Name" value={fields.name} onChange={set("name")} error={save.issue("name")} isRequired />
      <TextField label="Price" description="In dollars, e.g. 99." value={fields.price} onChange={set("price")} error={save.issue("price")} isRequired />
      <TextField
        label="Sale price"
        description="Below the price, or empty for no sale."
        value={fields.salePrice}
        onChange={set("salePrice")}
        error={save.issue("salePrice")}
      />
      <TextField label="Validity (days)" value={fields.validityDays} onChange={set("validityDays")} error={save.issue("validityDays")} isRequired />
      <TextField label="Short description" value={fields.shortDescription} onChange={set("shortDescription")} error={save.issue("shortDescription")} />
      <TextAreaField
        className={fullWidth}
        label="Description (HTML)"
        description={RICH_TEXT_HELP}
        value={fields.descriptionHtml}
        onChange={set("descriptionHtml")}
        error={save.issue("descriptionHtml")}
        rows={6}
      />
      <ExamChooser chosen={exams} onChange={setExams} error={save.issue("examIds")} />
      {pkg === null ? (
        <div className={fullWidth}>
          <AdminCheckbox isSelected={published} onChange={setPublished}>
            Publish (show it to learners)
          </AdminCheckbox>
        </div>
      ) : null}
      {save.failure !== null ? (
        <p className={`${failureClass} ${fullWidth}`} role="alert">
          {save.failure}
        </p>
      ) : null}
      <div className={`${buttonRow} ${fullWidth}`}>
        <SubmitButton isDisabled={save.saving}>{save.saving ? "Saving…" : pkg === null ? "Create package" : "Save package"}</SubmitButton>
      </div>
    </form>
  )
}

function StoredPackage({ id, title }: { readonly id: string; readonly title: string }) {
  const { actor, snapshot } = useResource(useCatalogueMachines().package, id)
  const pkg = snapshot.context.data
  if (snapshot.matches("loading") && pkg === null) return <Spinner label="Loading the package" />
  if (snapshot.matches("notFound")) return <p role="alert">No package has this address.</p>
  if (pkg === null) return <LoadFailed what="This package" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
  const reload = () => actor.send({ type: "LOAD", request: id })
  return (
    <>
      <PageHeading>
        {title}: {pkg.name}
      </PageHeading>
      <section className={sectionStack} aria-labelledby="package-status">
        <h2 id="package-status">{publishedLabel(pkg.published)}</h2>
        <p>
          {pkg.published ? "Learners see it on the packages page." : "Hidden from learners."} {priceLine(pkg)}.
        </p>
        <p>
          <span className={`${pill} ${pkg.availability === "onSale" ? pillGood : pillAttention}`}>{availabilityLabel(pkg.availability)}</span>{" "}
          {pkg.availability === "onSale"
            ? "Learners can buy it."
            : "Learners cannot buy it yet: a package is on sale when it is published, has a price and every exam in it is on sale."}
        </p>
        <div className={buttonRow}>
          <PackagePublish pkg={pkg} onChanged={reload} named={false} />
          {pkg.published ? <Link href={publicPackagePath(pkg)}>View the learner's page</Link> : null}
        </div>
      </section>
      <section className={sectionStack} aria-labelledby="package-details">
        <h2 id="package-details">Details</h2>
        <PackageFormView key={JSON.stringify([packageFormOf(pkg), pkg.exams])} pkg={pkg} onSaved={reload} />
      </section>
    </>
  )
}

export function PackageEditor({ id, title }: { readonly id: string | null; readonly title: string }) {
  const [, navigate] = useLocation()
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <Link className={backLink} href={cataloguePaths.packages()}>
        ← All packages
      </Link>
      {id === null ? (
        <>
          <PageHeading>{title}: a new package</PageHeading>
          <PackageFormView pkg={null} onSaved={(saved) => navigate(cataloguePaths.package(saved._id), { replace: true })} />
        </>
      ) : (
        <StoredPackage id={id} title={title} />
      )}
    </section>
  )
}
