import { describe, it, expect } from "vitest"
import { NEWSLETTER_EMAIL_REQUIRED, SEARCH_REQUIRED, validateSearch } from "../../../src/domain/shared/validation-messages.ts"

describe("validation messages", () => {
  it("keep the spec's texts", () => {
    expect(NEWSLETTER_EMAIL_REQUIRED).toBe("Please enter email")
    expect(SEARCH_REQUIRED).toBe("Please enter exam name")
  })
})

describe("validateSearch", () => {
  it("requires a search string", () => {
    expect(validateSearch("")).toBe("Please enter exam name")
    expect(validateSearch(null)).toBe("Please enter exam name")
    expect(validateSearch(undefined)).toBe("Please enter exam name")
  })

  it("does not count whitespace alone", () => {
    expect(validateSearch("   \t")).toBe("Please enter exam name")
  })

  it("accepts any non-blank text", () => {
    expect(validateSearch("AWS")).toBeNull()
    expect(validateSearch("  az-900 ")).toBeNull()
    expect(validateSearch("a")).toBeNull()
  })
})
