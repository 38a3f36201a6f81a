/**
 * A question and its options as a learner sees it on the test screen: radio
 * buttons for a single answer, checkboxes for several (react-aria), each
 * option numbered with the key that chooses it. The test screen sends CHOOSE
 * with the option (the machine keeps the answer and hands the change to the
 * save queue); the admin's preview renders this same component
 * from a draft, so what an operator previews is what a learner will see,
 * with `correctIds` marking the right options when asked.
 */
import { css } from "goober"
import { Checkbox, CheckboxGroup, Radio, RadioGroup } from "react-aria-components"
import { answerIndicator, answerOption, answerOptions } from "./answer-option-styles.ts"
import { LineIcon } from "./icons.tsx"
import { color, font, media, radius, space } from "./tokens.ts"

/** What the view reads of a question: the test screen's AttemptQuestion, or a draft given ids. */
export interface ViewedQuestion {
  readonly _id: string
  readonly kind: "single" | "multiple"
  readonly text: string
  readonly options: ReadonlyArray<{ readonly _id: string; readonly text: string }>
}

/** The tick of a chosen checkbox, drawn as the attempt screens' icons are (2.2 wide). */
const CheckMark = () => (
  <LineIcon size={14} strokeWidth={2.2}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </LineIcon>
)

const heading = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.xs} ${space.md};
  & h2, & h3 { font-size: ${font.size.lg}; }
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

export function QuestionView({
  question,
  number,
  total,
  sectionName,
  chosen,
  isDisabled,
  onChoose,
  headingLevel = 2,
  headingId = "question-heading",
  correctIds
}: {
  readonly question: ViewedQuestion
  readonly number: number
  readonly total: number
  readonly sectionName: string
  readonly chosen: ReadonlyArray<string>
  readonly isDisabled: boolean
  readonly onChoose: (optionId: string) => void
  /** 2 on the test screen; 3 where the question sits under a page's own h2 (the admin's preview). */
  readonly headingLevel?: 2 | 3
  readonly headingId?: string
  /** Marks these options as the right ones (the admin's "Show the correct answers"). */
  readonly correctIds?: ReadonlyArray<string>
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const textId = `question-text-${question._id}`
  const hintId = `question-hint-${question._id}`
  const body = (isSelected: (optionId: string) => boolean) =>
    question.options.map((choice, index) => {
      const selected = isSelected(choice._id)
      const content = (
        <>
          <span className={answerIndicator} data-kind={question.kind} data-checked={selected} aria-hidden="true">
            {question.kind === "multiple" && selected ? <CheckMark /> : null}
          </span>
          <span className={optionText}>{choice.text}</span>
          {index < 9 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the key hint is decoration, not focusable; the option around it is
            <kbd className={keyBadge} aria-hidden="true">
              {index + 1}
            </kbd>
          ) : null}
        </>
      )
      const correct = correctIds?.includes(choice._id) === true ? "true" : undefined
      return question.kind === "single" ? (
        <Radio key={choice._id} value={choice._id} className={answerOption} data-correct={correct}>
          {content}
        </Radio>
      ) : (
        <Checkbox key={choice._id} value={choice._id} className={answerOption} data-correct={correct}>
          {content}
        </Checkbox>
      )
    })

  return (
    <>
      <div className={heading}>
        <Heading id={headingId}>
          Question {number} of {total}
        </Heading>
        <p>{sectionName}</p>
      </div>
      <p id={textId} className={text}>
        {question.text}
      </p>
      <p id={hintId} className={hint}>
        {question.kind === "single" ? "Choose one answer." : "Choose every answer that applies."}
      </p>
      {question.kind === "single" ? (
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
      ) : (
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
