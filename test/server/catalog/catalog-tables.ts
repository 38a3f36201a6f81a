/**
 * A small catalog for the service's rule tests, as the in-memory
 * repositories take it: two categories with exams, one without, one
 * sub-category each, and two packages.
 */
import type { CatalogTables, ExamRecord, PackageRecord } from "./in-memory-catalog.ts"

const exam = (id: string, fields: Partial<ExamRecord> & Pick<ExamRecord, "name" | "code" | "categoryId">): ExamRecord => ({
  id,
  slug: id,
  vendor: "Nimbus",
  level: "Associate",
  shortDescription: `About ${fields.name}.`,
  descriptionHtml: `<p>About ${fields.name}.</p>`,
  price: 50,
  salePrice: null,
  validityDays: 90,
  image: null,
  subCategoryId: null,
  popularity: 0,
  tests: [{ _id: `${id}-t1`, name: "Practice test 1", questionCount: 40, durationMinutes: 60 }],
  ...fields
})

const pkg = (id: string, name: string, examIds: ReadonlyArray<string>): PackageRecord => ({
  id,
  name,
  slug: id,
  shortDescription: `About ${name}.`,
  descriptionHtml: `<p>About ${name}.</p>`,
  price: 80,
  salePrice: null,
  validityDays: 180,
  image: null,
  examIds
})

export const TABLES: CatalogTables = {
  categories: [
    { id: "cloud", name: "Cloud", description: "Cloud platforms." },
    { id: "empty", name: "Empty", description: "Nothing yet." },
    { id: "security", name: "Security", description: "Defence and audit." }
  ],
  subCategories: [
    { id: "cloud-arch", categoryId: "cloud", name: "Architecture" },
    { id: "security-ops", categoryId: "security", name: "Operations" }
  ],
  exams: [
    exam("nca", { name: "Nimbus Certified Architect", code: "NCA-201", categoryId: "cloud", subCategoryId: "cloud-arch", popularity: 5 }),
    exam("ncd", { name: "Nimbus Certified Developer", code: "NCD-101", categoryId: "cloud", popularity: 9, price: 40 }),
    exam("soc", { name: "Security Operations Analyst", code: "SOC-300", categoryId: "security", subCategoryId: "security-ops", popularity: 7 })
  ],
  packages: [pkg("cloud-pack", "Cloud pack", ["nca", "ncd"]), pkg("all-pack", "Everything pack", ["nca", "ncd", "soc"])]
}
