import { describe, expect, it } from "vitest"
import {
  confirmSave,
  emptySaveQueue,
  enqueueChange,
  hasUnsavedChanges,
  resumeNumbering,
  retryDelayMs,
  returnInFlight,
  saveStatusOf,
  takeNextSave
} from "../../../src/domain/attempt/save-queue.ts"
import { answerOf } from "./attempt-ids.ts"

const answer = (qsnId: string, ...options: Array<string>) => answerOf(qsnId, options)

describe("save queue", () => {
  it("numbers changes in order and sends them oldest first, one at a time", () => {
    let queue = enqueueChange(enqueueChange(emptySaveQueue(), answer("q1", "a")), answer("q2", "b"))
    const first = takeNextSave(queue)
    expect(first.save).toMatchObject({ qsnId: "q1", seq: 1 })
    expect(takeNextSave(first.queue).save).toBeNull()
    queue = confirmSave(first.queue, 1)
    const second = takeNextSave(queue)
    expect(second.save).toMatchObject({ qsnId: "q2", seq: 2 })
    queue = confirmSave(second.queue, 2)
    expect(hasUnsavedChanges(queue)).toBe(false)
    expect(saveStatusOf(queue, "q1")).toBe("saved")
    expect(saveStatusOf(queue, "q3")).toBe("untouched")
  })

  it("keeps only the latest waiting change of a question (a duplicate replaces the older one)", () => {
    const queue = enqueueChange(enqueueChange(enqueueChange(emptySaveQueue(), answer("q1", "a")), answer("q2", "x")), answer("q1", "b"))
    expect(queue.pending.map((save) => [save.qsnId, save.seq, save.answer])).toEqual([
      ["q2", 2, ["x"]],
      ["q1", 3, ["b"]]
    ])
    expect(queue.nextSeq).toBe(4)
  })

  it("puts a failed save back at the front, unless a newer change of that question waits", () => {
    let queue = enqueueChange(enqueueChange(emptySaveQueue(), answer("q1", "a")), answer("q2", "b"))
    queue = takeNextSave(queue).queue
    expect(saveStatusOf(queue, "q1")).toBe("saving")
    queue = returnInFlight(queue)
    expect(queue.pending.map((save) => save.seq)).toEqual([1, 2])
    expect(saveStatusOf(queue, "q1")).toBe("notSaved")

    queue = takeNextSave(queue).queue
    queue = enqueueChange(queue, answer("q1", "c"))
    queue = returnInFlight(queue)
    expect(queue.pending.map((save) => [save.qsnId, save.seq])).toEqual([
      ["q2", 2],
      ["q1", 3]
    ])
  })

  it("ignores a confirmation that is not for the save in flight (a late or replayed answer)", () => {
    const queue = takeNextSave(enqueueChange(emptySaveQueue(), answer("q1", "a"))).queue
    expect(confirmSave(queue, 7)).toBe(queue)
    expect(confirmSave(emptySaveQueue(), 1)).toEqual(emptySaveQueue())
  })

  it("continues numbering above what the server already applied after a reload", () => {
    expect(resumeNumbering(emptySaveQueue(3), 10).nextSeq).toBe(11)
    expect(resumeNumbering(emptySaveQueue(12), 10).nextSeq).toBe(12)
  })

  it("backs off 1 s, 2 s, 4 s … up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
    expect(retryDelayMs(0)).toBe(1000)
  })

  it("keeps the time of a replaced save: the newer change of a question carries both", () => {
    let queue = enqueueChange(emptySaveQueue(), { ...answer("q1", "a"), spentMs: 4000 })
    queue = enqueueChange(queue, { ...answer("q2", "b"), spentMs: 1000 })
    queue = enqueueChange(queue, { ...answer("q1", "c"), spentMs: 2500 })
    expect(queue.pending).toEqual([
      { ...answer("q2", "b"), spentMs: 1000, seq: 2 },
      { ...answer("q1", "c"), spentMs: 6500, seq: 3 }
    ])
    // A failed send superseded by a newer change hands its time over too.
    const sent = takeNextSave(queue).queue
    const superseded = enqueueChange(sent, answer("q2", "d"))
    expect(returnInFlight(superseded).pending.find((save) => save.qsnId === "q2")).toEqual({ ...answer("q2", "d"), spentMs: 1000, seq: 4 })
  })
})
