import { describe, expect, it } from "vitest"
import type { AdminCategory } from "../../../src/api/admin/admin-catalogue.ts"
import type { CategoryId, SubCategoryId } from "../../../src/api/shared/ids.ts"
import { amountText, availabilityLabel, catalogueViewOf, isEmptyCategory, menuLine, publicExamPath } from "../../../src/domain/admin/catalogue-views.ts"

const sub = (published: boolean, publishedExamCount: number) => ({
  _id: "s" as SubCategoryId,
  categoryId: "c" as CategoryId,
  name: "Sub",
  sortOrder: 1,
  published,
  examCount: publishedExamCount + 1,
  publishedExamCount
})
const category = (over: Partial<AdminCategory>): AdminCategory => ({
  _id: "c" as CategoryId,
  name: "Cloud",
  description: "",
  sortOrder: 1,
  published: true,
  examCount: 0,
  publishedExamCount: 0,
  subCategories: [],
  ...over
})

describe("the admin catalogue's views", () => {
  it("reads the address's view", () => {
    expect(catalogueViewOf(undefined, undefined, undefined)).toEqual({ kind: "categories" })
    expect(catalogueViewOf("exams", undefined, undefined)).toEqual({ kind: "exams" })
    expect(catalogueViewOf("exams", "new", undefined)).toEqual({ kind: "exam", id: null })
    expect(catalogueViewOf("packages", "p1", undefined)).toEqual({ kind: "package", id: "p1" })
    expect(catalogueViewOf("exams", "e1", "x")).toEqual({ kind: "unknown" })
    expect(catalogueViewOf("coupons", undefined, undefined)).toEqual({ kind: "unknown" })
  })

  it("says what the mega-menu shows: a chevron only when a published sub-category has published exams", () => {
    expect(menuLine(category({ published: false }))).toBe("Not in the menu (unpublished).")
    expect(menuLine(category({ subCategories: [sub(true, 0), sub(false, 3)] }))).toMatch(/^In the menu without a chevron/)
    expect(menuLine(category({ subCategories: [sub(true, 2)] }))).toBe("In the menu with a chevron: 1 sub-category with exams.")
  })

  it("knows an empty category, money as typed and the learner's address", () => {
    expect(isEmptyCategory(category({}))).toBe(true)
    expect(isEmptyCategory(category({ subCategories: [sub(true, 0)] }))).toBe(false)
    expect(amountText(49.9)).toBe("49.90")
    expect(amountText(null)).toBe("")
    expect(publicExamPath({ _id: "e1" as never, name: "Azure  Fundamentals" })).toBe("/exam-overview/azure-fundamentals/e1")
  })

  it("says what learners are offered in words", () => {
    expect(availabilityLabel("onSale")).toBe("On sale")
    expect(availabilityLabel("comingSoon")).toBe("Coming soon")
  })
})
