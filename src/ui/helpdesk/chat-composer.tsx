/**
 * The chat's composer: a text area (Enter sends, Shift+Enter is a new
 * line), Send, and Attach (PNG, JPEG or PDF, uploaded at once and sent with
 * the next message). Typing tells the other side, throttled by the wiring.
 */
import { useState, type KeyboardEvent } from "react"
import { Label, TextArea, TextField } from "react-aria-components"
import type { HelpdeskAttachment } from "../../api/helpdesk/helpdesk.ts"
import { Button } from "../shared/primitives/button.tsx"
import type { ChatLimits } from "./helpdesk-machines.ts"
import { composerForm, composerInput, composerRow, failedText } from "./chat-styles.ts"
import { useAttachments } from "./use-attachments.ts"

export interface ChatComposerProps {
  readonly upload: (file: File, waiting: ReadonlyArray<HelpdeskAttachment>) => Promise<HelpdeskAttachment>
  readonly onSend: (text: string, attachments: ReadonlyArray<HelpdeskAttachment>) => void
  readonly onTyped: () => void
  readonly limits: ChatLimits
}

export function ChatComposer({ upload, onSend, onTyped, limits }: ChatComposerProps) {
  const [text, setText] = useState("")
  const { files: attachments, uploading, error: uploadError, inputRef: fileInput, attach, clear } = useAttachments(upload)

  const send = () => {
    if (text.trim() === "" && attachments.length === 0) return
    onSend(text, attachments)
    setText("")
    clear()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  return (
    <form
      className={composerForm}
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <TextField
        value={text}
        onChange={(value) => {
          setText(value)
          if (value !== "") onTyped()
        }}
        aria-describedby="chat-composer-hint"
      >
        <Label>Your message</Label>
        <TextArea className={composerInput} onKeyDown={onKeyDown} rows={3} />
      </TextField>
      <span id="chat-composer-hint" hidden>
        Enter sends, Shift+Enter starts a new line.
      </span>
      {attachments.length > 0 ? <p>Attached: {attachments.map((attachment) => attachment.name).join(", ")}</p> : null}
      {uploadError === null ? null : (
        <p className={failedText} role="alert">
          {uploadError}
        </p>
      )}
      <div className={composerRow}>
        <Button type="submit" isDisabled={uploading}>
          Send
        </Button>
        <Button variant="secondary" isDisabled={uploading || attachments.length >= limits.maxAttachments} onPress={() => fileInput.current?.click()}>
          {uploading ? "Uploading…" : "Attach a file"}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={limits.attachmentTypes.join(",")}
          hidden
          aria-label="Attach a file"
          onChange={(event) => attach(event.target.files?.[0])}
        />
      </div>
    </form>
  )
}
