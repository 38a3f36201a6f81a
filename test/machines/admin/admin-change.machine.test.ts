import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { adminChangeMachine, changeFailure, isSaving, issueFor, provideAdminChange } from "../../../src/machines/admin/admin-change.machine.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"

const REQUEST = { name: "AZ-900", price: 19.99 }
const REFUSED = {
  _tag: "ApiFailure",
  reason: "Invalid",
  status: 400,
  message: "price must be a number of 0 or more.",
  issues: [{ path: "price", message: "price must be a number of 0 or more." }]
} as const

const coverage = computePathCoverage(adminChangeMachine, {
  simplePaths: true,
  events: [
    { type: "SUBMIT", request: REQUEST },
    { type: "DISMISS" },
    { type: "xstate.done.actor.perform", output: { message: "Saved." } },
    { type: "xstate.error.actor.perform", error: REFUSED }
  ]
})

describe("adminChangeMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })
  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(adminChangeMachine, path, {})).toEqual(path.expected)
  })
})

const start = (answer: (request: unknown) => Promise<{ message: string }>) => {
  const calls: Array<unknown> = []
  const toasts: Array<string> = []
  const saved: Array<unknown> = []
  const logic = provideAdminChange<typeof REQUEST, { message: string }>(
    fromPromise(({ input }) => {
      calls.push(input)
      return answer(input)
    }),
    (answer) => void toasts.push(answer.message)
  )
  const actor = createActor(logic).start()
  actor.on("saved", (event) => void saved.push(event.answer))
  return { actor, calls, toasts, saved }
}

describe("adminChangeMachine behaviour", () => {
  it("sends the request once, toasts the server's sentence and emits saved with the answer", async () => {
    const { actor, calls, toasts, saved } = start(async () => ({ message: "The exam is saved." }))
    actor.send({ type: "SUBMIT", request: REQUEST })
    // A double click while saving is ignored.
    actor.send({ type: "SUBMIT", request: REQUEST })
    expect(isSaving(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches("idle"))
    expect(calls).toEqual([REQUEST])
    expect(toasts).toEqual(["The exam is saved."])
    expect(saved).toEqual([{ message: "The exam is saved." }])
  })

  it("keeps a refusal's sentence and field issues until the next try, which clears them", async () => {
    let refuse = true
    const { actor, calls, saved } = start(async () => {
      if (refuse) throw REFUSED
      return { message: "Saved." }
    })
    actor.send({ type: "SUBMIT", request: { ...REQUEST, price: -1 } })
    await waitFor(actor, (s) => s.matches("failed"))
    expect(changeFailure(actor.getSnapshot())).toBe(REFUSED.message)
    expect(issueFor(actor.getSnapshot(), "price")).toBe(REFUSED.message)
    expect(issueFor(actor.getSnapshot(), "name")).toBeNull()
    refuse = false
    actor.send({ type: "SUBMIT", request: REQUEST })
    expect(changeFailure(actor.getSnapshot())).toBeNull()
    await waitFor(actor, (s) => s.matches("idle"))
    expect(calls).toHaveLength(2)
    expect(saved).toHaveLength(1)
  })

  it("forgets a refusal when dismissed", async () => {
    const { actor } = start(async () => {
      throw REFUSED
    })
    actor.send({ type: "SUBMIT", request: REQUEST })
    await waitFor(actor, (s) => s.matches("failed"))
    actor.send({ type: "DISMISS" })
    expect(actor.getSnapshot().matches("idle")).toBe(true)
    expect(actor.getSnapshot().context.issues).toEqual([])
  })
})
