/**
 * A test's rules: name, duration, pass mark, pause rule, attempts
 * rule, practice mode and scoring, for a new test of an exam or an existing
 * one. The server judges them (question-rules.ts) and its field issues show
 * beside the fields.
 */
import { useState } from "react"
import type { BankTest } from "../../../api/admin/admin-questions.ts"
import type { ScoringRule } from "../../../api/attempt/attempt.ts"
import { NEW_TEST_FORM, SCORING_NAMES, testRulesForm, type TestRulesForm, testRulesOf } from "../../../domain/admin/question-views.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { SelectField } from "../../shared/primitives/select-field.tsx"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { actionsRow } from "../../shared/signed-in/panel-styles.ts"
import { AdminCheckbox } from "../admin-checkbox.tsx"
import { failureClass, formStack, twoColumns } from "./bank-styles.ts"
import { useQuestionsMachines } from "./use-questions-machines.ts"
import { useAdminChange } from "../use-admin-change.ts"

const SCORING_OPTIONS = (Object.keys(SCORING_NAMES) as Array<ScoringRule>).map((id) => ({ id, label: SCORING_NAMES[id] }))

export function TestRulesFormView({
  examId,
  test,
  onSaved,
  onCancel
}: {
  readonly examId: string
  /** null: a new test of the exam. */
  readonly test: BankTest | null
  readonly onSaved: (test: BankTest) => void
  readonly onCancel?: () => void
}) {
  const [form, setForm] = useState<TestRulesForm>(test === null ? NEW_TEST_FORM : testRulesForm(test))
  const set =
    <K extends keyof TestRulesForm>(key: K) =>
    (value: TestRulesForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }))
  const save = useAdminChange(useQuestionsMachines().saveTest, (answer) => onSaved(answer.data))
  return (
    <form
      className={formStack}
      aria-label={test === null ? "New test" : `Rules of ${test.name}`}
      onSubmit={(event) => {
        event.preventDefault()
        save.submit({ testId: test?._id ?? null, examId, rules: testRulesOf(form) })
      }}
    >
      <TextField label="Test name" value={form.name} onChange={set("name")} error={save.issue("name")} isRequired />
      <div className={twoColumns}>
        <TextField label="Duration (minutes)" value={form.durationMinutes} onChange={set("durationMinutes")} error={save.issue("durationMinutes")} isRequired />
        <TextField label="Pass mark (%)" value={form.passMarkPercent} onChange={set("passMarkPercent")} error={save.issue("passMarkPercent")} isRequired />
        <TextField
          label="Attempts allowed"
          description="Empty: as many as the learner likes while the subscription lasts."
          value={form.maxAttempts}
          onChange={set("maxAttempts")}
          error={save.issue("maxAttempts")}
        />
        <SelectField
          label="Scoring"
          options={SCORING_OPTIONS}
          value={form.scoring}
          onChange={(id) => set("scoring")(id as ScoringRule)}
          error={save.issue("scoring")}
          description="Partial credit scores a multiple-choice question by the share of right choices."
        />
      </div>
      <AdminCheckbox isSelected={form.pauseAllowed} onChange={set("pauseAllowed")}>
        Learners may pause the test
      </AdminCheckbox>
      <AdminCheckbox isSelected={form.practiceAllowed} onChange={set("practiceAllowed")}>
        Learners may take it in practice mode
      </AdminCheckbox>
      {save.failure !== null ? (
        <p className={failureClass} role="alert">
          {save.failure}
        </p>
      ) : null}
      <div className={actionsRow}>
        <SubmitButton isDisabled={save.saving}>{save.saving ? "Saving…" : test === null ? "Create the test" : "Save the rules"}</SubmitButton>
        {onCancel === undefined ? null : (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}
