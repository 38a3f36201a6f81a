/**
 * The files a composer (the learner's chat, the agent's desk) attaches to
 * its next message: each is uploaded as soon as it is picked (the server
 * judges its bytes and answers its id), listed until the message is sent,
 * and a refusal shows the server's sentence. Uploading is the screen's
 * moment, not a flow of the ticket: the message that names the files is
 * what the chat machine and the desk action deliver once.
 */
import { type RefObject, useRef, useState } from "react"
import type { HelpdeskAttachment } from "../../api/helpdesk/helpdesk.ts"

const messageOf = (error: unknown): string =>
  typeof error === "object" && error !== null && "message" in error && typeof error.message === "string" ? error.message : "The file could not be uploaded."

export interface Attachments {
  readonly files: ReadonlyArray<HelpdeskAttachment>
  readonly uploading: boolean
  readonly error: string | null
  /** The hidden file input the Attach button opens. */
  readonly inputRef: RefObject<HTMLInputElement | null>
  readonly attach: (file: File | undefined) => void
  /** After the message naming them was handed over. */
  readonly clear: () => void
}

/** `upload` gets the files already waiting too: the learner's quota counts them for the ticket. */
export function useAttachments(upload: (file: File, waiting: ReadonlyArray<HelpdeskAttachment>) => Promise<HelpdeskAttachment>): Attachments {
  const [files, setFiles] = useState<ReadonlyArray<HelpdeskAttachment>>([])
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const attach = (file: File | undefined) => {
    if (file === undefined) return
    setUploading(true)
    setError(null)
    upload(file, files)
      .then((stored) => setFiles((current) => [...current, stored]))
      .catch((failure: unknown) => setError(messageOf(failure)))
      .finally(() => {
        setUploading(false)
        if (inputRef.current !== null) inputRef.current.value = ""
      })
  }
  return { files, uploading, error, inputRef, attach, clear: () => setFiles([]) }
}
