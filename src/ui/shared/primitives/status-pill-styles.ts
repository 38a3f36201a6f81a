/**
 * A status in words with its icon, outlined in its colour, never colour
 * alone: an order's payment and refund, a test's pass or fail, a review's
 * outcome. `pill` draws it; one of the tones beside it colours it.
 */
import { css } from "goober"
import { color, font, radius, space } from "../tokens.ts"

export const pill = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radius.pill};
  font-size: ${font.size.sm};
  font-weight: ${font.weight.semibold};
  white-space: nowrap;
  border: 1px solid currentColor;
  background: ${color.surface};
`

export const pillGood = css`color: ${color.success};`
export const pillBad = css`color: ${color.error};`
export const pillNeutral = css`color: ${color.textMuted};`
/** Something waiting or flagged for later (a pending payment, a question marked for review). */
export const pillAttention = css`color: ${color.badge};`
