/**
 * Email through an SMTP relay: nodemailer's SMTP transport with
 * STARTTLS and a login (smtp-options.ts), fed from the outbox. Every email
 * is first recorded in the outbox (in its caller's transaction, owed to the
 * relay: migration 0024); the Mailer asks for one try right after that
 * transaction commits, and the relay job (MailRelayLive) tries again every
 * MAIL_RETRY_SECONDS whatever is still owed.
 *
 * Nothing lost: a letter stays owed until the relay has accepted it (its
 * 250 after DATA), so a relay that is down, refuses the login or answers
 * "try later" only delays it; each failure doubles the wait before the next
 * try (MAIL_RETRY_SECONDS, then twice that, ... up to an hour). It is given
 * up only when its time is over (a one-time code's lifetime, a day for the
 * rest) or when the relay refuses it for good (a 5xx to its recipient or its
 * content), and that is logged as an error.
 *
 * Nothing doubled: a try first claims the row (one UPDATE that succeeds for
 * one caller only), so the first try and the job, or two servers, never
 * send the same letter at once. One window is left, as with any SMTP
 * client: a server that dies after the relay accepted a letter and before
 * it marked it sent lets its claim run out, and the letter goes again. It
 * carries the same Message-ID on every try, so the receiving side can tell.
 *
 * The log names the outbox row and the relay's answer, never the subject or
 * the body (they carry codes) nor the login.
 */
import { Context, Effect, Layer, Result } from "effect"
import { SqlClient } from "effect/sql"
import { createTransport } from "nodemailer"
import type { NodemailerError } from "nodemailer/lib/errors"
import { DEFAULT_MAIL_FROM, Settings } from "../config.ts"
import { everyPeriodOnOneServer } from "../jobs/job-turns.ts"
import { describeRelay, type SmtpOptions, smtpOptionsOf } from "./smtp-options.ts"

/** The relay job's name among the jobs that take turns (job_leases). */
export const MAIL_RELAY_JOB = "mail-relay"
export const DEFAULT_MAIL_RETRY_SECONDS = 30
/** The longest wait between two tries of a letter. */
export const MAX_RETRY_WAIT_SECONDS = 3600
/** A try holds its letter this long; a server that dies mid-try lets it go after this. */
const CLAIM_SECONDS = 120
/** Letters one pass of the job tries at most; the rest wait for the next. */
const BATCH = 100
/** The longest relay answer kept in relay_error. */
const ERROR_LENGTH = 500

/** What one try of one letter came to. */
export type TryOutcome =
  /** Accepted by the relay. */
  | "sent"
  /** Failed; tried again later. */
  | "retry"
  /** Failed on the connection, TLS or login: tried again later, and the rest of a pass waits too. */
  | "relay-down"
  /** Given up: refused for good, or its time was over. */
  | "given-up"
  /** Not owed, not due, or being tried by someone else. */
  | "skipped"

interface ClaimedRow {
  readonly id: string | number
  readonly recipient: string
  readonly subject: string
  readonly body: string
  readonly html: string | null
  readonly message_id: string
  readonly relay_attempts: number
  readonly expired: boolean
}

interface AttachmentRow {
  readonly filename: string
  readonly content_type: string
  readonly content: Uint8Array
}

/** The wait after the `attempts`-th failed try: the period, doubled each time, at most an hour. */
export const retryWaitSeconds = (attempts: number, periodSeconds: number): number =>
  Math.min(MAX_RETRY_WAIT_SECONDS, Math.max(1, periodSeconds) * 2 ** Math.max(0, Math.min(attempts - 1, 20)))

const errorOf = (cause: unknown): NodemailerError => (cause instanceof Error ? cause : Object.assign(new Error(String(cause)), { code: undefined }))

/** The relay refused this letter for good: its recipient or its content, with a 5xx. */
const refusedForGood = (error: NodemailerError) => error.permanent === true && (error.code === "EENVELOPE" || error.code === "EMESSAGE")

/** The relay could not be used at all (connection, TLS, login): no other letter would get through now. */
const relayUnusable = (error: NodemailerError) =>
  ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ETLS", "EAUTH", "ENOAUTH", "EPROTOCOL"].includes(error.code ?? "") ||
  (error.command !== undefined && /^(AUTH|STARTTLS|EHLO|HELO|CONN)/i.test(error.command))

/** The relay's answer for the log and the row: one line, no longer than ERROR_LENGTH. */
const errorWords = (error: NodemailerError) =>
  `${error.code ?? "ERROR"}${error.responseCode === undefined ? "" : ` ${error.responseCode}`}: ${error.message}`.replace(/\s+/g, " ").slice(0, ERROR_LENGTH)

export class MailRelay extends Context.Service<
  MailRelay,
  {
    /** Whether a relay is configured (SMTP_URL). */
    readonly enabled: boolean
    /** One try of one owed letter, if it is due and nobody else is trying it. */
    readonly deliver: (outboxId: string) => Effect.Effect<TryOutcome>
    /** One pass of the job: every letter due, one try each (stops early while the relay is down). Answers how many were sent. */
    readonly pass: Effect.Effect<number>
  }
