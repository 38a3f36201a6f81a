/**
 * The helpdesk's machines, provided with their real calls, event
 * stream and storage by src/wiring/helpdesk/helpdesk-wiring.ts. Each screen starts its
 * own actors from these and they stop when it unmounts; tests can hand in
 * logic provided with fakes: the learner's lists, the new-ticket form and
 * the chat, and the agent desk.
 */
import type { HelpdeskAttachment, LearnerTicketView, TicketSummary } from "../../api/helpdesk/helpdesk.ts"
import type { TicketAbout } from "../../domain/helpdesk/ticket-rules.ts"
import type { ChatInput, chatMachine } from "../../machines/helpdesk/chat.machine.ts"
import type { deskLiveMachine } from "../../machines/helpdesk/desk-live.machine.ts"
import type { NewTicketInput, newTicketMachine } from "../../machines/helpdesk/new-ticket.machine.ts"
import type { PagedListLogic } from "../../machines/shared/paged-list.machine.ts"
import { useArea } from "../shared/areas.tsx"
import type { DeskMachines } from "./desk-machines.ts"

/** The contract's limits the chat shows (handed in by the wiring: the screens import no contract values). */
export interface ChatLimits {
  readonly reopenWindowDays: number
  readonly attachmentTypes: ReadonlyArray<string>
  readonly maxAttachments: number
}

/** One ticket's chat: the provided machine and its input (the outbox a reload stored, the browser's state). */
export interface ChatSetup {
  readonly logic: typeof chatMachine
  readonly input: ChatInput
}

/** /helpdesk/add: the provided form machine and its input (a fresh clientId, the link the address names). */
export interface NewTicketSetup {
  readonly logic: typeof newTicketMachine
  readonly input: NewTicketInput
}

export interface HelpdeskMachines {
  /** /helpdesk and /helpdesk-closed: a page of the learner's active (open, pending) or closed tickets. */
  readonly tickets: PagedListLogic<LearnerTicketView, TicketSummary>
  /** "changed" when the stream says one of the learner's tickets changed; started with `{ userId, ticketId: null }`. */
  readonly ticketsLive: typeof deskLiveMachine
  /** The form for a new ticket about what the address names; each call makes a new clientId. */
  readonly newTicket: (about: TicketAbout) => NewTicketSetup

  /** /helpdesk/chat/{id}: the learner's chat of one ticket (history, live events, the stored outbox). */
  readonly chat: (ticketId: string) => ChatSetup
  /**
   * The chat composer's attach: uploads one file (PNG, JPEG or PDF) to name
   * in the next message, once the learner's quota says it fits with the
   * files already waiting in the composer (else rejects with the sentence).
   */
  readonly chatUpload: (ticketId: string, file: File, waiting: ReadonlyArray<HelpdeskAttachment>) => Promise<HelpdeskAttachment>
  readonly chatLimits: ChatLimits
  /** The support desk (agents): the queue, a ticket with its notes and linked item, live reloads, the agent's actions. */
  readonly desk: DeskMachines
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly helpdesk: HelpdeskMachines
  }
}

export const useHelpdeskMachines = (): HelpdeskMachines => useArea("helpdesk")
