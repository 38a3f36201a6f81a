/**
 * /admin/questions/:view?/:id?/:sub?: the question bank.
 *  - /admin/questions: every exam and its tests (open one, add one);
 *  - /admin/questions/tests/<testId>: a test's rules, sections and questions;
 *  - /admin/questions/tests/<testId>/new?section=<id>: a new question;
 *  - /admin/questions/questions/<id>: a question's form and its preview.
 */
import { useSearch } from "wouter"
import { questionsViewOf } from "../../domain/admin/question-views.ts"
import { ExamsList } from "../../ui/admin/questions/exams-list.tsx"
import { NewQuestionPage, QuestionPage } from "../../ui/admin/questions/question-editor.tsx"
import { TestPage } from "../../ui/admin/questions/test-page.tsx"
import { NoResults } from "../../ui/shared/primitives/no-results.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { AdminFrame } from "./admin-frame.tsx"

function QuestionsView({ title, params }: ScreenProps) {
  const view = questionsViewOf(params, useSearch())
  switch (view.kind) {
    case "exams":
      return <ExamsList title={title} />
    case "test":
      return <TestPage key={view.testId} testId={view.testId} />
    case "newQuestion":
      return <NewQuestionPage key={`${view.testId}/${view.sectionId ?? ""}`} testId={view.testId} sectionId={view.sectionId} />
    case "question":
      return <QuestionPage key={view.questionId} questionId={view.questionId} />
    case "unknown":
      return (
        <section className={panelClass} aria-labelledby="page-title">
          <PageHeading>{title}</PageHeading>
          <NoResults title="Nothing here">
            <p>
              <Link href="/admin/questions">Back to the question bank</Link>
            </p>
          </NoResults>
        </section>
      )
  }
}

export default function AdminQuestionsScreen(props: ScreenProps) {
  return (
    <AdminFrame>
      <QuestionsView {...props} />
    </AdminFrame>
  )
}
