import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { emptySaveQueue, type QueuedSave, type SaveQueue } from "../../../src/domain/attempt/save-queue.ts"
import { isRetrying, saveQueueMachine, selectHasUnsaved, selectSaveStatus } from "../../../src/machines/attempt/save-queue.machine.ts"
import { answerOf } from "../../domain/attempt/attempt-ids.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { type FakeClock, savedWith } from "./attempt-fixtures.ts"

const CLOSED = { _tag: "ApiFailure", reason: "Conflict", status: 409, message: "This attempt is already submitted." } as const
const change = (qsnId: string, ...answer: Array<string>) => ({ type: "CHANGE", change: answerOf(qsnId, answer) }) as const
const BAD_OPTION = { _tag: "ApiFailure", reason: "Invalid", status: 400, message: "This option is not part of the question." } as const
const AFTER_RETRY = "xstate.after.retryDelay.saveQueue.waitingToRetry"

// Sequence numbers grow with every change: keep them out of the state key
// so the traversal ends.
const stableContext = (context: unknown) => {
  const { queue, online, failures } = context as { queue: SaveQueue; online: boolean; failures: number }
  return { online, failing: failures > 0, pending: queue.pending.length > 0, inFlight: queue.inFlight !== null }
}

// Alone, the queue has no attempt to report to: its reports become no-ops here.
const traversable = saveQueueMachine.provide({ actions: { saveConfirmed: () => {}, saveRefused: () => {}, saveRejected: () => {} } })

const coverage = computePathCoverage(traversable, {
  input: {},
  events: [
    change("q1", "a"),
    { type: "ONLINE" },
    { type: "OFFLINE" },
    { type: "xstate.done.actor.sendSave", output: { remainingSeconds: 100 } },
    { type: "xstate.error.actor.sendSave", error: UNREACHABLE },
    { type: "xstate.error.actor.sendSave", error: CLOSED },
    { type: "xstate.error.actor.sendSave", error: BAD_OPTION },
    { type: AFTER_RETRY }
  ],
  stableContext
})

describe("saveQueueMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(traversable, path, { input: {}, stableContext })).toEqual(path.expected)
  })
})

const start = (send: (save: QueuedSave) => Promise<FakeClock>, queue?: SaveQueue) => {
  const sent: Array<QueuedSave> = []
  const persisted: Array<SaveQueue> = []
  const confirmed: Array<[string, number]> = []
  const refused = vi.fn()
  const rejected = vi.fn()
  const actor = createActor(
    saveQueueMachine.provide({
      actors: {
        sendSave: fromPromise(({ input }) => {
          sent.push(input)
          return send(input).then((clock) => savedWith(input, clock))
        })
      },
      actions: {
        persistQueue: (_, params) => void persisted.push(params.queue),
        saveConfirmed: (_, params) => void confirmed.push([params.qsnId, params.remainingSeconds]),
        saveRefused: (_, params) => refused(params.error),
        saveRejected: (_, params) => rejected(params.qsnId)
      },
      delays: { retryDelay: 5 }
    }),
    { input: queue === undefined ? {} : { queue } }
  ).start()
  return { actor, sent, persisted, confirmed, refused, rejected }
}

const settled = (actor: ReturnType<typeof start>["actor"]) => waitFor(actor, (s) => s.matches("idle") && !selectHasUnsaved(s), { timeout: 2000 })

