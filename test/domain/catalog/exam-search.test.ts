import { describe, expect, it } from "vitest"
import { SEARCH_MAX_LENGTH, searchTerms } from "../../../src/domain/catalog/exam-search.ts"

describe("searchTerms", () => {
  it("trims, and treats nothing as every exam", () => {
    expect(searchTerms("  nimbus  ")).toBe("nimbus")
    expect(searchTerms("   ")).toBe("")
    expect(searchTerms(null)).toBe("")
    expect(searchTerms(undefined)).toBe("")
  })

  it("cuts a long search at the contract's 100 characters", () => {
    const long = "a".repeat(250)
    expect(searchTerms(long)).toHaveLength(SEARCH_MAX_LENGTH)
    expect(searchTerms(`${"b".repeat(99)} c`)).toBe("b".repeat(99))
  })
})
