/**
 * Sends text messages. The interface is what a real SMS provider would
 * implement (a layer of its own); the default layer only writes to the
 * outbox, as no provider is configured yet.
 */
import { Context, Effect, Layer } from "effect"
import { Outbox } from "./outbox.ts"

export interface TextMessage {
  /** 10 national digits of a US number. */
  readonly to: string
  readonly body: string
}

export class SmsSender extends Context.Service<
  SmsSender,
  {
    readonly send: (message: TextMessage) => Effect.Effect<void>
  }
>()("exam-shop/SmsSender") {
  static readonly outboxOnly = Layer.effect(
    SmsSender,
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const send = (message: TextMessage) =>
        outbox.record({ channel: "sms", recipient: message.to, subject: "", body: message.body }).pipe(Effect.asVoid, Effect.withSpan("SmsSender.send"))
      return SmsSender.of({ send })
    })
  )
}
