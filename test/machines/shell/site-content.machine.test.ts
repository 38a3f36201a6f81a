import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import {
  hasFooterFailed,
  hasMenuFailed,
  isFooterLoading,
  isMenuLoading,
  selectFooter,
  selectMenu,
  siteContentMachine
} from "../../../src/machines/shell/site-content.machine.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { FOOTER, MENU, UNREACHABLE } from "../shared/fixtures.ts"

const coverage = computePathCoverage(siteContentMachine, {
  simplePaths: true,
  events: [
    { type: "xstate.done.actor.loadMenu", output: MENU },
    { type: "xstate.error.actor.loadMenu", error: UNREACHABLE },
    { type: "xstate.done.actor.loadFooter", output: FOOTER },
    { type: "xstate.error.actor.loadFooter", error: UNREACHABLE },
    { type: "RETRY_MENU" },
    { type: "RETRY_FOOTER" }
  ]
})

describe("siteContentMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
    expect(coverage.states.reached).toBe(coverage.states.total)
    expect(coverage.transitions.taken).toBe(coverage.transitions.total)
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(siteContentMachine, path)).toEqual(path.expected)
  })
})

/** Promise actors answering from a list, one answer per attempt. */
const answers = <T>(...results: Array<T | Error>) => {
  let attempt = 0
  return fromPromise<T>(async () => {
    const result = results[Math.min(attempt++, results.length - 1)]!
    if (result instanceof Error) throw result
    return result
  })
}

describe("siteContentMachine behaviour", () => {
  it("loads the menu and the footer side by side", async () => {
    const actor = createActor(
      siteContentMachine.provide({
        actors: { loadMenu: answers(MENU), loadFooter: answers(FOOTER) }
      })
    ).start()
    expect(isMenuLoading(actor.getSnapshot())).toBe(true)
    expect(isFooterLoading(actor.getSnapshot())).toBe(true)
    const snapshot = await waitFor(actor, (s) => s.matches({ menu: "ready", footer: "ready" }))
    expect(selectMenu(snapshot)).toEqual(MENU)
    expect(selectFooter(snapshot)).toEqual(FOOTER)
  })

  it("keeps a failure as a state, shows less, and retries on request", async () => {
    const actor = createActor(
      siteContentMachine.provide({
        actors: { loadMenu: answers(MENU), loadFooter: answers<typeof FOOTER>(new Error("offline"), FOOTER) }
      })
    ).start()
    const failed = await waitFor(actor, (s) => hasFooterFailed(s) && s.matches({ menu: "ready" }))
    expect(selectFooter(failed)).toBeNull()
    expect(selectMenu(failed)).toEqual(MENU)
    actor.send({ type: "RETRY_FOOTER" })
    expect(isFooterLoading(actor.getSnapshot())).toBe(true)
    const ready = await waitFor(actor, (s) => s.matches({ footer: "ready" }))
    expect(selectFooter(ready)).toEqual(FOOTER)
  })

  it("retries the menu independently of the footer", async () => {
    const actor = createActor(
      siteContentMachine.provide({
        actors: { loadMenu: answers<typeof MENU>(new Error("500"), MENU), loadFooter: answers(FOOTER) }
      })
    ).start()
    await waitFor(actor, (s) => hasMenuFailed(s) && s.matches({ footer: "ready" }))
    expect(selectMenu(actor.getSnapshot())).toEqual([])
    actor.send({ type: "RETRY_FOOTER" })
    expect(actor.getSnapshot().matches({ footer: "ready" })).toBe(true)
    actor.send({ type: "RETRY_MENU" })
    const ready = await waitFor(actor, (s) => s.matches({ menu: "ready" }))
    expect(selectMenu(ready)).toEqual(MENU)
  })
})
