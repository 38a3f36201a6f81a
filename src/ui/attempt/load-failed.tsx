/** A part of an attempt screen that could not be loaded: what happened, and a way to try again. */
import { css } from "goober"
import { Button } from "../primitives/button.tsx"
import { color, font, radius, space } from "../tokens.ts"

const box = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.md};
  padding: ${space.xl};
  border-radius: ${radius.lg};
  background: ${color.surface};
  border: 1px solid ${color.border};
  & p:first-child { font-weight: ${font.weight.semibold}; }
  & p + p { color: ${color.textMuted}; }
`

export function LoadFailed({ what, reason, onRetry }: {
  /** "Your exams", "This test" — the sentence's subject. */
  readonly what: string
  readonly reason: string | null
  readonly onRetry: () => void
}) {
  return (
    <div className={box} role="alert">
      <p>{what} could not be loaded.</p>
      {reason === null ? null : <p>{reason}</p>}
      <Button variant="secondary" onPress={onRetry}>Try again</Button>
    </div>
  )
}
