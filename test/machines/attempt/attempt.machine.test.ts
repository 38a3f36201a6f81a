import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { AttemptData, AttemptResult } from "../../../src/api/attempt/attempt.ts"
import { emptySaveQueue, enqueueChange, type QueuedSave, type SaveQueue } from "../../../src/domain/attempt/save-queue.ts"
import { attemptMachine, type LoadedAttempt } from "../../../src/machines/attempt/attempt.machine.ts"
import { selectCounts, selectCurrentAnswer, selectCurrentQuestion } from "../../../src/machines/attempt/attempt-view.ts"
import { saveQueueMachine, selectSaveStatus } from "../../../src/machines/attempt/save-queue.machine.ts"
import { answerOf, questionId } from "../../domain/attempt/attempt-ids.ts"
import { ATTEMPT, attemptStableContext, clockAt, type FakeClock, FEEDBACK, PRACTICE, RESULT, savedWith } from "./attempt-fixtures.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const NOT_FOUND = { _tag: "ApiFailure", reason: "NotFound", status: 404, message: "This attempt does not exist." } as const
const CLOSED = { _tag: "ApiFailure", reason: "Conflict", status: 409, message: "This attempt is already submitted." } as const
const loaded = (attempt: Partial<AttemptData> = {}, storedQueue: SaveQueue | null = null): LoadedAttempt => ({
  attempt: { ...ATTEMPT, ...attempt },
  storedQueue
})

const stableContext = attemptStableContext

const INPUT = { attemptId: "att-1", sectionId: "s1", qsnId: "q1" }

// A pure traversal starts no child actors, so the three actions that talk to
// the save queue child become no-ops here; the statechart is the same.
const traversable = attemptMachine.provide({
  actions: { forwardChange: () => {}, forwardOnline: () => {}, forwardOffline: () => {} }
})

const coverage = computePathCoverage(traversable, {
  input: INPUT,
  stableContext,
  events: [
    { type: "xstate.done.actor.loadAttempt", output: loaded() },
    { type: "xstate.done.actor.loadAttempt", output: loaded({ status: "paused" }) },
    { type: "xstate.done.actor.loadAttempt", output: loaded({ status: "submitted" }) },
    { type: "xstate.done.actor.loadAttempt", output: loaded(PRACTICE) },
    { type: "xstate.error.actor.loadAttempt", error: UNREACHABLE },
    { type: "xstate.error.actor.loadAttempt", error: NOT_FOUND },
    { type: "RETRY" },
    { type: "ANSWER.CHOOSE", optionId: "o1" },
    { type: "ANSWER.CLEAR" },
    { type: "ANSWER.TOGGLE_MARK" },
    { type: "NEXT" },
    { type: "PREVIOUS" },
    { type: "GO_TO", qsnId: "q3" },
    { type: "PAUSE" },
    { type: "xstate.done.actor.pauseAttempt", output: { remainingSeconds: 2 } },
    { type: "xstate.error.actor.pauseAttempt", error: UNREACHABLE },
    { type: "RESUME" },
    { type: "xstate.done.actor.resumeAttempt", output: { remainingSeconds: 2 } },
    { type: "xstate.error.actor.resumeAttempt", error: UNREACHABLE },
    { type: "REQUEST_SUBMIT" },
    { type: "CANCEL_SUBMIT" },
    { type: "CONFIRM_SUBMIT" },
    { type: "ONLINE" },
    { type: "OFFLINE" },
    { type: "SAVE_CONFIRMED", qsnId: questionId("q1"), remainingSeconds: 2, drained: true },
    { type: "SAVE_CONFIRMED", qsnId: questionId("q1"), remainingSeconds: 0, drained: true },
    { type: "SAVE_REFUSED", error: CLOSED },
    { type: "SAVE_REJECTED", qsnId: questionId("q1"), error: UNREACHABLE, drained: true },
    { type: "PAGE_VISIBLE" },
    { type: "PAGE_HIDDEN" },
    { type: "PACE_HINT_TOGGLE" },
    { type: "CHECK" },
    { type: "xstate.done.actor.checkAnswer", output: FEEDBACK },
    { type: "xstate.error.actor.checkAnswer", error: UNREACHABLE },
    { type: "xstate.done.actor.clockSync", output: { ...ATTEMPT, remainingSeconds: 2 } },
    { type: "xstate.done.actor.clockSync", output: { ...ATTEMPT, remainingSeconds: 0 } },
    { type: "xstate.error.actor.clockSync", error: UNREACHABLE },
    { type: "xstate.after.second.attempt.active.ongoing.timed.countdown.running" },
    { type: "xstate.done.actor.submitAttempt", output: RESULT },
    { type: "xstate.error.actor.submitAttempt", error: UNREACHABLE },
    { type: "xstate.error.actor.submitAttempt", error: NOT_FOUND },
    { type: "xstate.after.submitRetry.attempt.active.submitting.waitingToRetry" }
  ]
})

