/**
 * The card's 3-D Secure step, as the sandbox asks it: a modal dialog
 * (react-aria: focus stays inside, the page behind is inert) where the card
 * holder approves or refuses the payment. Escape refuses, as closing a
 * bank's window would.
 */
import { css } from "goober"
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { formatCents } from "../../domain/cart/money.ts"
import { Button } from "../shared/primitives/button.tsx"
import { color, font, radius, shadow, space, zIndex } from "../shared/tokens.ts"
import { actionsRow, muted } from "./cart-styles.ts"

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.popover};
  background: rgba(15, 33, 55, 0.45);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space.lg};
`

const modal = css`
  width: 100%;
  max-width: 440px;
  background: ${color.surface};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.popover};
`

const dialog = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  padding: ${space.xl};
  outline: none;
  & h2 { font-size: ${font.size.xl}; }
`

export function ThreeDSecureDialog({ isOpen, totalCents, isBusy, onAnswer }: {
  readonly isOpen: boolean
  readonly totalCents: number | null
  readonly isBusy: boolean
  readonly onAnswer: (approve: boolean) => void
}) {
  return (
    <ModalOverlay
      className={overlay}
      isOpen={isOpen}
      isKeyboardDismissDisabled={isBusy}
      onOpenChange={(open) => {
        if (!open && !isBusy) onAnswer(false)
      }}
    >
      <Modal className={modal}>
        <Dialog className={dialog} role="alertdialog">
          <Heading slot="title">Confirm your payment</Heading>
          <p>
            Your card&apos;s bank asks you to confirm this payment
            {totalCents === null ? "" : ` of ${formatCents(totalCents)}`}.
          </p>
          <p className={muted}>This is the payment sandbox&apos;s 3-D Secure step: no real bank is involved.</p>
          <div className={actionsRow}>
            <Button onPress={() => onAnswer(true)} isDisabled={isBusy} autoFocus>Approve</Button>
            <Button variant="secondary" onPress={() => onAnswer(false)} isDisabled={isBusy}>Refuse</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
