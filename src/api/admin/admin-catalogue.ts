/**
 * The admin area's catalogue calls, for signed-in admins only
 * (AdminAuthorization). Paths under /admin/catalogue/….
 *
 * - categories: the whole tree (categories with their sub-categories, each
 *   with its order, published flag and how many exams it holds); create,
 *   edit (name, order, description), publish/unpublish, remove when empty.
 * - exams: a page of them (search by name or code), one, create, edit,
 *   publish/unpublish, put on sale / withdraw from sale. Each carries its
 *   availability by the one rule (src/domain/catalog/availability.ts) and,
 *   while it is coming soon, why, in words. Putting an exam on sale is
 *   refused (409, each reason named) while the rule still says no for any
 *   other reason; withdrawing is always allowed. A new exam is not on sale.
 * - packages: a page of them, one, create, edit (its exams, price, sale
 *   price), publish/unpublish; each with its availability.
 *
 * The forms' drafts carry what the operator typed, numbers included
 * ("49.99", "180"): the server reads them (src/domain/admin/catalogue-rules.ts)
 * and answers every field it cannot accept by name in one 400 (`issues`),
 * so a form shows all its problems at once. Answers carry real numbers.
 *
 * Every change is recorded in the audit log (server/admin/audit) with the
 * record before and after, in the change's own transaction; the public reads
 * (menu, exam and package pages) show it at the next request.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Availability, ExamLevel } from "../catalog/catalog.ts"
import { Invalid, NotFound, Conflict } from "../shared/errors.ts"
import { CategoryId, ExamId, PackageId, SubCategoryId } from "../shared/ids.ts"
import { PageRequest, pageOf } from "../shared/paging.ts"
import { AdminAuthorization } from "../shared/security.ts"

/** A text field of a draft: any string up to `max` characters (the rules check the rest). */
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max, { message: `This field can have at most ${max} characters.` }))

// ── Records as the admin area shows them ─────────────────────────────────

export const AdminSubCategory = Schema.Struct({
  _id: SubCategoryId,
  categoryId: CategoryId,
  name: Schema.String,
  sortOrder: Schema.Number,
  published: Schema.Boolean,
  /** Every exam filed under it, published or not. */
  examCount: Schema.Number,
  /** Its exams a learner sees (published ones). */
  publishedExamCount: Schema.Number
})
export type AdminSubCategory = typeof AdminSubCategory.Type

export const AdminCategory = Schema.Struct({
  _id: CategoryId,
  name: Schema.String,
  description: Schema.String,
  sortOrder: Schema.Number,
  published: Schema.Boolean,
  /** Exams filed directly under it (not in a sub-category). */
  examCount: Schema.Number,
  publishedExamCount: Schema.Number,
  subCategories: Schema.Array(AdminSubCategory)
})
export type AdminCategory = typeof AdminCategory.Type

export const AdminExam = Schema.Struct({
  _id: ExamId,
  name: Schema.String,
  /** slugify(name); the public page is /exam-overview/{slug}/{_id}. */
  slug: Schema.String,
  code: Schema.String,
  vendor: Schema.String,
  level: ExamLevel,
  price: Schema.Number,
  salePrice: Schema.NullOr(Schema.Number),
  validityDays: Schema.Number,
  shortDescription: Schema.String,
  /** Sanitised when stored (server/content/rich-text.ts). */
  descriptionHtml: Schema.String,
  image: Schema.NullOr(Schema.String),
  categoryId: CategoryId,
  categoryName: Schema.String,
  subCategoryId: Schema.NullOr(SubCategoryId),
  subCategoryName: Schema.NullOr(Schema.String),
  published: Schema.Boolean,
  /** The operator's "put on sale" (a new exam starts without it). */
  forSale: Schema.Boolean,
  /** What learners are offered: on sale, or coming soon (shown, never sold). */
  availability: Availability,
  /** Why it is not on sale, one sentence part each in the order to fix them; empty when on sale. */
  notOnSale: Schema.Array(Schema.String)
})
export type AdminExam = typeof AdminExam.Type

export const AdminPackageExam = Schema.Struct({ _id: ExamId, name: Schema.String, code: Schema.String })
export type AdminPackageExam = typeof AdminPackageExam.Type

export const AdminPackage = Schema.Struct({
  _id: PackageId,
  name: Schema.String,
  slug: Schema.String,
  price: Schema.Number,
  salePrice: Schema.NullOr(Schema.Number),
  validityDays: Schema.Number,
  shortDescription: Schema.String,
  descriptionHtml: Schema.String,
  published: Schema.Boolean,
  /** On sale when published, priced and every exam in it is on sale. */
  availability: Availability,
  /** Its exams in the package's order. */
  exams: Schema.Array(AdminPackageExam)
})
export type AdminPackage = typeof AdminPackage.Type

