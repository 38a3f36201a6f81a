/**
 * The attempt machine's practice mode, time per question and behind-pace
 * hint, on fakes: a practice has no countdown, checks an answer
 * only after its save went, keeps the feedback and locks the answer; each
 * save carries the time spent on its question while it was on screen; the
 * pace hint is turned off and on and the choice handed to the wiring.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, fromPromise } from "xstate"
import type { AnswerFeedback, AttemptData } from "../../../src/api/attempt/attempt.ts"
import type { QueuedSave } from "../../../src/domain/attempt/save-queue.ts"
import { attemptMachine, type LoadedAttempt } from "../../../src/machines/attempt/attempt.machine.ts"
import { selectAttemptView, selectPaceHint } from "../../../src/machines/attempt/attempt-view.ts"
import { saveQueueMachine } from "../../../src/machines/attempt/save-queue.machine.ts"
import { answerOf } from "../../domain/attempt/attempt-ids.ts"
import { ATTEMPT, FEEDBACK, PRACTICE, RESULT, savedWith } from "./attempt-fixtures.ts"

const INPUT = { attemptId: "att-1", sectionId: "s1", qsnId: "q1" }
const UNREACHABLE = { _tag: "ApiFailure", reason: "Network", message: "The shop cannot be reached." } as const

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-22T10:00:00Z") })
})
afterEach(() => {
  vi.useRealTimers()
})

const start = (
  options: {
    readonly attempt?: AttemptData
    readonly paceHint?: boolean
    readonly check?: (input: { readonly qsnId: string }) => Promise<AnswerFeedback>
    readonly saveDelay?: number
  } = {}
) => {
  const sent: Array<QueuedSave> = []
  const checks: Array<string> = []
  const remembered: Array<boolean> = []
  const failures: Array<unknown> = []
  const loaded: LoadedAttempt = {
    attempt: options.attempt ?? PRACTICE,
    storedQueue: null,
    ...(options.paceHint === undefined ? {} : { paceHint: options.paceHint })
  }
  const actor = createActor(
    attemptMachine.provide({
      actors: {
        loadAttempt: fromPromise(async () => loaded),
        submitAttempt: fromPromise(async () => ({ ...RESULT, mode: loaded.attempt.mode })),
        checkAnswer: fromPromise(async ({ input }) => {
          checks.push(`${input.qsnId} after ${sent.length} saves`)
          return (options.check ?? (async () => FEEDBACK))(input)
        }),
        saveQueue: saveQueueMachine.provide({
          actors: {
            sendSave: fromPromise(async ({ input }) => {
              await new Promise((resolve) => setTimeout(resolve, options.saveDelay ?? 0))
              sent.push(input)
              return savedWith(input, { remainingSeconds: loaded.attempt.remainingSeconds })
            })
          },
          delays: { retryDelay: 5 }
        })
      },
      actions: {
        rememberPaceHint: (_, params) => void remembered.push(params.on),
        notifyFailure: (_, params) => void failures.push(params.error)
      }
    }),
    { input: INPUT }
  ).start()
  return { actor, sent, checks, remembered, failures }
}

/** Lets the fakes' promises and the timers run, by `ms` of fake time. */
const pass = async (ms = 0) => {
  await vi.advanceTimersByTimeAsync(ms)
}

