import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { selectPalette, selectSectionName, selectSectionTabs, selectUnsentCount } from "../../../src/machines/attempt/attempt-view.ts"
import { attemptMachine, attemptSaveQueue, type LoadedAttempt } from "../../../src/machines/attempt/attempt.machine.ts"
import type { SaveQueueSnapshot } from "../../../src/machines/attempt/save-queue.machine.ts"
import { ATTEMPT } from "./attempt-fixtures.ts"

describe("what the test screen shows", () => {
  it("derives the palette, the section tabs and the unsent count from the snapshots", async () => {
    let release: () => void = () => {}
    const actor = createActor(attemptMachine.provide({
      actors: {
        loadAttempt: fromPromise(async (): Promise<LoadedAttempt> => ({ attempt: { ...ATTEMPT, remainingSeconds: 600 }, storedQueue: null })),
        saveQueue: attemptSaveQueue.provide({
          actors: { sendSave: fromPromise(() => new Promise((resolve) => (release = () => resolve({ remainingSeconds: 590 })))) }
        })
      }
    }), { input: { attemptId: "att-1" } }).start()
    await waitFor(actor, (s) => s.matches({ active: "ongoing" }))
    actor.send({ type: "CHOOSE", optionId: "o1" })
    actor.send({ type: "GO_TO", qsnId: "q3" })
    actor.send({ type: "TOGGLE_MARK" })
    const queue = () => actor.getSnapshot().children.saveQueue!.getSnapshot() as SaveQueueSnapshot

    expect(selectUnsentCount(queue())).toBe(2)
    expect(selectPalette(actor.getSnapshot(), queue()).map((section) =>
      section.questions.map((q) => [q.number, q.status, q.marked, q.save])
    )).toEqual([
      [[1, "answered", false, "saving"], [2, "notVisited", false, "untouched"]],
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
