/**
 * "Coming soon" in words (never colour alone), with a clock: an exam or
 * package the shop shows with its planned tests but does not sell yet
 * (src/domain/catalog/availability.ts).
 */
import { ClockIcon } from "../shared/icons.tsx"
import { pill, pillAttention } from "../shared/primitives/status-pill-styles.ts"

export const COMING_SOON = "Coming soon"

export function ComingSoonTag() {
  return (
    <span className={`${pill} ${pillAttention}`}>
      <ClockIcon size={14} />
      {COMING_SOON}
    </span>
  )
}
