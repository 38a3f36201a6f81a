/**
 * Submit's confirmation: how many questions are answered,
 * unanswered and marked, and — when some answers have not reached the
 * server yet — that they are sent first. A modal dialog (react-aria): focus
 * stays inside, Escape or "Keep answering" closes it.
 */
import { css } from "goober"
import { Heading } from "react-aria-components"
import type { AttemptCounts } from "../../domain/attempt/attempt-progress.ts"
import { Button } from "../shared/primitives/button.tsx"
import { ModalDialog } from "../shared/primitives/modal-dialog.tsx"
import { font } from "../shared/tokens.ts"
import { actionsRow, facts, muted } from "./attempt-styles.ts"

/** The counts read large, as the dialog's heading does. */
const bigCounts = css`
  & dd { font-size: ${font.size.xl}; }
`

export function SubmitDialog({
  isOpen,
  counts,
  unsent,
  onCancel,
  onConfirm,
  practice = false
}: {
  readonly isOpen: boolean
  /** Practice mode: "Finish practice", and it is not counted. */
  readonly practice?: boolean
  readonly counts: AttemptCounts
  /** Answers still waiting to reach the server. */
  readonly unsent: number
  readonly onCancel: () => void
  readonly onConfirm: () => void
}) {
  return (
    <ModalDialog isOpen={isOpen} isDismissable onClose={onCancel} role="alertdialog" className={bigCounts}>
      <Heading slot="title">{practice ? "Finish your practice?" : "Submit your test?"}</Heading>
      <dl className={facts}>
        <div>
          <dt>Answered</dt>
          <dd>{counts.answered}</dd>
        </div>
        <div>
          <dt>Unanswered</dt>
          <dd>{counts.unanswered}</dd>
        </div>
        <div>
          <dt>Marked for review</dt>
          <dd>{counts.marked}</dd>
        </div>
      </dl>
      <p className={muted}>
        {counts.unanswered > 0 ? `${counts.unanswered === 1 ? "One question is" : `${counts.unanswered} questions are`} still unanswered. ` : null}
        Once submitted, your answers cannot be changed.{practice ? " A practice is not counted in your exam results." : ""}
        {unsent > 0 ? ` ${unsent === 1 ? "One answer is" : `${unsent} answers are`} still on the way: they are sent first.` : ""}
      </p>
      <div className={actionsRow}>
        <Button variant="secondary" onPress={onCancel} autoFocus>
          Keep answering
        </Button>
        <Button onPress={onConfirm}>{practice ? "Finish practice" : "Submit test"}</Button>
      </div>
    </ModalDialog>
  )
}
