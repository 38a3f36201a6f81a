/**
 * The desk's composer (issue 11): one text box and a choice, "Reply" (sent
 * to the learner) or "Internal note" (agents only). Its clientId is made
 * once per draft, before the first try, so a retry after a lost answer is
 * stored once; the draft clears when the desk action announces it done.
 */
import { useEffect, useRef, useState } from "react"
import { Label, Radio, RadioGroup, TextArea, TextField } from "react-aria-components"
import { Button } from "../shared/primitives/button.tsx"
import { inputClass, labelClass } from "../shared/primitives/field-styles.ts"
import { composer, inlineError, modeChoice, muted } from "./desk-styles.ts"

export type ComposerMode = "reply" | "note"

const newClientId = (): string => crypto.randomUUID()

export function DeskComposer({ closed, busy, failure, sent, onSend, onTyping }: {
  /** A closed ticket takes notes only (the learner reopens it by writing). */
  readonly closed: boolean
  readonly busy: boolean
  /** The server's refusal of the last send. */
  readonly failure: string | null
  /** How many of this composer's drafts were stored: a new count clears the draft and makes a new clientId. */
  readonly sent: number
  /** A key pressed in a reply (not a note: the learner must not see "typing" for one). */
  readonly onTyping: () => void
  readonly onSend: (draft: { readonly clientId: string; readonly text: string; readonly internal: boolean }) => void
}) {
  const [text, setText] = useState("")
  const [chosenMode, setMode] = useState<ComposerMode>("reply")
  const [clientId, setClientId] = useState(newClientId)
  const seen = useRef(sent)
  useEffect(() => {
    if (seen.current === sent) return
    seen.current = sent
    setText("")
    setClientId(newClientId())
  }, [sent])
  const mode: ComposerMode = closed ? "note" : chosenMode
  const empty = text.trim() === ""
  return (
    <form
      className={composer}
      aria-label="Write to this ticket"
      onSubmit={(event) => {
        event.preventDefault()
        if (empty || busy) return
        onSend({ clientId, text, internal: mode === "note" })
      }}
      data-client-id={clientId}
    >
      <RadioGroup
        className={modeChoice}
        value={mode}
        onChange={(value) => setMode(value === "note" ? "note" : "reply")}
        orientation="horizontal"
        aria-label="Send as"
      >
        <Radio value="reply" isDisabled={closed}>Reply</Radio>
        <Radio value="note">Internal note</Radio>
      </RadioGroup>
      <TextField
        value={text}
        onChange={(value) => {
          setText(value)
          if (mode === "reply") onTyping()
        }}
        aria-describedby="composer-hint"
      >
        <Label className={labelClass.light}>{mode === "note" ? "Internal note (agents only)" : "Reply to the learner"}</Label>
        <TextArea className={inputClass} rows={4} />
      </TextField>
      <p id="composer-hint" className={muted}>
        {closed
          ? "This ticket is closed: notes only. The learner can reopen it by writing."
          : mode === "note"
            ? "Only the support team sees a note; the learner is never sent it."
            : "The learner is told of your reply at once (and by email if they do not read it)."}
      </p>
      {failure === null ? null : <p className={inlineError} role="alert">{failure}</p>}
      <div>
        <Button type="submit" isDisabled={empty || busy}>{busy ? "Sending…" : mode === "note" ? "Add note" : "Send reply"}</Button>
      </div>
    </form>
  )
}
