/**
 * What a ticket's link names: checked when a learner creates the ticket
 * (their own attempt, a question of it, an exam the catalog has), and read
 * for the agent (the question's text, options, the correct ones and the
 * learner's answer in that attempt). Attempts are read through the attempt
 * area's service as the learner would read them, so the helpdesk never
 * reads another area's tables for them.
 */
import { Context, Effect, Layer, Option } from "effect"
import { NotFound } from "../../src/api/shared/errors.ts"
import type { LinkedItem, TicketLink } from "../../src/api/helpdesk/helpdesk.ts"
import { AttemptsService } from "../attempt/service.ts"
import { HelpdeskRepository } from "./repository.ts"

export const LINK_NOT_FOUND_MESSAGE = "What this ticket is about was not found: pick it again or leave the link out."
const NOT_SUBMITTED = "The attempt is not submitted yet, so its answers cannot be shown."
const GONE = "The linked item no longer exists."

export class LinkedItems extends Context.Service<
  LinkedItems,
  {
    /** Refuses (404) a link that names nothing of the learner's. */
    readonly check: (userId: string, link: TicketLink) => Effect.Effect<void, NotFound>
    /** The linked item as the desk shows it (`unavailable` with the reason when it cannot be read). */
    readonly read: (learnerId: string, link: TicketLink) => Effect.Effect<LinkedItem>
  }
>()("exam-shop/HelpdeskLinkedItems") {
  static readonly layer = Layer.effect(
    LinkedItems,
    Effect.gen(function* () {
      const attempts = yield* AttemptsService
      const repository = yield* HelpdeskRepository
      const notFound = () => new NotFound({ message: LINK_NOT_FOUND_MESSAGE })
      const unavailable = (link: TicketLink, reason: string): LinkedItem => ({ kind: "unavailable", link, reason })

      const check = Effect.fn("LinkedItems.check")(function* (userId: string, link: TicketLink) {
        if (link.kind === "exam") {
          if (Option.isNone(yield* repository.examName(link.examId))) return yield* notFound()
          return
        }
        const attempt = yield* attempts.attempt(userId, link.attemptId).pipe(Effect.mapError(notFound))
        if (link.kind === "question") {
          const present = attempt.sections.some((section) => section.questions.some((question) => question._id === link.questionId))
          if (!present) return yield* notFound()
        }
      })

      const read = Effect.fn("LinkedItems.read")(function* (learnerId: string, link: TicketLink) {
        if (link.kind === "exam") {
          const name = yield* repository.examName(link.examId)
          return Option.match(name, {
            onNone: () => unavailable(link, GONE),
            onSome: (name): LinkedItem => ({ kind: "exam", examId: link.examId, name })
          })
        }
        const review = yield* attempts.reviewForDesk(learnerId, link.attemptId).pipe(Effect.option)
        if (Option.isNone(review)) {
          const attempt = yield* attempts.attempt(learnerId, link.attemptId).pipe(Effect.option)
          if (Option.isNone(attempt)) return unavailable(link, GONE)
          if (link.kind === "attempt") {
            return {
              kind: "attempt",
              attemptId: link.attemptId,
              examName: attempt.value.examName,
              testName: attempt.value.testName,
              percentage: null
            } satisfies LinkedItem
          }
          return unavailable(link, NOT_SUBMITTED)
        }
        const { examName, testName, percentage, questions } = review.value
        if (link.kind === "attempt") return { kind: "attempt", attemptId: link.attemptId, examName, testName, percentage } satisfies LinkedItem
        const question = questions.find((q) => q._id === link.questionId)
        if (question === undefined) return unavailable(link, GONE)
        return {
          kind: "question",
          attemptId: link.attemptId,
          questionId: link.questionId,
          examName,
          testName,
          text: question.text,
          options: question.options,
          correct: question.correct,
          chosen: question.chosen,
          explanation: question.explanation
        } satisfies LinkedItem
      })

      return LinkedItems.of({ check, read })
    })
  )
}
