/**
 * Pausing and the save queue: the server refuses saves to a paused
 * attempt, so a pause sends the unsent answers first, and a paused attempt's
 * queue holds what it has (kept in storage) until the resume. Without this,
 * a save refused as "paused" reloaded the attempt, whose queue sent the save
 * again, which was refused again… in a loop.
 */
import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { AttemptData } from "../../../src/api/attempt/attempt.ts"
import { emptySaveQueue, enqueueChange, type QueuedSave, type SaveQueue } from "../../../src/domain/attempt/save-queue.ts"
import { attemptMachine, type LoadedAttempt } from "../../../src/machines/attempt/attempt.machine.ts"
import { saveQueueMachine } from "../../../src/machines/attempt/save-queue.machine.ts"
import { answerOf } from "../../domain/attempt/attempt-ids.ts"
import { ATTEMPT, clockAt, savedWith } from "./attempt-fixtures.ts"

const PAUSED_REFUSAL = { _tag: "ApiFailure", reason: "Conflict", status: 409, message: "The test is paused. Resume it to answer." } as const

/** A fake server: holds the attempt's status and refuses saves while paused, like the real one. */
const start = (options: { readonly status?: AttemptData["status"]; readonly stored?: SaveQueue | null; readonly online?: boolean } = {}) => {
  const server = { status: options.status ?? "ongoing", loads: 0, pauses: 0, saves: [] as Array<QueuedSave>, refused: 0, order: [] as Array<string> }
  const actor = createActor(
    attemptMachine.provide({
      actors: {
        loadAttempt: fromPromise(async (): Promise<LoadedAttempt> => {
          server.loads++
          return { attempt: { ...ATTEMPT, remainingSeconds: 600, status: server.status }, storedQueue: options.stored ?? null }
        }),
        pauseAttempt: fromPromise(async () => {
          server.order.push("pause")
          server.pauses++
          server.status = "paused"
          return clockAt(500, "paused")
        }),
        resumeAttempt: fromPromise(async () => {
          server.order.push("resume")
          server.status = "ongoing"
          return clockAt(500)
        }),
        saveQueue: saveQueueMachine.provide({
          actors: {
            sendSave: fromPromise(async ({ input }: { input: QueuedSave }) => {
              await new Promise((resolve) => setTimeout(resolve, 5))
              if (server.status === "paused") {
                server.refused++
                throw PAUSED_REFUSAL
              }
              server.order.push(`save ${input.qsnId}`)
              server.saves.push(input)
              return savedWith(input, { remainingSeconds: 590 })
            })
          },
          delays: { retryDelay: 5 }
        })
      }
    }),
    { input: { attemptId: "att-1", online: options.online ?? true } }
  ).start()
  return { actor, server }
}

describe("attempt pause and the save queue", () => {
  it("sends the unsent answer before pausing", async () => {
    const { actor, server } = start()
    await waitFor(actor, (s) => s.matches({ active: "ongoing" }))
    actor.send({ type: "ANSWER.CHOOSE", optionId: "o1" })
    actor.send({ type: "PAUSE" })
    expect(actor.getSnapshot().matches({ active: { pausing: "flushing" } })).toBe(true)
    await waitFor(actor, (s) => s.matches({ active: "paused" }))
    expect(server.order).toEqual(["save q1", "pause"])
    expect(server.refused).toBe(0)
    expect(server.loads).toBe(1)
  })

  it("holds a stored answer while paused, and sends it after the resume, without reloading", async () => {
    const stored = enqueueChange(emptySaveQueue(), answerOf("q2", ["o3"]))
    const { actor, server } = start({ status: "paused", stored })
    await waitFor(actor, (s) => s.matches({ active: "paused" }))
    actor.send({ type: "ONLINE" })
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(server.saves).toEqual([])
    expect(server.refused).toBe(0)
    expect(server.loads).toBe(1)

    actor.send({ type: "RESUME" })
    await waitFor(actor, (s) => s.matches({ active: "ongoing" }) && s.context.queueDrained)
    expect(server.order).toEqual(["resume", "save q2"])
    expect(server.loads).toBe(1)
  })

  it("does not pause offline, and goes on with the test when the network drops while the answers go first", async () => {
    const { actor, server } = start()
    await waitFor(actor, (s) => s.matches({ active: "ongoing" }))
    actor.send({ type: "OFFLINE" })
    actor.send({ type: "PAUSE" })
    expect(actor.getSnapshot().matches({ active: "ongoing" })).toBe(true)

    actor.send({ type: "ONLINE" })
    actor.send({ type: "ANSWER.CHOOSE", optionId: "o1" })
    actor.send({ type: "PAUSE" })
    actor.send({ type: "OFFLINE" })
    expect(actor.getSnapshot().matches({ active: "ongoing" })).toBe(true)
    expect(actor.getSnapshot().context.online).toBe(false)
    expect(server.pauses).toBe(0)
  })
})
