import { describe, expect, it } from "vitest"
import { changedFields, checkCategoryDraft, checkExamDraft, checkPackageDraft, parseAmount, parseWhole } from "../../../src/domain/admin/catalogue-rules.ts"

const exam = {
  name: "  Azure   Fundamentals ",
  code: "AZ-900",
  vendor: "Microsoft",
  level: "Foundation",
  price: "49.99",
  salePrice: "",
  validityDays: "180",
  categoryId: "c1"
}

describe("the catalogue forms' rules", () => {
  it("reads dollars with at most two decimals, nothing else", () => {
    expect(parseAmount("49")).toBe(49)
    expect(parseAmount(" 49.9 ")).toBe(49.9)
    expect(parseAmount("0.10")).toBe(0.1)
    expect(parseAmount("99999.99")).toBe(99999.99)
    for (const bad of ["", "49.999", "-1", "1e3", "49,99", "$49", "100000", "abc", ".5"]) expect(parseAmount(bad), bad).toBeUndefined()
    expect(parseWhole("180", 1, 3650)).toBe(180)
    expect(parseWhole("0", 1, 3650)).toBeUndefined()
    expect(parseWhole("1.5", 1, 3650)).toBeUndefined()
  })

  it("accepts a good exam draft, tidying its name and filing it directly under its category", () => {
    expect(checkExamDraft(exam)).toEqual({
      ok: true,
      value: expect.objectContaining({
        name: "Azure Fundamentals",
        price: 49.99,
        salePrice: null,
        validityDays: 180,
        subCategoryId: null,
        image: null,
        level: "Foundation"
      })
    })
  })

  it("names every wrong field of an exam at once", () => {
    const checked = checkExamDraft({
      ...exam,
      name: "",
      code: "a b",
      level: "x",
      price: "",
      salePrice: "1.234",
      validityDays: "9999",
      categoryId: " ",
      image: "http://x"
    })
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.issues.map((issue) => issue.path)).toEqual(["name", "code", "level", "price", "salePrice", "validityDays", "image", "categoryId"])
    expect(checked.issues[3]).toEqual({ path: "price", message: "Enter the price in dollars, e.g. 49.99." })
  })

  it("keeps a sale below the price", () => {
    const equal = checkExamDraft({ ...exam, price: "10", salePrice: "10.00" })
    expect(equal).toEqual({ ok: false, issues: [{ path: "salePrice", message: "The sale price must be below the price (10.00), or empty for no sale." }] })
    expect(checkExamDraft({ ...exam, price: "10", salePrice: "9.99" })).toMatchObject({ ok: true, value: { salePrice: 9.99 } })
  })

  it("reads a category's order (empty is 0) and a package's exams (each once, at least one)", () => {
    expect(checkCategoryDraft({ name: "Cloud", sortOrder: "" })).toEqual({ ok: true, value: { name: "Cloud", sortOrder: 0, description: "" } })
    expect(checkCategoryDraft({ name: "Cloud", sortOrder: "-1" })).toMatchObject({ ok: false, issues: [{ path: "sortOrder" }] })
    expect(checkPackageDraft({ name: "B", price: "10", validityDays: "365", examIds: ["a", "b", "a", " "] })).toMatchObject({
      ok: true,
      value: { examIds: ["a", "b"] }
    })
    expect(checkPackageDraft({ name: "B", price: "10", validityDays: "365", examIds: [] })).toMatchObject({ ok: false, issues: [{ path: "examIds" }] })
  })

  it("says what changed for the audit line", () => {
    expect(changedFields({ price: 49.99, salePrice: null, name: "A" }, { price: 59.99, salePrice: 44.5, name: "A" }, ["name", "price", "salePrice"])).toBe(
      "price 49.99 → 59.99, salePrice none → 44.50"
    )
  })
})
