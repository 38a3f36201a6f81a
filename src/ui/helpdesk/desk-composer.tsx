/**
 * The desk's composer: one text box and a choice, "Reply" (sent
 * to the learner) or "Internal note" (agents only). Its clientId is made
 * once per draft, before the first try, so a retry after a lost answer is
 * stored once; the draft clears when the desk action announces it done.
 * Files (PNG, JPEG, PDF) upload as they are picked and go with the draft.
 */
import { useEffect, useRef, useState } from "react"
import { Label, Radio, RadioGroup, TextArea, TextField } from "react-aria-components"
import type { HelpdeskAttachment } from "../../api/helpdesk/helpdesk.ts"
import { Button } from "../shared/primitives/button.tsx"
import { inputClass, labelClass } from "../shared/primitives/field-styles.ts"
import type { ChatLimits } from "./helpdesk-machines.ts"
import { composer, composerButtons, inlineError, modeChoice, muted } from "./desk-styles.ts"
import { useAttachments } from "./use-attachments.ts"

export type ComposerMode = "reply" | "note"

const newClientId = (): string => crypto.randomUUID()

export function DeskComposer({
  closed,
  busy,
  failure,
  sent,
  onSend,
  onTyping,
  upload,
  limits
}: {
  /** A closed ticket takes notes only (the learner reopens it by writing). */
  readonly closed: boolean
  readonly busy: boolean
  /** The server's refusal of the last send. */
  readonly failure: string | null
  /** How many of this composer's drafts were stored: a new count clears the draft and makes a new clientId. */
  readonly sent: number
  /** A key pressed in a reply (not a note: the learner must not see "typing" for one). */
  readonly onTyping: () => void
  readonly onSend: (draft: {
    readonly clientId: string
    readonly text: string
    readonly internal: boolean
    readonly attachmentIds: ReadonlyArray<string>
  }) => void
  readonly upload: (file: File) => Promise<HelpdeskAttachment>
  /** Which files may be attached, and how many to a message (the contract's). */
  readonly limits: Pick<ChatLimits, "attachmentTypes" | "maxAttachments">
}) {
  const [text, setText] = useState("")
  const [chosenMode, setMode] = useState<ComposerMode>("reply")
  const [clientId, setClientId] = useState(newClientId)
  const attachments = useAttachments(upload)
  const seen = useRef(sent)
  useEffect(() => {
    if (seen.current === sent) return
    seen.current = sent
    setText("")
    setClientId(newClientId())
    attachments.clear()
  }, [sent, attachments])
  const mode: ComposerMode = closed ? "note" : chosenMode
  const empty = text.trim() === "" && attachments.files.length === 0
  return (
    <form
      className={composer}
      aria-label="Write to this ticket"
      onSubmit={(event) => {
        event.preventDefault()
        if (empty || busy || attachments.uploading) return
        onSend({ clientId, text, internal: mode === "note", attachmentIds: attachments.files.map((file) => file._id) })
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
        <Radio value="reply" isDisabled={closed}>
          Reply
        </Radio>
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
      {attachments.files.length > 0 ? <p>Attached: {attachments.files.map((file) => file.name).join(", ")}</p> : null}
      {attachments.error === null ? null : (
        <p className={inlineError} role="alert">
          {attachments.error}
        </p>
      )}
      {failure === null ? null : (
        <p className={inlineError} role="alert">
          {failure}
        </p>
      )}
      <div className={composerButtons}>
        <Button type="submit" isDisabled={empty || busy || attachments.uploading}>
          {busy ? "Sending…" : mode === "note" ? "Add note" : "Send reply"}
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy || attachments.uploading || attachments.files.length >= limits.maxAttachments}
          onPress={() => attachments.inputRef.current?.click()}
        >
          {attachments.uploading ? "Uploading…" : "Attach a file"}
        </Button>
        <input
          ref={attachments.inputRef}
          type="file"
          accept={limits.attachmentTypes.join(",")}
          hidden
          aria-label="Attach a file"
          onChange={(event) => attachments.attach(event.target.files?.[0])}
        />
      </div>
    </form>
  )
}
