/**
 * /admin/catalogue/exams/new and /admin/catalogue/exams/<id>: the
 * exam form (name, code, vendor, level, price and sale price, validity,
 * category and sub-category, short description, description as rich text
 * with its preview, image address) and, for a stored exam, its state with
 * the Publish / Unpublish switch and a link to the learner's page, and
 * whether it is on sale: why not (the server's words) and the Put on sale /
 * Withdraw from sale switch, whose refusal names what to fix. The server
 * reads every field (its issues show beside them) and sanitises the
 * description.
 */
import { useState } from "react"
import { useLocation } from "wouter"
import type { AdminCategory, AdminExam } from "../../../api/admin/admin-catalogue.ts"
import { LEVELS } from "../../../domain/admin/catalogue-rules.ts"
import {
  amountLabel,
  availabilityLabel,
  cataloguePaths,
  type ExamForm,
  examFormOf,
  publicExamPath,
  publishedLabel
} from "../../../domain/admin/catalogue-views.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { Link } from "../../shared/primitives/link.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { RichText } from "../../shared/primitives/rich-text.tsx"
import { SelectField } from "../../shared/primitives/select-field.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextAreaField } from "../../shared/primitives/text-area-field.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { AdminCheckbox } from "../admin-checkbox.tsx"
import { useCatalogueMachines } from "./catalogue-machines.ts"
import { backLink, buttonRow, failureClass, fullWidth, gridForm, inlineForm, sectionStack } from "./catalogue-styles.ts"
import { useAdminChange } from "../use-admin-change.ts"

const NO_SUB = "none"
const LEVEL_OPTIONS = LEVELS.map((level) => ({ id: level, label: level }))
export const RICH_TEXT_HELP =
  "HTML: headings (<h2> to <h4>), paragraphs, lists, bold and italic, quotes, code, tables and links. Anything else (scripts, images, styles) is removed when saved."

function ExamFormView({
  exam,
  categories,
  onSaved
}: {
  readonly exam: AdminExam | null
  readonly categories: ReadonlyArray<AdminCategory>
  readonly onSaved: (saved: AdminExam) => void
}) {
  const [fields, setFields] = useState<ExamForm>(examFormOf(exam))
  const [published, setPublished] = useState(exam?.published ?? false)
  const save = useAdminChange(useCatalogueMachines().saveExam, (answer) => onSaved(answer.data))
  const set = (field: keyof ExamForm) => (value: string) => setFields((current) => ({ ...current, [field]: value }))
  const category = categories.find((each) => each._id === fields.categoryId)
  const categoryOptions = categories.map((each) => ({ id: each._id, label: each.published ? each.name : `${each.name} (unpublished)` }))
  const subOptions = [
    { id: NO_SUB, label: "None: directly under the category" },
    ...(category?.subCategories ?? []).map((sub) => ({ id: sub._id, label: sub.published ? sub.name : `${sub.name} (unpublished)` }))
  ]
  return (
    <form
      className={gridForm}
      aria-label={exam === null ? "New exam" : `Edit exam ${exam.code}`}
      onSubmit={(event) => {
        event.preventDefault()
        save.submit({ id: exam?._id ?? null, draft: { ...fields, ...(exam === null ? { published } : {}) } })
      }}
    >
      <TextField label="Name" value={fields.name} onChange={set("name")} error={save.issue("name")} isRequired />
      <TextField
        label="Code"
        description="Letters, digits, dots and dashes, e.g. AZ-900."
        value={fields.code}
        onChange={set("code")}
        error={save.issue("code")}
        isRequired
      />
      <TextField label="Vendor" description="e.g. Microsoft" value={fields.vendor} onChange={set("vendor")} error={save.issue("vendor")} isRequired />
      <SelectField label="Level" options={LEVEL_OPTIONS} value={fields.level} onChange={set("level")} error={save.issue("level")} isRequired />
      <TextField label="Price" description="In dollars, e.g. 49.99." value={fields.price} onChange={set("price")} error={save.issue("price")} isRequired />
      <TextField
        label="Sale price"
        description="Below the price, or empty for no sale."
        value={fields.salePrice}
        onChange={set("salePrice")}
        error={save.issue("salePrice")}
      />
      <TextField
        label="Validity (days)"
        description="How long a learner keeps access after buying."
        value={fields.validityDays}
        onChange={set("validityDays")}
        error={save.issue("validityDays")}
        isRequired
      />
      <TextField
        label="Image address"
        description="https://… or /…; empty to show the vendor's badge."
        value={fields.image}
        onChange={set("image")}
        error={save.issue("image")}
      />
      <SelectField
        label="Category"
        options={categoryOptions}
        value={fields.categoryId === "" ? null : fields.categoryId}
        onChange={(id) => setFields((current) => ({ ...current, categoryId: id, subCategoryId: "" }))}
        error={save.issue("categoryId")}
        placeholder="Choose a category"
        isRequired
      />
      <SelectField
        label="Sub-category"
        options={subOptions}
        value={fields.subCategoryId === "" ? NO_SUB : fields.subCategoryId}
        onChange={(id) => set("subCategoryId")(id === NO_SUB ? "" : id)}
        error={save.issue("subCategoryId")}
      />
      <TextField
        className={fullWidth}
        label="Short description"
        description="One or two sentences for the exam's card."
        value={fields.shortDescription}
        onChange={set("shortDescription")}
        error={save.issue("shortDescription")}
      />
      <TextAreaField
        className={fullWidth}
        label="Description (HTML)"
        description={RICH_TEXT_HELP}
        value={fields.descriptionHtml}
        onChange={set("descriptionHtml")}
        error={save.issue("descriptionHtml")}
        rows={8}
      />
      <section className={`${inlineForm} ${fullWidth}`} aria-label="Description preview">
        <p>
          <strong>Description preview</strong>
        </p>
        {fields.descriptionHtml.trim() === "" ? <p className={mutedText}>No description yet.</p> : <RichText html={fields.descriptionHtml} />}
      </section>
      {exam === null ? (
        <div className={fullWidth}>
          <AdminCheckbox isSelected={published} onChange={setPublished}>
            Publish (show it to learners and in the menu)
          </AdminCheckbox>
        </div>
      ) : null}
      {save.failure !== null ? (
        <p className={`${failureClass} ${fullWidth}`} role="alert">
          {save.failure}
        </p>
      ) : null}
      <div className={`${buttonRow} ${fullWidth}`}>
        <SubmitButton isDisabled={save.saving}>{save.saving ? "Saving…" : exam === null ? "Create exam" : "Save exam"}</SubmitButton>
      </div>
    </form>
  )
}

