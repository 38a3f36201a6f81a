/**
 * /admin/questions: every exam with its tests (facts: questions, sections,
 * duration, pass mark). A test's name opens it; "Add a test" opens the new
 * test's form for that exam.
 */
import { useState } from "react"
import { Heading } from "react-aria-components"
import { useLocation } from "wouter"
import type { BankExam } from "../../../api/admin/admin-questions.ts"
import { findExams, testFacts, testPath } from "../../../domain/admin/question-views.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { Link } from "../../shared/primitives/link.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { ModalDialog } from "../../shared/primitives/modal-dialog.tsx"
import { NoResults } from "../../shared/primitives/no-results.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { headRow, metaClass, rowClass, rowsClass, sectionBox } from "./bank-styles.ts"
import { useQuestionsMachines } from "./use-questions-machines.ts"
import { TestRulesFormView } from "./test-rules-form.tsx"

function ExamTests({ exam, onAddTest }: { readonly exam: BankExam; readonly onAddTest: () => void }) {
  const headingId = `exam-${exam._id}`
  return (
    <li className={sectionBox} aria-labelledby={headingId}>
      <div className={headRow}>
        <h2 id={headingId}>
          {exam.name} <span className={metaClass}>({exam.code})</span>
        </h2>
        <Button variant="secondary" onPress={onAddTest} aria-label={`Add a test to ${exam.name}`}>
          Add a test
        </Button>
      </div>
      {exam.tests.length === 0 ? (
        <p className={mutedText}>No tests yet.</p>
      ) : (
        <ul className={rowsClass} aria-label={`Tests of ${exam.name}`}>
          {exam.tests.map((test) => (
            <li key={test._id} className={rowClass}>
              <p>
                <Link href={testPath(test._id)}>{test.name}</Link>
              </p>
              <p className={metaClass}>{testFacts(test)}</p>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

export function ExamsList({ title }: { readonly title: string }) {
  const { actor, snapshot } = useResource(useQuestionsMachines().exams, null)
  const [query, setQuery] = useState("")
  const [adding, setAdding] = useState<BankExam | null>(null)
  const [, navigate] = useLocation()
  const exams = snapshot.context.data
  const shown = exams === null ? [] : findExams(exams, query)
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <p className={mutedText}>Each exam's practice tests: open a test to edit its rules, sections and questions.</p>
      <TextField label="Find an exam" description="By name or code." value={query} onChange={setQuery} error={null} />
      {exams === null ? (
        snapshot.matches("loading") ? (
          <Spinner label="Loading the exams" />
        ) : (
          <LoadFailed what="The exams" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
        )
      ) : shown.length === 0 ? (
        <NoResults title="No exam found">
          <p>Try another name or code.</p>
        </NoResults>
      ) : (
        <ul className={rowsClass} aria-label="Exams">
          {shown.map((exam) => (
            <ExamTests key={exam._id} exam={exam} onAddTest={() => setAdding(exam)} />
          ))}
        </ul>
      )}
      <ModalDialog isOpen={adding !== null} onClose={() => setAdding(null)} role="dialog">
        <Heading slot="title">New test of {adding?.name ?? ""}</Heading>
        {adding === null ? null : (
          <TestRulesFormView
            examId={adding._id}
            test={null}
            onSaved={(test) => {
              setAdding(null)
              navigate(testPath(test._id))
            }}
            onCancel={() => setAdding(null)}
          />
        )}
      </ModalDialog>
    </section>
  )
}
