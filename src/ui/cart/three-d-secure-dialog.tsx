/**
 * The card's 3-D Secure step, as the sandbox asks it: a modal dialog
 * (react-aria: focus stays inside, the page behind is inert) where the card
 * holder approves or refuses the payment. Escape refuses, as closing a
 * bank's window would.
 */
import { Heading } from "react-aria-components"
import { formatCents } from "../../domain/cart/money.ts"
import { Button } from "../shared/primitives/button.tsx"
import { ModalDialog } from "../shared/primitives/modal-dialog.tsx"
import { actionsRow, muted } from "./cart-styles.ts"

export function ThreeDSecureDialog({
  isOpen,
  totalCents,
  isBusy,
  onAnswer
}: {
  readonly isOpen: boolean
  readonly totalCents: number | null
  readonly isBusy: boolean
  readonly onAnswer: (approve: boolean) => void
}) {
  return (
    <ModalDialog
      isOpen={isOpen}
      isKeyboardDismissDisabled={isBusy}
      onClose={() => {
        if (!isBusy) onAnswer(false)
      }}
      role="alertdialog"
      width="narrow"
    >
      <Heading slot="title">Confirm your payment</Heading>
      <p>
        Your card&apos;s bank asks you to confirm this payment
        {totalCents === null ? "" : ` of ${formatCents(totalCents)}`}.
      </p>
      <p className={muted}>This is the payment sandbox&apos;s 3-D Secure step: no real bank is involved.</p>
      <div className={actionsRow}>
        <Button onPress={() => onAnswer(true)} isDisabled={isBusy} autoFocus>
          Approve
        </Button>
        <Button variant="secondary" onPress={() => onAnswer(false)} isDisabled={isBusy}>
          Refuse
        </Button>
      </div>
    </ModalDialog>
  )
}
