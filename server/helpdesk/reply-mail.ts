/**
 * The unread-reply email: a learner who has not read a support
 * reply for REPLY_MAIL_AFTER_MS (3 minutes) gets one email with a link to
 * the chat (PUBLIC_URL + its path); not another for that ticket until they have read past the reply
 * it was sent for. Runs at start-up and then every REPLY_MAIL_EVERY_SECONDS,
 * on one server at a time (platform/jobs/job-turns.ts, like
 * server/attempt/sweeper.ts); tests call `mailDueReplies` directly.
 *
 * Each ticket is claimed under its row lock: the letter is recorded (the
 * outbox; SMTP after the commit) only if `reply_mailed_seq` is still what
 * the search read, so two servers running the job at once send one letter.
 */
import { Clock, Effect, Layer, Option } from "effect"
import { shopLink } from "../platform/config.ts"
import { everyPeriodOnOneServer } from "../platform/jobs/job-turns.ts"
import { letterParts, link, paragraph } from "../platform/delivery/letter-parts.ts"
import { type Letter, Mailer } from "../platform/delivery/mailer.ts"
import { Outbox } from "../platform/delivery/outbox.ts"
import type { DueReplyMail } from "./records.ts"
import { HelpdeskRepository } from "./repository.ts"
import { REPLY_MAIL_AFTER_MS } from "./service.ts"

export const REPLY_MAIL_EVERY_SECONDS = 30
/** Tickets one run mails at most; the rest wait for the next run. */
const BATCH = 200

/** The chat's path in the browser app (spec §2 /helpdesk/chat/{id}). */
export const chatPath = (ticketId: string) => `/helpdesk/chat/${ticketId}`

/**
 * `chatUrl`: the absolute link to the chat (shopLink in server/platform/config.ts).
 * A text part and an HTML part from the same blocks (letter-parts.ts escapes
 * every value: the subject and the name were typed by people).
 */
export const replyLetter = (due: DueReplyMail, chatUrl: string): Letter => ({
  to: due.learner.email,
  ...letterParts(`Support replied to your ticket: ${due.subject}`, [
    paragraph(`Hello ${due.learner.name},`),
    paragraph(`Support has replied to your ticket "${due.subject}".`, ["Read the reply and answer in the chat: ", link(chatUrl)]),
    paragraph("We will not email you about this ticket again until you have read it."),
    paragraph("ExamReady support")
  ])
})

/** One run: mails every due ticket once; answers how many letters were recorded. */
export const mailDueRepliesWith = Effect.gen(function* () {
  const repository = yield* HelpdeskRepository
  const mailer = yield* Mailer
  const now = yield* Clock.currentTimeMillis
  const due = yield* repository.dueReplyMails(now - REPLY_MAIL_AFTER_MS, BATCH)
  let sent = 0
  for (const ticket of due) {
    const claimed = yield* repository.transaction(
      Effect.gen(function* () {
        const locked = yield* repository.lockTicket(ticket.ticketId)
        if (Option.isNone(locked) || locked.value.replyMailedSeq !== ticket.mailedSeq) return false
        yield* repository.updateTicket(ticket.ticketId, { replyMailedSeq: ticket.lastReplySeq })
        yield* mailer.send(replyLetter(ticket, yield* shopLink(chatPath(ticket.ticketId))))
        return true
      })
    )
    if (claimed) sent++
  }
  return sent
}).pipe(Effect.withSpan("HelpdeskReplyMail.run"))

/** The run over the database and the application's mailer (outbox, SMTP when set). */
export const mailDueReplies = mailDueRepliesWith.pipe(
  Effect.provide(Layer.mergeAll(HelpdeskRepository.layer, Mailer.layer.pipe(Layer.provide(Outbox.layer)))),
  Effect.scoped
)

/** Files uploaded but never sent are kept this long (the browser's outbox may still send them), then deleted. */
export const UNSENT_FILE_DAYS = 1

/** Deletes files no message carried within UNSENT_FILE_DAYS; answers how many. */
export const forgetUnsentFiles = Effect.gen(function* () {
  const repository = yield* HelpdeskRepository
  const now = yield* Clock.currentTimeMillis
  return yield* repository.deleteUnsentBefore(now - UNSENT_FILE_DAYS * 24 * 60 * 60 * 1000)
}).pipe(Effect.provide(HelpdeskRepository.layer), Effect.withSpan("HelpdeskUnsentFiles.forget"))

/**
 * The helpdesk's background work at start-up and every
 * REPLY_MAIL_EVERY_SECONDS: the unread-reply emails, and forgetting unsent
 * files. A failed run is logged and retried at the next.
 */
export const HelpdeskReplyMailLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const pass = mailDueReplies.pipe(
      Effect.tap((count) => (count > 0 ? Effect.logInfo(`Emailed ${count} learners about unread support replies`) : Effect.void)),
      Effect.andThen(forgetUnsentFiles)
    )
    yield* everyPeriodOnOneServer("helpdesk-reply-mail", REPLY_MAIL_EVERY_SECONDS, pass, "Emailing about unread support replies failed").pipe(Effect.forkScoped)
  })
)
