/**
 * Words the desk shows for the helpdesk's values: a ticket's
 * category and state as agents read them, and how long a learner has waited.
 */
import type { DeskView, TicketCategory, TicketState } from "../../api/helpdesk/helpdesk.ts"

export const CATEGORY_LABELS: Readonly<Record<TicketCategory, string>> = {
  billing: "Billing",
  technical: "Technical",
  examContent: "Exam content",
  account: "Account"
}

/** For agents: "open" waits on them, "pending" on the learner. */
export const DESK_STATE_LABELS: Readonly<Record<TicketState, string>> = {
  open: "Open",
  pending: "Pending",
  closed: "Closed"
}

export const DESK_VIEW_LABELS: Readonly<Record<DeskView, string>> = {
  queue: "Queue",
  mine: "Mine",
  unassigned: "Unassigned",
  pending: "Pending",
  closed: "Closed"
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long since `since` (an ISO instant) at `now`, in the largest two
 * units: "just now", "12 min", "3 h 5 min", "2 d 4 h". A `since` in the
 * future (clocks apart) is "just now".
 */
export const waitedFor = (since: string, now: number): string => {
  const ms = Math.max(0, now - Date.parse(since))
  if (!Number.isFinite(ms) || ms < MINUTE) return "just now"
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE)
    return `${Math.floor(ms / HOUR)} h${minutes > 0 ? ` ${minutes} min` : ""}`
  }
  const hours = Math.floor((ms % DAY) / HOUR)
  return `${Math.floor(ms / DAY)} d${hours > 0 ? ` ${hours} h` : ""}`
}
