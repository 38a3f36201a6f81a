/**
 * Sends the shop's email. Every letter goes to the outbox; when SMTP_URL is
 * set it is also sent over SMTP, in the background: the learner's request
 * does not wait for (or fail with) the mail server, and the answer takes the
 * same time whether or not a letter was sent (forgot-password must not tell
 * which emails have accounts). A failed delivery is logged; the code can be
 * sent again with "resend".
 *
 * A letter sent inside a database transaction (a receipt, recorded with the
 * order it belongs to) goes out over SMTP only once that transaction has
 * committed: a rolled-back order sends nothing.
 */
import { Context, Effect, Layer, Option, Scope } from "effect"
import { SqlClient } from "effect/sql"
import { DEFAULT_MAIL_FROM, Settings } from "../config.ts"
import { type Attachment, Outbox } from "./outbox.ts"
import { parseSmtpUrl, sendOverSmtp } from "./smtp-client.ts"

export interface Letter {
  readonly to: string
  readonly subject: string
  readonly body: string
  /** Files sent with the letter (the PDF receipt); none when absent. */
  readonly attachments?: ReadonlyArray<Attachment> | undefined
}

export class Mailer extends Context.Service<Mailer, {
  readonly send: (letter: Letter) => Effect.Effect<void>
}>()("exam-shop/Mailer") {
  static readonly layer = Layer.effect(
    Mailer,
    Effect.gen(function*() {
      const outbox = yield* Outbox
      const settings = yield* Settings
      const scope = yield* Scope.Scope
      // Absent in the in-memory tests (no database, so no transaction to wait for).
      const sql = yield* Effect.serviceOption(SqlClient.SqlClient)
      const afterCommit = <R>(effect: Effect.Effect<void, never, R>) =>
        Option.match(sql, { onNone: () => effect, onSome: (client) => client.afterCommit(effect) })
      const from = settings.mailFrom ?? DEFAULT_MAIL_FROM
      const smtpUrl = settings.smtpUrl?.trim() ?? ""
      // A malformed SMTP_URL stops the start-up: better than losing mail silently.
      const target = smtpUrl === "" ? undefined : yield* Effect.try({
        try: () => parseSmtpUrl(smtpUrl),
        catch: (error) => error
      }).pipe(Effect.orDie)

      const relay = (letter: Letter) =>
        target === undefined ? Effect.void : afterCommit(Effect.tryPromise(() => sendOverSmtp(target, { from, ...letter })).pipe(
          // The subject and body carry codes: the log names neither.
          Effect.catchCause((cause) => Effect.logWarning("Could not send an email over SMTP", cause)),
          Effect.forkIn(scope),
          Effect.asVoid
        ))

      const send = Effect.fn("Mailer.send")(function*(letter: Letter) {
        yield* outbox.record({
          channel: "email",
          recipient: letter.to,
          subject: letter.subject,
          body: letter.body,
          attachments: letter.attachments
        })
        yield* relay(letter)
      })

      return Mailer.of({ send })
    })
  )
}