describe("attemptMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(traversable, path, { input: INPUT, stableContext })).toEqual(path.expected)
  })
})

interface Harness {
  readonly actor: ReturnType<typeof createActor<typeof attemptMachine>>
  readonly sent: Array<QueuedSave>
  readonly shown: Array<string>
  readonly results: Array<string>
  readonly cleared: Array<string>
  readonly persisted: Array<SaveQueue>
  readonly submit: ReturnType<typeof vi.fn>
}

const start = (
  options: {
    readonly load?: () => Promise<LoadedAttempt>
    readonly save?: (save: QueuedSave) => Promise<FakeClock>
    readonly submit?: () => Promise<AttemptResult>
    readonly second?: number
  } = {}
): Harness => {
  const sent: Array<QueuedSave> = []
  const shown: Array<string> = []
  const results: Array<string> = []
  const cleared: Array<string> = []
  const persisted: Array<SaveQueue> = []
  const submit = vi.fn(options.submit ?? (async () => RESULT))
  const actor = createActor(
    attemptMachine.provide({
      actors: {
        loadAttempt: fromPromise(options.load ?? (async () => loaded({ remainingSeconds: 600 }))),
        pauseAttempt: fromPromise(async () => clockAt(500, "paused")),
        resumeAttempt: fromPromise(async () => clockAt(500)),
        submitAttempt: fromPromise(() => submit()),
        saveQueue: saveQueueMachine.provide({
          actors: {
            sendSave: fromPromise(({ input }) => {
              sent.push(input)
              return (options.save?.(input) ?? Promise.resolve({ remainingSeconds: 590 })).then((clock) => savedWith(input, clock))
            })
          },
          actions: { persistQueue: (_, params) => void persisted.push(params.queue) },
          delays: { retryDelay: 5 }
        })
      },
      actions: {
        showQuestion: (_, params) => void shown.push(params.ref?.qsnId ?? "none"),
        showResult: (_, params) => void results.push(params.attemptId),
        clearStoredQueue: (_, params) => void cleared.push(params.attemptId)
      },
      delays: { second: options.second ?? 1000, submitRetry: 5 }
    }),
    { input: INPUT }
  ).start()
  return { actor, sent, shown, results, cleared, persisted, submit }
}

const ongoing = (h: Harness) => waitFor(h.actor, (s) => s.matches({ active: "ongoing" }))
const queueOf = (h: Harness) => h.actor.getSnapshot().children.saveQueue!.getSnapshot() as Parameters<typeof selectSaveStatus>[0]

