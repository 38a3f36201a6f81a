/**
 * Practice mode's feedback on a checked answer: right, partly
 * right or wrong in words and an icon (never colour alone), the correct
 * options by their text, and the explanation. A polite live region
 * announces it when it appears after Check answer.
 */
import { css } from "goober"
import type { AnswerFeedback, AttemptQuestion, QuestionOutcome } from "../../api/attempt/attempt.ts"
import { pill, pillAttention, pillBad, pillGood } from "../shared/primitives/status-pill-styles.ts"
import { color, font, radius, space } from "../shared/tokens.ts"
import { CheckIcon, CrossIcon, MinusIcon } from "./attempt-icons.tsx"

const OUTCOMES: Readonly<Record<QuestionOutcome, { readonly words: string; readonly tone: string }>> = {
  correct: { words: "Correct", tone: pillGood },
  partlyCorrect: { words: "Partly correct", tone: pillAttention },
  wrong: { words: "Incorrect", tone: pillBad },
  unanswered: { words: "Not answered", tone: pillAttention }
}

const panel = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  border: 1px solid ${color.borderStrong};
  background: ${color.surfaceAlt};
  & h3 { font-size: ${font.size.md}; display: flex; flex-wrap: wrap; align-items: center; gap: ${space.sm}; }
  & ul { margin: 0; padding-left: ${space.xl}; }
  & p { white-space: pre-line; overflow-wrap: anywhere; }
`

export function AnswerFeedbackPanel({ feedback, question }: { readonly feedback: AnswerFeedback; readonly question: AttemptQuestion }) {
  const outcome = OUTCOMES[feedback.outcome]
  const correct = question.options.filter((option) => feedback.correct.includes(option._id))
  return (
    <section className={panel} aria-labelledby={`feedback-${question._id}`} role="status">
      <h3 id={`feedback-${question._id}`}>
        Your answer:{" "}
        <span className={`${pill} ${outcome.tone}`} data-testid="feedback-outcome">
          {feedback.outcome === "correct" ? <CheckIcon size={14} /> : feedback.outcome === "wrong" ? <CrossIcon size={14} /> : <MinusIcon size={14} />}
          {outcome.words}
        </span>
      </h3>
      <div>
        <strong>{correct.length === 1 ? "The correct answer" : "The correct answers"}:</strong>
        <ul>
          {correct.map((option) => (
            <li key={option._id}>{option.text}</li>
          ))}
        </ul>
      </div>
      {feedback.explanation === "" ? null : (
        <div>
          <strong>Why:</strong>
          <p>{feedback.explanation}</p>
        </div>
      )}
    </section>
  )
}
