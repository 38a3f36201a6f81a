/**
 * /admin/catalogue: the categories and their sub-categories in
 * menu order, each with its state, how many exams it holds and what the
 * mega-menu shows of it; New category, and per category Edit, Publish or
 * Unpublish, Remove (only when empty) and New sub-category, each form
 * inline. Every rule is the server's; the form shows its field issues.
 */
import { useEffect, useRef, useState } from "react"
import type { AdminCategory, AdminSubCategory } from "../../../api/admin/admin-catalogue.ts"
import { categoryFormOf, examsInCategory, isEmptyCategory, menuLine, publishedLabel } from "../../../domain/admin/catalogue-views.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { NoResults } from "../../shared/primitives/no-results.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { pill, pillGood, pillNeutral } from "../../shared/primitives/status-pill-styles.ts"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { mutedText } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { AdminCheckbox } from "../admin-checkbox.tsx"
import { useCatalogueMachines } from "./catalogue-machines.ts"
import { buttonRow, failureClass, fullWidth, gridForm, headRow, inlineForm, metaClass, rowClass, rowsClass, subRowsClass } from "./catalogue-styles.ts"
import { useAdminChange } from "../use-admin-change.ts"

/** The inline form's heading, focused when the form opens (the button that opened it may be gone), so Tab goes on to its first field. */
function FormHeading({ children, level }: { readonly children: string; readonly level: 2 | 3 }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return level === 2 ? (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  ) : (
    <h3 ref={ref} tabIndex={-1}>
      {children}
    </h3>
  )
}

function PublishedPill({ published }: { readonly published: boolean }) {
  return <span className={`${pill} ${published ? pillGood : pillNeutral}`}>{publishedLabel(published)}</span>
}

