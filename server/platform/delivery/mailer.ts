/**
 * Sends the shop's email. Every letter goes to the outbox; when SMTP_URL is
 * set it is also sent over SMTP, in the background: the learner's request
 * does not wait for (or fail with) the mail server, and the answer takes the
 * same time whether or not a letter was sent (forgot-password must not tell
 * which emails have accounts). A failed delivery is logged; the code can be
 * sent again with "resend".
 */
import { Context, Effect, Layer, Scope } from "effect"
import { DEFAULT_MAIL_FROM, Settings } from "../config.ts"
import { Outbox } from "./outbox.ts"
import { parseSmtpUrl, sendOverSmtp } from "./smtp-client.ts"

export interface Letter {
  readonly to: string
  readonly subject: string
  readonly body: string
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
      const from = settings.mailFrom ?? DEFAULT_MAIL_FROM
      const smtpUrl = settings.smtpUrl?.trim() ?? ""
      // A malformed SMTP_URL stops the start-up: better than losing mail silently.
      const target = smtpUrl === "" ? undefined : yield* Effect.try({
        try: () => parseSmtpUrl(smtpUrl),
        catch: (error) => error
      }).pipe(Effect.orDie)

      const relay = (letter: Letter) =>
        target === undefined ? Effect.void : Effect.tryPromise(() => sendOverSmtp(target, { from, ...letter })).pipe(
          // The subject and body carry codes: the log names neither.
          Effect.catchCause((cause) => Effect.logWarning("Could not send an email over SMTP", cause)),
          Effect.forkIn(scope),
          Effect.asVoid
        )

      const send = Effect.fn("Mailer.send")(function*(letter: Letter) {
        yield* outbox.record({ channel: "email", recipient: letter.to, subject: letter.subject, body: letter.body })
        yield* relay(letter)
      })

      return Mailer.of({ send })
    })
  )
}
