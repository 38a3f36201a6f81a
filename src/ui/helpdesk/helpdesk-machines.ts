/**
 * The helpdesk's machines (issue 11), provided with their real calls, event
 * stream and storage by src/wiring/helpdesk-wiring.ts. Each screen starts its
 * own actors from these and they stop when it unmounts; tests can hand in
 * logic provided with fakes. The learner's chat, the learner's lists and the
 * agent desk each add their members here.
 */
import type { HelpdeskAttachment } from "../../api/helpdesk.ts"
import type { ChatInput, chatMachine } from "../../machines/helpdesk/chat.machine.ts"
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

export interface HelpdeskMachines {
  /** /helpdesk/chat/{id}: the learner's chat of one ticket (history, live events, the stored outbox). */
  readonly chat: (ticketId: string) => ChatSetup
  /** The chat composer's attach: uploads one file (PNG, JPEG or PDF) to name in the next message. */
  readonly chatUpload: (file: File) => Promise<HelpdeskAttachment>
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
