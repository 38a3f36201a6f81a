/**
 * Refund's confirmation: a modal dialog (react-aria; focus stays
 * inside, Escape closes it except while the refund is under way) that asks
 * first, waits for the server, then shows its own sentence — the refund's
 * message or why it was refused, announced to screen readers.
 */
import { css } from "goober"
import { Heading } from "react-aria-components"
import type { OrderSummary } from "../../api/cart/checkout.ts"
import { formatCents } from "../../domain/cart/money.ts"
import { Button } from "../shared/primitives/button.tsx"
import { ModalDialog } from "../shared/primitives/modal-dialog.tsx"
import { color, font } from "../shared/tokens.ts"
import { actionsRow, muted } from "./orders-styles.ts"

const success = css`
  color: ${color.success};
  font-weight: ${font.weight.semibold};
`

const refusal = css`
  color: ${color.error};
  font-weight: ${font.weight.semibold};
`

/**
 * Where the refund is (the refund machine's states but idle): asking,
 * waiting, refunded, failed (worth trying again) or refused (the server's
 * final answer: only Close).
 */
export type RefundStep = "confirming" | "refunding" | "refunded" | "failed" | "refused"

export function RefundDialog({
  order,
  step,
  message,
  onClose,
  onConfirm
}: {
  readonly order: OrderSummary
  /** null: closed. */
  readonly step: RefundStep | null
  /** The server's sentence once it answered. */
  readonly message: string | null
  readonly onClose: () => void
  readonly onConfirm: () => void
}) {
  const busy = step === "refunding"
  const unsuccessful = step === "failed" || step === "refused"
  const amount = formatCents(order.totalCents)
  return (
    <ModalDialog
      isOpen={step !== null}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onClose={onClose}
      role={step === "refunded" ? "dialog" : "alertdialog"}
    >
      {step === "refunded" ? (
        <>
          <Heading slot="title">Order refunded</Heading>
          <p className={success} role="status">
            {message}
          </p>
          <div className={actionsRow}>
            <Button onPress={onClose} autoFocus>
              Close
            </Button>
          </div>
        </>
      ) : (
        <>
          <Heading slot="title">{unsuccessful ? "The refund did not go through" : "Refund this order?"}</Heading>
          {unsuccessful ? (
            <p className={refusal} role="alert">
              {message}
            </p>
          ) : (
            <>
              <p>{amount} goes back to the card it was paid with, and the exams of this order end at once.</p>
              <p className={muted}>{order.refund.message}</p>
            </>
          )}
          <p className={muted} role="status">
            {busy ? "Refunding…" : ""}
          </p>
          <div className={actionsRow}>
            <Button variant="secondary" onPress={onClose} isDisabled={busy} autoFocus>
              {unsuccessful ? "Close" : "Keep my order"}
            </Button>
            {step === "refused" ? null : (
              <Button onPress={onConfirm} isDisabled={busy}>
                {busy ? "Refunding…" : step === "failed" ? "Try again" : `Refund ${amount}`}
              </Button>
            )}
          </div>
        </>
      )}
    </ModalDialog>
  )
}
