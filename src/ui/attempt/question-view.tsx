/**
 * The current question and its options: radio buttons for a single answer,
 * checkboxes for several (react-aria), each option numbered with the key
 * that chooses it. Choosing sends CHOOSE with the option; the machine keeps
 * the answer and hands the change to the save queue.
 */
import { css } from "goober"
import { Checkbox, CheckboxGroup, Radio, RadioGroup } from "react-aria-components"
import type { AttemptQuestion } from "../../api/attempts.ts"
import { answerIndicator, answerOption, answerOptions } from "../shared/answer-option-styles.ts"
import { color, font, media, radius, space } from "../shared/tokens.ts"
import { CheckIcon } from "./attempt-icons.tsx"

const heading = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.xs} ${space.md};
  & h2 { font-size: ${font.size.lg}; }
  & p { font-size: ${font.size.sm}; color: ${color.textMuted}; }
`

const text = css`
  font-size: ${font.size.md};
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
  ${media.md} { font-size: ${font.size.lg}; }
`

const hint = css`
  font-size: ${font.size.sm};
  color: ${color.textMuted};
  font-style: italic;
`

const keyBadge = css`
  flex: none;
  min-width: 24px;
  height: 24px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${radius.sm};
  border: 1px solid ${color.borderStrong};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
  color: ${color.textMuted};
  background: ${color.surfaceAlt};
`

const optionText = css`
  flex: 1;
  min-width: 0;
`

export function QuestionView({ question, number, total, sectionName, chosen, isDisabled, onChoose }: {
  readonly question: AttemptQuestion
  readonly number: number
  readonly total: number
  readonly sectionName: string
  readonly chosen: ReadonlyArray<string>
  readonly isDisabled: boolean
  readonly onChoose: (optionId: string) => void
}) {
  const textId = `question-text-${question._id}`
  const hintId = `question-hint-${question._id}`
  const body = (isSelected: (optionId: string) => boolean) =>
    question.options.map((choice, index) => {
      const selected = isSelected(choice._id)
      const content = (
        <>
          <span className={answerIndicator} data-kind={question.kind} data-checked={selected} aria-hidden="true">
            {question.kind === "multiple" && selected ? <CheckIcon size={14} /> : null}
          </span>
          <span className={optionText}>{choice.text}</span>
          {index < 9 ? <kbd className={keyBadge} aria-hidden="true">{index + 1}</kbd> : null}
        </>
      )
      return question.kind === "single"
        ? <Radio key={choice._id} value={choice._id} className={answerOption}>{content}</Radio>
        : <Checkbox key={choice._id} value={choice._id} className={answerOption}>{content}</Checkbox>
    })

  return (
    <>
      <div className={heading}>
        <h2 id="question-heading">Question {number} of {total}</h2>
        <p>{sectionName}</p>
      </div>
      <p id={textId} className={text}>{question.text}</p>
      <p id={hintId} className={hint}>
        {question.kind === "single" ? "Choose one answer." : "Choose every answer that applies."}
      </p>
      {question.kind === "single"
        ? (
          <RadioGroup
            className={answerOptions}
            aria-labelledby={textId}
            aria-describedby={hintId}
            value={chosen[0] ?? null}
            isDisabled={isDisabled}
            onChange={(value) => onChoose(value)}
          >
            {body((id) => chosen[0] === id)}
          </RadioGroup>
        )
        : (
          <CheckboxGroup
            className={answerOptions}
            aria-labelledby={textId}
            aria-describedby={hintId}
            value={[...chosen]}
            isDisabled={isDisabled}
            onChange={(next) => {
              // The group answers the whole new set; the machine takes the one option that changed.
              const toggled = question.options.find((choice) => next.includes(choice._id) !== chosen.includes(choice._id))
              if (toggled !== undefined) onChoose(toggled._id)
            }}
          >
            {body((id) => chosen.includes(id))}
          </CheckboxGroup>
        )}
    </>
  )
}
