import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import {
  sameAttemptView,
  selectAttemptView,
  selectCurrentQuestion,
  selectPalette,
  selectRemainingSeconds,
  selectSectionName,
  selectSectionTabs,
  selectUnsentCount
} from "../../../src/machines/attempt/attempt-view.ts"
import { attemptMachine, type LoadedAttempt } from "../../../src/machines/attempt/attempt.machine.ts"
import { saveQueueMachine, type SaveQueueSnapshot } from "../../../src/machines/attempt/save-queue.machine.ts"
import { ATTEMPT, savedWith } from "./attempt-fixtures.ts"

describe("what the test screen shows", () => {
  it("derives the palette, the section tabs and the unsent count from the snapshots", async () => {
    let release: () => void = () => {}
    const actor = createActor(
      attemptMachine.provide({
        actors: {
          loadAttempt: fromPromise(async (): Promise<LoadedAttempt> => ({ attempt: { ...ATTEMPT, remainingSeconds: 600 }, storedQueue: null })),
          saveQueue: saveQueueMachine.provide({
            actors: { sendSave: fromPromise(({ input }) => new Promise((resolve) => (release = () => resolve(savedWith(input, { remainingSeconds: 590 }))))) }
          })
        }
      }),
      { input: { attemptId: "att-1" } }
    ).start()
    await waitFor(actor, (s) => s.matches({ active: "ongoing" }))
    actor.send({ type: "ANSWER.CHOOSE", optionId: "o1" })
    actor.send({ type: "GO_TO", qsnId: "q3" })
    actor.send({ type: "ANSWER.TOGGLE_MARK" })
    const queue = () => actor.getSnapshot().children.saveQueue!.getSnapshot() as SaveQueueSnapshot

    expect(selectUnsentCount(queue())).toBe(2)
    expect(selectPalette(actor.getSnapshot(), queue()).map((section) => section.questions.map((q) => [q.number, q.status, q.marked, q.save]))).toEqual([
      [
        [1, "answered", false, "saving"],
        [2, "notVisited", false, "untouched"]
      ],
      [[3, "current", true, "notSaved"]]
    ])
    expect(selectSectionTabs(actor.getSnapshot())).toEqual([
      { sectionId: "s1", name: "Design", answered: 1, total: 2, firstQsnId: "q1" },
      { sectionId: "s2", name: "Operations", answered: 0, total: 1, firstQsnId: "q3" }
    ])
    expect(selectSectionName(actor.getSnapshot())).toBe("Operations")
    release()
    expect(selectUnsentCount(undefined)).toBe(0)
  })
})

describe("what a tick of the clock changes", () => {
  // No DOM in this suite (vitest runs in node): the screen's re-renders are
  // proved where they are decided, at its selectors. useAttemptView
  // (src/ui/attempt/use-attempt-view.ts) re-renders only when one of these
  // answers a different value, and the timer alone reads the clock.
  it("leaves the question, the view and the palette the very same objects; only the clock moves", async () => {
    const actor = createActor(
      attemptMachine.provide({
        actors: {
          loadAttempt: fromPromise(async (): Promise<LoadedAttempt> => ({ attempt: { ...ATTEMPT, remainingSeconds: 600 }, storedQueue: null })),
          saveQueue: saveQueueMachine.provide({ actors: { sendSave: fromPromise(async ({ input }) => savedWith(input, { remainingSeconds: 590 })) } })
        },
        delays: { second: 10 }
      }),
      { input: { attemptId: "att-1" } }
    ).start()
    await waitFor(actor, (s) => s.matches({ active: "ongoing" }))
    actor.send({ type: "ANSWER.CHOOSE", optionId: "o1" })
    await waitFor(actor, (s) => s.context.queueDrained)
    const queue = () => actor.getSnapshot().children.saveQueue!.getSnapshot() as SaveQueueSnapshot

    const before = actor.getSnapshot()
    const beforeView = selectAttemptView(before)
    const beforePalette = selectPalette(before, queue())
    await waitFor(actor, (s) => s.context.remainingSeconds < before.context.remainingSeconds)
    const after = actor.getSnapshot()

    expect(after).not.toBe(before)
    expect(selectRemainingSeconds(after)).toBeLessThan(selectRemainingSeconds(before))
    expect(selectCurrentQuestion(after)).toBe(selectCurrentQuestion(before))
    expect(selectPalette(after, queue())).toBe(beforePalette)
    const afterView = selectAttemptView(after)
    expect(sameAttemptView(beforeView, afterView)).toBe(true)
    for (const key of Object.keys(beforeView) as Array<keyof typeof beforeView>) expect(afterView[key]).toBe(beforeView[key])

    // An answer, by contrast, is news: the view and the palette change.
    actor.send({ type: "ANSWER.TOGGLE_MARK" })
    const marked = actor.getSnapshot()
    expect(sameAttemptView(afterView, selectAttemptView(marked))).toBe(false)
    expect(selectPalette(marked, queue())).not.toBe(beforePalette)
    actor.stop()
  })
})