// ── Drafts (what the forms send) ─────────────────────────────────────────

export const CategoryDraft = Schema.Struct({
  name: Text(200),
  /** A whole number from 0 to 9999 as typed; lower shows first. */
  sortOrder: Text(20),
  description: Schema.optionalKey(Text(2000)),
  /** Shown to learners: on creation false unless given; on an edit, unchanged unless given. */
  published: Schema.optionalKey(Schema.Boolean)
})
export type CategoryDraft = typeof CategoryDraft.Type

export const SubCategoryDraft = Schema.Struct({
  name: Text(200),
  sortOrder: Text(20),
  /** Shown to learners: on creation false unless given; on an edit, unchanged unless given. */
  published: Schema.optionalKey(Schema.Boolean)
})
export type SubCategoryDraft = typeof SubCategoryDraft.Type

export const ExamDraft = Schema.Struct({
  name: Text(200),
  code: Text(100),
  vendor: Text(200),
  /** One of Foundation, Associate, Professional, Expert. */
  level: Text(40),
  /** Dollars as typed, e.g. "49.99". */
  price: Text(40),
  /** Dollars as typed, or "" for no sale. */
  salePrice: Schema.optionalKey(Text(40)),
  /** Whole days as typed, e.g. "180". */
  validityDays: Text(20),
  shortDescription: Schema.optionalKey(Text(1000)),
  /** Rich text; sanitised by the server before it is stored. */
  descriptionHtml: Schema.optionalKey(Text(100_000)),
  /** An image address (https://… or /…), or "" for the vendor badge. */
  image: Schema.optionalKey(Text(1000)),
  categoryId: Text(100),
  /** "" (or absent) files the exam directly under its category. */
  subCategoryId: Schema.optionalKey(Text(100)),
  /** Shown to learners: on creation false unless given; on an edit, unchanged unless given. */
  published: Schema.optionalKey(Schema.Boolean)
})
export type ExamDraft = typeof ExamDraft.Type

export const PackageDraft = Schema.Struct({
  name: Text(200),
  price: Text(40),
  salePrice: Schema.optionalKey(Text(40)),
  validityDays: Text(20),
  shortDescription: Schema.optionalKey(Text(1000)),
  descriptionHtml: Schema.optionalKey(Text(100_000)),
  /** The package's exams in order. */
  examIds: Schema.Array(Text(100)).check(Schema.isMaxLength(200, { message: "A package can hold at most 200 exams." })),
  /** Shown to learners: on creation false unless given; on an edit, unchanged unless given. */
  published: Schema.optionalKey(Schema.Boolean)
})
export type PackageDraft = typeof PackageDraft.Type

export const PublishPayload = Schema.Struct({ published: Schema.Boolean })
export type PublishPayload = typeof PublishPayload.Type

/** true: put the exam on sale (refused while it cannot be delivered); false: withdraw it from sale. */
export const ForSalePayload = Schema.Struct({ forSale: Schema.Boolean })
export type ForSalePayload = typeof ForSalePayload.Type

export const AdminExamPagePayload = Schema.Struct({
  ...PageRequest.fields,
  /** Part of the name or code; "" or absent for every exam. */
  search: Schema.optionalKey(Text(100))
})
export type AdminExamPagePayload = typeof AdminExamPagePayload.Type

export const AdminPackagePagePayload = Schema.Struct({
  ...PageRequest.fields,
  search: Schema.optionalKey(Text(100))
})
export type AdminPackagePagePayload = typeof AdminPackagePagePayload.Type

// ── Answers ──────────────────────────────────────────────────────────────

/** A change's answer: the record as it is now, and the sentence the screen shows. */
const changed = <S extends Schema.Top>(record: S) => Schema.Struct({ data: record, message: Schema.String })

export const AdminCategoriesAnswer = Schema.Struct({ data: Schema.Array(AdminCategory) })
export const AdminCategoryChanged = changed(AdminCategory)
export type AdminCategoryChanged = typeof AdminCategoryChanged.Type
export const AdminSubCategoryChanged = changed(AdminSubCategory)
export type AdminSubCategoryChanged = typeof AdminSubCategoryChanged.Type
export const AdminRemoved = Schema.Struct({ message: Schema.String })
export type AdminRemoved = typeof AdminRemoved.Type