>()("exam-shop/MailRelay") {
  static readonly layer = Layer.effect(
    MailRelay,
    Effect.gen(function* () {
      const settings = yield* Settings
      const sql = yield* SqlClient.SqlClient
      const checked = smtpOptionsOf(settings)
      // A setting that cannot work stops the start-up: better than losing mail silently.
      if (Result.isFailure(checked)) return yield* Effect.die(new Error(checked.failure))
      const options: SmtpOptions | undefined = checked.success
      if (options === undefined) {
        return MailRelay.of({ enabled: false, deliver: () => Effect.succeed("skipped"), pass: Effect.succeed(0) })
      }
      const from = settings.mailFrom ?? DEFAULT_MAIL_FROM
      const period = settings.mailRetrySeconds ?? DEFAULT_MAIL_RETRY_SECONDS
      // One connection per letter (no pool): mail is a few letters a minute,
      // and a fresh connection never inherits a broken one's state.
      const transport = yield* Effect.acquireRelease(
        Effect.sync(() =>
          createTransport({
            ...options,
            auth: options.auth === undefined ? undefined : { ...options.auth },
            tls: { ...options.tls, ca: options.tls.ca === undefined ? undefined : [...options.tls.ca] },
            logger: false
          })
        ),
        (made) => Effect.sync(() => made.close())
      )
      yield* Effect.logInfo(`Email goes through the SMTP relay ${describeRelay(options)}`)

      const claim = (id: string) =>
        sql<ClaimedRow>`
          UPDATE outbox SET relay_claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}::int), relay_attempts = relay_attempts + 1
          WHERE id = ${id}::bigint AND relay = 'pending' AND relay_next_at <= now()
            AND (relay_claimed_until IS NULL OR relay_claimed_until <= now())
          RETURNING id, recipient, subject, body, html, message_id, relay_attempts, (relay_give_up_at <= now()) AS expired`

      const filesOf = (id: string) =>
        sql<AttachmentRow>`SELECT filename, content_type, content FROM outbox_attachments WHERE outbox_id = ${id}::bigint ORDER BY id`

      const markSent = (id: string) =>
        sql`UPDATE outbox SET relay = 'sent', sent_at = now(), relay_claimed_until = NULL, relay_error = NULL WHERE id = ${id}::bigint`

      const markFailed = (id: string, words: string, giveUp: boolean, waitSeconds: number) =>
        sql`
          UPDATE outbox SET relay = ${giveUp ? "failed" : "pending"}, relay_error = ${words}, relay_claimed_until = NULL,
            relay_next_at = now() + make_interval(secs => ${waitSeconds}::int)
          WHERE id = ${id}::bigint`

      const send = (row: ClaimedRow, files: ReadonlyArray<AttachmentRow>) =>
        Effect.tryPromise({
          try: (signal) =>
            transport.sendMail({
              from,
              to: row.recipient,
              subject: row.subject,
              text: row.body,
              ...(row.html === null ? {} : { html: row.html }),
              messageId: row.message_id,
              attachments: files.map((file) => ({ filename: file.filename, contentType: file.content_type, content: Buffer.from(file.content) })),
              signal
            }),
          catch: errorOf
        })

      const deliver = (outboxId: string): Effect.Effect<TryOutcome> =>
        Effect.gen(function* () {
          const [row] = yield* claim(outboxId)
          if (row === undefined) return "skipped" as const
          if (row.expired) {
            yield* markFailed(outboxId, "its time to be delivered was over", true, 0)
            yield* Effect.logError("Gave up an email the SMTP relay could not take in time").pipe(
              Effect.annotateLogs({ outboxId, attempts: row.relay_attempts - 1 })
            )
            return "given-up" as const
          }
          const files = yield* filesOf(outboxId)
          const sent = yield* Effect.result(send(row, files))
          if (Result.isSuccess(sent)) {
            yield* markSent(outboxId)
            return "sent" as const
          }
          const error = sent.failure
          const words = errorWords(error)
          const giveUp = refusedForGood(error)
          const wait = retryWaitSeconds(row.relay_attempts, period)
          yield* markFailed(outboxId, words, giveUp, wait)
          if (giveUp) {
            yield* Effect.logError("The SMTP relay refused an email for good").pipe(Effect.annotateLogs({ outboxId, relay: words }))
            return "given-up" as const
          }
          // The details as log annotations: fields of their own in the JSON log.
          yield* Effect.logWarning("Could not send an email through the SMTP relay; it stays in the outbox").pipe(
            Effect.annotateLogs({ outboxId, attempts: row.relay_attempts, nextTryInSeconds: wait, relay: words })
          )
          return relayUnusable(error) ? ("relay-down" as const) : ("retry" as const)
        }).pipe(Effect.orDie, Effect.withSpan("MailRelay.deliver"))

      const pass = Effect.gen(function* () {
        const due = yield* sql<{ readonly id: string | number }>`
          SELECT id FROM outbox
          WHERE relay = 'pending' AND relay_next_at <= now() AND (relay_claimed_until IS NULL OR relay_claimed_until <= now())
          ORDER BY relay_next_at, id LIMIT ${BATCH}::int`.pipe(Effect.orDie)
        let sent = 0
        for (const { id } of due) {
          const outcome = yield* deliver(String(id))
          if (outcome === "sent") sent++
          // The relay is unreachable or refuses the login: the rest would fail the same way now.
          if (outcome === "relay-down") break
        }
        return sent
      }).pipe(Effect.withSpan("MailRelay.pass"))

      return MailRelay.of({ enabled: true, deliver, pass })
    })
  )
}

/**
 * The relay job: at start-up and every MAIL_RETRY_SECONDS, on one server at
 * a time (platform/jobs/job-turns.ts), whatever is still owed to the relay
 * gets a try. Nothing runs when no relay is configured.
 */
export const MailRelayLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const relay = yield* MailRelay
    const settings = yield* Settings
    if (!relay.enabled) return
    const pass = relay.pass.pipe(Effect.tap((sent) => (sent > 0 ? Effect.logInfo(`Sent ${sent} owed emails through the SMTP relay`) : Effect.void)))
    yield* everyPeriodOnOneServer(
      MAIL_RELAY_JOB,
      settings.mailRetrySeconds ?? DEFAULT_MAIL_RETRY_SECONDS,
      pass,
      "Sending owed email through the SMTP relay failed"
    ).pipe(Effect.forkScoped)
  })
)