describe("attemptMachine behaviour", () => {
  it("opens the asked question and holds the spec's context", async () => {
    const h = start()
    await ongoing(h)
    const { context } = h.actor.getSnapshot()
    expect(context).toMatchObject({ totalQsn: 3, examPlayPause: "ongoing", isSubmit: false, comCount: 0, remainingSeconds: 600 })
    expect(selectCurrentQuestion(h.actor.getSnapshot())?._id).toBe("q1")
    expect(h.shown).toEqual(["q1"])
  })

  it("answers, marks and clears, sending each change through the queue in order", async () => {
    const h = start()
    await ongoing(h)
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o2" })
    h.actor.send({ type: "ANSWER.TOGGLE_MARK" })
    h.actor.send({ type: "NEXT" })
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o3" })
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o5" })
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "nope" })
    await waitFor(h.actor, (s) => s.context.queueDrained)
    expect(selectCurrentAnswer(h.actor.getSnapshot())).toEqual({ answer: ["o3", "o5"], marked: false })
    expect(selectCounts(h.actor.getSnapshot())).toEqual({ answered: 2, unanswered: 1, marked: 1 })
    expect(h.actor.getSnapshot().context.comCount).toBe(2)
    expect(h.sent.at(-1)).toMatchObject({ qsnId: "q2", answer: ["o3", "o5"] })
    expect(h.sent.map((save) => save.seq)).toEqual([...h.sent.map((save) => save.seq)].sort((a, b) => a - b))
    expect(selectSaveStatus(queueOf(h), "q2")).toBe("saved")
    h.actor.send({ type: "ANSWER.CLEAR" })
    expect(selectCurrentAnswer(h.actor.getSnapshot()).answer).toEqual([])
    expect(h.shown).toEqual(["q1", "q2"])
  })

  it("moves across sections and stays at the ends", async () => {
    const h = start()
    await ongoing(h)
    h.actor.send({ type: "PREVIOUS" })
    h.actor.send({ type: "GO_TO", qsnId: "q3" })
    h.actor.send({ type: "NEXT" })
    expect(h.actor.getSnapshot().context.current).toEqual({ sectionId: "s2", qsnId: "q3" })
    expect(h.actor.getSnapshot().context.visited).toEqual(["q1", "q3"])
  })

  it("resumes after a reload with the stored queue's answers on top and sends them", async () => {
    const stored = enqueueChange(emptySaveQueue(4), answerOf("q3", ["o7"], true))
    const h = start({ load: async () => loaded({ remainingSeconds: 300, lastSeq: 6, answers: [answerOf("q1", ["o1"])] }, stored) })
    await ongoing(h)
    expect(h.actor.getSnapshot().context.answers).toEqual({ q1: { answer: ["o1"], marked: false }, q3: { answer: ["o7"], marked: true } })
    await waitFor(h.actor, (s) => s.context.queueDrained)
    expect(h.sent).toEqual([{ qsnId: "q3", answer: ["o7"], marked: true, seq: 4 }])
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o2" })
    await waitFor(h.actor, (s) => s.context.queueDrained)
    // Numbering continues above what the server already applied (lastSeq 6).
    expect(h.sent.at(-1)?.seq).toBe(7)
  })

  it("counts down once a second, re-syncs on each save, and submits itself at zero", async () => {
    const h = start({ load: async () => loaded({ remainingSeconds: 3 }), second: 10 })
    await ongoing(h)
    await waitFor(h.actor, (s) => s.matches("submitted"), { timeout: 1000 })
    expect(h.submit).toHaveBeenCalledTimes(1)
    expect(h.results).toEqual(["att-1"])
    expect(h.cleared).toEqual(["att-1"])
    expect(h.actor.getSnapshot().context).toMatchObject({ isSubmit: true, remainingSeconds: 0, result: RESULT })
  })

  it("waits for unsent answers before submitting, and retries the submit until it goes through", async () => {
    let online = false
    let submitFailures = 1
    const h = start({
      save: async () => {
        if (!online) throw UNREACHABLE
        return { remainingSeconds: 100 }
      },
      submit: async () => {
        if (submitFailures-- > 0) throw UNREACHABLE
        return RESULT
      }
    })
    await ongoing(h)
    h.actor.send({ type: "OFFLINE" })
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o1" })
    h.actor.send({ type: "REQUEST_SUBMIT" })
    expect(h.actor.getSnapshot().context.confirmingSubmit).toBe(true)
    h.actor.send({ type: "CONFIRM_SUBMIT" })
    expect(h.actor.getSnapshot().matches({ active: { submitting: "flushing" } })).toBe(true)
    expect(h.submit).not.toHaveBeenCalled()
    online = true
    h.actor.send({ type: "ONLINE" })
    await waitFor(h.actor, (s) => s.matches("submitted"), { timeout: 1000 })
    expect(h.sent.filter((save) => save.qsnId === "q1").length).toBeGreaterThanOrEqual(1)
    expect(h.submit).toHaveBeenCalledTimes(2)
  })

  it("pauses and resumes with the server's clock, and does not tick or answer while paused", async () => {
    const h = start({ second: 5 })
    await ongoing(h)
    h.actor.send({ type: "PAUSE" })
    await waitFor(h.actor, (s) => s.matches({ active: "paused" }))
    expect(h.actor.getSnapshot().context).toMatchObject({ examPlayPause: "paused", remainingSeconds: 500 })
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o1" })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(h.actor.getSnapshot().context.remainingSeconds).toBe(500)
    expect(h.sent).toEqual([])
    h.actor.send({ type: "RESUME" })
    await ongoing(h)
    expect(h.actor.getSnapshot().context.examPlayPause).toBe("ongoing")
  })

  it("does not pause a test that does not allow it", async () => {
    const h = start({ load: async () => loaded({ remainingSeconds: 600, pauseAllowed: false }) })
    await ongoing(h)
    h.actor.send({ type: "PAUSE" })
    expect(h.actor.getSnapshot().matches({ active: "ongoing" })).toBe(true)
  })

  it("loads again when the server refuses a save for good, and follows it to the result", async () => {
    let loads = 0
    const h = start({
      load: async () => (loads++ === 0 ? loaded({ remainingSeconds: 600 }) : loaded({ status: "submitted" })),
      save: async () => {
        throw CLOSED
      }
    })
    await ongoing(h)
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o1" })
    await waitFor(h.actor, (s) => s.matches("submitted"))
    expect(h.results).toEqual(["att-1"])
  })

  it("goes straight to the result for an attempt submitted already", async () => {
    const h = start({ load: async () => loaded({ status: "submitted" }) })
    await waitFor(h.actor, (s) => s.matches("submitted"))
    expect(h.results).toEqual(["att-1"])
    expect(h.submit).not.toHaveBeenCalled()
  })
})

