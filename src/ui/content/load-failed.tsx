/** A load that failed for a reason the learner can retry (offline, server trouble): the reason and Try again. */
import { Button } from "../primitives/button.tsx"
import { noticeBox } from "./content-styles.ts"

export function LoadFailed({ what, reason, onRetry }: {
  /** What could not be loaded, e.g. "The blog posts". */
  readonly what: string
  readonly reason: string | null
  readonly onRetry: () => void
}) {
  return (
    <div className={noticeBox} role="alert">
      <p><strong>{what} could not be loaded.</strong> {reason ?? ""}</p>
      <Button variant="secondary" onPress={onRetry}>Try again</Button>
    </div>
  )
}
