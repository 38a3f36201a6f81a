/**
 * The test page's import and export, under its sections
 * (test-page.tsx renders this slot): import questions from a GIFT, Aiken or
 * CSV file into one of the test's sections — paste the text or choose a
 * file, Check (a dry run: every line that could not be read, with its
 * reason), then "Import N questions" — and export the test's current
 * questions in each format. The flow is the question import machine; the
 * export is an admin change whose answer is saved as a download.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { useEffect, useRef } from "react"
import { FileTrigger } from "react-aria-components"
import type { QuestionFormat } from "../../../api/admin/admin-questions.ts"
import {
  formatOfFileName,
  QUESTION_FILE_MAX_BYTES,
  QUESTION_FORMAT_HINTS,
  QUESTION_FORMAT_LABELS,
  QUESTION_FORMATS,
  questionFileName,
  questionFileTooLarge
} from "../../../domain/admin/question-formats/question-file.ts"
import { importableCount, isBusy } from "../../../machines/admin/question-import.machine.ts"
import { useFlowActor } from "../../shared/flow-actor.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { SelectField } from "../../shared/primitives/select-field.tsx"
import { TextAreaField } from "../../shared/primitives/text-area-field.tsx"
import { mutedText } from "../../shared/signed-in/panel-styles.ts"
import { color, font, space } from "../../shared/tokens.ts"
import { buttonsRow, failureClass, formStack, noteClass, sectionBox } from "./bank-styles.ts"
import type { QuestionExportFile, QuestionExportRequest } from "./questions-machines.ts"
import { useQuestionsMachines } from "./use-questions-machines.ts"
import { saveFile } from "./save-file.ts"
import { useAdminChange } from "../use-admin-change.ts"

export interface QuestionImportSlotProps {
  readonly testId: string
  /** The test's current sections, in order (an import goes into one of them). */
  readonly sections: ReadonlyArray<{ readonly _id: string; readonly name: string }>
  /** The section the admin was last working in, if any: a sensible default. */
  readonly sectionId: string | null
  readonly onImported: () => void
  /** What the exported files are named after (e.g. the exam's code and the test's name); "questions" without it. */
  readonly exportName?: string
}

// Each problem starts with its line number, so the list shows no markers of its own.
const problemsClass = css`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space.xs};
  max-height: 360px;
  overflow: auto;
  & li { overflow-wrap: anywhere; }
  & strong { font-weight: ${font.weight.semibold}; }
`

const reportClass = css`
  display: grid;
  gap: ${space.sm};
  & > p { margin: 0; }
`

const countsClass = css`
  margin: 0;
  font-weight: ${font.weight.semibold};
  color: ${color.text};
`

const fileRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`

function ImportPanel({ onImported, sectionId, sections, testId }: QuestionImportSlotProps) {
  const machines = useQuestionsMachines()
  const actor = useFlowActor(machines.importQuestions, { input: { testId, sectionId: sectionId ?? sections[0]?._id ?? null } })
  const snapshot = useSelector(actor, (s) => s)
  const { failure, format, message, report, source, text } = snapshot.context
  const busy = isBusy(snapshot)
  const importable = importableCount(snapshot)
  const imported = snapshot.matches("imported")
  const reload = useRef(onImported)
  reload.current = onImported

  useEffect(() => {
    const subscription = actor.on("imported", () => reload.current())
    return () => subscription.unsubscribe()
  }, [actor])

  // A section added (or the chosen one removed) since the panel opened.
  const chosen = snapshot.context.sectionId
  useEffect(() => {
    if (chosen !== null && sections.some((section) => section._id === chosen)) return
    const fallback = sectionId ?? sections[0]?._id
    if (fallback !== undefined) actor.send({ type: "CHOOSE_SECTION", sectionId: fallback })
  }, [actor, chosen, sectionId, sections])

  const chooseFile = (files: FileList | null) => {
    const file = files?.[0]
    if (file === undefined) return
    if (file.size > QUESTION_FILE_MAX_BYTES) {
      actor.send({ type: "FILE_REFUSED", message: questionFileTooLarge(file.name, file.size) })
      return
    }
    const suggested = formatOfFileName(file.name)
    void file.text().then((content) => {
      if (suggested !== null) actor.send({ type: "CHOOSE_FORMAT", format: suggested })
      actor.send({ type: "SET_TEXT", text: content, source: file.name })
    })
  }

  if (sections.length === 0) {
    return <p className={mutedText}>Add a section first: imported questions go into one of the test's sections.</p>
  }

  return (
    <div className={formStack}>
      <SelectField
        label="Format"
        options={QUESTION_FORMATS.map((id) => ({ id, label: QUESTION_FORMAT_LABELS[id] }))}
        value={format}
        onChange={(id) => actor.send({ type: "CHOOSE_FORMAT", format: id as QuestionFormat })}
        description={QUESTION_FORMAT_HINTS[format]}
        isDisabled={busy}
      />
      <SelectField
        label="Into section"
        options={sections.map((section) => ({ id: section._id, label: section.name }))}
        value={chosen}
        onChange={(id) => actor.send({ type: "CHOOSE_SECTION", sectionId: id })}
        isDisabled={busy}
      />
      <div className={fileRow}>
        <FileTrigger acceptedFileTypes={[".gift", ".txt", ".csv", "text/plain", "text/csv"]} onSelect={chooseFile}>
          <Button variant="secondary" isDisabled={busy}>
            Choose a file…
          </Button>
        </FileTrigger>
        {source === null ? null : <span className={mutedText}>Read from “{source}”</span>}
      </div>
      <TextAreaField
        label="Questions to import"
        description="Paste the file's text here, or choose a file above."
        value={text}
        onChange={(value) => actor.send({ type: "SET_TEXT", text: value, source: null })}
        error={null}
        rows={10}
        isReadOnly={busy}
      />
      <div className={buttonsRow}>
        {imported ? null : (
          <Button
            variant={importable > 0 ? "secondary" : "primary"}
            onPress={() => actor.send({ type: "CHECK" })}
            isDisabled={text.trim() === "" || (busy && !snapshot.matches("checking"))}
            isPending={snapshot.matches("checking")}
          >
            Check
          </Button>
        )}
        {importable > 0 ? (
          <Button onPress={() => actor.send({ type: "IMPORT" })} isPending={snapshot.matches("importing")}>
            Import {plural(importable, "question")}
          </Button>
        ) : null}
        {imported ? <Button onPress={() => actor.send({ type: "START_OVER" })}>Import more</Button> : null}
      </div>
      {failure === null ? null : (
        <p className={failureClass} role="alert">
          {failure}
        </p>
      )}
      <div className={reportClass} aria-live="polite">
        {report === null || message === null ? null : (
          <>
            <p className={imported ? noteClass : countsClass}>{message}</p>
            {report.problems.length === 0 ? null : (
              <>
                <p>
                  {imported
                    ? `${plural(report.problems.length, "line")} skipped:`
                    : `${plural(report.problems.length, "problem")}${importable > 0 ? ` (importing skips ${report.problems.length === 1 ? "it" : "them"})` : ""}:`}
                </p>
                <ol className={problemsClass} aria-label="Problems found in the file">
                  {report.problems.map((problem, index) => (
                    <li key={`${problem.line}-${index}`}>
                      <strong>Line {problem.line}:</strong> {problem.message}
                    </li>
                  ))}
                </ol>
              </>
            )}
            {report.notes === undefined || report.notes.length === 0 ? null : (
              <ol className={problemsClass} aria-label="Changed on the way">
                {report.notes.map((note, index) => (
                  <li key={`${note.line}-${index}`}>
                    <strong>Line {note.line}:</strong> {note.message}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
    </div>
  )
}

function ExportPanel({ exportName, testId }: { readonly testId: string; readonly exportName: string | undefined }) {
  const machines = useQuestionsMachines()
  const change = useAdminChange<QuestionExportRequest, QuestionExportFile>(machines.exportQuestions, saveFile)
  return (
    <div className={formStack}>
      <p className={mutedText}>Download this test's current questions, to edit them elsewhere or to move them to Moodle.</p>
      <div className={buttonsRow}>
        {QUESTION_FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            isDisabled={change.saving}
            onPress={() => change.submit({ testId, format, fileName: questionFileName(exportName ?? "questions", format) })}
          >
            Export {QUESTION_FORMAT_LABELS[format]}
          </Button>
        ))}
      </div>
      {change.failure === null ? null : (
        <p className={failureClass} role="alert">
          {change.failure}
        </p>
      )}
    </div>
  )
}

export function QuestionImportSlot(props: QuestionImportSlotProps) {
  return (
    <section aria-labelledby="import-heading" className={sectionBox}>
      <h2 id="import-heading">Import and export</h2>
      <h3>Import questions</h3>
      <ImportPanel {...props} />
      <h3>Export questions</h3>
      <ExportPanel testId={props.testId} exportName={props.exportName} />
    </section>
  )
}
