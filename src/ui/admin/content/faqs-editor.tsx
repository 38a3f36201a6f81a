/**
 * /admin/content/faqs: the FAQ page's questions in page order, each with
 * Move up / Move down (the whole new order is sent at once), Edit (the form
 * opens in place) and Remove; a form to add a question at the end.
 */
import { useState } from "react"
import type { AdminFaq } from "../../../api/admin/admin-content.ts"
import { moveItem } from "../../../domain/admin/content-views.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { NoResults } from "../../shared/primitives/no-results.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { RichText } from "../../shared/primitives/rich-text.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { actionsRow, mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { ConfirmRemove } from "../confirm-remove.tsx"
import { useContentMachines } from "./use-content-machines.ts"
import { failureClass, metaClass, rowClass, rowsClass, twoColumns, wideForm } from "./content-styles.ts"
import { RichTextField } from "./rich-text-field.tsx"
import { useAdminChange } from "../use-admin-change.ts"

function FaqForm({ faq, onDone, onCancel }: { readonly faq: AdminFaq | null; readonly onDone: () => void; readonly onCancel?: () => void }) {
  const [group, setGroup] = useState(faq?.group ?? "")
  const [question, setQuestion] = useState(faq?.question ?? "")
  const [answerHtml, setAnswerHtml] = useState(faq?.answerHtml ?? "")
  const save = useAdminChange(useContentMachines().saveFaq, () => {
    if (faq === null) {
      setQuestion("")
      setAnswerHtml("")
    }
    onDone()
  })
  return (
    <form
      className={wideForm}
      aria-label={faq === null ? "Add a question" : `Edit: ${faq.question}`}
      onSubmit={(event) => {
        event.preventDefault()
        save.submit({ id: faq?._id ?? null, draft: { group, question, answerHtml } })
      }}
    >
      <div className={twoColumns}>
        <TextField
          label="Group"
          description="The heading it sits under, e.g. Payments."
          value={group}
          onChange={setGroup}
          error={save.issue("group")}
          isRequired
        />
        <TextField label="Question" value={question} onChange={setQuestion} error={save.issue("question")} isRequired />
      </div>
      <RichTextField
        label="Answer"
        value={answerHtml}
        onChange={setAnswerHtml}
        error={save.issue("answerHtml")}
        rows={6}
        previewLabel="Preview of the answer"
      />
      {save.failure !== null ? (
        <p className={failureClass} role="alert">
          {save.failure}
        </p>
      ) : null}
      <div className={actionsRow}>
        <SubmitButton isDisabled={save.saving}>{save.saving ? "Saving…" : faq === null ? "Add the question" : "Save the question"}</SubmitButton>
        {onCancel === undefined ? null : (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}

function FaqRow({
  faq,
  index,
  count,
  busy,
  onMove,
  onRemove,
  onSaved
}: {
  readonly faq: AdminFaq
  readonly index: number
  readonly count: number
  readonly busy: boolean
  readonly onMove: (by: number) => void
  readonly onRemove: () => void
  readonly onSaved: () => void
}) {
  const [editing, setEditing] = useState(false)
  return (
    <li className={rowClass} aria-label={faq.question}>
      <p className={metaClass}>
        {faq.position}. {faq.group}
      </p>
      <p>
        <strong>{faq.question}</strong>
      </p>
      {editing ? (
        <FaqForm
          faq={faq}
          onDone={() => {
            setEditing(false)
            onSaved()
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <RichText html={faq.answerHtml} />
          <div className={actionsRow}>
            <Button variant="secondary" isDisabled={busy || index === 0} onPress={() => onMove(-1)} aria-label={`Move up: ${faq.question}`}>
              Move up
            </Button>
            <Button variant="secondary" isDisabled={busy || index === count - 1} onPress={() => onMove(1)} aria-label={`Move down: ${faq.question}`}>
              Move down
            </Button>
            <Button variant="secondary" onPress={() => setEditing(true)} aria-label={`Edit: ${faq.question}`}>
              Edit
            </Button>
            <Button variant="quiet" isDisabled={busy} onPress={onRemove} aria-label={`Remove: ${faq.question}`}>
              Remove…
            </Button>
          </div>
        </>
      )}
    </li>
  )
}

export function FaqsEditor({ title }: { readonly title: string }) {
  const machines = useContentMachines()
  const { actor, snapshot } = useResource(machines.faqs, null)
  const reload = () => actor.send({ type: "LOAD", request: null })
  const [removing, setRemoving] = useState<AdminFaq | null>(null)
  const action = useAdminChange(machines.faqAction, () => {
    setRemoving(null)
    reload()
  })
  const faqs = snapshot.context.data
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <p className={mutedText}>The FAQ page shows the groups in the order of their first question.</p>
      {faqs === null ? (
        snapshot.matches("loading") ? (
          <Spinner label="Loading the FAQs" />
        ) : (
          <LoadFailed what="The FAQs" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
        )
      ) : faqs.length === 0 ? (
        <NoResults title="No questions yet">
          <p>Add the first one below.</p>
        </NoResults>
      ) : (
        <ol className={rowsClass} aria-label="Questions in page order">
          {faqs.map((faq, index) => (
            <FaqRow
              key={faq._id}
              faq={faq}
              index={index}
              count={faqs.length}
              busy={action.saving}
              onMove={(by) => action.submit({ kind: "reorder", ids: moveItem(faqs, index, by).map((each) => each._id) })}
              onRemove={() => setRemoving(faq)}
              onSaved={reload}
            />
          ))}
        </ol>
      )}
      {action.failure !== null ? (
        <p className={failureClass} role="alert">
          {action.failure}
        </p>
      ) : null}
      <section aria-labelledby="add-faq">
        <h2 id="add-faq">Add a question</h2>
        <FaqForm faq={null} onDone={reload} />
      </section>
      <ConfirmRemove
        isOpen={removing !== null}
        title="Remove this question?"
        busy={action.saving}
        onConfirm={() => removing !== null && action.submit({ kind: "remove", id: removing._id })}
        onClose={() => setRemoving(null)}
      >
        {`"${removing?.question ?? ""}" will no longer be on the FAQ page.`}
      </ConfirmRemove>
    </section>
  )
}
