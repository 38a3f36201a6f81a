import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import {
  isListEmpty,
  isListNotFound,
  isListPastEnd,
  type ListPage,
  pagedListMachine,
  type PageRequest,
  providePagedList,
  selectListItems,
  selectListPaging,
  type TypedPagedListSnapshot
} from "../../../src/machines/shared/paged-list.machine.ts"
import { UNREACHABLE } from "./fixtures.ts"
import { computePathCoverage, replayPath } from "./path-coverage.ts"
import { recordCoverage } from "./coverage-record.ts"

const NOT_FOUND = { _tag: "ApiFailure", reason: "NotFound", status: 404, message: "This category does not exist." } as const
const PAGE_1: ListPage<string> = { docs: ["a", "b"], total: 5, page: 1, perPage: 2 }
const INPUT = { filter: "cloud", perPage: 2 }

const coverage = computePathCoverage(pagedListMachine, {
  input: INPUT,
  events: [
    { type: "GO_TO_PAGE", page: 2 },
    { type: "GO_TO_PAGE", page: 9 },
    { type: "SET_FILTER", filter: "security" },
    { type: "RETRY" },
    { type: "xstate.done.actor.loadPage", output: PAGE_1 },
    { type: "xstate.error.actor.loadPage", error: UNREACHABLE },
    { type: "xstate.error.actor.loadPage", error: NOT_FOUND }
  ]
})

describe("pagedListMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(pagedListMachine, path, { input: INPUT })).toEqual(path.expected)
  })
})

const LETTERS = ["a", "b", "c", "d", "e"]

const start = (load: (request: PageRequest<string>) => Promise<ListPage<string>>, input: typeof INPUT & { readonly page?: number } = INPUT) => {
  const calls: Array<PageRequest<string>> = []
  const reported: Array<unknown> = []
  const logic = providePagedList<string, string>(
    fromPromise(({ input }) => {
      calls.push(input)
      return load(input)
    }),
    (error) => void reported.push(error)
  )
  const actor = createActor(logic, { input }).start()
  const snapshot = () => actor.getSnapshot() as TypedPagedListSnapshot<string, string>
  return { actor, calls, reported, snapshot }
}

const fromLetters = async ({ page, perPage, filter }: PageRequest<string>): Promise<ListPage<string>> => {
  const all = filter === "none" ? [] : LETTERS
  return { docs: all.slice((page - 1) * perPage, page * perPage), total: all.length, page, perPage }
}

describe("pagedListMachine behaviour", () => {
  it("pages within range only and restarts at page 1 when the filter changes", async () => {
    const { actor, calls, snapshot } = start(fromLetters)
    await waitFor(actor, (s) => s.matches("ready"))
    expect(selectListPaging(snapshot())).toEqual({ page: 1, pages: 3, total: 5 })
    actor.send({ type: "GO_TO_PAGE", page: 4 })
    actor.send({ type: "GO_TO_PAGE", page: 0 })
    actor.send({ type: "GO_TO_PAGE", page: 1 })
    expect(snapshot().matches("ready")).toBe(true)
    actor.send({ type: "GO_TO_PAGE", page: 3 })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(selectListItems(snapshot())).toEqual(["e"])
    actor.send({ type: "SET_FILTER", filter: "none" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(isListEmpty(snapshot())).toBe(true)
    expect(calls.map((c) => [c.page, c.filter])).toEqual([
      [1, "cloud"],
      [3, "cloud"],
      [1, "none"]
    ])
  })

  it("an unknown filter target is notFound, and a new filter leaves it", async () => {
    const { actor, reported } = start((request) => (request.filter === "gone" ? Promise.reject(NOT_FOUND) : fromLetters(request)))
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "SET_FILTER", filter: "gone" })
    await waitFor(actor, (s) => s.matches("notFound"))
    expect(isListNotFound(actor.getSnapshot())).toBe(true)
    actor.send({ type: "SET_FILTER", filter: "cloud" })
    await waitFor(actor, (s) => s.matches("ready"))
    // Not a failure to be told about: the screen shows its not-found page.
    expect(reported).toEqual([])
  })

  it("a failed page goes to the shared handler once per failure, and RETRY loads again", async () => {
    let attempt = 0
    const { actor, reported } = start((request) => {
      attempt += 1
      return attempt <= 2 ? Promise.reject(UNREACHABLE) : fromLetters(request)
    })
    await waitFor(actor, (s) => s.matches("failed"))
    expect(reported).toEqual([UNREACHABLE])
    actor.send({ type: "RETRY" })
    await waitFor(actor, (s) => s.matches("loading"))
    await waitFor(actor, (s) => s.matches("failed"))
    expect(reported).toEqual([UNREACHABLE, UNREACHABLE])
    actor.send({ type: "RETRY" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(reported).toHaveLength(2)
  })

  it("starts at the page of the input and moves to a named page with a new filter", async () => {
    const { actor, calls, snapshot } = start(fromLetters, { ...INPUT, page: 2 })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(selectListItems(snapshot())).toEqual(["c", "d"])
    expect(isListPastEnd(snapshot())).toBe(false)
    actor.send({ type: "SET_FILTER", filter: "security", page: 3 })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(selectListPaging(snapshot())).toEqual({ page: 3, pages: 3, total: 5 })
    actor.send({ type: "SET_FILTER", filter: "cloud" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(calls.map((c) => [c.page, c.filter])).toEqual([
      [2, "cloud"],
      [3, "security"],
      [1, "cloud"]
    ])
  })

  it("a page past the end is loaded but marked past the end, and a page in range leaves it", async () => {
    const { actor, snapshot } = start(fromLetters, { ...INPUT, page: 9 })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(isListPastEnd(snapshot())).toBe(true)
    expect(isListEmpty(snapshot())).toBe(true)
    expect(selectListPaging(snapshot())).toEqual({ page: 9, pages: 3, total: 5 })
    actor.send({ type: "GO_TO_PAGE", page: 3 })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(isListPastEnd(snapshot())).toBe(false)
    expect(selectListItems(snapshot())).toEqual(["e"])
  })
})
