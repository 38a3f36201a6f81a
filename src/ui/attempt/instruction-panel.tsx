/**
 * /instruction/{subscId}/{examId}/{testId}: what the learner is about to
 * start — duration, sections and questions, pass mark, the rules (timer,
 * pause, what happens at zero, answers saved as you go even offline) — and
 * Start (the start-attempt machine), or Resume while an attempt is open.
 * Where the test allows it, the learner chooses exam or practice mode
 * first; the rules and the way in follow the choice.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { useState } from "react"
import type { AttemptMode, SubscriptionDetail, TestInfo } from "../../api/attempt/attempt.ts"
import { examDetailPath, testPath } from "../../domain/attempt/attempt-paths.ts"
import { formatTimer } from "../../domain/attempt/timer.ts"
import { attemptsUsedLabel, practiceAvailability, testAvailability } from "../../domain/attempt/test-availability.ts"
import { isStarting } from "../../machines/attempt/start-attempt.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { PageHeading } from "../shared/primitives/page-heading.tsx"
import { color, font, media, space } from "../shared/tokens.ts"
import { useAttemptMachines } from "./attempt-machines.ts"
import { actionsRow, card, eyebrow, facts, muted, notice, table } from "./attempt-styles.ts"
import { formatDay, formatMinutes, formatPercent } from "./format.ts"
import { SHORTCUT_HELP } from "./keyboard-shortcuts.ts"
import { ModeChoice } from "./mode-choice.tsx"
import { useFlowActor } from "../shared/flow-actor.ts"

const layout = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  max-width: 880px;
  margin: 0 auto;
  width: 100%;
  & h1 { font-size: ${font.size.xl}; overflow-wrap: anywhere; }
  ${media.md} { & h1 { font-size: ${font.size.xxl}; } }
`

const rules = css`
  margin: 0;
  padding-left: ${space.xl};
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`

const keyClass = css`
  display: inline-block;
  min-width: 1.6em;
  padding: 0 ${space.xs};
  border: 1px solid ${color.borderStrong};
  border-radius: 4px;
  background: ${color.surfaceAlt};
  font-family: inherit;
  font-size: ${font.size.sm};
  text-align: center;
`

function StartAction({
  subscId,
  test,
  mode
}: {
  readonly subscId: SubscriptionDetail["subscription"]["_id"]
  readonly test: TestInfo
  readonly mode: AttemptMode
}) {
  const actor = useFlowActor(useAttemptMachines().startAttempt, { input: { subscId, testId: test._id } })
  const starting = useSelector(actor, isStarting)
  return (
    <Button onPress={() => actor.send(mode === "exam" ? { type: "START" } : { type: "START", mode })} isDisabled={starting}>
      {starting ? "Starting…" : mode === "exam" ? "Start test" : "Start practice"}
    </Button>
  )
}

function PracticeRules() {
  return (
    <ul className={rules}>
      <li>There is no timer: take the time you need. The time you spend on each question is still recorded, for you to see later.</li>
      <li>
        After answering a question, press Check answer: your answer is locked in, and you see whether it was right, the correct answer and why. A checked answer
        can no longer change.
      </li>
      <li>Every answer is saved as you go, even offline, as in the exam.</li>
      <li>A practice never counts toward your exam results, nor against the attempts the test allows.</li>
    </ul>
  )
}

function ExamRules({ test }: { readonly test: TestInfo }) {
  return (
    <ul className={rules}>
      <li>
        You have {formatMinutes(test.durationMinutes)}. The timer starts when you press Start, counts down in minutes and seconds (it shows{" "}
        {formatTimer(test.durationMinutes * 60)} at the start) and keeps running if you close the page.
      </li>
      <li>
        {test.pauseAllowed
          ? "You may pause the test: the timer stops until you resume, and the questions are hidden meanwhile."
          : "This test cannot be paused: once started, the timer runs until the end."}
      </li>
      <li>When the time runs out, the test submits itself with the answers you gave.</li>
      <li>
        Every answer is saved as you go, even offline: answers given without a connection are kept on this device and sent as soon as you are back online.
        Reloading the page brings you back to the same question.
      </li>
      <li>
        Move freely between questions and sections, mark questions to come back to, and change answers until you submit. You pass with{" "}
        {formatPercent(test.passMarkPercent)} or more
        {test.scoring === "allOrNothing"
          ? "; a question with several answers counts only when you choose exactly the right ones."
          : "; a question with several answers earns part of its mark for each right choice."}
      </li>
      <li>
        Keyboard:{" "}
        {SHORTCUT_HELP.map((shortcut, index) => (
          <span key={shortcut.does}>
            {index === 0 ? "" : "; "}
            {shortcut.keys.map((key, keyIndex) => (
              <span key={key}>
                {keyIndex === 0 ? "" : " "}
                <kbd className={keyClass}>{key}</kbd>
              </span>
            ))}{" "}
            {shortcut.does.toLowerCase()}
          </span>
        ))}
        .
      </li>
    </ul>
  )
}

export function InstructionPanel({ detail, test }: { readonly detail: SubscriptionDetail; readonly test: TestInfo }) {
  const { subscription } = detail
  const active = subscription.status === "active"
  const [mode, setMode] = useState<AttemptMode>("exam")
  const offerPractice = test.practiceAllowed && active
  const availability = mode === "exam" ? testAvailability(test, active) : practiceAvailability(test, active)
  return (
    <div className={layout}>
      <p>
        <Link href={examDetailPath(subscription._id)}>Back to {subscription.examName}</Link>
      </p>
      <div>
        <p className={eyebrow}>
          {subscription.vendor} · {subscription.examName}
        </p>
        <PageHeading>{test.name}</PageHeading>
      </div>

      <section className={card} aria-labelledby="test-facts">
        <h2 id="test-facts">About this test</h2>
        <dl className={facts}>
          <div>
            <dt>Duration</dt>
            <dd>{formatMinutes(test.durationMinutes)}</dd>
          </div>
          <div>
            <dt>Questions</dt>
            <dd>{test.questionCount}</dd>
          </div>
          <div>
            <dt>Sections</dt>
            <dd>{test.sections.length}</dd>
          </div>
          <div>
            <dt>Pass mark</dt>
            <dd>{formatPercent(test.passMarkPercent)}</dd>
          </div>
          <div>
            <dt>Pause</dt>
            <dd>{test.pauseAllowed ? "Allowed" : "Not allowed"}</dd>
          </div>
          <div>
            <dt>Attempts</dt>
            <dd>{attemptsUsedLabel(test)}</dd>
          </div>
          <div>
            <dt>Practice mode</dt>
            <dd>{test.practiceAllowed ? "Available" : "Not available"}</dd>
          </div>
        </dl>
        {test.sections.length === 0 ? null : (
          <table className={table}>
            <caption>Sections</caption>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col" className="number">
                  Questions
                </th>
              </tr>
            </thead>
            <tbody>
              {test.sections.map((section) => (
                <tr key={section._id}>
                  <td>{section.name}</td>
                  <td className="number">{section.questionCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {offerPractice ? (
        <section className={card} aria-label="Mode">
          <ModeChoice mode={mode} onChange={setMode} />
        </section>
      ) : null}

      <section className={card} aria-labelledby="test-rules">
        <h2 id="test-rules">Before you start</h2>
        {mode === "practice" ? <PracticeRules /> : <ExamRules test={test} />}
      </section>

      {availability.kind === "expired" ? (
        <p className={notice} role="note">
          Your access to this exam ended on {formatDay(subscription.expiresAt)}, so this test cannot be started.
        </p>
      ) : availability.kind === "usedUp" ? (
        <p className={notice} role="note">
          You have used every attempt this test allows.{test.practiceAllowed ? " You can still take it in practice mode." : ""}
        </p>
      ) : availability.kind === "notAllowed" ? (
        <p className={notice} role="note">
          This test cannot be taken in practice mode.
        </p>
      ) : availability.kind === "noQuestions" ? (
        <p className={notice} role="note">
          This test has no questions yet, so it cannot be started.
        </p>
      ) : (
        <div className={actionsRow}>
          {availability.kind === "resume" ? (
            <Link variant="button" href={testPath(availability.attemptId)}>
              {mode === "exam" ? "Resume test" : "Resume practice"}
            </Link>
          ) : (
            <StartAction key={mode} subscId={subscription._id} test={test} mode={mode} />
          )}
          <span className={muted}>
            {availability.kind === "resume"
              ? mode === "exam"
                ? "You have this test open: it continues where you left it."
                : "You have a practice of this test open: it continues where you left it."
              : null}
          </span>
        </div>
      )}
    </div>
  )
}
