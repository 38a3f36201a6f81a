/**
 * A ticket's messages as the desk sees them, oldest first by the
 * server's seq: the learner's on one side, the agents' replies on the other,
 * and internal notes unlike either (dashed, amber, labelled "Internal note —
 * not sent to the learner") so no agent mistakes one for a reply.
 */
import type { TicketMessage } from "../../api/helpdesk/helpdesk.ts"
import { Button } from "../shared/primitives/button.tsx"
import { useDeskMachines } from "./desk-machines.ts"
import { agentMessage, internalNote, learnerMessage, messageList, messageMeta, muted, noteLabel } from "./desk-styles.ts"
import { UserText } from "../shared/primitives/user-text.tsx"

export const INTERNAL_NOTE_LABEL = "Internal note — not sent to the learner"

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" })
const when = (iso: string): string => {
  const time = Date.parse(iso)
  return Number.isFinite(time) ? timeFormat.format(time) : iso
}

export function DeskConversation({
  messages,
  learnerReadUpTo
}: {
  readonly messages: ReadonlyArray<TicketMessage>
  /** The learner's read marker: the replies they have seen. */
  readonly learnerReadUpTo: number
}) {
  const { downloadAttachment } = useDeskMachines()
  if (messages.length === 0) return <p className={muted}>No messages yet.</p>
  return (
    <ol className={messageList} aria-label="Conversation">
      {messages.map((message) => {
        const style = message.internal ? internalNote : message.author.kind === "learner" ? learnerMessage : agentMessage
        return (
          <li key={message._id} className={style} data-internal={message.internal ? "true" : undefined}>
            {message.internal ? <span className={noteLabel}>{INTERNAL_NOTE_LABEL}</span> : null}
            <span className={messageMeta}>
              <strong>
                <UserText>{message.author.name}</UserText>
              </strong>
              <span>{message.author.kind === "learner" ? "Learner" : "Support"}</span>
              <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
              {!message.internal && message.author.kind === "agent" && message.seq <= learnerReadUpTo ? <span>Seen</span> : null}
            </span>
            {message.text === "" ? null : <p>{message.text}</p>}
            {message.attachments.length === 0 ? null : (
              <ul aria-label="Attachments">
                {message.attachments.map((file) => (
                  <li key={file._id}>
                    <Button variant="quiet" onPress={() => downloadAttachment(file)} aria-label={`Download ${file.name}`}>
                      {file.name}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ol>
  )
}
