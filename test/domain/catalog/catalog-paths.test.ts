import { describe, expect, it } from "vitest"
import {
  blogPostPath,
  categoryExamsPath,
  examOverviewPath,
  examSearchPath,
  isCanonicalPath,
  packageOverviewPath,
  subCategoryExamsPath
} from "../../../src/domain/catalog/catalog-paths.ts"
import * as menu from "../../../src/domain/catalog/menu.ts"

const exam = { _id: "e1", name: "Nimbus Certified Solutions Architect – Associate" }

describe("catalog paths", () => {
  it("reuses the mega-menu's exam and category paths", () => {
    expect(examOverviewPath).toBe(menu.examOverviewPath)
    expect(categoryExamsPath).toBe(menu.categoryExamsPath)
    expect(examOverviewPath(exam)).toBe("/exam-overview/nimbus-certified-solutions-architect-–-associate/e1")
  })

  it("builds a package's overview path from its slug and id", () => {
    expect(packageOverviewPath({ _id: "p7", name: "Cloud Architect Career Path" })).toBe("/package-overview/cloud-architect-career-path/p7")
  })

  it("pre-filters a category's exams by sub-category in the query", () => {
    expect(subCategoryExamsPath({ _id: "c1", name: "Cloud Computing" }, "s 2")).toBe("/exam/cloud-computing/c1?subCategory=s%202")
  })

  it("builds search results, and the plain list for no search", () => {
    expect(examSearchPath("Cloud Security")).toBe("/exam?searchString=Cloud%20Security")
    expect(examSearchPath("a&b=c")).toBe("/exam?searchString=a%26b%3Dc")
    expect(examSearchPath("")).toBe("/exam")
  })

  it("links a blog post", () => {
    expect(blogPostPath({ _id: "b1" })).toBe("/blog-detail/b1")
  })
})

describe("isCanonicalPath", () => {
  const canonical = examOverviewPath(exam)

  it("accepts the path as the browser sends it, percent-encoded or not", () => {
    expect(isCanonicalPath(canonical, canonical)).toBe(true)
    expect(isCanonicalPath(encodeURI(canonical), canonical)).toBe(true)
  })

  it("rejects another slug for the same id", () => {
    expect(isCanonicalPath("/exam-overview/old-name/e1", canonical)).toBe(false)
    expect(isCanonicalPath("/exam-overview/NIMBUS-certified-solutions-architect-–-associate/e1", canonical)).toBe(false)
  })

  it("treats a malformed escape as a different path instead of throwing", () => {
    expect(isCanonicalPath("/exam-overview/%E2%80/e1", canonical)).toBe(false)
  })
})
