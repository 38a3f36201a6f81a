/**
 * Tells the participants' open browsers what happened in a ticket, through
 * the account event stream (server/platform/events, src/api/events.ts).
 * The service chooses the recipients (a learner never hears of an internal
 * note); this only publishes, inside the caller's transaction, so an event
 * exists exactly when its change does.
 */
import { Context, Effect, Layer } from "effect"
import { Events } from "../platform/events/service.ts"
import type { HelpdeskMessageCreated, HelpdeskReadMarker, HelpdeskTicketUpdated, HelpdeskTyping } from "../../src/api/helpdesk/helpdesk.ts"

export type HelpdeskEvent =
  | { readonly type: "helpdeskMessage"; readonly payload: HelpdeskMessageCreated }
  | { readonly type: "helpdeskTicket"; readonly payload: HelpdeskTicketUpdated }
  | { readonly type: "helpdeskTyping"; readonly payload: HelpdeskTyping }
  | { readonly type: "helpdeskRead"; readonly payload: HelpdeskReadMarker }

export interface Published {
  readonly userId: string
  readonly event: HelpdeskEvent
}

export class HelpdeskNotifier extends Context.Service<
  HelpdeskNotifier,
  {
    readonly publish: (recipients: ReadonlyArray<string>, event: HelpdeskEvent) => Effect.Effect<void>
  }
>()("exam-shop/HelpdeskNotifier") {
  /** Over the application's one Events service: one stored event per recipient. */
  static readonly layer = Layer.effect(
    HelpdeskNotifier,
    Effect.map(Events, (events) =>
      HelpdeskNotifier.of({
        // One order for every publisher: each account's counter row is locked in the same order, so two changes never wait on each other.
        publish: (recipients, event) => Effect.forEach([...new Set(recipients)].sort(), (userId) => events.publish(userId, event), { discard: true })
      })
    )
  )
}
