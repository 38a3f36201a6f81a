/**
 * The review session: one due question at a time, shown without
 * its answer; "Check answer" (or "I don't know") sends it to the server,
 * whose answer reveals right or wrong, the correct options, the explanation
 * and when the question comes back. Everything here renders the session
 * machine's snapshot and sends it the learner's events.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { Checkbox, CheckboxGroup, Radio, RadioGroup } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import type { QuestionOutcome } from "../../api/attempt/attempt.ts"
import type { OptionId } from "../../api/shared/ids.ts"
import type { ReviewCard, ReviewOutcome } from "../../api/learning/learning.ts"
import { nextReviewWords } from "../../domain/learning/review-words.ts"
import { type reviewSessionMachine, selectCurrentCard } from "../../machines/learning/review-session.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { LoadFailed } from "../shared/primitives/load-failed.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { answerIndicator, answerOption, answerOptions } from "../shared/answer-option-styles.ts"
import { color, font } from "../shared/tokens.ts"
import { muted, panel, row } from "./learning-styles.ts"

type SessionActor = ActorRefFrom<typeof reviewSessionMachine>

const questionText = css`
  font-size: ${font.size.lg};
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`

const verdict = css`
  font-size: ${font.size.lg};
  font-weight: ${font.weight.bold};
  &[data-outcome="correct"] { color: ${color.success}; }
  &[data-outcome="partlyCorrect"] { color: ${color.badge}; }
  &[data-outcome="wrong"], &[data-outcome="unanswered"] { color: ${color.error}; }
`

const optionNote = css`
  display: block;
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  color: ${color.success};
`

const VERDICT: Readonly<Record<QuestionOutcome, string>> = {
  correct: "Correct",
  partlyCorrect: "Partly correct",
  wrong: "Incorrect",
  unanswered: "Not answered"
}

function Options({
  card,
  chosen,
  outcome,
  onChoose
}: {
  readonly card: ReviewCard
  readonly chosen: ReadonlyArray<OptionId>
  readonly outcome: ReviewOutcome | null
  readonly onChoose: (optionId: OptionId) => void
}) {
  const revealed = outcome !== null
  const textId = `review-question-${card.qsnId}`
  const body = card.options.map((choice) => {
    const selected = chosen.includes(choice._id)
    const correct = revealed && outcome.correct.includes(choice._id)
    const content = (
      <>
        <span className={answerIndicator} data-kind={card.kind} data-checked={selected} aria-hidden="true" />
        <span>
          {choice.text}
          {correct ? <span className={optionNote}>Correct answer</span> : null}
        </span>
      </>
    )
    return card.kind === "single" ? (
      <Radio key={choice._id} value={choice._id} className={answerOption} data-correct={correct}>
        {content}
      </Radio>
    ) : (
      <Checkbox key={choice._id} value={choice._id} className={answerOption} data-correct={correct}>
        {content}
      </Checkbox>
    )
  })
  const byId = new Map(card.options.map((choice) => [choice._id as string, choice._id]))
  return (
    <>
      <p id={textId} className={questionText}>
        {card.text}
      </p>
      <p className={muted}>{card.kind === "single" ? "Choose one answer." : "Choose every answer that applies."}</p>
      {card.kind === "single" ? (
        <RadioGroup
          className={answerOptions}
          aria-labelledby={textId}
          value={chosen[0] ?? null}
          isDisabled={revealed}
          onChange={(value) => {
            const id = byId.get(value)
            if (id !== undefined) onChoose(id)
          }}
        >
          {body}
        </RadioGroup>
      ) : (
        <CheckboxGroup
          className={answerOptions}
          aria-labelledby={textId}
          value={[...chosen]}
          isDisabled={revealed}
          onChange={(values) => {
            // The group answers the whole new set; the machine toggles the one that changed.
            const changed = [...values.filter((value) => !chosen.includes(value as OptionId)), ...chosen.filter((id) => !values.includes(id))]
            const id = byId.get(changed[0] ?? "")
            if (id !== undefined) onChoose(id)
          }}
        >
          {body}
        </CheckboxGroup>
      )}
    </>
  )
}

export function ReviewSessionView({ actor, backHref, backLabel }: { readonly actor: SessionActor; readonly backHref: string; readonly backLabel: string }) {
  const snapshot = useSelector(actor, (s) => s)
  const card = selectCurrentCard(snapshot)
  const { cards, index, chosen, outcome, reviewed, failureMessage } = snapshot.context
  const back = <Link href={backHref}>{backLabel}</Link>

  if (snapshot.matches("loading")) return <Spinner label="Loading your review" />
  if (snapshot.matches("failed")) {
    return <LoadFailed what="Your review" reason={failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (snapshot.matches("empty")) {
    return (
      <div className={panel}>
        <h2>Nothing is due for review today</h2>
        <p className={muted}>Questions come back when they are due: check again tomorrow.</p>
        <p>{back}</p>
      </div>
    )
  }
  if (snapshot.matches("finished")) {
    const right = reviewed.filter((each) => each.outcome === "correct").length
    return (
      <div className={panel} aria-live="polite">
        <h2>Review done</h2>
        <p>
          You answered {right} of {reviewed.length} {reviewed.length === 1 ? "question" : "questions"} right.
        </p>
        <ul>
          {reviewed.map((each, position) => (
            <li key={each.qsnId}>
              Question {position + 1}: {VERDICT[each.outcome].toLowerCase()}, next review {nextReviewWords(each.nextReviewInSeconds)}
            </li>
          ))}
        </ul>
        <div className={row}>
          <Button variant="secondary" onPress={() => actor.send({ type: "RESTART" })}>
            Review more
          </Button>
          {back}
        </div>
      </div>
    )
  }
  if (card === null) return null
  const grading = snapshot.matches("grading")
  return (
    <div className={panel}>
      <p className={muted} data-testid="review-progress">
        Question {index + 1} of {cards.length} · {card.objective}
      </p>
      <Options card={card} chosen={chosen} outcome={outcome} onChoose={(optionId) => actor.send({ type: "CHOOSE", optionId })} />
      {outcome === null ? (
        <div className={row}>
          <Button onPress={() => actor.send({ type: "SUBMIT" })} isDisabled={chosen.length === 0 || grading}>
            {grading ? "Checking…" : "Check answer"}
          </Button>
          <Button variant="quiet" onPress={() => actor.send({ type: "DONT_KNOW" })} isDisabled={grading}>
            I don't know
          </Button>
        </div>
      ) : (
        <div aria-live="polite" className={panel} data-testid="review-feedback">
          <p className={verdict} data-outcome={outcome.outcome}>
            {VERDICT[outcome.outcome]}
          </p>
          {outcome.explanation === "" ? null : <p>{outcome.explanation}</p>}
          <p data-testid="next-review">
            <strong>Next review: {nextReviewWords(outcome.nextReviewInSeconds)}</strong>
          </p>
          <div className={row}>
            <Button onPress={() => actor.send({ type: "NEXT" })} autoFocus>
              {index + 1 < cards.length ? "Next question" : "Finish review"}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
