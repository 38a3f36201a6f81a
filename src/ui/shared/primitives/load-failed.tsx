/** A part of a screen that could not be loaded: what happened, why when known, and a way to try again. */
import { css } from "goober"
import { color, font } from "../tokens.ts"
import { Button } from "./button.tsx"
import { noticeBox } from "./surface-styles.ts"

const text = css`
  & p:first-child { font-weight: ${font.weight.semibold}; }
  & p + p { color: ${color.textMuted}; }
`

export function LoadFailed({
  what,
  reason,
  onRetry
}: {
  /** The sentence's subject: "This exam", "The blog posts", "Your exams". */
  readonly what: string
  /** The failure's message, when there is one. */
  readonly reason: string | null
  readonly onRetry: () => void
}) {
  return (
    <div className={`${noticeBox} ${text}`} role="alert">
      <p>{what} could not be loaded.</p>
      {reason === null ? null : <p>{reason}</p>}
      <Button variant="secondary" onPress={onRetry}>
        Try again
      </Button>
    </div>
  )
}