describe("attemptMachine clock and rejected saves", () => {
  it("asks the server for the time when the page is visible again, and follows its answer", async () => {
    const asked: Array<string> = []
    // The server's clock at each ask: 420 seconds, then none left.
    const clocks = [420, 0]
    const actor = createActor(
      attemptMachine.provide({
        actors: {
          loadAttempt: fromPromise(async () => loaded({ remainingSeconds: 600 })),
          submitAttempt: fromPromise(async () => RESULT),
          clockSync: fromPromise(async ({ input }) => {
            asked.push(input.attemptId)
            return { ...ATTEMPT, remainingSeconds: clocks.shift() ?? 0 }
          }),
          saveQueue: saveQueueMachine.provide({ actors: { sendSave: fromPromise(async ({ input }) => savedWith(input, { remainingSeconds: 1 })) } })
        }
      }),
      { input: INPUT }
    ).start()
    await waitFor(actor, (s) => s.matches({ active: "ongoing" }))
    actor.send({ type: "PAGE_VISIBLE" })
    expect(asked).toEqual(["att-1"])
    await waitFor(actor, (s) => s.matches({ active: { ongoing: { timed: { resync: "idle" } } } }))
    expect(actor.getSnapshot().context.remainingSeconds).toBe(420)
    actor.send({ type: "PAGE_VISIBLE" })
    await waitFor(actor, (s) => s.matches("submitted"))
  })

  it("cancels a clock sync still under way when the learner pauses (a late answer never moves a paused clock)", async () => {
    let cancelled = false
    const actor = createActor(
      attemptMachine.provide({
        actors: {
          loadAttempt: fromPromise(async () => loaded({ remainingSeconds: 600 })),
          pauseAttempt: fromPromise(async () => clockAt(500, "paused")),
          clockSync: fromPromise(
            ({ signal }) =>
              new Promise<never>((_, reject) =>
                signal.addEventListener("abort", () => {
                  cancelled = true
                  reject(new Error("cancelled"))
                })
              )
          ),
          saveQueue: saveQueueMachine.provide({ actors: { sendSave: fromPromise(async ({ input }) => savedWith(input, { remainingSeconds: 1 })) } })
        }
      }),
      { input: INPUT }
    ).start()
    await waitFor(actor, (s) => s.matches({ active: "ongoing" }))
    actor.send({ type: "PAGE_VISIBLE" })
    actor.send({ type: "PAUSE" })
    await waitFor(actor, (s) => s.matches({ active: "paused" }))
    expect(cancelled).toBe(true)
    expect(actor.getSnapshot().context.remainingSeconds).toBe(500)
  })

  it("keeps a slow clock sync through the countdown's ticks, and follows its answer when it comes", async () => {
    let answer: (clock: number) => void = () => {}
    let cancelled = false
    const actor = createActor(
      attemptMachine.provide({
        actors: {
          loadAttempt: fromPromise(async () => loaded({ remainingSeconds: 600 })),
          clockSync: fromPromise(
            ({ signal }) =>
              new Promise<AttemptData>((resolve) => {
                signal.addEventListener("abort", () => {
                  cancelled = true
                })
                answer = (remainingSeconds) => resolve({ ...ATTEMPT, remainingSeconds })
              })
          ),
          saveQueue: saveQueueMachine.provide({ actors: { sendSave: fromPromise(async ({ input }) => savedWith(input, { remainingSeconds: 1 })) } })
        },
        delays: { second: 5 }
      }),
      { input: INPUT }
    ).start()
    await waitFor(actor, (s) => s.matches({ active: "ongoing" }))
    actor.send({ type: "PAGE_VISIBLE" })
    // Three ticks while the server has not answered yet: the ask is still under way.
    await waitFor(actor, (s) => s.context.remainingSeconds <= 597)
    expect(actor.getSnapshot().matches({ active: { ongoing: { timed: { resync: "asking" } } } })).toBe(true)
    expect(cancelled).toBe(false)
    answer(420)
    await waitFor(actor, (s) => s.matches({ active: { ongoing: { timed: { resync: "idle" } } } }))
    expect(actor.getSnapshot().context.remainingSeconds).toBeLessThanOrEqual(420)
    expect(actor.getSnapshot().context.remainingSeconds).toBeGreaterThan(400)
  })

  it("still submits after the server rejected a save as invalid (the queue reports it is empty)", async () => {
    const BAD = { _tag: "ApiFailure", reason: "Invalid", status: 400, message: "This option is not part of the question." } as const
    const h = start({
      save: async () => {
        throw BAD
      }
    })
    await ongoing(h)
    h.actor.send({ type: "ANSWER.CHOOSE", optionId: "o1" })
    await waitFor(h.actor, (s) => s.context.queueDrained)
    h.actor.send({ type: "REQUEST_SUBMIT" })
    h.actor.send({ type: "CONFIRM_SUBMIT" })
    await waitFor(h.actor, (s) => s.matches("submitted"), { timeout: 1000 })
    expect(h.submit).toHaveBeenCalledTimes(1)
  })
})
