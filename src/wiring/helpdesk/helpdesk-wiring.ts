/**
 * The helpdesk's half of the composition root: the chat machine
 * provided with the learner's calls, the shared event stream, the outbox's
 * local storage and the navigation. The learner's lists and the agent desk
 * add their machines here too.
 */
import { Effect, Exit, type Stream } from "effect"
import { navigate } from "wouter/use-browser-location"
import { ATTACHMENT_TYPES, MAX_ATTACHMENTS_PER_MESSAGE, REOPEN_WINDOW_DAYS, TYPING_PING_EVERY_MS } from "../../api/helpdesk/helpdesk.ts"
import { type ChatEvent, type ChatInput, chatMachine } from "../../machines/helpdesk/chat.machine.ts"
import { storedUserId } from "../../services/shared/token-store.ts"
import * as helpdeskCalls from "../../services/helpdesk/helpdesk-calls.ts"
import { readStoredOutbox, writeStoredOutbox } from "../../services/helpdesk/chat-queue-storage.ts"
import { fromEffect, rejectionOf } from "../../services/shared/effect-actor.ts"
import { eventStream } from "../../services/shared/event-stream.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import { fromStream } from "../../services/shared/stream-actor.ts"
import type { ChatSetup, HelpdeskMachines } from "../../ui/helpdesk/helpdesk-machines.ts"
import { makeDeskMachines } from "./desk-wiring.ts"
import { makeTicketMachines } from "./helpdesk-tickets-wiring.ts"
import type { Notifiers } from "../shared/notifiers.ts"

export interface HelpdeskWiringOptions {
  /** Whose outbox to read and write; the session's stored userId by default. */
  readonly userId?: () => string | null
  /** A new message's clientId; a UUID by default. */
  readonly newClientId?: () => string
}

/** Where the learner goes once a ticket is closed (close → /helpdesk-closed). */
export const CLOSED_TICKETS_PATH = "/helpdesk-closed"

export const makeHelpdeskMachines = (
  runtime: AppRuntime,
  notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">,
  options: HelpdeskWiringOptions = {}
): HelpdeskMachines => {
  const userIdOf = options.userId ?? (() => storedUserId())
  const newClientId = options.newClientId ?? (() => crypto.randomUUID())

  const chatFor = (ticketId: string): ChatSetup => ({ logic: chatLogicFor(ticketId, userIdOf()), input: chatInputFor(ticketId, userIdOf()) })

  const chatLogicFor = (ticketId: string, userId: string | null): typeof chatMachine => {
    // The typing ping at most every TYPING_PING_EVERY_MS (the server drops closer ones anyway).
    let lastPing = 0
    return chatMachine.provide({
      actors: {
        loadTicket: fromEffect(runtime, (input: { readonly ticketId: string }) => helpdeskCalls.loadTicket(input.ticketId)),
        sendMessage: fromEffect(runtime, helpdeskCalls.sendMessage),
        markRead: fromEffect(runtime, (input: { readonly ticketId: string; readonly upTo: number }) => helpdeskCalls.markRead(input.ticketId, input.upTo)),
        closeTicket: fromEffect(runtime, (input: { readonly ticketId: string }) => helpdeskCalls.closeTicket(input.ticketId)),
        // The page's one event stream (shared with the session's notifications).
        liveEvents: fromStream(runtime, (): Stream.Stream<ChatEvent, unknown> => eventStream({ userId }))
      },
      actions: {
        newMessage: ({ self }, params) =>
          self.send({
            type: "QUEUE",
            message: { clientId: newClientId(), text: params.text, attachments: params.attachments, createdAt: new Date().toISOString() }
          }),
        persistOutbox: (_, params) => {
          if (userId !== null) writeStoredOutbox(userId, ticketId, params.outbox)
        },
        pingTyping: (_, params) => {
          const now = Date.now()
          if (now - lastPing < TYPING_PING_EVERY_MS) return
          lastPing = now
          runtime.runFork(Effect.ignore(helpdeskCalls.pingTyping(params.ticketId)))
        },
        ticketClosed: (_, params) => {
          notifiers.toastSuccess(params.message)
          navigate(CLOSED_TICKETS_PATH)
        },
        notifyFailure: (_, params) => notifiers.reportFailure(params.error)
      }
    })
  }

  return {
    ...makeTicketMachines(runtime, notifiers, { newClientId }),
    chat: chatFor,
    chatLimits: { reopenWindowDays: REOPEN_WINDOW_DAYS, attachmentTypes: ATTACHMENT_TYPES, maxAttachments: MAX_ATTACHMENTS_PER_MESSAGE },
    // Rejects with the ApiFailure itself, for the composer to show its sentence.
    chatUpload: (ticketId, file, waiting) =>
      runtime
        .runPromiseExit(
          helpdeskCalls.uploadWithinQuota(
            file,
            ticketId,
            waiting.reduce((total, attachment) => total + attachment.byteSize, 0)
          )
        )
        .then((exit) => {
          if (Exit.isSuccess(exit)) return exit.value
          throw rejectionOf(exit.cause)
        }),
    desk: makeDeskMachines(runtime, notifiers)
  }
}

/** The chat's input for a ticket: the stored outbox and the browser's state. */
export const chatInputFor = (ticketId: string, userId: string | null): ChatInput => ({
  ticketId,
  side: "learner" as const,
  storedOutbox: userId === null ? [] : readStoredOutbox(userId, ticketId),
  online: typeof navigator === "undefined" ? true : navigator.onLine,
  visible: typeof document === "undefined" ? true : document.visibilityState === "visible"
})
