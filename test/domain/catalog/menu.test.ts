import { describe, expect, it } from "vitest"
import {
  ALL_CATEGORIES_PATH,
  categoryExamsPath,
  examCount,
  examOverviewPath,
  showsChevron,
  subCategoriesWithExams,
  totalExamCount
} from "../../../src/domain/catalog/menu.ts"

const exam = (id: string, name: string) => ({ _id: id, name })
const cloud = {
  _id: "c1",
  name: "Cloud Computing",
  subCategories: [
    { _id: "s1", name: "Architecture", exams: [exam("e1", "Nimbus Certified Architect"), exam("e2", "Cloud Basics")] },
    { _id: "s2", name: "Cost", exams: [] }
  ],
  exams: [exam("e3", "Direct Exam")]
}
const emerging = {
  _id: "c2",
  name: "Emerging Technologies",
  subCategories: [{ _id: "s3", name: "Quantum", exams: [] }],
  exams: []
}
const direct = { _id: "c3", name: "IT Service Management", subCategories: [{ _id: "s4", name: "Ops", exams: [] }], exams: [exam("e4", "X")] }

describe("the mega-menu rules", () => {
  it("shows a chevron only when some sub-category has exams", () => {
    expect(showsChevron(cloud)).toBe(true)
    expect(showsChevron(emerging)).toBe(false)
    // Exams directly under the category do not open a sub-menu.
    expect(showsChevron(direct)).toBe(false)
    expect(showsChevron({ ...emerging, subCategories: [] })).toBe(false)
  })

  it("lists only the sub-categories that have exams", () => {
    expect(subCategoriesWithExams(cloud).map((s) => s._id)).toEqual(["s1"])
    expect(subCategoriesWithExams(emerging)).toEqual([])
  })

  it("counts the exams of a category, in sub-categories and directly under it", () => {
    expect(examCount(cloud)).toBe(3)
    expect(examCount(emerging)).toBe(0)
    expect(totalExamCount([cloud, emerging, direct])).toBe(4)
    expect(totalExamCount([])).toBe(0)
  })

  it("links exams to /exam-overview/{slug of name}/{id} and categories to their exam list", () => {
    expect(examOverviewPath(exam("e1", "Nimbus Certified  Architect"))).toBe("/exam-overview/nimbus-certified-architect/e1")
    expect(categoryExamsPath(cloud)).toBe("/exam/cloud-computing/c1")
    expect(ALL_CATEGORIES_PATH).toBe("/category")
  })
})
