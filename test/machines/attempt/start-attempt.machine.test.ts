import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { StartAttemptPayload, StartedAttempt } from "../../../src/api/attempt/attempt.ts"
import { isStarting, type StartAttemptInput, startAttemptMachine } from "../../../src/machines/attempt/start-attempt.machine.ts"
import { attemptId, subscriptionId, testId } from "../../domain/attempt/attempt-ids.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const INPUT: StartAttemptInput = { subscId: subscriptionId("sub-1"), testId: testId("test-1") }
const EXPIRED = { _tag: "ApiFailure", reason: "Conflict", status: 409, message: "Your access to this exam has expired." } as const

const coverage = computePathCoverage(startAttemptMachine, {
  input: INPUT,
  simplePaths: true,
  events: [
    { type: "START" },
    { type: "START", mode: "practice", set: { source: "mistakes", size: 10 } },
    { type: "xstate.done.actor.start", output: { attemptId: "att-1", resumed: false } },
    { type: "xstate.error.actor.start", error: EXPIRED }
  ]
})

describe("startAttemptMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(startAttemptMachine, path, { input: INPUT })).toEqual(path.expected)
  })
})

const start = (answer: (input: StartAttemptPayload) => Promise<StartedAttempt>) => {
  const calls: Array<StartAttemptPayload> = []
  const goToTest = vi.fn<(attemptId: string) => void>()
  const notifyFailure = vi.fn<(error: unknown) => void>()
  const actor = createActor(
    startAttemptMachine.provide({
      actors: {
        start: fromPromise<StartedAttempt, StartAttemptPayload>(({ input }) => {
          calls.push(input)
          return answer(input)
        })
      },
      actions: {
        goToTest: (_, params) => goToTest(params.attemptId),
        notifyFailure: (_, params) => notifyFailure(params.error)
      }
    }),
    { input: INPUT }
  ).start()
  return { actor, calls, goToTest, notifyFailure }
}

describe("startAttemptMachine behaviour", () => {
  it("starts the test and opens it", async () => {
    const h = start(async () => ({ attemptId: attemptId("att-9"), resumed: false }))
    expect(isStarting(h.actor.getSnapshot())).toBe(false)
    h.actor.send({ type: "START" })
    expect(isStarting(h.actor.getSnapshot())).toBe(true)
    // A second press while starting does nothing.
    h.actor.send({ type: "START" })
    await waitFor(h.actor, (s) => s.status === "done")
    expect(h.calls).toEqual([INPUT])
    expect(h.goToTest).toHaveBeenCalledWith("att-9")
    expect(h.actor.getSnapshot().context.attemptId).toBe("att-9")
  })

  it("starts in practice mode, with a practice set's description, when START says so", async () => {
    const h = start(async () => ({ attemptId: attemptId("att-practice"), resumed: false }))
    h.actor.send({ type: "START", mode: "practice", set: { source: "mistakes", size: 20, objective: "Networking" } })
    await waitFor(h.actor, (s) => s.status === "done")
    expect(h.calls).toEqual([{ ...INPUT, mode: "practice", set: { source: "mistakes", size: 20, objective: "Networking" } }])
    expect(h.goToTest).toHaveBeenCalledWith("att-practice")
  })

  it("opens the attempt already open when the server resumes it", async () => {
    const h = start(async () => ({ attemptId: attemptId("att-open"), resumed: true }))
    h.actor.send({ type: "START" })
    await waitFor(h.actor, (s) => s.status === "done")
    expect(h.goToTest).toHaveBeenCalledWith("att-open")
  })

  it("reports a refusal and offers Start again", async () => {
    let failures = 2
    const h = start(async () => {
      if (failures-- === 2) throw EXPIRED
      if (failures === 0) throw UNREACHABLE
      return { attemptId: attemptId("att-2"), resumed: false }
    })
    h.actor.send({ type: "START" })
    await waitFor(h.actor, (s) => s.matches("idle"))
    expect(h.notifyFailure).toHaveBeenCalledWith(EXPIRED)
    h.actor.send({ type: "START" })
    await waitFor(h.actor, (s) => s.matches("idle"))
    expect(h.notifyFailure).toHaveBeenLastCalledWith(UNREACHABLE)
    h.actor.send({ type: "START" })
    await waitFor(h.actor, (s) => s.status === "done")
    expect(h.goToTest).toHaveBeenCalledTimes(1)
  })
})
