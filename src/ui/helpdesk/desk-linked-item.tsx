/**
 * What a ticket is about, as the agent reads it: the exam, the
 * attempt with its score, or the question with every option marked correct
 * or not and the learner's own answer, with the explanation; or why it
 * cannot be read.
 */
import type { LinkedItem } from "../../api/helpdesk/helpdesk.ts"
import { muted, optionList, optionTags, sidePanel, facts } from "./desk-styles.ts"
import { pill, pillBad, pillGood, pillNeutral } from "../shared/primitives/status-pill-styles.ts"

export function DeskLinkedItem({ linked }: { readonly linked: LinkedItem | null }) {
  return (
    <section className={sidePanel} aria-labelledby="linked-item-title">
      <h2 id="linked-item-title">Linked item</h2>
      <LinkedBody linked={linked} />
    </section>
  )
}

function LinkedBody({ linked }: { readonly linked: LinkedItem | null }) {
  if (linked === null) return <p className={muted}>This ticket names no exam, attempt or question.</p>
  switch (linked.kind) {
    case "exam":
      return (
        <dl className={facts}>
          <dt>Exam</dt>
          <dd>{linked.name}</dd>
        </dl>
      )
    case "attempt":
      return (
        <dl className={facts}>
          <dt>Exam</dt>
          <dd>{linked.examName}</dd>
          <dt>Test</dt>
          <dd>{linked.testName}</dd>
          <dt>Score</dt>
          <dd>{linked.percentage === null ? "Not submitted yet" : `${linked.percentage}%`}</dd>
        </dl>
      )
    case "unavailable":
      return <p className={muted}>{linked.reason}</p>
    case "question": {
      const answeredRight =
        linked.chosen.length > 0 && linked.chosen.length === linked.correct.length && linked.chosen.every((id) => linked.correct.includes(id))
      return (
        <>
          <dl className={facts}>
            <dt>Exam</dt>
            <dd>{linked.examName}</dd>
            <dt>Test</dt>
            <dd>{linked.testName}</dd>
          </dl>
          <h3>Question</h3>
          <p>{linked.text}</p>
          <ul className={optionList} aria-label="Options">
            {linked.options.map((option) => {
              const correct = linked.correct.includes(option._id)
              const chosen = linked.chosen.includes(option._id)
              return (
                <li key={option._id}>
                  <span>{option.text}</span>
                  <span className={optionTags}>
                    {correct ? <span className={`${pill} ${pillGood}`}>✓ Correct answer</span> : null}
                    {chosen ? <span className={`${pill} ${correct ? pillGood : pillBad}`}>Learner's answer</span> : null}
                  </span>
                </li>
              )
            })}
          </ul>
          <p>
            <span className={`${pill} ${linked.chosen.length === 0 ? pillNeutral : answeredRight ? pillGood : pillBad}`}>
              {linked.chosen.length === 0 ? "Not answered" : answeredRight ? "Answered correctly" : "Answered wrongly"}
            </span>
          </p>
          {linked.explanation === "" ? null : (
            <>
              <h3>Explanation</h3>
              <p className={muted}>{linked.explanation}</p>
            </>
          )}
        </>
      )
    }
  }
}
