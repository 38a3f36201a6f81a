/** Asks before a removal (a post, an FAQ, a comment, a section, a question): the sentence says what follows from it. */
import { Heading } from "react-aria-components"
import { Button } from "../shared/primitives/button.tsx"
import { ModalDialog } from "../shared/primitives/modal-dialog.tsx"
import { actionsRow } from "../shared/signed-in/panel-styles.ts"

export function ConfirmRemove({
  isOpen,
  title,
  children,
  busy,
  onConfirm,
  onClose
}: {
  readonly isOpen: boolean
  readonly title: string
  readonly children: string
  readonly busy: boolean
  readonly onConfirm: () => void
  readonly onClose: () => void
}) {
  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} role="alertdialog" isKeyboardDismissDisabled={busy}>
      <Heading slot="title">{title}</Heading>
      <p>{children}</p>
      <div className={actionsRow}>
        <Button onPress={onConfirm} isDisabled={busy}>
          {busy ? "Removing…" : "Remove"}
        </Button>
        <Button variant="secondary" onPress={onClose} isDisabled={busy}>
          Keep it
        </Button>
      </div>
    </ModalDialog>
  )
}
