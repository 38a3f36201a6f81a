/**
 * One ticket in the desk's lists: its subject (the link to it),
 * the learner, category, state, how long the learner has waited, who holds
 * it and the learner's unread messages.
 */
import type { DeskTicketSummary } from "../../api/helpdesk/helpdesk.ts"
import { CATEGORY_LABELS, DESK_STATE_LABELS, waitedFor } from "../../domain/helpdesk/desk-format.ts"
import { deskTicketPath } from "../../domain/helpdesk/desk-paths.ts"
import { Link } from "../shared/primitives/link.tsx"
import { pill, pillAttention, pillGood, pillNeutral } from "../shared/primitives/status-pill-styles.ts"
import { rowFacts, rowSide, ticketRow, unreadBadge } from "./desk-styles.ts"
import { UserText } from "../shared/primitives/user-text.tsx"

const STATE_TONES = { open: pillAttention, pending: pillNeutral, closed: pillGood } as const

export function DeskTicketRow({ ticket, now }: { readonly ticket: DeskTicketSummary; readonly now: number }) {
  return (
    <article className={ticketRow} aria-label={ticket.subject}>
      <div>
        <h2>
          <Link href={deskTicketPath(ticket._id)}>
            <UserText>{ticket.subject}</UserText>
          </Link>
        </h2>
        <dl className={rowFacts}>
          <div>
            <dt>Learner</dt>
            <dd>
              <UserText>{ticket.learner.name}</UserText>
            </dd>
          </div>
          <div>
            <dt>Category</dt>
            <dd>{CATEGORY_LABELS[ticket.category]}</dd>
          </div>
          {ticket.waitingSince === null ? null : (
            <div>
              <dt>Waiting</dt>
              <dd>
                <time dateTime={ticket.waitingSince}>{waitedFor(ticket.waitingSince, now)}</time>
              </dd>
            </div>
          )}
          <div>
            <dt>Assignee</dt>
            <dd>{ticket.assignee === null ? "Nobody" : <UserText>{ticket.assignee.name}</UserText>}</dd>
          </div>
        </dl>
      </div>
      <div className={rowSide}>
        <span className={`${pill} ${STATE_TONES[ticket.state]}`}>{DESK_STATE_LABELS[ticket.state]}</span>
        {ticket.unread > 0 ? <span className={unreadBadge}>{ticket.unread} unread</span> : null}
      </div>
    </article>
  )
}
