/**
 * The conversation: stored messages by seq, then mine not yet stored, with a
 * separator for each new day, each message's author, time and state
 * (sending / sent / seen / failed with Retry), and its attachments (images
 * inline, PDFs as links).
 */
import type { HelpdeskAttachment } from "../../api/helpdesk/helpdesk.ts"
import type { ChatRow } from "../../machines/helpdesk/chat.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { attachmentList, bubble, bubbleMeta, bubbleMine, bubbleTheirs, chatLog, daySeparator, failedText, imagePreview, messageText } from "./chat-styles.ts"
import { UserText } from "../shared/primitives/user-text.tsx"

const dayOf = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { weekday: "long", year: "numeric", month: "long", day: "numeric" })

const timeOf = (iso: string): string => new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })

const rowKey = (row: ChatRow): string => (row.kind === "stored" ? row.message._id : `outbox-${row.item.clientId}`)

function Attachments({ attachments, urlOf }: { readonly attachments: ReadonlyArray<HelpdeskAttachment>; readonly urlOf: (id: string) => string }) {
  if (attachments.length === 0) return null
  return (
    <div className={attachmentList}>
      {attachments.map((attachment) =>
        attachment.contentType === "application/pdf" ? (
          <a key={attachment._id} href={urlOf(attachment._id)} target="_blank" rel="noreferrer">
            {attachment.name} (PDF)
          </a>
        ) : (
          <a key={attachment._id} href={urlOf(attachment._id)} target="_blank" rel="noreferrer">
            <img className={imagePreview} src={urlOf(attachment._id)} alt={attachment.name} loading="lazy" />
          </a>
        )
      )}
    </div>
  )
}

export interface ChatMessageListProps {
  readonly rows: ReadonlyArray<ChatRow>
  /** My side: my messages sit on the right with their delivery state. */
  readonly side: "learner" | "agent"
  readonly attachmentUrl: (id: string) => string
  readonly onRetry: (clientId: string) => void
  readonly onDiscard: (clientId: string) => void
}

export function ChatMessageList({ rows, side, attachmentUrl, onRetry, onDiscard }: ChatMessageListProps) {
  let lastDay = ""
  return (
    <ol className={chatLog} aria-label="Messages">
      {rows.flatMap((row) => {
        const createdAt = row.kind === "stored" ? row.message.createdAt : row.item.createdAt
        const day = dayOf(createdAt)
        const separator =
          day !== lastDay
            ? [
                <li key={`day-${day}-${rowKey(row)}`} className={daySeparator}>
                  <time dateTime={createdAt.slice(0, 10)}>{day}</time>
                </li>
              ]
            : []
        lastDay = day
        const mine = row.kind === "outbox" || row.message.author.kind === side
        const author = row.kind === "stored" ? row.message.author.name : "You"
        const text = row.kind === "stored" ? row.message.text : row.item.text
        const attachments = row.kind === "stored" ? row.message.attachments : row.item.attachments
        const state = row.delivery === "sent" ? (row.kind === "stored" && row.seen ? "Seen" : "Sent") : row.delivery === "sending" ? "Sending…" : "Not sent"
        return [
          ...separator,
          <li key={rowKey(row)} className={`${bubble} ${mine ? bubbleMine : bubbleTheirs}`} data-delivery={row.delivery}>
            <div className={bubbleMeta}>
              <strong>
                <UserText>{author}</UserText>
                {mine && row.kind === "stored" ? " (you)" : null}
              </strong>
              <time dateTime={createdAt}>{timeOf(createdAt)}</time>
              {mine ? <span>{state}</span> : null}
            </div>
            {text === "" ? null : (
              <p className={messageText}>
                <UserText>{text}</UserText>
              </p>
            )}
            <Attachments attachments={attachments} urlOf={attachmentUrl} />
            {row.kind === "outbox" && row.delivery === "failed" ? (
              <div>
                <p className={failedText} role="alert">
                  {row.item.error}
                </p>
                <Button variant="secondary" onPress={() => onRetry(row.item.clientId)}>
                  Retry
                </Button>{" "}
                <Button variant="quiet" onPress={() => onDiscard(row.item.clientId)}>
                  Discard
                </Button>
              </div>
            ) : null}
          </li>
        ]
      })}
    </ol>
  )
}
