/**
 * The helpdesk's machines (issue 11), provided with their real calls, event
 * stream and storage by src/wiring/helpdesk-wiring.ts. Each screen starts its
 * own actors from these and they stop when it unmounts; tests can hand in
 * logic provided with fakes. The learner's chat, the learner's lists and the
 * agent desk each add their members here.
 */
import type { chatMachine } from "../../machines/helpdesk/chat.machine.ts"
import { useArea } from "../shared/areas.tsx"
import type { DeskMachines } from "./desk-machines.ts"

export interface HelpdeskMachines {
  /** /helpdesk/chat/{id}: the learner's chat of one ticket (history, live events, the stored outbox). */
  readonly chat: (ticketId: string) => typeof chatMachine
  /** The support desk (agents): the queue, a ticket with its notes and linked item, live reloads, the agent's actions. */
  readonly desk: DeskMachines
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly helpdesk: HelpdeskMachines
  }
}

export const useHelpdeskMachines = (): HelpdeskMachines => useArea("helpdesk")
