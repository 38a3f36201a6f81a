/**
 * Close a ticket with a reason: a react-aria modal dialog asking
 * why (the learner reads the reason on their closed ticket), the close under
 * way, and the server's refusal in its own words (an empty or too long
 * reason, a ticket closed already: the contract's limits are the server's). It closes itself when the desk action announces the close done.
 */
import { useState } from "react"
import { Heading, Label, TextArea, TextField } from "react-aria-components"
import { Button } from "../shared/primitives/button.tsx"
import { inputClass, labelClass } from "../shared/primitives/field-styles.ts"
import { ModalDialog } from "../shared/primitives/modal-dialog.tsx"
import { actionsRow } from "../shared/signed-in/panel-styles.ts"
import { composer, inlineError, muted } from "./desk-styles.ts"

export function DeskCloseDialog({
  isOpen,
  busy,
  failure,
  onClose,
  onConfirm
}: {
  readonly isOpen: boolean
  readonly busy: boolean
  readonly failure: string | null
  readonly onClose: () => void
  readonly onConfirm: (reason: string) => void
}) {
  const [reason, setReason] = useState("")
  const blank = reason.trim() === ""
  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} isDismissable={!busy} isKeyboardDismissDisabled={busy} role="alertdialog">
      <Heading slot="title">Close this ticket?</Heading>
      <form
        className={composer}
        onSubmit={(event) => {
          event.preventDefault()
          if (!blank && !busy) onConfirm(reason.trim())
        }}
      >
        <TextField value={reason} onChange={setReason} isRequired autoFocus>
          <Label className={labelClass.light}>Reason for closing</Label>
          <TextArea className={inputClass} rows={3} />
        </TextField>
        <p className={muted}>The learner sees this reason. For a while after closing, a message from them reopens it.</p>
        {failure === null ? null : (
          <p className={inlineError} role="alert">
            {failure}
          </p>
        )}
        <div className={actionsRow}>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Keep it open
          </Button>
          <Button type="submit" isDisabled={blank || busy}>
            {busy ? "Closing…" : "Close ticket"}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
