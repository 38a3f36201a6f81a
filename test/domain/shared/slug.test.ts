import { describe, it, expect } from "vitest"
import { slugify } from "../../../src/domain/shared/slug.ts"

describe("slugify", () => {
  it("lowercases and replaces spaces with hyphens", () => {
    expect(slugify("AWS Certified Solutions Architect")).toBe("aws-certified-solutions-architect")
  })

  it("collapses runs of whitespace, including tabs and newlines, into one hyphen", () => {
    expect(slugify("CompTIA   Security+\t\nExam")).toBe("comptia-security+-exam")
  })

  it("trims whitespace at both ends instead of producing edge hyphens", () => {
    expect(slugify("  PMP Exam  ")).toBe("pmp-exam")
  })

  it("keeps punctuation and existing hyphens as the spec asks only for whitespace", () => {
    expect(slugify("AZ-900: Azure Fundamentals")).toBe("az-900:-azure-fundamentals")
    expect(slugify("A - B")).toBe("a---b")
  })

  it("returns empty for empty or whitespace-only names", () => {
    expect(slugify("")).toBe("")
    expect(slugify("   ")).toBe("")
  })

  it("is idempotent", () => {
    const once = slugify("Cisco CCNA 200-301")
    expect(slugify(once)).toBe(once)
  })
})