/** New category (category null) or an edit. */
function CategoryForm({ category, onDone }: { readonly category: AdminCategory | null; readonly onDone: () => void }) {
  const [fields, setFields] = useState(categoryFormOf(category))
  const [published, setPublished] = useState(category?.published ?? true)
  const save = useAdminChange(useCatalogueMachines().saveCategory, onDone)
  const set = (field: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [field]: value }))
  const title = category === null ? "New category" : `Edit category ${category.name}`
  return (
    <form
      className={inlineForm}
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault()
        save.submit({ id: category?._id ?? null, draft: { ...fields, published } })
      }}
    >
      <FormHeading level={2}>{title}</FormHeading>
      <div className={gridForm}>
        <TextField label="Name" value={fields.name} onChange={set("name")} error={save.issue("name")} isRequired />
        <TextField
          label="Order"
          description="A whole number; lower shows first in the menu."
          value={fields.sortOrder}
          onChange={set("sortOrder")}
          error={save.issue("sortOrder")}
        />
        <TextField
          className={fullWidth}
          label="Description"
          description="One line, shown on the categories page."
          value={fields.description}
          onChange={set("description")}
          error={save.issue("description")}
        />
        <div className={fullWidth}>
          <AdminCheckbox isSelected={published} onChange={setPublished}>
            Publish (show it to learners and in the menu)
          </AdminCheckbox>
        </div>
      </div>
      {save.failure !== null ? (
        <p className={failureClass} role="alert">
          {save.failure}
        </p>
      ) : null}
      <div className={buttonRow}>
        <SubmitButton isDisabled={save.saving}>{save.saving ? "Saving…" : category === null ? "Create category" : "Save category"}</SubmitButton>
        <Button variant="quiet" onPress={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

/** New sub-category of `category` (sub null) or an edit. */
function SubCategoryForm({ category, sub, onDone }: { readonly category: AdminCategory; readonly sub: AdminSubCategory | null; readonly onDone: () => void }) {
  const [name, setName] = useState(sub?.name ?? "")
  const [sortOrder, setSortOrder] = useState(String(sub?.sortOrder ?? category.subCategories.length + 1))
  const [published, setPublished] = useState(sub?.published ?? true)
  const save = useAdminChange(useCatalogueMachines().saveSubCategory, onDone)
  const title = sub === null ? `New sub-category of ${category.name}` : `Edit sub-category ${sub.name}`
  return (
    <form
      className={inlineForm}
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault()
        save.submit({ id: sub?._id ?? null, categoryId: category._id, draft: { name, sortOrder, published } })
      }}
    >
      <FormHeading level={3}>{title}</FormHeading>
      <div className={gridForm}>
        <TextField label="Name" value={name} onChange={setName} error={save.issue("name")} isRequired />
        <TextField label="Order" description="A whole number; lower shows first." value={sortOrder} onChange={setSortOrder} error={save.issue("sortOrder")} />
        <div className={fullWidth}>
          <AdminCheckbox isSelected={published} onChange={setPublished}>
            Publish (show it to learners and in the menu)
          </AdminCheckbox>
        </div>
      </div>
      {save.failure !== null ? (
        <p className={failureClass} role="alert">
          {save.failure}
        </p>
      ) : null}
      <div className={buttonRow}>
        <SubmitButton isDisabled={save.saving}>{save.saving ? "Saving…" : sub === null ? "Create sub-category" : "Save sub-category"}</SubmitButton>
        <Button variant="quiet" onPress={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

type Editing =
  | { readonly kind: "none" }
  | { readonly kind: "new-category" }
  | { readonly kind: "category"; readonly id: string }
  | { readonly kind: "new-sub"; readonly categoryId: string }
  | { readonly kind: "sub"; readonly id: string }

function SubCategoryRow({
  category,
  sub,
  editing,
  setEditing,
  onChanged,
  act,
  busy
}: {
  readonly category: AdminCategory
  readonly sub: AdminSubCategory
  readonly editing: Editing
  readonly setEditing: (editing: Editing) => void
  readonly onChanged: () => void
  readonly act: (action: "publish" | "unpublish" | "remove") => void
  readonly busy: boolean
}) {
  if (editing.kind === "sub" && editing.id === sub._id) {
    return (
      <li>
        <SubCategoryForm category={category} sub={sub} onDone={onChanged} />
      </li>
    )
  }
  return (
    <li className={headRow}>
      <div>
        <h3>
          {sub.name} <PublishedPill published={sub.published} />
        </h3>
        <p className={metaClass}>
          Order {sub.sortOrder} · {sub.examCount} exam{sub.examCount === 1 ? "" : "s"} ({sub.publishedExamCount} published)
        </p>
      </div>
      <div className={buttonRow}>
        <Button variant="secondary" aria-label={`Edit sub-category ${sub.name}`} onPress={() => setEditing({ kind: "sub", id: sub._id })}>
          Edit
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy}
          aria-label={`${sub.published ? "Unpublish" : "Publish"} sub-category ${sub.name}`}
          onPress={() => act(sub.published ? "unpublish" : "publish")}
        >
          {sub.published ? "Unpublish" : "Publish"}
        </Button>
        {sub.examCount === 0 ? (
          <Button variant="quiet" isDisabled={busy} aria-label={`Remove sub-category ${sub.name}`} onPress={() => act("remove")}>
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  )
}

function CategoryRow({
  category,
  editing,
  setEditing,
  onChanged
}: {
  readonly category: AdminCategory
  readonly editing: Editing
  readonly setEditing: (editing: Editing) => void
  readonly onChanged: () => void
}) {
  const action = useAdminChange(useCatalogueMachines().treeAction, onChanged)
  const exams = examsInCategory(category)
  const headingId = `category-${category._id}`
  return (
    <li className={rowClass} aria-labelledby={headingId}>
      {editing.kind === "category" && editing.id === category._id ? (
        <CategoryForm category={category} onDone={onChanged} />
      ) : (
        <div className={headRow}>
          <div>
            <h2 id={headingId}>
              {category.name} <PublishedPill published={category.published} />
            </h2>
            <p className={metaClass}>
              Order {category.sortOrder} · {exams} exam{exams === 1 ? "" : "s"} · {category.subCategories.length} sub-categor
              {category.subCategories.length === 1 ? "y" : "ies"}
            </p>
            <p className={metaClass}>{menuLine(category)}</p>
          </div>
          <div className={buttonRow}>
            <Button variant="secondary" aria-label={`Edit category ${category.name}`} onPress={() => setEditing({ kind: "category", id: category._id })}>
              Edit
            </Button>
            <Button
              variant="secondary"
              isDisabled={action.saving}
              aria-label={`${category.published ? "Unpublish" : "Publish"} category ${category.name}`}
              onPress={() => action.submit({ kind: "category", id: category._id, action: category.published ? "unpublish" : "publish" })}
            >
              {category.published ? "Unpublish" : "Publish"}
            </Button>
            {isEmptyCategory(category) ? (
              <Button
                variant="quiet"
                isDisabled={action.saving}
                aria-label={`Remove category ${category.name}`}
                onPress={() => action.submit({ kind: "category", id: category._id, action: "remove" })}
              >
                Remove
              </Button>
            ) : null}
          </div>
        </div>
      )}
      {action.failure !== null ? (
        <p className={failureClass} role="alert">
          {action.failure}
        </p>
      ) : null}
      {category.subCategories.length > 0 ? (
        <ul className={subRowsClass} aria-label={`Sub-categories of ${category.name}`}>
          {category.subCategories.map((sub) => (
            <SubCategoryRow
              key={sub._id}
              category={category}
              sub={sub}
              editing={editing}
              setEditing={setEditing}
              onChanged={onChanged}
              busy={action.saving}
              act={(each) => action.submit({ kind: "sub-category", id: sub._id, action: each })}
            />
          ))}
        </ul>
      ) : null}
      {editing.kind === "new-sub" && editing.categoryId === category._id ? (
        <SubCategoryForm category={category} sub={null} onDone={onChanged} />
      ) : (
        <div>
          <Button variant="quiet" aria-label={`New sub-category of ${category.name}`} onPress={() => setEditing({ kind: "new-sub", categoryId: category._id })}>
            + New sub-category
          </Button>
        </div>
      )}
    </li>
  )
}

export function CategoryTree() {
  const { actor, snapshot } = useResource(useCatalogueMachines().categories, null)
  const [editing, setEditing] = useState<Editing>({ kind: "none" })
  const categories = snapshot.context.data
  const reload = () => {
    setEditing({ kind: "none" })
    actor.send({ type: "LOAD", request: null })
  }
  return (
    <>
      <div className={headRow}>
        <p className={mutedText}>
          The mega-menu lists published categories in this order; a category opens a sub-menu (a chevron) only when one of its sub-categories has published
          exams.
        </p>
        <Button onPress={() => setEditing({ kind: "new-category" })}>New category</Button>
      </div>
      {editing.kind === "new-category" ? <CategoryForm category={null} onDone={reload} /> : null}
      {categories === null ? (
        snapshot.matches("loading") ? (
          <Spinner label="Loading the categories" />
        ) : (
          <LoadFailed what="The categories" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
        )
      ) : categories.length === 0 ? (
        <NoResults title="No categories yet">
          <p>Create the first one with New category.</p>
        </NoResults>
      ) : (
        <ul className={rowsClass} aria-label="Categories">
          {categories.map((category) => (
            <CategoryRow key={category._id} category={category} editing={editing} setEditing={setEditing} onChanged={reload} />
          ))}
        </ul>
      )}
    </>
  )
}
