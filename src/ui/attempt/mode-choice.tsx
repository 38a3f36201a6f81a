/**
 * The instruction screen's choice of mode: exam (timed, scored,
 * counts toward the results) or practice (no timer, each answer checked with
 * its explanation, never counted). A react-aria RadioGroup: arrow keys move
 * between the two, each option says what it means.
 *
 * Each option is a RadioField whose RadioButton (the whole card, so a press
 * anywhere chooses) holds the title, which names the radio, and the text in
 * the field's own description slot, which describes it. A description slot
 * inside a plain Radio is the group's: both texts took the group's one id,
 * and both radios were described by the first.
 */
import { css } from "goober"
import { useId } from "react"
import { Label, RadioButton, RadioField, RadioGroup, Text } from "react-aria-components"
import type { AttemptMode } from "../../api/attempt/attempt.ts"
import { color, font, media, radius, space } from "../shared/tokens.ts"

const group = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  & > .label { font-size: ${font.size.lg}; font-weight: ${font.weight.semibold}; }
  & > .options { display: grid; grid-template-columns: minmax(0, 1fr); gap: ${space.sm}; }
  ${media.md} { & > .options { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
`

/* The field holding the card: a grid, so the card fills the row's height. */
const optionField = css`
  display: grid;
`

const option = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${space.md};
  row-gap: ${space.xxs};
  padding: ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  cursor: pointer;
  /* react-aria's RadioButton hides the input: the circle is drawn, filled when chosen. */
  &::before {
    content: "";
    grid-row: 1 / span 2;
    width: 20px;
    height: 20px;
    margin-top: 2px;
    border-radius: 50%;
    border: 2px solid ${color.borderStrong};
    box-sizing: border-box;
    background: ${color.surface};
  }
  & .title { font-weight: ${font.weight.semibold}; }
  & .what { color: ${color.textMuted}; font-size: ${font.size.sm}; }
  &[data-hovered] { border-color: ${color.brand}; }
  &[data-selected] { border: 2px solid ${color.brand}; background: ${color.brandTint}; padding: calc(${space.md} - 1px); }
  &[data-selected]::before { border: 6px solid ${color.brand}; }
  &[data-focus-visible] { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`

export const MODE_LABELS: Readonly<Record<AttemptMode, { readonly title: string; readonly what: string }>> = {
  exam: { title: "Exam mode", what: "Timed like the real exam, scored at the end, and counted in your results." },
  practice: {
    title: "Practice mode",
    what: "No timer. Check each answer to see whether it was right and why. Not counted in your results."
  }
}

const isMode = (value: string): value is AttemptMode => value === "exam" || value === "practice"

function ModeOption({ mode }: { readonly mode: AttemptMode }) {
  const titleId = useId()
  return (
    <RadioField value={mode} aria-labelledby={titleId} className={optionField}>
      <RadioButton className={option}>
        <span id={titleId} className="title">
          {MODE_LABELS[mode].title}
        </span>
        <Text slot="description" className="what">
          {MODE_LABELS[mode].what}
        </Text>
      </RadioButton>
    </RadioField>
  )
}

export function ModeChoice({ mode, onChange }: { readonly mode: AttemptMode; readonly onChange: (mode: AttemptMode) => void }) {
  return (
    <RadioGroup className={group} value={mode} onChange={(value) => isMode(value) && onChange(value)}>
      <Label className="label">How do you want to take this test?</Label>
      <div className="options">
        {(["exam", "practice"] as const).map((each) => (
          <ModeOption key={each} mode={each} />
        ))}
      </div>
    </RadioGroup>
  )
}
