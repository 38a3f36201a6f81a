/**
 * The shell of every modal dialog (refund, 3-D Secure, submit a test): a
 * react-aria overlay that dims the page and makes it inert, keeps focus
 * inside and gives it back on close, and a Dialog whose Heading slot="title"
 * names it. The caller decides what may close it (a click outside, Escape)
 * and what closing means, and fills it.
 */
import { css } from "goober"
import type { ReactNode } from "react"
import { Dialog, Modal, ModalOverlay } from "react-aria-components"
import { color, font, radius, shadow, space, zIndex } from "../tokens.ts"

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
  background: ${color.surface};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.popover};
`

/** How wide the dialog may grow: a short question, or a few more lines. */
const widths = {
  narrow: css`max-width: 440px;`,
  regular: css`max-width: 480px;`
} as const

const dialog = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  padding: ${space.xl};
  outline: none;
  & h2 { font-size: ${font.size.xl}; }
`

export interface ModalDialogProps {
  readonly isOpen: boolean
  /** Called when the overlay asks to close (Escape, or a click outside when `isDismissable`). */
  readonly onClose: () => void
  /** A click outside closes it. */
  readonly isDismissable?: boolean
  /** Escape does nothing (while something is under way). */
  readonly isKeyboardDismissDisabled?: boolean
  /** "alertdialog" when it asks for a decision, "dialog" when it only tells. */
  readonly role: "dialog" | "alertdialog"
  readonly width?: keyof typeof widths
  /** More looks for the dialog's body, beside the shared column. */
  readonly className?: string
  readonly children: ReactNode
}

export function ModalDialog({
  isOpen,
  onClose,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  role,
  width = "regular",
  className,
  children
}: ModalDialogProps) {
  return (
    <ModalOverlay
      className={overlay}
      isOpen={isOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <Modal className={`${modal} ${widths[width]}`}>
        <Dialog className={className === undefined ? dialog : `${dialog} ${className}`} role={role}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
