import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { Schema } from "effect"
import { OptionId, QuestionId } from "../../../src/api/shared/ids.ts"
import type { ReviewCard, ReviewOutcome, ReviewSession } from "../../../src/api/learning/learning.ts"
import {
  type ReviewAnswerRequest,
  type ReviewSessionInput,
  reviewSessionMachine,
  selectCurrentCard
} from "../../../src/machines/learning/review-session.machine.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"

const qsn = Schema.decodeSync(QuestionId)
const opt = Schema.decodeSync(OptionId)

const INPUT: ReviewSessionInput = { subscId: "sub-1", utcOffsetMinutes: 120 }
const single: ReviewCard = {
  qsnId: qsn("q-1"),
  text: "Which one?",
  kind: "single",
  objective: "Red",
  version: 1,
  options: [
    { _id: opt("a"), text: "A" },
    { _id: opt("b"), text: "B" }
  ]
}
const multiple: ReviewCard = {
  qsnId: qsn("q-2"),
  text: "Which two?",
  kind: "multiple",
  objective: "Blue",
  version: 3,
  options: [
    { _id: opt("c"), text: "C" },
    { _id: opt("d"), text: "D" },
    { _id: opt("e"), text: "E" }
  ]
}
const SESSION: ReviewSession = { cards: [single, multiple], dueToday: 4 }
const ONE_CARD: ReviewSession = { cards: [single], dueToday: 1 }
const NONE: ReviewSession = { cards: [], dueToday: 0 }
const outcomeOf = (card: ReviewCard, correct: boolean): ReviewOutcome => ({
  qsnId: card.qsnId,
  outcome: correct ? "correct" : "wrong",
  correct: [card.options[0]!._id],
  explanation: "Because.",
  rating: correct ? "good" : "again",
  nextReviewInSeconds: correct ? 86_400 : 600,
  dueAt: "2026-03-03T10:00:00.000Z"
})
const EXPIRED = { _tag: "ApiFailure", reason: "Conflict", status: 409, message: "Your access to this exam has ended, so its reviews have stopped." } as const

const coverage = computePathCoverage(reviewSessionMachine, {
  input: INPUT,
  events: [
    { type: "CHOOSE", optionId: opt("a") },
    { type: "SUBMIT" },
    { type: "DONT_KNOW" },
    { type: "NEXT" },
    { type: "RETRY" },
    { type: "RESTART" },
    { type: "xstate.done.actor.loadSession", output: SESSION },
    { type: "xstate.done.actor.loadSession", output: ONE_CARD },
    { type: "xstate.done.actor.loadSession", output: NONE },
    { type: "xstate.error.actor.loadSession", error: UNREACHABLE },
    { type: "xstate.done.actor.answerReview", output: outcomeOf(single, true) },
    { type: "xstate.error.actor.answerReview", error: EXPIRED }
  ]
})

describe("reviewSessionMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(reviewSessionMachine, path, { input: INPUT })).toEqual(path.expected)
  })
})

const run = (load: () => Promise<ReviewSession>, grade: (request: ReviewAnswerRequest) => Promise<ReviewOutcome>) => {
  const requests: Array<ReviewAnswerRequest> = []
  const loads: Array<ReviewSessionInput> = []
  const notifyFailure = vi.fn<(error: unknown) => void>()
  const actor = createActor(
    reviewSessionMachine.provide({
      actors: {
        loadSession: fromPromise<ReviewSession, ReviewSessionInput>(({ input }) => {
          loads.push(input)
          return load()
        }),
        answerReview: fromPromise<ReviewOutcome, ReviewAnswerRequest>(({ input }) => {
          requests.push(input)
          return grade(input)
        })
      },
      actions: { notifyFailure: (_, params) => notifyFailure(params.error) }
    }),
    { input: INPUT }
  ).start()
  return { actor, requests, loads, notifyFailure }
}

