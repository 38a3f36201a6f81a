/**
 * Every email and SMS the shop sends (table outbox). It is the default
 * delivery: a developer or a person trying the shop reads the codes at
 * /dev/outbox. With SMTP_URL set, email is sent as well, and the outbox
 * stays the record of what went out.
 */
import { Clock, Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"

export type Channel = "email" | "sms"

export interface OutgoingMessage {
  readonly channel: Channel
  readonly recipient: string
  readonly subject: string
  readonly body: string
}

export interface OutboxEntry extends OutgoingMessage {
  readonly createdAt: string
}

interface OutboxRow {
  readonly channel: Channel
  readonly recipient: string
  readonly subject: string
  readonly body: string
  readonly created_at: Date | string
}

export class Outbox extends Context.Service<Outbox, {
  readonly record: (message: OutgoingMessage) => Effect.Effect<void>
  /** Newest first. */
  readonly newest: (limit: number) => Effect.Effect<ReadonlyArray<OutboxEntry>>
}>()("exam-shop/Outbox") {
  static readonly layer = Layer.effect(
    Outbox,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient

      const record = (message: OutgoingMessage) =>
        sql`
          INSERT INTO outbox (channel, recipient, subject, body)
          VALUES (${message.channel}, ${message.recipient}, ${message.subject}, ${message.body})`.pipe(
          Effect.orDie,
          Effect.asVoid,
          Effect.withSpan("Outbox.record")
        )

      const newest = (limit: number) =>
        sql<OutboxRow>`
          SELECT channel, recipient, subject, body, created_at FROM outbox
          ORDER BY id DESC LIMIT ${limit}::int`.pipe(
          Effect.orDie,
          Effect.map((rows) =>
            rows.map((row): OutboxEntry => ({
              channel: row.channel,
              recipient: row.recipient,
              subject: row.subject,
              body: row.body,
              createdAt: new Date(row.created_at).toISOString()
            }))
          )
        )

      return Outbox.of({ record, newest })
    })
  )
  /** In memory: what a unit test reads to find the code a learner was sent. */
  static readonly layerTest = Layer.sync(Outbox, () => {
    const entries: Array<OutboxEntry> = []
    return Outbox.of({
      record: (message) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          entries.push({ ...message, createdAt: new Date(now).toISOString() })
        }),
      newest: (limit) => Effect.sync(() => entries.slice(-limit).reverse())
    })
  })
}
