/**
 * The review on /attempt/{attemptId}: every question with the learner's
 * answer, the correct one, the explanation and the marked flag, filterable
 * to the wrong, unanswered or marked questions (domain/review-filter.ts).
 * Right and wrong are said in words and icons, not colour alone. Each
 * question offers "Report a problem with this question": a new
 * helpdesk ticket with the question linked, which the agent sees with its
 * options and the learner's answer. A refunded exam's review comes without
 * its key (src/domain/attempt/answer-key.ts): the learner's answers and
 * outcomes only, no correct options nor explanations.
 */
import { css } from "goober"
import { useState } from "react"
import type { AttemptReviewQuestion, QuestionOutcome } from "../../api/attempt/attempt.ts"
import { reportQuestionPath } from "../../domain/helpdesk/ticket-rules.ts"
import { filterReview, type ReviewFilter, reviewFilterCounts, reviewFiltersFor } from "../../domain/attempt/review-filter.ts"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { pill, pillAttention, pillBad, pillGood, pillNeutral } from "../shared/primitives/status-pill-styles.ts"
import { color, font, radius, space } from "../shared/tokens.ts"
import { CheckIcon, CrossIcon, FlagIcon, MinusIcon } from "./attempt-icons.tsx"
import { card, muted } from "./attempt-styles.ts"

const FILTER_LABELS: Readonly<Record<ReviewFilter, string>> = {
  all: "All",
  wrong: "Wrong",
  unanswered: "Unanswered",
  marked: "Marked"
}

const filterBar = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`

const filterButton = css`
  &[aria-pressed="true"] { background: ${color.brand}; color: #fff; border-color: ${color.brand}; }
`

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`

const questionHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  & h3 { font-size: ${font.size.md}; margin-right: auto; }
`

const questionText = css`
  white-space: pre-line;
  overflow-wrap: anywhere;
`

const optionList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`

const optionRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  overflow-wrap: anywhere;
  & > span:first-child { flex: 1 1 200px; min-width: 0; }
  &[data-correct="true"] { border: 2px solid ${color.success}; }
  &[data-wrong-choice="true"] { border: 2px solid ${color.error}; }
`

const explanation = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.md};
  border-radius: ${radius.md};
  background: ${color.surfaceAlt};
  & h4 { font-size: ${font.size.sm}; }
`

const reportLine = css`
  margin: 0;
  font-size: ${font.size.sm};
`

function OutcomePill({ outcome }: { readonly outcome: QuestionOutcome }) {
  switch (outcome) {
    case "correct":
      return (
        <span className={`${pill} ${pillGood}`}>
          <CheckIcon size={14} />
          Correct
        </span>
      )
    case "partlyCorrect":
      return (
        <span className={`${pill} ${pillBad}`}>
          <MinusIcon size={14} />
          Partly correct
        </span>
      )
    case "wrong":
      return (
        <span className={`${pill} ${pillBad}`}>
          <CrossIcon size={14} />
          Wrong
        </span>
      )
    case "unanswered":
      return (
        <span className={`${pill} ${pillNeutral}`}>
          <MinusIcon size={14} />
          Not answered
        </span>
      )
  }
}

function ReviewItem({
  attemptId,
  question,
  number,
  sectionName,
  keyShown
}: {
  readonly attemptId: string
  readonly question: AttemptReviewQuestion
  readonly number: number
  readonly sectionName: string
  readonly keyShown: boolean
}) {
  const headingId = `review-${question._id}`
  return (
    <li>
      <article className={card} aria-labelledby={headingId}>
        <div className={questionHead}>
          <h3 id={headingId}>
            Question {number}
            <span className={muted}> · {sectionName}</span>
          </h3>
          {question.outcome === null ? null : <OutcomePill outcome={question.outcome} />}
          {question.marked ? (
            <span className={`${pill} ${pillAttention}`}>
              <FlagIcon size={14} />
              Marked
            </span>
          ) : null}
        </div>
        <p className={questionText}>{question.text}</p>
        <ul className={optionList} aria-label="Options">
          {question.options.map((option) => {
            const correct = question.correct.includes(option._id)
            const chosen = question.chosen.includes(option._id)
            return (
              <li key={option._id} className={optionRow} data-correct={correct} data-wrong-choice={keyShown && chosen && !correct}>
                <span>{option.text}</span>
                {chosen && !keyShown ? <span className={`${pill} ${pillNeutral}`}>Your answer</span> : null}
                {chosen && keyShown ? (
                  <span className={`${pill} ${correct ? pillGood : pillBad}`}>{correct ? <CheckIcon size={14} /> : <CrossIcon size={14} />}Your answer</span>
                ) : null}
                {correct ? (
                  <span className={`${pill} ${pillGood}`}>
                    <CheckIcon size={14} />
                    Correct answer
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
        {keyShown ? (
          <div className={explanation}>
            <h4>Explanation</h4>
            <p>{question.explanation}</p>
            <p className={muted}>Objective: {question.objective}</p>
          </div>
        ) : (
          <p className={muted}>Objective: {question.objective}</p>
        )}
        <p className={reportLine}>
          <Link href={reportQuestionPath(attemptId, question._id)} aria-label={`Report a problem with question ${number}`}>
            Report a problem with this question
          </Link>
        </p>
      </article>
    </li>
  )
}

export function ReviewList({
  attemptId,
  questions,
  sectionNames,
  keyShown
}: {
  /** The attempt reviewed: a problem report links the question within it. */
  readonly attemptId: string
  readonly questions: ReadonlyArray<AttemptReviewQuestion>
  /** False: a refunded exam's review, without correct options nor explanations. */
  readonly keyShown: boolean
  /** Section names by id, from the result's per-section scores. */
  readonly sectionNames: Readonly<Record<string, string>>
}) {
  const [filter, setFilter] = useState<ReviewFilter>("all")
  const counts = reviewFilterCounts(questions)
  const numbers = new Map(questions.map((question, index) => [question._id, index + 1]))
  const shown = filterReview(questions, filter)
  return (
    <section aria-labelledby="review-heading" className={list}>
      <h2 id="review-heading">Review</h2>
      <div className={filterBar} role="group" aria-label="Show questions">
        {reviewFiltersFor(keyShown).map((option) => (
          <Button key={option} variant="secondary" className={filterButton} aria-pressed={filter === option} onPress={() => setFilter(option)}>
            {FILTER_LABELS[option]} ({counts[option]})
          </Button>
        ))}
      </div>
      <p className={muted} aria-live="polite">
        {shown.length === 0 ? "No questions match this filter." : `Showing ${shown.length} of ${questions.length} questions.`}
      </p>
      <ol className={list} aria-label="Reviewed questions">
        {shown.map((question) => (
          <ReviewItem
            key={question._id}
            attemptId={attemptId}
            question={question}
            number={numbers.get(question._id) ?? 0}
            keyShown={keyShown}
            sectionName={sectionNames[question.sectionId] ?? ""}
          />
        ))}
      </ol>
    </section>
  )
}
