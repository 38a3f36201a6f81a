import { describe, expect, it, vi } from "vitest"
import { createActor } from "xstate"
import { SEARCH_REQUIRED } from "../../../src/domain/shared/validation-messages.ts"
import {
  headerMachine,
  isCategoryMenuOpen,
  isMobileMenuOpen,
  isSearchOpen,
  selectSearchString,
  visibleSearchError
} from "../../../src/machines/shell/header.machine.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const coverage = computePathCoverage(headerMachine, {
  // Three independent regions make the number of simple paths explode;
  // shortest paths plus one path per remaining transition cover everything.
  simplePaths: false,
  events: [
    { type: "SEARCH_TOGGLE" },
    { type: "SEARCH_CLOSE" },
    { type: "SEARCH_CHANGED", value: "" },
    { type: "SEARCH_CHANGED", value: "  aws  " },
    { type: "SEARCH_BLURRED" },
    { type: "SEARCH_SUBMIT" },
    { type: "MOBILE_MENU_TOGGLE" },
    { type: "MOBILE_MENU_CLOSE" },
    { type: "CATEGORY_MENU_OPEN" },
    { type: "CATEGORY_MENU_CLOSE" },
    { type: "NAVIGATED" }
  ]
})

describe("headerMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(headerMachine, path)).toEqual(path.expected)
  })
})

const start = () => {
  const goToSearch = vi.fn<(searchString: string) => void>()
  const actor = createActor(
    headerMachine.provide({
      actions: { goToSearch: (_, params) => goToSearch(params.searchString) }
    })
  ).start()
  return { actor, goToSearch }
}

describe("headerMachine behaviour", () => {
  it("starts with everything closed", () => {
    const { actor } = start()
    const snapshot = actor.getSnapshot()
    expect([isSearchOpen(snapshot), isMobileMenuOpen(snapshot), isCategoryMenuOpen(snapshot)]).toEqual([false, false, false])
  })

  it("submits the trimmed search, then closes and clears the bar", () => {
    const { actor, goToSearch } = start()
    actor.send({ type: "SEARCH_TOGGLE" })
    actor.send({ type: "SEARCH_CHANGED", value: "  AWS Solutions Architect " })
    actor.send({ type: "SEARCH_SUBMIT" })
    expect(goToSearch).toHaveBeenCalledExactlyOnceWith("AWS Solutions Architect")
    expect(isSearchOpen(actor.getSnapshot())).toBe(false)
    expect(actor.getSnapshot().context).toEqual({ searchString: "", searchTouched: false, searchError: null })
  })

  it("shows 'Please enter exam name' for an empty search only once touched", () => {
    const { actor, goToSearch } = start()
    actor.send({ type: "SEARCH_TOGGLE" })
    actor.send({ type: "SEARCH_CHANGED", value: "   " })
    expect(actor.getSnapshot().context.searchError).toBe(SEARCH_REQUIRED)
    expect(visibleSearchError(actor.getSnapshot())).toBeNull()
    actor.send({ type: "SEARCH_BLURRED" })
    expect(visibleSearchError(actor.getSnapshot())).toBe(SEARCH_REQUIRED)
    actor.send({ type: "SEARCH_CHANGED", value: "aws" })
    expect(visibleSearchError(actor.getSnapshot())).toBeNull()
    expect(goToSearch).not.toHaveBeenCalled()
  })

  it("does not search for nothing: submit marks the field touched and stays open", () => {
    const { actor, goToSearch } = start()
    actor.send({ type: "SEARCH_TOGGLE" })
    actor.send({ type: "SEARCH_SUBMIT" })
    expect(goToSearch).not.toHaveBeenCalled()
    expect(isSearchOpen(actor.getSnapshot())).toBe(true)
    expect(visibleSearchError(actor.getSnapshot())).toBe(SEARCH_REQUIRED)
  })

  it("opens the search bar empty after it was closed with text in it", () => {
    const { actor } = start()
    actor.send({ type: "SEARCH_TOGGLE" })
    actor.send({ type: "SEARCH_CHANGED", value: "gcp" })
    actor.send({ type: "SEARCH_BLURRED" })
    actor.send({ type: "SEARCH_CLOSE" })
    actor.send({ type: "SEARCH_TOGGLE" })
    expect(selectSearchString(actor.getSnapshot())).toBe("")
    expect(visibleSearchError(actor.getSnapshot())).toBeNull()
  })

  it("toggles the mobile menu and the category menu independently", () => {
    const { actor } = start()
    actor.send({ type: "MOBILE_MENU_TOGGLE" })
    actor.send({ type: "CATEGORY_MENU_OPEN" })
    expect(isMobileMenuOpen(actor.getSnapshot())).toBe(true)
    expect(isCategoryMenuOpen(actor.getSnapshot())).toBe(true)
    actor.send({ type: "MOBILE_MENU_TOGGLE" })
    expect(isMobileMenuOpen(actor.getSnapshot())).toBe(false)
    expect(isCategoryMenuOpen(actor.getSnapshot())).toBe(true)
    actor.send({ type: "CATEGORY_MENU_CLOSE" })
    expect(isCategoryMenuOpen(actor.getSnapshot())).toBe(false)
  })

  it("closes everything on navigation", () => {
    const { actor } = start()
    actor.send({ type: "SEARCH_TOGGLE" })
    actor.send({ type: "SEARCH_CHANGED", value: "azure" })
    actor.send({ type: "MOBILE_MENU_TOGGLE" })
    actor.send({ type: "CATEGORY_MENU_OPEN" })
    actor.send({ type: "NAVIGATED" })
    const snapshot = actor.getSnapshot()
    expect([isSearchOpen(snapshot), isMobileMenuOpen(snapshot), isCategoryMenuOpen(snapshot)]).toEqual([false, false, false])
    expect(selectSearchString(snapshot)).toBe("")
  })
})
