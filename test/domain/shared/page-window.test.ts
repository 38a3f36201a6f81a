import { describe, expect, it } from "vitest"
import { pageWindow } from "../../../src/domain/shared/page-window.ts"

describe("pageWindow", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4])
  })

  it("keeps the first, the last and the neighbours of the current page", () => {
    expect(pageWindow(5, 12)).toEqual([1, null, 4, 5, 6, null, 12])
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12])
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12])
  })

  it("shows a single hidden page instead of a gap", () => {
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12])
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it("shows nothing for an empty list", () => {
    expect(pageWindow(1, 0)).toEqual([])
  })
})
