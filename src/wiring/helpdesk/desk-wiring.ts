/**
 * The support desk's half of the composition root: the generic
 * paged-list and resource machines get the desk's loaders, deskLive the
 * page's shared event stream, deskAction the desk's calls (each action to
 * its endpoint, the server's sentence as a toast).
 */
import { Effect, Exit } from "effect"
import { type DeskView, TYPING_PING_EVERY_MS } from "../../api/helpdesk/helpdesk.ts"
import { HelpdeskAttachmentId } from "../../api/shared/ids.ts"
import type { DeskActionOutcome, DeskActionRequest } from "../../machines/helpdesk/desk-action.machine.ts"
import { deskActionMachine } from "../../machines/helpdesk/desk-action.machine.ts"
import { deskLiveMachine } from "../../machines/helpdesk/desk-live.machine.ts"
import { type PageRequest, providePagedList } from "../../machines/shared/paged-list.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import * as deskCalls from "../../services/helpdesk/desk-calls.ts"
import type { ApiClient } from "../../services/shared/api-client.ts"
import type { ApiFailure } from "../../services/shared/api-failure.ts"
import { fromEffect, rejectionOf } from "../../services/shared/effect-actor.ts"
import { eventStream } from "../../services/shared/event-stream.ts"
import { browserFileSaver, type FileSaver } from "../../services/shared/file-saver.ts"
import type { AppRuntime } from "../../services/shared/runtime.ts"
import { fromStream } from "../../services/shared/stream-actor.ts"
import type { DeskMachines, DeskTicketRequest } from "../../ui/helpdesk/desk-machines.ts"
import type { Notifiers } from "../shared/notifiers.ts"

/** One desk action as its call; every answer but a reply's carries the server's sentence. */
const act = ({ ticketId, action }: DeskActionRequest): Effect.Effect<DeskActionOutcome, ApiFailure, ApiClient> => {
  switch (action.kind) {
    case "reply":
      return deskCalls
        .deskReply({
          ticketId,
          clientId: action.clientId,
          text: action.text,
          internal: action.internal,
          attachmentIds: action.attachmentIds.map((id) => HelpdeskAttachmentId.make(id))
        })
        .pipe(Effect.as({ message: null }))
    case "close":
      return deskCalls.closeTicket({ ticketId, reason: action.reason }).pipe(Effect.map((answer) => ({ message: answer.message })))
    default:
      return deskCalls.changeTicket({ ticketId, change: action.kind }).pipe(Effect.map((answer) => ({ message: answer.message })))
  }
}

export const makeDeskMachines = (
  runtime: AppRuntime,
  notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">,
  now: () => number = Date.now,
  fileSaver: FileSaver = browserFileSaver
): DeskMachines => {
  // The last typing ping per ticket: at most one every TYPING_PING_EVERY_MS (the server drops closer ones anyway).
  const lastPing = new Map<string, number>()
  return {
    tickets: providePagedList(
      fromEffect(runtime, ({ filter, page, perPage }: PageRequest<DeskView>) => deskCalls.deskPage({ view: filter, page, perPage })),
      notifiers.reportFailure
    ),
    counts: provideResource(
      fromEffect(runtime, (_: null) => deskCalls.deskCounts()),
      notifiers.reportFailure
    ),
    ticket: provideResource(
      fromEffect(runtime, (request: DeskTicketRequest) => deskCalls.deskTicket(request)),
      notifiers.reportFailure
    ),
    live: deskLiveMachine.provide({
      actors: { liveEvents: fromStream(runtime, (input: { readonly userId: string | null }) => eventStream({ userId: input.userId })) }
    }),
    action: deskActionMachine.provide({
      actors: { act: fromEffect(runtime, act) },
      actions: {
        notifySuccess: (_, params) => {
          if (params.message !== null) notifiers.toastSuccess(params.message)
        }
      }
    }),
    markRead: (request) => void runtime.runFork(deskCalls.markRead(request).pipe(Effect.ignore)),
    // Rejects with the ApiFailure itself, for the composer to show its sentence.
    upload: (file) =>
      runtime.runPromiseExit(deskCalls.uploadDeskAttachment(file)).then((exit) => {
        if (Exit.isSuccess(exit)) return exit.value
        throw rejectionOf(exit.cause)
      }),
    downloadAttachment: (file) =>
      void runtime.runFork(
        deskCalls.attachmentBytes(file._id).pipe(
          Effect.flatMap((bytes) => Effect.sync(() => fileSaver.save(bytes, file.name, file.contentType))),
          Effect.catch((failure) => Effect.sync(() => notifiers.reportFailure(failure)))
        )
      ),
    pingTyping: (request) => {
      const at = now()
      if (at - (lastPing.get(request.ticketId) ?? -Infinity) < TYPING_PING_EVERY_MS) return
      lastPing.set(request.ticketId, at)
      runtime.runFork(deskCalls.typing(request).pipe(Effect.ignore))
    }
  }
}
