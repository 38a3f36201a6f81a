/**
 * The learner's ticket lists and the new-ticket form (spec §2
 * /helpdesk, /helpdesk-closed, /helpdesk/add), part of the helpdesk area:
 * the paged list with the learner's list call, the stream's "changed" for
 * live reloads, and the form with the create call, the contract's limits
 * and sentences, a fresh clientId per form, and the way to the new chat.
 */
import { Effect } from "effect"
import { navigate } from "wouter/use-browser-location"
import {
  ATTACHMENT_FORMAT_MESSAGE,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPES,
  BODY_MAX_LENGTH,
  BODY_REQUIRED_MESSAGE,
  BODY_TOO_LONG_MESSAGE,
  type LearnerTicketView,
  SUBJECT_MAX_LENGTH,
  SUBJECT_REQUIRED_MESSAGE,
  SUBJECT_TOO_LONG_MESSAGE
} from "../../api/helpdesk/helpdesk.ts"
import { chatPath } from "../../domain/helpdesk/chat-paths.ts"
import type { TicketAbout, TicketFormRules } from "../../domain/helpdesk/ticket-rules.ts"
import { deskLiveMachine } from "../../machines/helpdesk/desk-live.machine.ts"
import { type NewTicketCreated, type NewTicketRequest, newTicketMachine } from "../../machines/helpdesk/new-ticket.machine.ts"
import { type PageRequest, providePagedList } from "../../machines/shared/paged-list.machine.ts"
import * as ticketCalls from "../../services/helpdesk/ticket-calls.ts"
import { fromEffect } from "../../services/shared/effect-actor.ts"
import { eventStream } from "../../services/shared/event-stream.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import { fromStream } from "../../services/shared/stream-actor.ts"
import type { HelpdeskMachines } from "../../ui/helpdesk/helpdesk-machines.ts"
import type { Notifiers } from "../shared/notifiers.ts"

/** The contract's limits and sentences, as the form checks them before the server does. */
export const TICKET_FORM_RULES: TicketFormRules = {
  subjectMaxLength: SUBJECT_MAX_LENGTH,
  bodyMaxLength: BODY_MAX_LENGTH,
  attachmentTypes: ATTACHMENT_TYPES,
  attachmentMaxBytes: ATTACHMENT_MAX_BYTES,
  subjectRequired: SUBJECT_REQUIRED_MESSAGE,
  subjectTooLong: SUBJECT_TOO_LONG_MESSAGE,
  bodyRequired: BODY_REQUIRED_MESSAGE,
  bodyTooLong: BODY_TOO_LONG_MESSAGE,
  attachmentFormat: ATTACHMENT_FORMAT_MESSAGE,
  attachmentTooLarge: ATTACHMENT_TOO_LARGE_MESSAGE
}

export interface TicketWiringOptions {
  /** A new form's clientId; a UUID by default. */
  readonly newClientId?: () => string
  readonly navigate?: (to: string) => void
}

export const makeTicketMachines = (
  runtime: AppRuntime,
  notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">,
  options: TicketWiringOptions = {}
): Pick<HelpdeskMachines, "tickets" | "ticketsLive" | "newTicket"> => {
  const newClientId = options.newClientId ?? (() => crypto.randomUUID())
  const go = options.navigate ?? ((to: string) => navigate(to))
  const newTicketLogic = newTicketMachine.provide({
    actors: {
      createTicket: fromEffect(runtime, (request: NewTicketRequest) =>
        ticketCalls.createTicket(request).pipe(Effect.map((answer): NewTicketCreated => ({ ticketId: answer.data._id, message: answer.message })))
      )
    },
    actions: {
      openChat: (_, created) => {
        notifiers.toastSuccess(created.message)
        go(chatPath(created.ticketId))
      },
      notifyFailure: (_, params) => notifiers.reportFailure(params.error)
    }
  })
  return {
    tickets: providePagedList(
      fromEffect(runtime, ({ page, perPage, filter }: PageRequest<LearnerTicketView>) => ticketCalls.ticketPage({ view: filter, page, perPage })),
      notifiers.reportFailure
    ),
    ticketsLive: deskLiveMachine.provide({
      actors: { liveEvents: fromStream(runtime, (input: { readonly userId: string | null }) => eventStream({ userId: input.userId })) }
    }),
    newTicket: (about: TicketAbout) => ({ logic: newTicketLogic, input: { clientId: newClientId(), about, rules: TICKET_FORM_RULES } })
  }
}
