import { describe, expect, it } from "vitest"
import { CATALOG_PAGE_SIZE, pageRange } from "../../../src/domain/catalog/catalog-paging.ts"

describe("pageRange", () => {
  it("gives the first and last position a page shows", () => {
    expect(pageRange(1, 12, 40)).toEqual({ first: 1, last: 12 })
    expect(pageRange(2, 12, 40)).toEqual({ first: 13, last: 24 })
    expect(pageRange(4, 12, 40)).toEqual({ first: 37, last: 40 })
    expect(pageRange(1, 12, 5)).toEqual({ first: 1, last: 5 })
  })

  it("answers 0–0 for an empty list or a nonsense request", () => {
    expect(pageRange(1, 12, 0)).toEqual({ first: 0, last: 0 })
    expect(pageRange(1, 0, 10)).toEqual({ first: 0, last: 0 })
    expect(pageRange(0, 12, 10)).toEqual({ first: 0, last: 0 })
  })

  it("pages the catalog twelve at a time", () => {
    expect(CATALOG_PAGE_SIZE).toBe(12)
  })
})