function ExamStatus({ exam, onChanged }: { readonly exam: AdminExam; readonly onChanged: () => void }) {
  const publish = useAdminChange(useCatalogueMachines().publishExam, onChanged)
  return (
    <section className={sectionStack} aria-labelledby="exam-status">
      <h2 id="exam-status">{publishedLabel(exam.published)}</h2>
      <p>
        {exam.published
          ? "Learners find it in the menu, the lists and search."
          : "Hidden from learners: not in the menu, the lists or search. Learners who bought it keep it."}{" "}
        {exam.salePrice === null ? `Price ${amountLabel(exam.price)}.` : `On sale at ${amountLabel(exam.salePrice)} instead of ${amountLabel(exam.price)}.`}
      </p>
      <div className={buttonRow}>
        {exam.published ? (
          <Button variant="secondary" isDisabled={publish.saving} onPress={() => publish.submit({ id: exam._id, published: false })}>
            Unpublish
          </Button>
        ) : (
          <Button isDisabled={publish.saving} onPress={() => publish.submit({ id: exam._id, published: true })}>
            Publish
          </Button>
        )}
        {exam.published ? <Link href={publicExamPath(exam)}>View the learner's page</Link> : null}
      </div>
      {publish.failure !== null ? (
        <p className={failureClass} role="alert">
          {publish.failure}
        </p>
      ) : null}
    </section>
  )
}

function ExamSale({ exam, onChanged }: { readonly exam: AdminExam; readonly onChanged: () => void }) {
  const sale = useAdminChange(useCatalogueMachines().examForSale, onChanged)
  return (
    <section className={sectionStack} aria-labelledby="exam-sale">
      <h2 id="exam-sale">{availabilityLabel(exam.availability)}</h2>
      <p>
        {exam.availability === "onSale"
          ? "Learners can add it to their cart and buy it."
          : "Learners see it as coming soon and cannot buy it; those who ask are told once when it goes on sale."}
      </p>
      {exam.notOnSale.length > 0 ? (
        <div>
          <p id="exam-not-on-sale">Not on sale because:</p>
          <ul aria-labelledby="exam-not-on-sale">
            {exam.notOnSale.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={buttonRow}>
        {exam.forSale ? (
          <Button variant="secondary" isDisabled={sale.saving} onPress={() => sale.submit({ id: exam._id, forSale: false })}>
            Withdraw from sale
          </Button>
        ) : (
          <Button isDisabled={sale.saving} onPress={() => sale.submit({ id: exam._id, forSale: true })}>
            Put on sale
          </Button>
        )}
      </div>
      {sale.failure !== null ? (
        <p className={failureClass} role="alert">
          {sale.failure}
        </p>
      ) : null}
    </section>
  )
}

function StoredExam({ id, title, categories }: { readonly id: string; readonly title: string; readonly categories: ReadonlyArray<AdminCategory> }) {
  const { actor, snapshot } = useResource(useCatalogueMachines().exam, id)
  const exam = snapshot.context.data
  if (snapshot.matches("loading") && exam === null) return <Spinner label="Loading the exam" />
  if (snapshot.matches("notFound")) return <p role="alert">No exam has this address.</p>
  if (exam === null) return <LoadFailed what="This exam" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
  const reload = () => actor.send({ type: "LOAD", request: id })
  return (
    <>
      <PageHeading>
        {title}: {exam.code} {exam.name}
      </PageHeading>
      <ExamStatus exam={exam} onChanged={reload} />
      <ExamSale exam={exam} onChanged={reload} />
      <section className={sectionStack} aria-labelledby="exam-details">
        <h2 id="exam-details">Details</h2>
        <ExamFormView key={JSON.stringify(examFormOf(exam))} exam={exam} categories={categories} onSaved={reload} />
      </section>
    </>
  )
}

export function ExamEditor({ id, title }: { readonly id: string | null; readonly title: string }) {
  const [, navigate] = useLocation()
  const tree = useResource(useCatalogueMachines().categories, null)
  const categories = tree.snapshot.context.data
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <Link className={backLink} href={cataloguePaths.exams()}>
        ← All exams
      </Link>
      {categories === null ? (
        tree.snapshot.matches("loading") ? (
          <Spinner label="Loading the categories" />
        ) : (
          <LoadFailed what="The categories" reason={tree.snapshot.context.failureMessage} onRetry={() => tree.actor.send({ type: "RETRY" })} />
        )
      ) : id === null ? (
        <>
          <PageHeading>{title}: a new exam</PageHeading>
          <p className={mutedText}>A new exam stays hidden from learners until it is published.</p>
          <ExamFormView exam={null} categories={categories} onSaved={(saved) => navigate(cataloguePaths.exam(saved._id), { replace: true })} />
        </>
      ) : (
        <StoredExam id={id} title={title} categories={categories} />
      )}
    </section>
  )
}
