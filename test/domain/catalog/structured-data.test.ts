import { describe, expect, it } from "vitest"
import type { ExamDetail, PackageDetail } from "../../../src/api/catalog/catalog.ts"
import { CategoryId, ExamId, PackageId, TestId } from "../../../src/api/shared/ids.ts"
import { examStructuredData, packageStructuredData, schemaAvailability } from "../../../src/domain/catalog/structured-data.ts"

const URL = "https://shop.example/exam-overview/x/e1"

const EXAM: ExamDetail = {
  _id: ExamId.make("e1"),
  name: "Tabula Certified SQL Associate",
  slug: "tabula-certified-sql-associate",
  code: "TBL-SQL-100",
  vendor: "Tabula",
  level: "Associate",
  shortDescription: "Queries, joins and aggregates.",
  price: 29.99,
  salePrice: 24.99,
  validityDays: 90,
  image: null,
  categoryId: CategoryId.make("c1"),
  categoryName: "Databases",
  availability: "onSale",
  testCount: 1,
  questionCount: 20,
  descriptionHtml: "<p>SQL.</p>",
  category: { _id: CategoryId.make("c1"), name: "Databases" },
  subCategory: null,
  tests: [{ _id: TestId.make("t1"), name: "Practice Test 1", questionCount: 20, durationMinutes: 40 }],
  packages: []
}

const COMING_SOON: ExamDetail = { ...EXAM, availability: "comingSoon", testCount: 2, questionCount: 130 }

const PACKAGE: PackageDetail = {
  _id: PackageId.make("p1"),
  name: "Data Starter",
  slug: "data-starter",
  shortDescription: "Two exams.",
  price: 59,
  salePrice: 49,
  validityDays: 180,
  image: null,
  availability: "onSale",
  examCount: 2,
  separatePrice: 70,
  descriptionHtml: "<p>Two.</p>",
  exams: [EXAM, COMING_SOON]
}

describe("schema.org data of the catalog pages", () => {
  it("offers an exam on sale in stock, at today's price, with its questions", () => {
    const data = examStructuredData(EXAM, URL)
    expect(data.offers).toEqual({ "@type": "Offer", price: "24.99", priceCurrency: "USD", availability: "https://schema.org/InStock", url: URL })
    expect(data.hasCourseInstance.courseWorkload).toBe("1 practice tests, 20 questions")
  })

  it("offers a coming-soon exam as PreOrder at its planned price, its tests planned and no question count", () => {
    const data = examStructuredData(COMING_SOON, URL)
    expect(data.offers.availability).toBe("https://schema.org/PreOrder")
    expect(data.offers.price).toBe("29.99")
    expect(data.hasCourseInstance.courseWorkload).toBe("2 practice tests planned")
    expect(JSON.stringify(data)).not.toContain("questions")
  })

  it("offers a package as its availability says", () => {
    expect(packageStructuredData(PACKAGE, URL).offers).toMatchObject({ availability: "https://schema.org/InStock", price: "49.00" })
    expect(packageStructuredData({ ...PACKAGE, availability: "comingSoon" }, URL).offers).toMatchObject({
      availability: "https://schema.org/PreOrder",
      price: "59.00"
    })
  })

  it("names the two availabilities schema.org knows them by", () => {
    expect(schemaAvailability("onSale")).toBe("https://schema.org/InStock")
    expect(schemaAvailability("comingSoon")).toBe("https://schema.org/PreOrder")
  })
})
