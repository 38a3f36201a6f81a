/**
 * One of the learner's tickets in /helpdesk or /helpdesk-closed:
 * the subject (the link to its chat), category, the state in the learner's
 * words, the last message with who wrote it and when, and how many replies
 * are unread. A closed ticket says until when a message reopens it.
 */
import type { TicketSummary } from "../../api/helpdesk/helpdesk.ts"
import { formatShortDate } from "../../domain/account/notification-time.ts"
import { chatPath } from "../../domain/helpdesk/chat-paths.ts"
import { CATEGORY_LABELS, waitedFor } from "../../domain/helpdesk/desk-format.ts"
import { STATE_WORDS } from "../../domain/helpdesk/ticket-rules.ts"
import { Link } from "../shared/primitives/link.tsx"
import { pill, pillAttention, pillGood, pillNeutral } from "../shared/primitives/status-pill-styles.ts"
import { lastLine, rowFacts, rowSide, ticketRow, unreadBadge } from "./desk-styles.ts"
import { UserText } from "../shared/primitives/user-text.tsx"

/** "12 min ago", but "just now" as it is. */
const agoText = (since: string): string => (since === "just now" ? since : `${since} ago`)

// For the learner "pending" is the one waiting on them: it gets the attention tone.
const STATE_TONES = { open: pillNeutral, pending: pillAttention, closed: pillGood } as const

export function TicketRow({ ticket, now }: { readonly ticket: TicketSummary; readonly now: number }) {
  const last = ticket.lastMessage
  return (
    <article className={ticketRow} aria-label={ticket.subject}>
      <div>
        <h2>
          <Link href={chatPath(ticket._id)}>
            <UserText>{ticket.subject}</UserText>
          </Link>
        </h2>
        {last === null ? null : (
          <p className={lastLine}>
            <strong>{last.author.kind === "learner" ? "You" : <UserText>{last.author.name}</UserText>}:</strong>{" "}
            {last.text === "" ? "(a file)" : <UserText>{last.text}</UserText>}
          </p>
        )}
        <dl className={rowFacts}>
          <div>
            <dt>Category</dt>
            <dd>{CATEGORY_LABELS[ticket.category]}</dd>
          </div>
          <div>
            <dt>Last activity</dt>
            <dd>
              <time dateTime={ticket.updatedAt}>{agoText(waitedFor(ticket.updatedAt, now))}</time>
            </dd>
          </div>
          {ticket.reopenableUntil === null ? null : (
            <div>
              <dt>Reopens until</dt>
              <dd>
                <time dateTime={ticket.reopenableUntil}>{formatShortDate(new Date(ticket.reopenableUntil))}</time>
              </dd>
            </div>
          )}
        </dl>
      </div>
      <div className={rowSide}>
        <span className={`${pill} ${STATE_TONES[ticket.state]}`}>{STATE_WORDS[ticket.state]}</span>
        {ticket.unread > 0 ? <span className={unreadBadge}>{ticket.unread} unread</span> : null}
      </div>
    </article>
  )
}