describe("saveQueueMachine behaviour", () => {
  it("sends in order, one at a time, and confirms each question", async () => {
    const { actor, sent, confirmed } = start(async () => ({ remainingSeconds: 90 }))
    actor.send(change("q1", "a"))
    actor.send(change("q2", "b"))
    actor.send(change("q3", "c"))
    await settled(actor)
    expect(sent.map((save) => [save.qsnId, save.seq])).toEqual([
      ["q1", 1],
      ["q2", 2],
      ["q3", 3]
    ])
    expect(confirmed).toEqual([
      ["q1", 90],
      ["q2", 90],
      ["q3", 90]
    ])
    expect(selectSaveStatus(actor.getSnapshot(), "q2")).toBe("saved")
  })

  it("writes every change to storage before anything is sent", () => {
    const { actor, persisted } = start(() => new Promise(() => {}))
    actor.send(change("q1", "a"))
    expect(persisted[0]?.pending.map((save) => save.qsnId)).toEqual(["q1"])
    expect(selectSaveStatus(actor.getSnapshot(), "q1")).toBe("saving")
  })

  it("sends only the latest of several changes to a question still waiting (duplicates collapse)", async () => {
    let release: () => void = () => {}
    const { actor, sent } = start((save) =>
      save.seq === 1 ? new Promise((resolve) => (release = () => resolve({ remainingSeconds: 50 }))) : Promise.resolve({ remainingSeconds: 49 })
    )
    actor.send(change("q1", "a"))
    actor.send(change("q2", "x"))
    actor.send(change("q2", "y"))
    actor.send(change("q2", "z"))
    release()
    await settled(actor)
    expect(sent.map((save) => [save.qsnId, save.seq, save.answer.join()])).toEqual([
      ["q1", 1, "a"],
      ["q2", 4, "z"]
    ])
  })

  it("retries a failed send with backoff, in the same order, until it goes through", async () => {
    let failuresLeft = 2
    const { actor, sent } = start(async () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1
        throw UNREACHABLE
      }
      return { remainingSeconds: 10 }
    })
    actor.send(change("q1", "a"))
    actor.send(change("q2", "b"))
    await settled(actor)
    expect(sent.map((save) => save.seq)).toEqual([1, 1, 1, 2])
  })

  it("waits while offline and flushes as soon as the network is back", async () => {
    let online = false
    const { actor, sent } = start(async () => {
      if (!online) throw UNREACHABLE
      return { remainingSeconds: 5 }
    })
    actor.send({ type: "OFFLINE" })
    actor.send(change("q1", "a"))
    expect(sent).toEqual([])
    expect(selectSaveStatus(actor.getSnapshot(), "q1")).toBe("notSaved")
    online = true
    actor.send({ type: "ONLINE" })
    await settled(actor)
    expect(sent.map((save) => save.qsnId)).toEqual(["q1"])
  })

  it("resumes a queue read back from storage", async () => {
    const stored: SaveQueue = { ...emptySaveQueue(8), pending: [{ ...answerOf("q5", ["b"], true), seq: 7 }] }
    const { actor, sent } = start(async () => ({ remainingSeconds: 30 }), stored)
    await settled(actor)
    expect(sent).toEqual([{ qsnId: "q5", answer: ["b"], marked: true, seq: 7 }])
  })

  it("stops and tells the attempt when the server refuses for good", async () => {
    const { actor, refused } = start(async () => {
      throw CLOSED
    })
    actor.send(change("q1", "a"))
    await waitFor(actor, (s) => s.status === "done")
    expect(refused).toHaveBeenCalledWith(CLOSED)
    expect(isRetrying(actor.getSnapshot())).toBe(false)
    expect(selectSaveStatus(actor.getSnapshot(), "q1")).toBe("notSaved")
  })
})

describe("saveQueueMachine with an invalid save", () => {
  it("drops it, says so, and sends the rest", async () => {
    const { actor, sent, rejected } = start(async (save) => {
      if (save.qsnId === "bad") throw BAD_OPTION
      return { remainingSeconds: 20 }
    })
    actor.send(change("bad", "zz"))
    actor.send(change("q2", "b"))
    await settled(actor)
    expect(rejected).toHaveBeenCalledWith("bad")
    expect(sent.map((save) => save.qsnId)).toEqual(["bad", "q2"])
    expect(selectSaveStatus(actor.getSnapshot(), "bad")).toBe("untouched")
  })
})
