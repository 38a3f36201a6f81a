/**
 * Every email and SMS the shop sends (table outbox), with an email's
 * attachments (table outbox_attachments: the PDF receipt). It is the default
 * delivery: a developer or a person trying the shop reads the codes at
 * /dev/outbox and downloads the attachments there. With SMTP_URL set, email
 * is sent through the relay as well (mail-relay.ts, which reads and updates
 * the row's relay columns, migration 0024), and the outbox stays the record
 * of what went out and what is still owed.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"

export type Channel = "email" | "sms"

/** Where an email stands with the relay (migration 0024): none when no relay is configured. */
export type RelayState = "none" | "pending" | "sent" | "failed"

/** A file sent with an email. */
export interface Attachment {
  readonly filename: string
  /** A MIME type ("application/pdf"). */
  readonly contentType: string
  readonly content: Uint8Array
}

export interface OutgoingMessage {
  readonly channel: Channel
  readonly recipient: string
  readonly subject: string
  readonly body: string
  /** Email only: the HTML part beside the text `body`; a text-only letter when absent. */
  readonly html?: string | undefined
  /** Email only; none when absent. */
  readonly attachments?: ReadonlyArray<Attachment> | undefined
  /** Email only: owed to the SMTP relay (due at once, given up after `giveUpAfterMinutes`); outbox only when absent. */
  readonly relay?: { readonly messageId: string; readonly giveUpAfterMinutes: number } | undefined
}

/** An attachment as the outbox lists it: what the download link needs, not the bytes. */
export interface AttachmentInfo {
  readonly id: string
  readonly filename: string
  readonly contentType: string
  readonly size: number
}

export interface OutboxEntry {
  readonly channel: Channel
  readonly recipient: string
  readonly subject: string
  readonly body: string
  readonly createdAt: string
  readonly attachments: ReadonlyArray<AttachmentInfo>
  readonly relay: RelayState
}

interface OutboxRow {
  readonly id: string | number
  readonly channel: Channel
  readonly recipient: string
  readonly subject: string
  readonly body: string
  readonly created_at: Date | string
  readonly relay: RelayState
}

interface AttachmentRow {
  readonly id: string | number
  readonly outbox_id: string | number
  readonly filename: string
  readonly content_type: string
  readonly size: string | number
}

interface AttachmentContentRow {
  readonly filename: string
  readonly content_type: string
  readonly content: Uint8Array
}

export class Outbox extends Context.Service<
  Outbox,
  {
    /**
     * Records one message with its attachments, all or nothing. Inside a
     * caller's transaction it joins it (the receipt exists exactly when the
     * order is paid). Answers the message's id (for the relay).
     */
    readonly record: (message: OutgoingMessage) => Effect.Effect<string>
    /** Newest first. */
    readonly newest: (limit: number) => Effect.Effect<ReadonlyArray<OutboxEntry>>
    /** One attachment's file, by the id `newest` lists. */
    readonly attachment: (id: string) => Effect.Effect<Option.Option<Attachment>>
  }
>()("exam-shop/Outbox") {
  static readonly layer = Layer.effect(
    Outbox,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const record = (message: OutgoingMessage) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const relay = message.relay
              const [row] = yield* relay === undefined
                ? sql<{ readonly id: string | number }>`
              INSERT INTO outbox (channel, recipient, subject, body, html)
              VALUES (${message.channel}, ${message.recipient}, ${message.subject}, ${message.body}, ${message.html ?? null})
              RETURNING id`
                : sql<{ readonly id: string | number }>`
              INSERT INTO outbox (channel, recipient, subject, body, html, message_id, relay, relay_next_at, relay_give_up_at)
              VALUES (${message.channel}, ${message.recipient}, ${message.subject}, ${message.body}, ${message.html ?? null},
                ${relay.messageId}, 'pending', now(), now() + make_interval(mins => ${Math.max(1, Math.round(relay.giveUpAfterMinutes))}::int))
              RETURNING id`
              for (const file of message.attachments ?? []) {
                yield* sql`
              INSERT INTO outbox_attachments (outbox_id, filename, content_type, content)
              VALUES (${row!.id}, ${file.filename}, ${file.contentType}, ${file.content})`
              }
              return String(row!.id)
            })
          )
          .pipe(Effect.orDie, Effect.withSpan("Outbox.record"))

      const newest = (limit: number) =>
        Effect.gen(function* () {
          const rows = yield* sql<OutboxRow>`
            SELECT id, channel, recipient, subject, body, created_at, relay FROM outbox
            ORDER BY id DESC LIMIT ${limit}::int`
          const ids = rows.map((row) => String(row.id))
          const files =
            ids.length === 0
              ? []
              : yield* sql<AttachmentRow>`
            SELECT id, outbox_id, filename, content_type, octet_length(content) AS size
            FROM outbox_attachments WHERE ${sql.in("outbox_id", ids)} ORDER BY id`
          return rows.map(
            (row): OutboxEntry => ({
              channel: row.channel,
              recipient: row.recipient,
              subject: row.subject,
              body: row.body,
              createdAt: new Date(row.created_at).toISOString(),
              relay: row.relay,
              attachments: files
                .filter((file) => String(file.outbox_id) === String(row.id))
                .map((file) => ({
                  id: String(file.id),
                  filename: file.filename,
                  contentType: file.content_type,
                  size: Number(file.size)
                }))
            })
          )
        }).pipe(Effect.orDie)

      const attachment = (id: string) =>
        // An id that is not a number names no attachment (and must not reach the bigint cast).
        !/^[0-9]{1,18}$/.test(id)
          ? Effect.succeed(Option.none<Attachment>())
          : sql<AttachmentContentRow>`
          SELECT filename, content_type, content FROM outbox_attachments WHERE id = ${id}::bigint`.pipe(
              Effect.orDie,
              Effect.map((rows) =>
                Option.map(
                  Option.fromUndefinedOr(rows[0]),
                  (row): Attachment => ({
                    filename: row.filename,
                    contentType: row.content_type,
                    content: new Uint8Array(row.content)
                  })
                )
              )
            )

      return Outbox.of({ record, newest, attachment })
    })
  )
}
