/**
 * How a question's options look wherever a learner answers one: the test
 * screen (ui/attempt/question-view.tsx) and a spaced-review card
 * (ui/learning/review-session-view.tsx) show the same list, so a learner
 * meets one kind of option everywhere. React-aria's Radio and Checkbox set
 * the data attributes; `data-correct` marks the right options once a review
 * shows them.
 */
import { css } from "goober"
import { color, radius, space } from "./tokens.ts"

/** The RadioGroup or CheckboxGroup holding the options. */
export const answerOptions = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`

/** One option: a Radio for a single answer, a Checkbox for several. */
export const answerOption = css`
  display: flex;
  align-items: flex-start;
  gap: ${space.md};
  padding: ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  cursor: pointer;
  overflow-wrap: anywhere;
  &[data-hovered] { border-color: ${color.brand}; }
  &[data-selected] { border: 2px solid ${color.brand}; background: ${color.brandTint}; padding: calc(${space.md} - 1px); }
  &[data-focus-visible] { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  &[data-disabled] { cursor: not-allowed; opacity: 0.7; }
  &[data-correct="true"] { border: 2px solid ${color.success}; padding: calc(${space.md} - 1px); opacity: 1; }
`

/** The radio dot or the tick box: the choice shows by shape, not only by colour. */
export const answerIndicator = css`
  flex: none;
  width: 22px;
  height: 22px;
  margin-top: 1px;
  border: 2px solid ${color.borderStrong};
  background: ${color.surface};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: #fff;
  &[data-kind="single"] { border-radius: 50%; }
  &[data-kind="multiple"] { border-radius: 4px; }
  &[data-checked="true"] { border-color: ${color.brand}; background: ${color.brand}; }
  &[data-kind="single"][data-checked="true"] { background: ${color.surface}; }
  &[data-kind="single"][data-checked="true"]::after {
    content: ""; width: 10px; height: 10px; border-radius: 50%; background: ${color.brand};
  }
`