describe("attempt machine: practice mode", () => {
  it("has no countdown: the clock never moves and the attempt never submits itself", async () => {
    const h = start()
    await pass()
    expect(h.actor.getSnapshot().matches({ active: { ongoing: { practice: "answering" } } })).toBe(true)
    await pass(3_600_000)
    expect(h.actor.getSnapshot().context.remainingSeconds).toBe(1800)
    expect(h.actor.getSnapshot().matches({ active: { ongoing: "practice" } })).toBe(true)
    // A save answering "no time left" does not submit a practice either.
    expect(selectPaceHint(h.actor.getSnapshot())).toBeNull()
  })

  it("checks an answer only after its save went, keeps the feedback and locks the answer", async () => {
    const h = start({ saveDelay: 50 })
    await pass()
    // Nothing chosen yet: nothing to check.
    h.actor.send({ type: "CHECK" })
    expect(h.actor.getSnapshot().matches({ active: { ongoing: { practice: "answering" } } })).toBe(true)
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o1" })
    expect(selectAttemptView(h.actor.getSnapshot()).canCheck).toBe(true)
    h.actor.send({ type: "CHECK" })
    expect(h.actor.getSnapshot().matches({ active: { ongoing: { practice: { checking: "flushing" } } } })).toBe(true)
    // While checking, the answer cannot change.
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o2" })
    expect(selectAttemptView(h.actor.getSnapshot())).toMatchObject({ checking: true, locked: true, canCheck: false, answer: { answer: ["o1"] } })
    await pass(60)
    expect(h.checks).toEqual(["q1 after 1 saves"])
    const view = selectAttemptView(h.actor.getSnapshot())
    expect(view).toMatchObject({ mode: "practice", feedback: FEEDBACK, locked: true, checking: false, canCheck: false })
    h.actor.send({ type: "ANSWER.TOGGLE_MARK" })
    h.actor.send({ type: "ANSWER.CLEAR" })
    expect(h.actor.getSnapshot().context.answers["q1"]).toEqual({ answer: ["o1"], marked: false })
    // Another question is still open to answer and check.
    h.actor.send({ type: "NEXT" })
    expect(selectAttemptView(h.actor.getSnapshot())).toMatchObject({ feedback: null, locked: false })
  })

  it("shows the feedback of the questions checked before a reload", async () => {
    const h = start({ attempt: { ...PRACTICE, answers: [answerOf("q1", ["o1"])], checked: [FEEDBACK] } })
    await pass()
    expect(selectAttemptView(h.actor.getSnapshot())).toMatchObject({ feedback: FEEDBACK, locked: true, canCheck: false })
  })

  it("goes back to answering when the check fails, the answer still open", async () => {
    const h = start({
      check: async () => {
        throw UNREACHABLE
      }
    })
    await pass()
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o2" })
    h.actor.send({ type: "CHECK" })
    await pass()
    expect(h.actor.getSnapshot().matches({ active: { ongoing: { practice: "answering" } } })).toBe(true)
    expect(h.failures).toEqual([UNREACHABLE])
    expect(selectAttemptView(h.actor.getSnapshot())).toMatchObject({ feedback: null, locked: false, canCheck: true })
  })
})

describe("attempt machine: time per question", () => {
  it("sends with each save the time its question was on screen, not while hidden or paused", async () => {
    const h = start({ attempt: { ...ATTEMPT, remainingSeconds: 1800 } })
    await pass()
    await pass(12_000)
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o1" })
    await pass()
    expect(h.sent.at(-1)).toMatchObject({ qsnId: "q1", spentMs: 12_000 })
    // 5 s more on q1, 20 s hidden, 3 s on q2, back to q1 for 2 s.
    await pass(5000)
    h.actor.send({ type: "PAGE_HIDDEN" })
    await pass(20_000)
    h.actor.send({ type: "PAGE_VISIBLE" })
    h.actor.send({ type: "NEXT" })
    await pass(3000)
    h.actor.send({ type: "PREVIOUS" })
    await pass(2000)
    h.actor.send({ type: "ANSWER.TOGGLE_MARK" })
    await pass()
    expect(h.sent.at(-1)).toMatchObject({ qsnId: "q1", spentMs: 7000, marked: true })
    // Paused: the clock stops; q2 keeps the 3 s for its own save.
    h.actor.send({ type: "NEXT" })
    h.actor.send({ type: "PAUSE" })
    expect(h.actor.getSnapshot().context.time.since).toBeNull()
    expect(h.actor.getSnapshot().context.time.unsent).toMatchObject({ q2: 3000, q1: 0 })
  })

  it("turns the behind-pace hint off and on, and hands the choice to the wiring", async () => {
    // 30 minutes, 3 questions: behind after 20 minutes with nothing answered.
    const h = start({ attempt: { ...ATTEMPT, durationSeconds: 1800, remainingSeconds: 600 }, paceHint: true })
    await pass()
    expect(selectPaceHint(h.actor.getSnapshot())).toEqual({ behind: true, expected: 2, answered: 0 })
    h.actor.send({ type: "PACE_HINT_TOGGLE" })
    expect(selectPaceHint(h.actor.getSnapshot())).toBeNull()
    expect(selectAttemptView(h.actor.getSnapshot()).paceHintOn).toBe(false)
    h.actor.send({ type: "PACE_HINT_TOGGLE" })
    expect(h.remembered).toEqual([false, true])
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o1" })
    // One answered of two expected: within the one question of slack.
    expect(selectPaceHint(h.actor.getSnapshot())).toBeNull()
  })

  it("starts with the hint off when the learner turned it off before", async () => {
    const h = start({ attempt: { ...ATTEMPT, durationSeconds: 1800, remainingSeconds: 600 }, paceHint: false })
    await pass()
    expect(selectPaceHint(h.actor.getSnapshot())).toBeNull()
    expect(selectAttemptView(h.actor.getSnapshot()).paceHintOn).toBe(false)
  })
})
