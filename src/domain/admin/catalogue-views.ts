/**
 * How the admin catalogue screens read their address and show
 * their records: which view an address names, the forms' starting values
 * from a stored record, what a learner sees of a category in the mega-menu
 * (spec §2: a chevron only when some sub-category has exams), and the
 * public address of an exam or package.
 */
import type { AdminCategory, AdminExam, AdminPackage, CategoryDraft, ExamDraft, PackageDraft } from "../../api/admin/admin-catalogue.ts"
import type { Availability } from "../../api/catalog/catalog.ts"
import { slugify } from "../shared/slug.ts"

const ROOT = "/admin/catalogue"

export const cataloguePaths = {
  categories: () => ROOT,
  exams: (page = 1) => (page > 1 ? `${ROOT}/exams?page=${page}` : `${ROOT}/exams`),
  newExam: () => `${ROOT}/exams/new`,
  exam: (id: string) => `${ROOT}/exams/${encodeURIComponent(id)}`,
  packages: (page = 1) => (page > 1 ? `${ROOT}/packages?page=${page}` : `${ROOT}/packages`),
  newPackage: () => `${ROOT}/packages/new`,
  package: (id: string) => `${ROOT}/packages/${encodeURIComponent(id)}`
} as const

export type CatalogueView =
  | { readonly kind: "categories" }
  | { readonly kind: "exams" }
  /** id null: a new exam. */
  | { readonly kind: "exam"; readonly id: string | null }
  | { readonly kind: "packages" }
  | { readonly kind: "package"; readonly id: string | null }
  | { readonly kind: "unknown" }

/** The view the route's parameters (/admin/catalogue/:view?/:id?/:sub?) name. */
export const catalogueViewOf = (view: string | undefined, id: string | undefined, sub: string | undefined): CatalogueView => {
  if (sub !== undefined) return { kind: "unknown" }
  if (view === undefined || view === "" || view === "categories") return id === undefined ? { kind: "categories" } : { kind: "unknown" }
  if (view === "exams") return id === undefined ? { kind: "exams" } : { kind: "exam", id: id === "new" ? null : id }
  if (view === "packages") return id === undefined ? { kind: "packages" } : { kind: "package", id: id === "new" ? null : id }
  return { kind: "unknown" }
}

/** The tabs of the catalogue's screens. */
export const CATALOGUE_TABS = [
  { kind: "categories", label: "Categories", href: cataloguePaths.categories() },
  { kind: "exams", label: "Exams", href: cataloguePaths.exams() },
  { kind: "packages", label: "Packages", href: cataloguePaths.packages() }
] as const

export const tabOf = (view: CatalogueView): "categories" | "exams" | "packages" | null =>
  view.kind === "exam" ? "exams" : view.kind === "package" ? "packages" : view.kind === "unknown" ? null : view.kind

/** "49.99" for a form field; "" for none. */
export const amountText = (amount: number | null): string => (amount === null ? "" : amount.toFixed(2))

/** "$49.99" in a list. */
export const amountLabel = (amount: number): string => `$${amount.toFixed(2)}`

export type CategoryForm = Required<Pick<CategoryDraft, "name" | "sortOrder" | "description">>

export const categoryFormOf = (category: AdminCategory | null): CategoryForm => ({
  name: category?.name ?? "",
  sortOrder: String(category?.sortOrder ?? 0),
  description: category?.description ?? ""
})

/** Every field of the exam form as text (the server reads the numbers). */
export type ExamForm = { readonly [K in keyof Omit<ExamDraft, "published">]-?: string }

export const examFormOf = (exam: AdminExam | null): ExamForm => ({
  name: exam?.name ?? "",
  code: exam?.code ?? "",
  vendor: exam?.vendor ?? "",
  level: exam?.level ?? "Associate",
  price: exam === null ? "" : amountText(exam.price),
  salePrice: exam === null ? "" : amountText(exam.salePrice),
  validityDays: String(exam?.validityDays ?? 180),
  shortDescription: exam?.shortDescription ?? "",
  descriptionHtml: exam?.descriptionHtml ?? "",
  image: exam?.image ?? "",
  categoryId: exam?.categoryId ?? "",
  subCategoryId: exam?.subCategoryId ?? ""
})

export type PackageForm = { readonly [K in keyof Omit<PackageDraft, "published" | "examIds">]-?: string }

export const packageFormOf = (pkg: AdminPackage | null): PackageForm => ({
  name: pkg?.name ?? "",
  price: pkg === null ? "" : amountText(pkg.price),
  salePrice: pkg === null ? "" : amountText(pkg.salePrice),
  validityDays: String(pkg?.validityDays ?? 365),
  shortDescription: pkg?.shortDescription ?? "",
  descriptionHtml: pkg?.descriptionHtml ?? ""
})

/** All of a category's exams: filed directly under it and in its sub-categories. */
export const examsInCategory = (category: AdminCategory): number => category.subCategories.reduce((sum, sub) => sum + sub.examCount, category.examCount)

/** A category or sub-category can be removed only when it holds nothing. */
export const isEmptyCategory = (category: AdminCategory): boolean => examsInCategory(category) === 0 && category.subCategories.length === 0

/**
 * What the mega-menu shows of this category (spec §2): nothing while it is
 * unpublished; a chevron and sub-menu only when some published sub-category
 * has published exams; otherwise a plain link.
 */
export const menuLine = (category: AdminCategory): string => {
  if (!category.published) return "Not in the menu (unpublished)."
  const open = category.subCategories.filter((sub) => sub.published && sub.publishedExamCount > 0)
  return open.length > 0
    ? `In the menu with a chevron: ${open.length} sub-categor${open.length === 1 ? "y" : "ies"} with exams.`
    : "In the menu without a chevron: no sub-category has published exams."
}

/** The learner's page of an exam or package, as the public site links it. */
export const publicExamPath = (exam: Pick<AdminExam, "_id" | "name">): string => `/exam-overview/${slugify(exam.name)}/${exam._id}`
export const publicPackagePath = (pkg: Pick<AdminPackage, "_id" | "name">): string => `/package-overview/${slugify(pkg.name)}/${pkg._id}`

export const publishedLabel = (published: boolean): string => (published ? "Published" : "Unpublished")

/** What learners are offered, as the operator's lists say it. */
export const availabilityLabel = (availability: Availability): string => (availability === "onSale" ? "On sale" : "Coming soon")