export const AdminExamPage = pageOf(AdminExam)
export type AdminExamPage = typeof AdminExamPage.Type
export const AdminExamPageAnswer = Schema.Struct({ data: AdminExamPage })
export const AdminExamAnswer = Schema.Struct({ data: AdminExam })
export const AdminExamChanged = changed(AdminExam)
export type AdminExamChanged = typeof AdminExamChanged.Type

export const AdminPackagePage = pageOf(AdminPackage)
export type AdminPackagePage = typeof AdminPackagePage.Type
export const AdminPackagePageAnswer = Schema.Struct({ data: AdminPackagePage })
export const AdminPackageAnswer = Schema.Struct({ data: AdminPackage })
export const AdminPackageChanged = changed(AdminPackage)
export type AdminPackageChanged = typeof AdminPackageChanged.Type

const IdParams = { id: Schema.String }

export class AdminCatalogueGroup extends HttpApiGroup.make("adminCatalogue")
  .add(
    HttpApiEndpoint.get("categories", "/admin/catalogue/categories", { success: AdminCategoriesAnswer }),
    HttpApiEndpoint.post("createCategory", "/admin/catalogue/categories", { payload: CategoryDraft, success: AdminCategoryChanged, error: Invalid }),
    HttpApiEndpoint.put("updateCategory", "/admin/catalogue/categories/:id", {
      params: IdParams,
      payload: CategoryDraft,
      success: AdminCategoryChanged,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.post("publishCategory", "/admin/catalogue/categories/:id/publish", {
      params: IdParams,
      payload: PublishPayload,
      success: AdminCategoryChanged,
      error: NotFound
    }),
    HttpApiEndpoint.delete("removeCategory", "/admin/catalogue/categories/:id", { params: IdParams, success: AdminRemoved, error: [NotFound, Conflict] }),
    HttpApiEndpoint.post("createSubCategory", "/admin/catalogue/categories/:id/sub-categories", {
      params: IdParams,
      payload: SubCategoryDraft,
      success: AdminSubCategoryChanged,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.put("updateSubCategory", "/admin/catalogue/sub-categories/:id", {
      params: IdParams,
      payload: SubCategoryDraft,
      success: AdminSubCategoryChanged,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.post("publishSubCategory", "/admin/catalogue/sub-categories/:id/publish", {
      params: IdParams,
      payload: PublishPayload,
      success: AdminSubCategoryChanged,
      error: NotFound
    }),
    HttpApiEndpoint.delete("removeSubCategory", "/admin/catalogue/sub-categories/:id", {
      params: IdParams,
      success: AdminRemoved,
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.post("examPage", "/admin/catalogue/exams/pagin", { payload: AdminExamPagePayload, success: AdminExamPageAnswer, error: Invalid }),
    HttpApiEndpoint.get("exam", "/admin/catalogue/exams/:id", { params: IdParams, success: AdminExamAnswer, error: NotFound }),
    HttpApiEndpoint.post("createExam", "/admin/catalogue/exams", { payload: ExamDraft, success: AdminExamChanged, error: Invalid }),
    HttpApiEndpoint.put("updateExam", "/admin/catalogue/exams/:id", {
      params: IdParams,
      payload: ExamDraft,
      success: AdminExamChanged,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.post("publishExam", "/admin/catalogue/exams/:id/publish", {
      params: IdParams,
      payload: PublishPayload,
      success: AdminExamChanged,
      error: NotFound
    }),
    HttpApiEndpoint.post("examForSale", "/admin/catalogue/exams/:id/for-sale", {
      params: IdParams,
      payload: ForSalePayload,
      success: AdminExamChanged,
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.post("packagePage", "/admin/catalogue/packages/pagin", {
      payload: AdminPackagePagePayload,
      success: AdminPackagePageAnswer,
      error: Invalid
    }),
    HttpApiEndpoint.get("package", "/admin/catalogue/packages/:id", { params: IdParams, success: AdminPackageAnswer, error: NotFound }),
    HttpApiEndpoint.post("createPackage", "/admin/catalogue/packages", { payload: PackageDraft, success: AdminPackageChanged, error: Invalid }),
    HttpApiEndpoint.put("updatePackage", "/admin/catalogue/packages/:id", {
      params: IdParams,
      payload: PackageDraft,
      success: AdminPackageChanged,
      error: [Invalid, NotFound]
    }),
    HttpApiEndpoint.post("publishPackage", "/admin/catalogue/packages/:id/publish", {
      params: IdParams,
      payload: PublishPayload,
      success: AdminPackageChanged,
      error: NotFound
    })
  )
  .middleware(AdminAuthorization) {}
