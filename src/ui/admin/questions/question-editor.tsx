/**
 * A question's form and its preview as a learner sees it:
 * /admin/questions/tests/<testId>/new?section=<id> adds one to a section,
 * /admin/questions/questions/<id> edits one. A question learners have
 * answered is saved as its next version (the server decides; the note says
 * so), and the editor moves to that version.
 */
import { type ReactNode, useState } from "react"
import { useLocation } from "wouter"
import type { BankQuestion, BankTestDetail, QuestionDraft } from "../../../api/admin/admin-questions.ts"
import { OPTIONS_MAX, OPTIONS_MIN } from "../../../domain/admin/question-rules.ts"
import {
  draftOf,
  EMPTY_DRAFT,
  KIND_NAMES,
  markCorrect,
  placeInTest,
  questionPath,
  QUESTIONS_HOME,
  testPath,
  withKind
} from "../../../domain/admin/question-views.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { Link } from "../../shared/primitives/link.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { SelectField } from "../../shared/primitives/select-field.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextAreaField } from "../../shared/primitives/text-area-field.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { actionsRow, mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { AdminCheckbox } from "../admin-checkbox.tsx"
import { backLink, editorColumns, failureClass, formStack, noteClass, optionRow } from "./bank-styles.ts"
import { QuestionPreview } from "./question-preview.tsx"
import { useQuestionsMachines } from "./use-questions-machines.ts"
import { useAdminChange } from "../use-admin-change.ts"

const KIND_OPTIONS = (["single", "multiple"] as const).map((id) => ({ id, label: KIND_NAMES[id] }))

function QuestionForm({
  detail,
  question,
  initialSectionId
}: {
  readonly detail: BankTestDetail
  /** null: a new question. */
  readonly question: BankQuestion | null
  readonly initialSectionId: string | null
}) {
  const [, navigate] = useLocation()
  const [draft, setDraft] = useState<QuestionDraft>(question === null ? EMPTY_DRAFT : draftOf(question))
  const [sectionId, setSectionId] = useState<string | null>(question?.sectionId ?? initialSectionId ?? detail.sections[0]?._id ?? null)
  const save = useAdminChange(useQuestionsMachines().saveQuestion, (answer) => {
    if (question === null) navigate(testPath(detail.test._id))
    else if (answer.data._id !== question._id) navigate(questionPath(answer.data._id), { replace: true })
  })
  const section = detail.sections.find((each) => each._id === sectionId)
  const place = placeInTest(detail.sections, sectionId ?? "", question?._id ?? null)
  const setOption = (index: number, text: string) =>
    setDraft((current) => ({ ...current, options: current.options.map((option, at) => (at === index ? { ...option, text } : option)) }))
  const optionsIssue = save.issue("options")
  return (
    <div className={editorColumns}>
      <form
        className={formStack}
        aria-label={question === null ? "New question" : "Edit the question"}
        onSubmit={(event) => {
          event.preventDefault()
          if (sectionId !== null) save.submit({ questionId: question?._id ?? null, sectionId, draft })
        }}
      >
        {question?.used ? (
          <p className={noteClass}>
            Learners have answered this question (version {question.version}). Saving a change writes version {question.version + 1} for new attempts; their
            past results keep version {question.version}.
          </p>
        ) : null}
        {question === null ? (
          <SelectField
            label="Section"
            options={detail.sections.map((each) => ({ id: each._id, label: each.name }))}
            value={sectionId}
            onChange={setSectionId}
            isRequired
          />
        ) : (
          <p className={mutedText}>Section: {question.sectionName}</p>
        )}
        <TextAreaField
          label="Question"
          value={draft.text}
          onChange={(text) => setDraft((current) => ({ ...current, text }))}
          error={save.issue("text")}
          rows={4}
          isRequired
        />
        <SelectField
          label="Kind"
          options={KIND_OPTIONS}
          value={draft.kind}
          onChange={(kind) => setDraft((current) => withKind(current, kind as QuestionDraft["kind"]))}
          description={draft.kind === "single" ? "Exactly one option is correct." : "One or more options are correct."}
        />
        <fieldset className={formStack} aria-describedby="options-help">
          <legend>Options</legend>
          <p id="options-help" className={mutedText}>
            Tick the correct option{draft.kind === "single" ? "" : "s"}. Learners see them in this order.
          </p>
          {optionsIssue !== null ? (
            <p className={failureClass} role="alert">
              {optionsIssue}
            </p>
          ) : null}
          {draft.options.map((option, index) => (
            <div key={index} className={optionRow}>
              <TextField
                label={`Option ${index + 1}`}
                value={option.text}
                onChange={(text) => setOption(index, text)}
                error={save.issue(`options.${index}.text`)}
              />
              <div>
                <AdminCheckbox
                  isSelected={option.correct}
                  onChange={(correct) => setDraft((current) => markCorrect(current, index, correct))}
                  aria-label={`Option ${index + 1} is correct`}
                >
                  Correct
                </AdminCheckbox>
                <Button
                  variant="quiet"
                  isDisabled={draft.options.length <= OPTIONS_MIN}
                  onPress={() => setDraft((current) => ({ ...current, options: current.options.filter((_, at) => at !== index) }))}
                  aria-label={`Remove option ${index + 1}`}
                >
                  Remove
                </Button>
              </div>
            </div>
          ))}
          <div>
            <Button
              variant="secondary"
              isDisabled={draft.options.length >= OPTIONS_MAX}
              onPress={() => setDraft((current) => ({ ...current, options: [...current.options, { text: "", correct: false }] }))}
            >
              Add an option
            </Button>
          </div>
        </fieldset>
        <TextAreaField
          label="Explanation"
          description="Shown after the answer is checked in practice mode and in the review."
          value={draft.explanation}
          onChange={(explanation) => setDraft((current) => ({ ...current, explanation }))}
          error={save.issue("explanation")}
          rows={3}
        />
        <TextField
          label="Objective"
          description="The exam objective it trains: results and readiness are given per objective."
          value={draft.objective}
          onChange={(objective) => setDraft((current) => ({ ...current, objective }))}
          error={save.issue("objective")}
          isRequired
        />
        {save.failure !== null ? (
          <p className={failureClass} role="alert">
            {save.failure}
          </p>
        ) : null}
        <div className={actionsRow}>
          <SubmitButton isDisabled={save.saving || sectionId === null}>
            {save.saving ? "Saving…" : question === null ? "Add the question" : "Save the question"}
          </SubmitButton>
          <Link variant="outline" href={testPath(detail.test._id)}>
            Back to the test
          </Link>
        </div>
      </form>
      <QuestionPreview draft={draft} number={place.number} total={place.total} sectionName={section?.name ?? ""} idBase="question-preview" />
    </div>
  )
}

function WithTest({ testId, children }: { readonly testId: string; readonly children: (detail: BankTestDetail) => ReactNode }) {
  const { actor, snapshot } = useResource(useQuestionsMachines().test, testId)
  const detail = snapshot.context.data
  if (detail !== null) return <>{children(detail)}</>
  return snapshot.matches("loading") ? (
    <Spinner label="Loading the test" />
  ) : (
    <LoadFailed what="This test" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
  )
}

export function NewQuestionPage({ testId, sectionId }: { readonly testId: string; readonly sectionId: string | null }) {
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <WithTest testId={testId}>
        {(detail) => (
          <>
            <p className={backLink}>
              <Link href={testPath(testId)}>← {detail.test.name}</Link>
            </p>
            <PageHeading>New question</PageHeading>
            <p className={mutedText}>
              {detail.examName} · {detail.test.name}
            </p>
            {detail.sections.length === 0 ? (
              <p>
                This test has no sections yet: <Link href={testPath(testId)}>add a section</Link> first.
              </p>
            ) : (
              <QuestionForm detail={detail} question={null} initialSectionId={sectionId} />
            )}
          </>
        )}
      </WithTest>
    </section>
  )
}

export function QuestionPage({ questionId }: { readonly questionId: string }) {
  const { actor, snapshot } = useResource(useQuestionsMachines().question, questionId)
  const question = snapshot.context.data
  return (
    <section className={panelClass} aria-labelledby="page-title">
      {question === null ? (
        snapshot.matches("loading") ? (
          <Spinner label="Loading the question" />
        ) : (
          <>
            <p className={backLink}>
              <Link href={QUESTIONS_HOME}>← Question bank</Link>
            </p>
            <PageHeading>Question not found</PageHeading>
            <LoadFailed what="This question" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
          </>
        )
      ) : (
        <WithTest testId={question.testId}>
          {(detail) => (
            <>
              <p className={backLink}>
                <Link href={testPath(question.testId)}>← {question.testName}</Link>
              </p>
              <PageHeading>Edit question</PageHeading>
              <p className={mutedText}>
                {question.examName} · {question.testName} · version {question.version}
              </p>
              <QuestionForm key={question._id} detail={detail} question={question} initialSectionId={question.sectionId} />
            </>
          )}
        </WithTest>
      )}
    </section>
  )
}
