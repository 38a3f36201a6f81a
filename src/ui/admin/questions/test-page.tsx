/**
 * /admin/questions/tests/<testId>: one test — its rules, its
 * sections in order (add, rename, move, remove) and each section's current
 * questions in order (open to edit, move, remove, add). The import's entry
 * sits in QuestionImportSlot under the sections.
 */
import { useState } from "react"
import type { BankQuestionSummary, BankSection, BankTestDetail } from "../../../api/admin/admin-questions.ts"
import { KIND_NAMES, movedIds, newQuestionPath, QUESTIONS_HOME, questionPath, shortQuestion, testFacts } from "../../../domain/admin/question-views.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { Link } from "../../shared/primitives/link.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { actionsRow, mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { backLink, buttonsRow, failureClass, formStack, headRow, metaClass, pagePart, rowClass, rowsClass, sectionBox } from "./bank-styles.ts"
import { ConfirmRemove } from "../confirm-remove.tsx"
import { QuestionImportSlot } from "./question-import-slot.tsx"
import type { SectionChangeRequest } from "./questions-machines.ts"
import { useQuestionsMachines } from "./use-questions-machines.ts"
import { TestRulesFormView } from "./test-rules-form.tsx"
import { type ChangeView, useAdminChange } from "../use-admin-change.ts"

type Removing = { readonly kind: "section"; readonly section: BankSection } | { readonly kind: "question"; readonly question: BankQuestionSummary }

function NameForm({
  label,
  submitLabel,
  initial,
  onSubmit,
  change,
  onCancel
}: {
  readonly label: string
  readonly submitLabel: string
  readonly initial: string
  readonly onSubmit: (name: string) => void
  readonly change: ChangeView<SectionChangeRequest>
  readonly onCancel?: () => void
}) {
  const [name, setName] = useState(initial)
  return (
    <form
      className={formStack}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(name)
      }}
    >
      <TextField label={label} value={name} onChange={setName} error={change.issue("name")} isRequired />
      {change.failure !== null && change.issue("name") === null ? (
        <p className={failureClass} role="alert">
          {change.failure}
        </p>
      ) : null}
      <div className={actionsRow}>
        <SubmitButton isDisabled={change.saving}>{change.saving ? "Saving…" : submitLabel}</SubmitButton>
        {onCancel === undefined ? null : (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}

function QuestionRow({
  question,
  number,
  index,
  count,
  busy,
  onMove,
  onRemove
}: {
  readonly question: BankQuestionSummary
  readonly number: number
  readonly index: number
  readonly count: number
  readonly busy: boolean
  readonly onMove: (by: number) => void
  readonly onRemove: () => void
}) {
  const label = shortQuestion(question.text, 60)
  return (
    <li className={rowClass}>
      <p>
        <strong>{number}.</strong> {shortQuestion(question.text)}
      </p>
      <p className={metaClass}>
        {[
          KIND_NAMES[question.kind],
          `${question.optionCount} options`,
          `Objective: ${question.objective}`,
          ...(question.version > 1 ? [`version ${question.version}`] : []),
          ...(question.used ? ["answered by learners"] : [])
        ].join(" · ")}
      </p>
      <div className={buttonsRow}>
        <Link variant="outline" href={questionPath(question._id)} aria-label={`Edit question ${number}: ${label}`}>
          Edit
        </Link>
        <Button variant="quiet" isDisabled={busy || index === 0} onPress={() => onMove(-1)} aria-label={`Move up question ${number}`}>
          Move up
        </Button>
        <Button variant="quiet" isDisabled={busy || index === count - 1} onPress={() => onMove(1)} aria-label={`Move down question ${number}`}>
          Move down
        </Button>
        <Button variant="quiet" isDisabled={busy} onPress={onRemove} aria-label={`Remove question ${number}`}>
          Remove…
        </Button>
      </div>
    </li>
  )
}

function SectionBlock({
  detail,
  section,
  index,
  firstNumber,
  busy,
  change,
  onChanged,
  onRemove
}: {
  readonly detail: BankTestDetail
  readonly section: BankSection
  readonly index: number
  readonly firstNumber: number
  readonly busy: boolean
  readonly change: ChangeView<SectionChangeRequest>
  readonly onChanged: () => void
  readonly onRemove: (removing: Removing) => void
}) {
  const [renaming, setRenaming] = useState(false)
  const rename = useAdminChange(useQuestionsMachines().changeSections, () => {
    setRenaming(false)
    onChanged()
  })
  const headingId = `section-${section._id}`
  const count = detail.sections.length
  return (
    <li className={sectionBox} aria-labelledby={headingId}>
      <div className={headRow}>
        <h3 id={headingId}>{section.name}</h3>
        <div className={buttonsRow}>
          <Button variant="secondary" onPress={() => setRenaming(true)} aria-label={`Rename section ${section.name}`}>
            Rename
          </Button>
          <Button
            variant="quiet"
            isDisabled={busy || index === 0}
            onPress={() => change.submit({ kind: "orderSections", testId: detail.test._id, ids: movedIds(detail.sections, index, -1) })}
            aria-label={`Move up section ${section.name}`}
          >
            Move up
          </Button>
          <Button
            variant="quiet"
            isDisabled={busy || index === count - 1}
            onPress={() => change.submit({ kind: "orderSections", testId: detail.test._id, ids: movedIds(detail.sections, index, 1) })}
            aria-label={`Move down section ${section.name}`}
          >
            Move down
          </Button>
          <Button variant="quiet" isDisabled={busy} onPress={() => onRemove({ kind: "section", section })} aria-label={`Remove section ${section.name}`}>
            Remove…
          </Button>
        </div>
      </div>
      {renaming ? (
        <NameForm
          label="Section name"
          submitLabel="Save the name"
          initial={section.name}
          change={rename}
          onSubmit={(name) => rename.submit({ kind: "rename", sectionId: section._id, name })}
          onCancel={() => setRenaming(false)}
        />
      ) : null}
      {section.questions.length === 0 ? (
        <p className={mutedText}>No questions in this section yet.</p>
      ) : (
        <ol className={rowsClass} aria-label={`Questions of ${section.name}`}>
          {section.questions.map((question, at) => (
            <QuestionRow
              key={question._id}
              question={question}
              number={firstNumber + at}
              index={at}
              count={section.questions.length}
              busy={busy}
              onMove={(by) => change.submit({ kind: "orderQuestions", sectionId: section._id, ids: movedIds(section.questions, at, by) })}
              onRemove={() => onRemove({ kind: "question", question })}
            />
          ))}
        </ol>
      )}
      <p>
        <Link href={newQuestionPath(detail.test._id, section._id)} aria-label={`Add a question to ${section.name}`}>
          Add a question
        </Link>
      </p>
    </li>
  )
}

function TestDetailView({ detail, reload }: { readonly detail: BankTestDetail; readonly reload: () => void }) {
  const machines = useQuestionsMachines()
  const [removing, setRemoving] = useState<Removing | null>(null)
  const change = useAdminChange(machines.changeSections, () => {
    setRemoving(null)
    reload()
  })
  const [addKey, setAddKey] = useState(0)
  const add = useAdminChange(machines.changeSections, () => {
    setAddKey((key) => key + 1)
    reload()
  })
  const numbers = detail.sections.reduce<Array<number>>((firsts, _section, index) => {
    firsts.push(index === 0 ? 1 : firsts[index - 1]! + detail.sections[index - 1]!.questions.length)
    return firsts
  }, [])
  const lastSection = detail.sections[detail.sections.length - 1]
  return (
    <>
      <p className={backLink}>
        <Link href={QUESTIONS_HOME}>← Question bank</Link>
      </p>
      <PageHeading>{detail.test.name}</PageHeading>
      <p className={mutedText}>
        {detail.examName} ({detail.examCode}) · {testFacts(detail.test)}
      </p>

      <section className={pagePart} aria-labelledby="rules-heading">
        <h2 id="rules-heading">Rules</h2>
        <TestRulesFormView key={JSON.stringify(detail.test)} examId={detail.test.examId} test={detail.test} onSaved={reload} />
      </section>

      <section className={pagePart} aria-labelledby="sections-heading">
        <h2 id="sections-heading">Sections and questions</h2>
        {detail.sections.length === 0 ? (
          <p className={mutedText}>No sections yet: add the first one below, then its questions.</p>
        ) : (
          <ol className={rowsClass} aria-label="Sections in test order">
            {detail.sections.map((section, index) => (
              <SectionBlock
                key={section._id}
                detail={detail}
                section={section}
                index={index}
                firstNumber={numbers[index] ?? 1}
                busy={change.saving}
                change={change}
                onChanged={reload}
                onRemove={setRemoving}
              />
            ))}
          </ol>
        )}
        {change.failure !== null && removing === null ? (
          <p className={failureClass} role="alert">
            {change.failure}
          </p>
        ) : null}
      </section>

      <section className={pagePart} aria-labelledby="add-section-heading">
        <h2 id="add-section-heading">Add a section</h2>
        <NameForm
          key={addKey}
          label="New section name"
          submitLabel="Add section"
          initial=""
          change={add}
          onSubmit={(name) => add.submit({ kind: "add", testId: detail.test._id, name })}
        />
      </section>

      <QuestionImportSlot
        testId={detail.test._id}
        sections={detail.sections.map((section) => ({ _id: section._id, name: section.name }))}
        sectionId={lastSection?._id ?? null}
        exportName={`${detail.examCode} ${detail.test.name}`}
        onImported={reload}
      />

      <ConfirmRemove
        isOpen={removing !== null}
        title={removing?.kind === "section" ? "Remove this section?" : "Remove this question?"}
        busy={change.saving}
        onConfirm={() => {
          if (removing?.kind === "section") change.submit({ kind: "remove", sectionId: removing.section._id })
          if (removing?.kind === "question") change.submit({ kind: "removeQuestion", questionId: removing.question._id })
        }}
        onClose={() => {
          setRemoving(null)
          change.dismiss()
        }}
      >
        {removing === null
          ? ""
          : removing.kind === "section"
            ? `"${removing.section.name}" will leave the test. A section must be empty to be removed.${change.failure === null ? "" : ` ${change.failure}`}`
            : removing.question.used
              ? `"${shortQuestion(removing.question.text, 80)}" leaves the test and new attempts. Learners have answered it: their past results keep it.`
              : `"${shortQuestion(removing.question.text, 80)}" will be deleted.`}
      </ConfirmRemove>
    </>
  )
}

export function TestPage({ testId }: { readonly testId: string }) {
  const { actor, snapshot } = useResource(useQuestionsMachines().test, testId)
  const detail = snapshot.context.data
  const reload = () => actor.send({ type: "LOAD", request: testId })
  return (
    <section className={panelClass} aria-labelledby="page-title">
      {detail === null ? (
        snapshot.matches("loading") ? (
          <Spinner label="Loading the test" />
        ) : (
          <>
            <p className={backLink}>
              <Link href={QUESTIONS_HOME}>← Question bank</Link>
            </p>
            <PageHeading>Test not found</PageHeading>
            <LoadFailed what="This test" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
          </>
        )
      ) : (
        <TestDetailView detail={detail} reload={reload} />
      )}
    </section>
  )
}
