/**
 * Exam mode's behind-pace hint: a quiet line under the timer,
 * "Behind pace: 3 of 6 questions answered by now.", shown when the learner
 * is more than one question behind the exam's pace (domain/attempt/pace.ts),
 * and a toggle button (aria-pressed; not a switch, whose label and checkbox
 * would sit among the question's options) to turn it off or on again (the machine's PACE_HINT_TOGGLE;
 * the choice is remembered in the browser). The line reads the clock, so it
 * has its own selector: the rest of the screen does not re-render with it.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { ToggleButton } from "react-aria-components"
import { paceHintText } from "../../domain/attempt/pace.ts"
import { samePaceHint, selectPaceHint } from "../../machines/attempt/attempt-view.ts"
import { color, font, space } from "../shared/tokens.ts"
import type { AttemptActor } from "./use-attempt-view.ts"

const row = css`
  flex: 1 1 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space.xs} ${space.md};
  font-size: ${font.size.sm};
  color: ${color.textMuted};
  min-height: 24px;
`

const toggle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 32px;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  cursor: pointer;
  color: ${color.textMuted};
  & .track {
    width: 34px;
    height: 20px;
    border-radius: 10px;
    border: 2px solid ${color.borderStrong};
    background: ${color.surface};
    box-sizing: border-box;
    position: relative;
    transition: background 120ms;
  }
  & .track::after {
    content: "";
    position: absolute;
    top: 2px;
    left: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${color.borderStrong};
    transition: transform 120ms;
  }
  &[data-selected] .track { background: ${color.brand}; border-color: ${color.brand}; }
  &[data-selected] .track::after { transform: translateX(14px); background: #fff; }
  &[data-focus-visible] .track { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`

export function PaceHintLine({ actor, on, onToggle }: { readonly actor: AttemptActor; readonly on: boolean; readonly onToggle: () => void }) {
  const hint = useSelector(actor, selectPaceHint, samePaceHint)
  return (
    <div className={row}>
      <p role="status" data-testid="pace-hint">
        {hint === null ? "" : paceHintText(hint)}
      </p>
      <ToggleButton className={toggle} isSelected={on} onChange={onToggle}>
        <span className="track" aria-hidden="true" />
        Pace hint
      </ToggleButton>
    </div>
  )
}
