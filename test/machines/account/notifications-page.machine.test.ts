import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { NotificationPage } from "../../../src/api/account/notifications.ts"
import {
  isNotificationListEmpty,
  notificationsPageMachine,
  type PageRequest,
  selectNotificationDocs,
  selectPaging
} from "../../../src/machines/account/notifications-page.machine.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { NotificationId } from "../../../src/api/shared/ids.ts"

const note = (n: number) => ({ _id: NotificationId.make(`n${n}`), title: `Note ${n}`, description: "Hello", createdAt: "2026-11-20T10:00:00.000Z" })
const PAGE_1: NotificationPage = { docs: [note(1), note(2)], total: 25, page: 1, perPage: 20 }
const PAGE_2: NotificationPage = { docs: [note(21)], total: 25, page: 2, perPage: 20 }
const EMPTY: NotificationPage = { docs: [], total: 0, page: 1, perPage: 20 }

const coverage = computePathCoverage(notificationsPageMachine, {
  input: {},
  events: [
    { type: "GO_TO_PAGE", page: 2 },
    { type: "GO_TO_PAGE", page: 9 },
    { type: "RETRY" },
    { type: "xstate.done.actor.loadPage", output: PAGE_1 },
    { type: "xstate.error.actor.loadPage", error: UNREACHABLE }
  ]
})

describe("notificationsPageMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(notificationsPageMachine, path, { input: {} })).toEqual(path.expected)
  })
})

const start = (load: (request: PageRequest) => Promise<NotificationPage>) => {
  const calls: Array<PageRequest> = []
  const notifyFailure = vi.fn<(error: unknown) => void>()
  const actor = createActor(
    notificationsPageMachine.provide({
      actors: {
        loadPage: fromPromise<NotificationPage, PageRequest>(({ input }) => {
          calls.push(input)
          return load(input)
        })
      },
      actions: { notifyFailure: (_, params) => notifyFailure(params.error) }
    }),
    { input: {} }
  ).start()
  return { actor, calls, notifyFailure }
}

describe("notificationsPageMachine behaviour", () => {
  it("loads page 1 with 20 per page, then pages within range only", async () => {
    const { actor, calls } = start(async ({ page }) => (page === 1 ? PAGE_1 : PAGE_2))
    await waitFor(actor, (s) => s.matches("ready"))
    expect(calls).toEqual([{ page: 1, perPage: 20 }])
    expect(selectPaging(actor.getSnapshot())).toEqual({ page: 1, pages: 2, total: 25 })
    actor.send({ type: "GO_TO_PAGE", page: 3 })
    actor.send({ type: "GO_TO_PAGE", page: 1 })
    expect(actor.getSnapshot().matches("ready")).toBe(true)
    actor.send({ type: "GO_TO_PAGE", page: 2 })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(calls).toEqual([
      { page: 1, perPage: 20 },
      { page: 2, perPage: 20 }
    ])
    expect(selectNotificationDocs(actor.getSnapshot())).toEqual([note(21)])
  })

  it("knows an empty list", async () => {
    const { actor } = start(async () => EMPTY)
    await waitFor(actor, (s) => s.matches("ready"))
    expect(isNotificationListEmpty(actor.getSnapshot())).toBe(true)
  })

  it("reports a failure and loads again on retry", async () => {
    let fail = true
    const { actor, notifyFailure } = start(() => (fail ? Promise.reject(UNREACHABLE) : Promise.resolve(PAGE_1)))
    await waitFor(actor, (s) => s.matches("failed"))
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith(UNREACHABLE)
    fail = false
    actor.send({ type: "RETRY" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(selectNotificationDocs(actor.getSnapshot())).toHaveLength(2)
  })
})
