/**
 * The support desk's machines, the `desk` member of the helpdesk
 * area, provided with the desk calls and the page's event stream by
 * src/wiring/helpdesk/desk-wiring.ts. Each desk screen
 * starts its own actors from these and they stop when it unmounts; tests
 * can hand in logic provided with fakes. Agents only: a learner never gets
 * past the AgentGate (and the server answers them 403).
 */
import type { DeskCounts, DeskTicketDetail, DeskTicketSummary, DeskView, HelpdeskAttachment } from "../../api/helpdesk/helpdesk.ts"
import type { deskActionMachine } from "../../machines/helpdesk/desk-action.machine.ts"
import type { deskLiveMachine } from "../../machines/helpdesk/desk-live.machine.ts"
import type { PagedListLogic } from "../../machines/shared/paged-list.machine.ts"
import type { ResourceLogic } from "../../machines/shared/resource.machine.ts"
import { useArea } from "../shared/areas.tsx"

export interface DeskTicketRequest {
  readonly ticketId: string
}

export interface DeskMachines {
  /** /desk: a page of tickets of one view (queue: open ones, longest waiting first). */
  readonly tickets: PagedListLogic<DeskView, DeskTicketSummary>
  /** The tabs' counts (unassigned open tickets, the agent's unread). */
  readonly counts: ResourceLogic<null, DeskCounts>
  /** /desk/ticket/{id}: the ticket, its messages with internal notes, the linked item. */
  readonly ticket: ResourceLogic<DeskTicketRequest, DeskTicketDetail>
  /** "changed" when the stream says the desk (or one ticket) changed; started with `{ userId, ticketId }`. */
  readonly live: typeof deskLiveMachine
  /** Reply, internal note, assign, unassign, pending, close: started with `{ ticketId }`. */
  readonly action: typeof deskActionMachine
  /** Moves the agent's read marker (the learner's "seen" ticks, the desk's unread counts); failures are quiet. */
  readonly markRead: (request: DeskTicketRequest & { readonly upTo: number }) => void
  /** The composer's attach: uploads one file (PNG, JPEG or PDF) to name in the next reply or note. */
  readonly upload: (file: File) => Promise<HelpdeskAttachment>
  /** Fetches an attachment with the agent's token and saves it under its name (a failure is toasted). */
  readonly downloadAttachment: (file: HelpdeskAttachment) => void
  /** The agent is typing: the learner sees it for a few seconds (sent at most every few seconds; failures are quiet). */
  readonly pingTyping: (request: DeskTicketRequest) => void
}

/** The desk's member of the helpdesk area. */
export const useDeskMachines = (): DeskMachines => useArea("helpdesk").desk
