import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import {
  hasResourceFailed,
  isResourceNotFound,
  provideResource,
  resourceMachine,
  selectResourceData,
  selectResourceFailure,
  type TypedResourceSnapshot
} from "../../../src/machines/shared/resource.machine.ts"
import { UNREACHABLE } from "./fixtures.ts"
import { computePathCoverage, replayPath } from "./path-coverage.ts"
import { recordCoverage } from "./coverage-record.ts"

const NOT_FOUND = { _tag: "ApiFailure", reason: "NotFound", status: 404, message: "This exam does not exist." } as const

const coverage = computePathCoverage(resourceMachine, {
  input: { request: "a" },
  events: [
    { type: "LOAD", request: "b" },
    { type: "RETRY" },
    { type: "xstate.done.actor.load", output: { name: "A" } },
    { type: "xstate.error.actor.load", error: UNREACHABLE },
    { type: "xstate.error.actor.load", error: NOT_FOUND }
  ]
})

describe("resourceMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(resourceMachine, path, { input: { request: "a" } })).toEqual(path.expected)
  })
})

interface Exam {
  readonly id: string
}

const start = (load: (id: string) => Promise<Exam>) => {
  const calls: Array<string> = []
  const reported: Array<unknown> = []
  const logic = provideResource<string, Exam>(
    fromPromise(({ input }) => {
      calls.push(input)
      return load(input)
    }),
    (error) => void reported.push(error)
  )
  const actor = createActor(logic, { input: { request: "e1" } }).start()
  const snapshot = () => actor.getSnapshot() as TypedResourceSnapshot<string, Exam>
  return { actor, calls, reported, snapshot }
}

describe("resourceMachine behaviour", () => {
  it("loads the request and keeps the data while a new request loads", async () => {
    let release: (exam: Exam) => void = () => {}
    const { actor, calls, snapshot } = start((id) => (id === "e1" ? Promise.resolve({ id }) : new Promise((resolve) => (release = resolve))))
    await waitFor(actor, (s) => s.matches("ready"))
    expect(selectResourceData(snapshot())).toEqual({ id: "e1" })
    actor.send({ type: "LOAD", request: "e2" })
    expect(snapshot().matches("loading")).toBe(true)
    expect(selectResourceData(snapshot())).toEqual({ id: "e1" })
    release({ id: "e2" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(selectResourceData(snapshot())).toEqual({ id: "e2" })
    expect(calls).toEqual(["e1", "e2"])
  })

  it("tells an unknown id from a failure, and a failure can be retried", async () => {
    let attempt = 0
    const { actor, reported, snapshot } = start((id) => {
      attempt += 1
      if (id === "missing") return Promise.reject(NOT_FOUND)
      return attempt === 1 ? Promise.reject(UNREACHABLE) : Promise.resolve({ id })
    })
    await waitFor(actor, (s) => s.matches("failed"))
    expect(hasResourceFailed(snapshot())).toBe(true)
    expect(selectResourceFailure(snapshot())).toBe(UNREACHABLE.message)
    actor.send({ type: "RETRY" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(selectResourceFailure(snapshot())).toBeNull()
    actor.send({ type: "LOAD", request: "missing" })
    await waitFor(actor, (s) => s.matches("notFound"))
    expect(isResourceNotFound(snapshot())).toBe(true)
    // The failure went to the shared handler once; the unknown id is the not-found page only.
    expect(reported).toEqual([UNREACHABLE])
  })

  it("a newer request while loading replaces the one in flight", async () => {
    const { actor, calls, snapshot } = start((id) => new Promise((resolve) => setTimeout(() => resolve({ id }), id === "e1" ? 30 : 1)))
    actor.send({ type: "LOAD", request: "e3" })
    await waitFor(actor, (s) => s.matches("ready"))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toEqual(["e1", "e3"])
    expect(selectResourceData(snapshot())).toEqual({ id: "e3" })
  })
})