describe("reviewSessionMachine behaviour", () => {
  it("goes through the due questions: a choice, the server's grading, the reveal, the next one, the end", async () => {
    const h = run(
      async () => SESSION,
      async (request) => outcomeOf(request.qsnId === single.qsnId ? single : multiple, request.qsnId === single.qsnId)
    )
    await waitFor(h.actor, (s) => s.matches("answering"))
    expect(h.loads).toEqual([INPUT])
    expect(selectCurrentCard(h.actor.getSnapshot())).toBe(single)
    expect(h.actor.getSnapshot().context.dueToday).toBe(4)
    // Nothing chosen: Submit waits.
    h.actor.send({ type: "SUBMIT" })
    expect(h.actor.getSnapshot().matches("answering")).toBe(true)
    // A single-answer question keeps the last choice.
    h.actor.send({ type: "CHOOSE", optionId: opt("b") })
    h.actor.send({ type: "CHOOSE", optionId: opt("a") })
    expect(h.actor.getSnapshot().context.chosen).toEqual([opt("a")])
    h.actor.send({ type: "SUBMIT" })
    await waitFor(h.actor, (s) => s.matches("revealed"))
    expect(h.requests[0]).toEqual({ subscId: "sub-1", qsnId: single.qsnId, answer: [opt("a")], version: 1 })
    expect(h.actor.getSnapshot().context.outcome?.rating).toBe("good")

    h.actor.send({ type: "NEXT" })
    expect(selectCurrentCard(h.actor.getSnapshot())).toBe(multiple)
    expect(h.actor.getSnapshot().context).toMatchObject({ chosen: [], outcome: null, index: 1 })
    // A multiple-answer question toggles.
    h.actor.send({ type: "CHOOSE", optionId: opt("c") })
    h.actor.send({ type: "CHOOSE", optionId: opt("d") })
    h.actor.send({ type: "CHOOSE", optionId: opt("c") })
    expect(h.actor.getSnapshot().context.chosen).toEqual([opt("d")])
    h.actor.send({ type: "SUBMIT" })
    await waitFor(h.actor, (s) => s.matches("revealed"))
    h.actor.send({ type: "NEXT" })
    expect(h.actor.getSnapshot().matches("finished")).toBe(true)
    expect(h.actor.getSnapshot().context.reviewed).toEqual([
      { qsnId: single.qsnId, outcome: "correct", nextReviewInSeconds: 86_400 },
      { qsnId: multiple.qsnId, outcome: "wrong", nextReviewInSeconds: 600 }
    ])
  })

  it('sends no option for "I don\'t know"', async () => {
    const h = run(
      async () => ONE_CARD,
      async () => ({ ...outcomeOf(single, false), outcome: "unanswered" })
    )
    await waitFor(h.actor, (s) => s.matches("answering"))
    h.actor.send({ type: "CHOOSE", optionId: opt("b") })
    h.actor.send({ type: "DONT_KNOW" })
    await waitFor(h.actor, (s) => s.matches("revealed"))
    expect(h.requests[0]?.answer).toEqual([])
  })

  it("keeps the question and the choice when grading fails, and reports it", async () => {
    let fail = true
    const h = run(
      async () => ONE_CARD,
      async () => {
        if (fail) {
          fail = false
          throw EXPIRED
        }
        return outcomeOf(single, true)
      }
    )
    await waitFor(h.actor, (s) => s.matches("answering"))
    h.actor.send({ type: "CHOOSE", optionId: opt("a") })
    h.actor.send({ type: "SUBMIT" })
    await waitFor(h.actor, (s) => s.matches("answering") && h.notifyFailure.mock.calls.length === 1)
    expect(h.notifyFailure).toHaveBeenCalledWith(EXPIRED)
    expect(h.actor.getSnapshot().context.chosen).toEqual([opt("a")])
    h.actor.send({ type: "SUBMIT" })
    await waitFor(h.actor, (s) => s.matches("revealed"))
  })

  it("says when nothing is due, and loads again on request; a failed load shows its message and retries", async () => {
    let answers: Array<() => Promise<ReviewSession>> = [
      async () => {
        throw UNREACHABLE
      },
      async () => NONE,
      async () => ONE_CARD
    ]
    const h = run(
      () => answers.shift()!(),
      async () => outcomeOf(single, true)
    )
    await waitFor(h.actor, (s) => s.matches("failed"))
    expect(h.actor.getSnapshot().context.failureMessage).toBe(UNREACHABLE.message)
    h.actor.send({ type: "RETRY" })
    await waitFor(h.actor, (s) => s.matches("empty"))
    h.actor.send({ type: "RESTART" })
    await waitFor(h.actor, (s) => s.matches("answering"))
    expect(h.loads).toHaveLength(3)
    answers = []
  })
})
