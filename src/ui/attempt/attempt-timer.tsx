/**
 * The countdown in the spec's "mm: ss". The visible clock changes every
 * second; screen readers hear it only sparingly (each minute, then
 * every 10 s in the last minute — shouldAnnounceTime), through a polite live
 * region whose text changes only at those moments.
 */
import { css } from "goober"
import { useEffect, useState } from "react"
import { shouldAnnounceTime } from "../../domain/attempt/attempt-clock.ts"
import { formatTimer } from "../../domain/attempt/timer.ts"
import { visuallyHidden } from "../shared/primitives/visually-hidden.ts"
import { color, font, media, radius, space } from "../shared/tokens.ts"
import { ClockIcon, PauseIcon } from "./attempt-icons.tsx"
import { timeLeftWords } from "./format.ts"

/** The last minute: the clock turns red (and says "left" in words to screen readers). */
const LOW_SECONDS = 60

const clock = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  padding: 0 ${space.md};
  border-radius: ${radius.md};
  border: 2px solid ${color.border};
  background: ${color.surface};
  font-variant-numeric: tabular-nums;
  font-weight: ${font.weight.bold};
  font-size: ${font.size.lg};
  white-space: nowrap;
  &[data-low="true"] { color: ${color.error}; border-color: ${color.error}; }
  &[data-paused="true"] { color: ${color.textMuted}; }
`

const label = css`
  ${media.belowMd} { display: none; }
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
  color: ${color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

export function AttemptTimer({ remainingSeconds, paused }: { readonly remainingSeconds: number; readonly paused: boolean }) {
  const [announcement, setAnnouncement] = useState("")
  useEffect(() => {
    if (!paused && shouldAnnounceTime(remainingSeconds)) setAnnouncement(timeLeftWords(remainingSeconds))
  }, [remainingSeconds, paused])
  const low = remainingSeconds <= LOW_SECONDS
  return (
    <>
      <div className={clock} role="timer" aria-label="Time left" data-low={low && !paused} data-paused={paused}>
        {paused ? <PauseIcon size={18} /> : <ClockIcon size={18} />}
        <span className={label} aria-hidden="true">
          {paused ? "Paused" : "Time left"}
        </span>
        <span data-testid="timer">{formatTimer(remainingSeconds)}</span>
      </div>
      <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  )
}
