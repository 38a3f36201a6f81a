/**
 * "Notify me" (src/api/catalog/on-sale-alerts.ts): a learner's request to hear once
 * when a coming-soon exam goes on sale, and the run that answers the
 * requests of every exam on sale now.
 *
 * An exam a learner may not see answers 404 like an unknown one; an exam on
 * sale has nothing to wait for (409). Asking twice stores one request;
 * cancelling one that does not wait changes nothing.
 *
 * `sendDue` asks the catalogue's one rule (src/domain/catalog/availability.ts)
 * of every exam some request waits for; for each exam on sale it claims the
 * waiting requests and records one notification and one email per learner
 * in the same transaction, so a request is answered exactly once whoever
 * runs it: the operator's "put on sale" runs it at once, and a job every
 * ON_SALE_ALERTS_EVERY_SECONDS catches every other way an exam goes on sale
 * (a price set, a category published, a bank completed).
 */
import { Context, Effect, Layer, Option } from "effect"
import { Conflict, NotFound } from "../../../src/api/shared/errors.ts"
import type { ExamId } from "../../../src/api/shared/ids.ts"
import type { OnSaleAlert, OnSaleAlertChangeAnswer } from "../../../src/api/catalog/on-sale-alerts.ts"
import { examAvailability } from "../../../src/domain/catalog/availability.ts"
import { examOverviewPath } from "../../../src/domain/catalog/catalog-paths.ts"
import { NotificationsService } from "../../account/notifications/service.ts"
import { shopLink } from "../../platform/config.ts"
import { Transaction } from "../../platform/db/transaction.ts"
import { letterParts, link, paragraph } from "../../platform/delivery/letter-parts.ts"
import { Mailer } from "../../platform/delivery/mailer.ts"
import * as Messages from "./messages.ts"
import { type AlertExam, OnSaleAlertsRepository } from "./repository.ts"

export const ON_SALE_ALERTS_EVERY_SECONDS = 60

export class OnSaleAlertsService extends Context.Service<
  OnSaleAlertsService,
  {
    readonly alert: (userId: string, examId: ExamId) => Effect.Effect<OnSaleAlert, NotFound>
    readonly ask: (userId: string, examId: ExamId) => Effect.Effect<OnSaleAlertChangeAnswer, NotFound | Conflict>
    readonly cancel: (userId: string, examId: ExamId) => Effect.Effect<OnSaleAlertChangeAnswer, NotFound>
    /** Answers every waiting request of every exam on sale now; answers how many learners were told. */
    readonly sendDue: Effect.Effect<number>
  }
>()("exam-shop/OnSaleAlertsService") {
  static readonly layerNoDeps = Layer.effect(
    OnSaleAlertsService,
    Effect.gen(function* () {
      const repository = yield* OnSaleAlertsRepository
      const notifications = yield* NotificationsService
      const mailer = yield* Mailer
      const transaction = yield* Transaction

      /** The exam as a learner may see it, or the 404 of an unknown one. */
      const visibleExam = (examId: ExamId) =>
        Effect.flatMap(repository.exam(examId), (found) =>
          Option.isSome(found) && found.value.offer.visible ? Effect.succeed(found.value) : Effect.fail(new NotFound({ message: Messages.EXAM_NOT_FOUND }))
        )

      const alert = Effect.fn("OnSaleAlertsService.alert")(function* (userId: string, examId: ExamId) {
        const exam = yield* visibleExam(examId)
        return { examId: exam.id, requested: yield* repository.waiting(userId, exam.id) }
      })

      const ask = Effect.fn("OnSaleAlertsService.ask")(function* (userId: string, examId: ExamId) {
        const exam = yield* visibleExam(examId)
        if (examAvailability(exam.offer) === "onSale") return yield* new Conflict({ message: Messages.alreadyOnSale(exam.name) })
        yield* repository.ask(userId, exam.id)
        return { message: Messages.asked(exam.name), data: { examId: exam.id, requested: true } }
      })

      const cancel = Effect.fn("OnSaleAlertsService.cancel")(function* (userId: string, examId: ExamId) {
        const exam = yield* visibleExam(examId)
        yield* repository.cancel(userId, exam.id)
        return { message: Messages.cancelled(exam.name), data: { examId: exam.id, requested: false } }
      })

      const tell = (exam: AlertExam) =>
        transaction.run(
          Effect.gen(function* () {
            const recipients = yield* repository.claim(exam.id)
            const url = yield* shopLink(examOverviewPath({ _id: exam.id, name: exam.name }))
            for (const recipient of recipients) {
              yield* notifications.add(recipient.userId, Messages.ON_SALE_TITLE, Messages.onSaleNotice(exam.name))
              yield* mailer.send({
                to: recipient.email,
                ...letterParts(Messages.onSaleSubject(exam.name), [
                  paragraph(`Hello ${recipient.name},`),
                  paragraph(Messages.onSaleNotice(exam.name), ["See it and buy it here: ", link(url)]),
                  paragraph("You asked to hear once: we will not email you about this exam again."),
                  paragraph("ExamReady")
                ])
              })
            }
            return recipients.length
          })
        )

      const sendDue = Effect.gen(function* () {
        const due = (yield* repository.awaited).filter((exam) => examAvailability(exam.offer) === "onSale")
        let told = 0
        for (const exam of due) told += yield* tell(exam)
        return told
      }).pipe(Effect.withSpan("OnSaleAlertsService.sendDue"))

      return OnSaleAlertsService.of({ alert, ask, cancel, sendDue })
    })
  )

  /** Over the database; notifications and the mailer come from the application. */
  static readonly layer = OnSaleAlertsService.layerNoDeps.pipe(Layer.provide([OnSaleAlertsRepository.layer, Transaction.layer]))
}
