/**
 * Sends the shop's email. Every letter goes to the outbox (with its text
 * and HTML parts and its attachments); when SMTP_URL is set it is also owed
 * to the SMTP relay (mail-relay.ts), which gets one try right after the
 * letter's transaction commits, in the background: the learner's request
 * does not wait for (or fail with) the mail server, and the answer takes
 * the same time whether or not a letter was sent (forgot-password must not
 * tell which emails have accounts). A try that fails leaves the letter owed
 * in the outbox, and the relay job tries again (MailRelayLive).
 *
 * A letter recorded inside a database transaction (a receipt, recorded with
 * the order it belongs to) exists only if that transaction commits, and is
 * tried only after it has: a rolled-back order sends nothing.
 */
import { Context, Effect, Layer, Option, Scope } from "effect"
import { SqlClient } from "effect/sql"
import { randomUUID } from "node:crypto"
import { DEFAULT_MAIL_FROM, Settings } from "../config.ts"
import { MailRelay } from "./mail-relay.ts"
import { type Attachment, Outbox } from "./outbox.ts"

/** How long a letter is worth delivering when it does not say: a day. */
export const DEFAULT_DELIVER_WITHIN_MINUTES = 24 * 60

export interface Letter {
  readonly to: string
  readonly subject: string
  /** The text part (what the outbox shows). */
  readonly body: string
  /** The HTML part (letter-parts.ts writes both); a text-only letter when absent. */
  readonly html?: string | undefined
  /** Files sent with the letter (the PDF receipt); none when absent. */
  readonly attachments?: ReadonlyArray<Attachment> | undefined
  /** Not worth delivering after this many minutes (a one-time code's lifetime); a day when absent. */
  readonly deliverWithinMinutes?: number | undefined
}

/** "Name <address>" or a bare address → the domain a Message-ID is made in. */
const domainOf = (mailbox: string) => {
  const address = (/<([^<>]+)>/.exec(mailbox)?.[1] ?? mailbox).trim()
  const domain = address.split("@")[1] ?? ""
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain : "localhost"
}

export class Mailer extends Context.Service<
  Mailer,
  {
    readonly send: (letter: Letter) => Effect.Effect<void>
  }
>()("exam-shop/Mailer") {
  static readonly layer = Layer.effect(
    Mailer,
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const settings = yield* Settings
      const scope = yield* Scope.Scope
      // Absent in the in-memory tests (no database, so no transaction to wait for).
      const sql = yield* Effect.serviceOption(SqlClient.SqlClient)
      // Absent where a job builds its own Mailer (the helpdesk's reply mail):
      // its letters are still owed, and the relay job sends them.
      const relay = yield* Effect.serviceOption(MailRelay)
      const afterCommit = <R>(effect: Effect.Effect<void, never, R>) =>
        Option.match(sql, { onNone: () => effect, onSome: (client) => client.afterCommit(effect) })
      const relayed = (settings.smtpUrl?.trim() ?? "") !== ""
      const messageDomain = domainOf(settings.mailFrom ?? DEFAULT_MAIL_FROM)

      const firstTry = (outboxId: string) =>
        Option.match(relay, {
          onNone: () => Effect.void,
          onSome: (mailRelay) =>
            afterCommit(
              mailRelay.deliver(outboxId).pipe(
                // The letter stays owed whatever happened here: the job tries again.
                Effect.catchCause((cause) => Effect.logWarning("The first try of an email failed; the relay job tries again", cause)),
                Effect.forkIn(scope),
                Effect.asVoid
              )
            )
        })

      const send = Effect.fn("Mailer.send")(function* (letter: Letter) {
        const outboxId = yield* outbox.record({
          channel: "email",
          recipient: letter.to,
          subject: letter.subject,
          body: letter.body,
          html: letter.html,
          attachments: letter.attachments,
          relay: relayed
            ? {
                messageId: `<${randomUUID()}@${messageDomain}>`,
                giveUpAfterMinutes: letter.deliverWithinMinutes ?? DEFAULT_DELIVER_WITHIN_MINUTES
              }
            : undefined
        })
        if (relayed) yield* firstTry(outboxId)
      })

      return Mailer.of({ send })
    })
  )
}
