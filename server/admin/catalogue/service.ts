/**
 * The admin area's catalogue rules: what an operator may change
 * in categories, sub-categories, exams and packages, over the catalogue
 * repository. Each change:
 *
 * - reads the form with src/domain/admin/catalogue-rules.ts (every field it
 *   cannot accept named at once, 400), then checks what only the database
 *   knows (a name or code already used, a category that exists, a
 *   sub-category of that category, exams that exist), again by field;
 * - writes the record and its audit row (before and after) in ONE
 *   transaction;
 * - then tells this server's public-reads cache to forget what it kept, so
 *   the very next public read (menu, exam page, package page) is fresh: the
 *   tables' triggers notify every server too, but that notification reaches
 *   a PostgreSQL listener a moment after the commit.
 *
 * Slugs: an exam's and a package's slug is slugify(name) (spec §9), written
 * with the name; the public addresses carry the id after the slug and the
 * page renderer sends a stale slug to the current address with a 301, so a
 * renamed record's old address keeps working (no history table needed).
 *
 * New records start unpublished unless the form says otherwise; an
 * unpublished record is hidden from every public read (server/catalog) but
 * stays in learners' subscriptions. A category or sub-category is removed
 * only when empty (removing would otherwise delete its exams).
 *
 * On sale: every exam and package is answered with its availability by the
 * one rule (src/domain/catalog/availability.ts) over the view exam_offers,
 * an exam also with the rule's reasons in words (./sale-messages.ts). A new
 * exam is not on sale. "Put on sale" is refused (409, every reason named)
 * while the rule says no for any reason but the operator's own switch;
 * "withdraw from sale" is always allowed; both are audited. Once an exam is
 * put on sale, the learners waiting for it ("Notify me") are told at once
 * (OnSaleAlertsService.sendDue; its job would otherwise tell them within a
 * minute).
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import type {
  AdminCategory,
  AdminExam,
  AdminExamPage,
  AdminExamPagePayload,
  AdminPackage,
  AdminPackagePage,
  AdminPackagePagePayload,
  AdminSubCategory,
  CategoryDraft,
  ExamDraft,
  PackageDraft,
  SubCategoryDraft
} from "../../../src/api/admin/admin-catalogue.ts"
import type { AuditEntity } from "../../../src/api/admin/admin.ts"
import { Conflict, type FieldIssue, Invalid, NotFound } from "../../../src/api/shared/errors.ts"
import { CategoryId, ExamId, type PackageId, SubCategoryId } from "../../../src/api/shared/ids.ts"
import {
  changedFields,
  checkCategoryDraft,
  checkExamDraft,
  checkPackageDraft,
  checkSubCategoryDraft,
  type Checked
} from "../../../src/domain/admin/catalogue-rules.ts"
import { examAvailability, notOnSaleReasons, undeliverableReasons } from "../../../src/domain/catalog/availability.ts"
import { slugify } from "../../../src/domain/shared/slug.ts"
import { OnSaleAlertsService } from "../../catalog/on-sale-alerts/service.ts"
import { PublicReads } from "../../platform/cache/public-reads.ts"
import { Transaction } from "../../platform/db/transaction.ts"
import { pagingOf } from "../../shared/paging.ts"
import { sanitizeRichText } from "../../content/service.ts"
import { AuditLog } from "../audit/service.ts"
import { CatalogueRepository, type ExamValues, type PackageValues, type StoredExam } from "./repository.ts"
import * as SaleMessages from "./sale-messages.ts"
import { isolated } from "../../../src/domain/shared/direction-controls.ts"

export const CATEGORY_NOT_FOUND = "This category does not exist."
export const SUB_CATEGORY_NOT_FOUND = "This sub-category does not exist."
export const EXAM_NOT_FOUND = "This exam does not exist."
export const PACKAGE_NOT_FOUND = "This package does not exist."

/** The one 400 of a form: every field's sentence, the first ones in the toast. */
export const invalidForm = (what: string, issues: ReadonlyArray<FieldIssue>): Invalid =>
  new Invalid({
    message:
      issues.length === 1
        ? `The ${what} was not saved: ${issues[0]!.message}`
        : `The ${what} was not saved: ${issues.length} fields need attention. ${issues.map((issue) => issue.message).join(" ")}`,
    issues
  })

const accepted = <A>(what: string, checked: Checked<A>): Effect.Effect<A, Invalid> =>
  checked.ok ? Effect.succeed(checked.value) : Effect.fail(invalidForm(what, checked.issues))

const found = <A>(lookup: Effect.Effect<Option.Option<A>>, message: string): Effect.Effect<A, NotFound> =>
  Effect.flatMap(lookup, Option.match({ onNone: () => Effect.fail(new NotFound({ message })), onSome: Effect.succeed }))

const decodeCategoryId = Schema.decodeUnknownOption(CategoryId)
const decodeSubCategoryId = Schema.decodeUnknownOption(SubCategoryId)
const decodeExamId = Schema.decodeUnknownOption(ExamId)

const publishWord = (published: boolean) => (published ? "published" : "unpublished")

/** The exam as the operator reads it: the stored record, its availability by the one rule, and the rule's reasons in words. */
const adminExamOf = ({ exam, offer, testNames }: StoredExam): AdminExam => ({
  ...exam,
  availability: examAvailability(offer),
  notOnSale: notOnSaleReasons(offer).map((reason) => SaleMessages.reasonText(reason, testNames))
})

export interface Changed<A> {
  readonly data: A
  readonly message: string
}

export class AdminCatalogue extends Context.Service<
  AdminCatalogue,
  {
    readonly categories: Effect.Effect<ReadonlyArray<AdminCategory>>
    readonly createCategory: (adminId: string, draft: CategoryDraft) => Effect.Effect<Changed<AdminCategory>, Invalid>
    readonly updateCategory: (adminId: string, id: CategoryId, draft: CategoryDraft) => Effect.Effect<Changed<AdminCategory>, Invalid | NotFound>
    readonly publishCategory: (adminId: string, id: CategoryId, published: boolean) => Effect.Effect<Changed<AdminCategory>, NotFound>
    readonly removeCategory: (adminId: string, id: CategoryId) => Effect.Effect<{ readonly message: string }, NotFound | Conflict>
    readonly createSubCategory: (
      adminId: string,
      categoryId: CategoryId,
      draft: SubCategoryDraft
    ) => Effect.Effect<Changed<AdminSubCategory>, Invalid | NotFound>
    readonly updateSubCategory: (adminId: string, id: SubCategoryId, draft: SubCategoryDraft) => Effect.Effect<Changed<AdminSubCategory>, Invalid | NotFound>
    readonly publishSubCategory: (adminId: string, id: SubCategoryId, published: boolean) => Effect.Effect<Changed<AdminSubCategory>, NotFound>
    readonly removeSubCategory: (adminId: string, id: SubCategoryId) => Effect.Effect<{ readonly message: string }, NotFound | Conflict>
    readonly examPage: (payload: AdminExamPagePayload) => Effect.Effect<AdminExamPage>
    readonly exam: (id: ExamId) => Effect.Effect<AdminExam, NotFound>
    readonly createExam: (adminId: string, draft: ExamDraft) => Effect.Effect<Changed<AdminExam>, Invalid>
    readonly updateExam: (adminId: string, id: ExamId, draft: ExamDraft) => Effect.Effect<Changed<AdminExam>, Invalid | NotFound>
    readonly publishExam: (adminId: string, id: ExamId, published: boolean) => Effect.Effect<Changed<AdminExam>, NotFound>
    /** Put on sale (refused while the exam cannot be delivered) or withdraw from sale (always allowed). */
    readonly examForSale: (adminId: string, id: ExamId, forSale: boolean) => Effect.Effect<Changed<AdminExam>, NotFound | Conflict>
    readonly packagePage: (payload: AdminPackagePagePayload) => Effect.Effect<AdminPackagePage>
    readonly package: (id: PackageId) => Effect.Effect<AdminPackage, NotFound>
    readonly createPackage: (adminId: string, draft: PackageDraft) => Effect.Effect<Changed<AdminPackage>, Invalid>
    readonly updatePackage: (adminId: string, id: PackageId, draft: PackageDraft) => Effect.Effect<Changed<AdminPackage>, Invalid | NotFound>
    readonly publishPackage: (adminId: string, id: PackageId, published: boolean) => Effect.Effect<Changed<AdminPackage>, NotFound>
  }
>()("exam-shop/AdminCatalogue") {
  static readonly layerNoDeps = Layer.effect(
    AdminCatalogue,
    Effect.gen(function* () {
      const repo = yield* CatalogueRepository
      const audit = yield* AuditLog
      const transaction = yield* Transaction
      const publicReads = yield* PublicReads
      const onSaleAlerts = yield* OnSaleAlertsService

      /** The change and its audit row in one transaction; the public reads forget what they kept once it is committed. */
      const change = <A, E>(effect: Effect.Effect<A, E>) => transaction.run(effect).pipe(Effect.tap(() => publicReads.forget))

      const record = (adminId: string, entity: AuditEntity, entityId: string, action: string, summary: string, before: unknown, after: unknown) =>
        audit.record({ adminId, action, entity, entityId, summary, before, after })

      // ── categories ─────────────────────────────────────────────────────

      const category = (id: CategoryId) => found(repo.category(id), CATEGORY_NOT_FOUND)

      const createCategory = Effect.fn("AdminCatalogue.createCategory")(function* (adminId: string, draft: CategoryDraft) {
        const fields = yield* accepted("category", checkCategoryDraft(draft))
        return yield* change(
          Effect.gen(function* () {
            if (yield* repo.categoryNameTaken(fields.name, null)) {
              return yield* invalidForm("category", [{ path: "name", message: `Another category is already called ${fields.name}.` }])
            }
            const id = yield* repo.insertCategory({ ...fields, published: draft.published ?? false })
            const after = yield* category(id).pipe(Effect.orDie)
            yield* record(adminId, "category", id, "create", `Category ${isolated(after.name)} created`, null, after)
            return { data: after, message: `Category ${after.name} created.` }
          })
        )
      })

      const updateCategory = Effect.fn("AdminCatalogue.updateCategory")(function* (adminId: string, id: CategoryId, draft: CategoryDraft) {
        const fields = yield* accepted("category", checkCategoryDraft(draft))
        return yield* change(
          Effect.gen(function* () {
            const before = yield* category(id)
            if (yield* repo.categoryNameTaken(fields.name, id)) {
              return yield* invalidForm("category", [{ path: "name", message: `Another category is already called ${fields.name}.` }])
            }
            yield* repo.updateCategory(id, fields)
            if (draft.published !== undefined && draft.published !== before.published) yield* repo.publishCategory(id, draft.published)
            const after = yield* category(id).pipe(Effect.orDie)
            const what = changedFields(before, after, ["name", "sortOrder", "description", "published"])
            yield* record(adminId, "category", id, "update", `Category ${isolated(after.name)}: ${what || "saved unchanged"}`, before, after)
            return { data: after, message: `Category ${after.name} saved.` }
          })
        )
      })

      const publishCategory = Effect.fn("AdminCatalogue.publishCategory")(function* (adminId: string, id: CategoryId, published: boolean) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* category(id)
            if (before.published === published) return { data: before, message: `Category ${before.name} is already ${publishWord(published)}.` }
            yield* repo.publishCategory(id, published)
            const after = yield* category(id).pipe(Effect.orDie)
            const action = published ? "publish" : "unpublish"
            yield* record(adminId, "category", id, action, `Category ${isolated(after.name)} ${publishWord(published)}`, before, after)
            return { data: after, message: `Category ${after.name} ${publishWord(published)}.` }
          })
        )
      })

      const removeCategory = Effect.fn("AdminCatalogue.removeCategory")(function* (adminId: string, id: CategoryId) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* category(id)
            const exams = before.examCount + before.subCategories.reduce((sum, sub) => sum + sub.examCount, 0)
            if (exams > 0 || before.subCategories.length > 0) {
              return yield* new Conflict({
                message: `Category ${before.name} still holds ${exams} exam(s) and ${before.subCategories.length} sub-categor${
                  before.subCategories.length === 1 ? "y" : "ies"
                }: move or remove them first, or unpublish it instead.`
              })
            }
            yield* repo.removeCategory(id)
            yield* record(adminId, "category", id, "remove", `Category ${isolated(before.name)} removed`, before, null)
            return { message: `Category ${before.name} removed.` }
          })
        )
      })

      // ── sub-categories ─────────────────────────────────────────────────

      const subCategory = (id: SubCategoryId) => found(repo.subCategory(id), SUB_CATEGORY_NOT_FOUND)

      const subNameTaken = (categoryId: CategoryId, name: string, except: SubCategoryId | null) =>
        Effect.flatMap(repo.subCategoryNameTaken(categoryId, name, except), (taken) =>
          taken
            ? Effect.fail(invalidForm("sub-category", [{ path: "name", message: `This category already has a sub-category called ${name}.` }]))
            : Effect.void
        )

      const createSubCategory = Effect.fn("AdminCatalogue.createSubCategory")(function* (adminId: string, categoryId: CategoryId, draft: SubCategoryDraft) {
        const fields = yield* accepted("sub-category", checkSubCategoryDraft(draft))
        return yield* change(
          Effect.gen(function* () {
            const parent = yield* category(categoryId)
            yield* subNameTaken(categoryId, fields.name, null)
            const id = yield* repo.insertSubCategory(categoryId, { ...fields, published: draft.published ?? false })
            const after = yield* subCategory(id).pipe(Effect.orDie)
            yield* record(adminId, "sub-category", id, "create", `Sub-category ${isolated(after.name)} created in ${isolated(parent.name)}`, null, after)
            return { data: after, message: `Sub-category ${after.name} created in ${parent.name}.` }
          })
        )
      })

      const updateSubCategory = Effect.fn("AdminCatalogue.updateSubCategory")(function* (adminId: string, id: SubCategoryId, draft: SubCategoryDraft) {
        const fields = yield* accepted("sub-category", checkSubCategoryDraft(draft))
        return yield* change(
          Effect.gen(function* () {
            const before = yield* subCategory(id)
            yield* subNameTaken(before.categoryId, fields.name, id)
            yield* repo.updateSubCategory(id, fields)
            if (draft.published !== undefined && draft.published !== before.published) yield* repo.publishSubCategory(id, draft.published)
            const after = yield* subCategory(id).pipe(Effect.orDie)
            const what = changedFields(before, after, ["name", "sortOrder", "published"])
            yield* record(adminId, "sub-category", id, "update", `Sub-category ${isolated(after.name)}: ${what || "saved unchanged"}`, before, after)
            return { data: after, message: `Sub-category ${after.name} saved.` }
          })
        )
      })

      const publishSubCategory = Effect.fn("AdminCatalogue.publishSubCategory")(function* (adminId: string, id: SubCategoryId, published: boolean) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* subCategory(id)
            if (before.published === published) return { data: before, message: `Sub-category ${before.name} is already ${publishWord(published)}.` }
            yield* repo.publishSubCategory(id, published)
            const after = yield* subCategory(id).pipe(Effect.orDie)
            yield* record(
              adminId,
              "sub-category",
              id,
              published ? "publish" : "unpublish",
              `Sub-category ${isolated(after.name)} ${publishWord(published)}`,
              before,
              after
            )
            return { data: after, message: `Sub-category ${after.name} ${publishWord(published)}.` }
          })
        )
      })

      const removeSubCategory = Effect.fn("AdminCatalogue.removeSubCategory")(function* (adminId: string, id: SubCategoryId) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* subCategory(id)
            if (before.examCount > 0) {
              return yield* new Conflict({
                message: `Sub-category ${before.name} still holds ${before.examCount} exam(s): move or remove them first, or unpublish it instead.`
              })
            }
            yield* repo.removeSubCategory(id)
            yield* record(adminId, "sub-category", id, "remove", `Sub-category ${isolated(before.name)} removed`, before, null)
            return { message: `Sub-category ${before.name} removed.` }
          })
        )
      })

      // ── exams ──────────────────────────────────────────────────────────

      const storedExam = (id: ExamId) => found(repo.exam(id), EXAM_NOT_FOUND)
      const exam = (id: ExamId) => Effect.map(storedExam(id), adminExamOf)

      /** The form's values as stored, or every field the database refuses (category, sub-category, code, name's address). */
      const examValues = (draft: ExamDraft, except: ExamId | null) =>
        Effect.gen(function* () {
          const fields = yield* accepted("exam", checkExamDraft(draft))
          const issues: Array<FieldIssue> = []
          const categoryId = decodeCategoryId(fields.categoryId)
          const parent = Option.isNone(categoryId) ? Option.none() : yield* repo.category(categoryId.value)
          if (Option.isNone(parent)) issues.push({ path: "categoryId", message: "Choose a category: this one does not exist." })
          let subCategoryId: SubCategoryId | null = null
          if (fields.subCategoryId !== null) {
            const sub = Option.flatMap(decodeSubCategoryId(fields.subCategoryId), (id) =>
              Option.flatMap(parent, (category) => Option.fromNullishOr(category.subCategories.find((s) => s._id === id)))
            )
            if (Option.isNone(sub)) {
              issues.push({ path: "subCategoryId", message: "Choose a sub-category of the exam's category, or none." })
            } else subCategoryId = sub.value._id
          }
          if (yield* repo.examCodeTaken(fields.code, except)) {
            issues.push({ path: "code", message: `Another exam already has the code ${fields.code}.` })
          }
          const slug = slugify(fields.name)
          if (yield* repo.examSlugTaken(slug, except)) {
            issues.push({ path: "name", message: `Another exam is already called ${fields.name}: its address would be the same.` })
          }
          if (issues.length > 0 || Option.isNone(parent)) return yield* invalidForm("exam", issues)
          const values: ExamValues = {
            name: fields.name,
            slug,
            code: fields.code,
            vendor: fields.vendor,
            level: fields.level,
            price: fields.price,
            salePrice: fields.salePrice,
            validityDays: fields.validityDays,
            shortDescription: fields.shortDescription,
            descriptionHtml: sanitizeRichText(fields.descriptionHtml),
            image: fields.image,
            categoryId: parent.value._id,
            subCategoryId
          }
          return values
        })

      const EXAM_FIELDS = [
        "name",
        "code",
        "vendor",
        "level",
        "price",
        "salePrice",
        "validityDays",
        "shortDescription",
        "descriptionHtml",
        "image",
        "categoryName",
        "subCategoryName",
        "published"
      ] as const

      const createExam = Effect.fn("AdminCatalogue.createExam")(function* (adminId: string, draft: ExamDraft) {
        return yield* change(
          Effect.gen(function* () {
            const values = yield* examValues(draft, null)
            const id = yield* repo.insertExam(values, draft.published ?? false)
            const after = yield* exam(id).pipe(Effect.orDie)
            yield* record(adminId, "exam", id, "create", `Exam ${after.code} ${isolated(after.name)} created (${publishWord(after.published)})`, null, after)
            return { data: after, message: `Exam ${after.code} created.` }
          })
        )
      })

      const updateExam = Effect.fn("AdminCatalogue.updateExam")(function* (adminId: string, id: ExamId, draft: ExamDraft) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* exam(id)
            const values = yield* examValues(draft, id)
            yield* repo.updateExam(id, values)
            if (draft.published !== undefined && draft.published !== before.published) yield* repo.publishExam(id, draft.published)
            const after = yield* exam(id).pipe(Effect.orDie)
            const what = changedFields(before, after, EXAM_FIELDS)
            yield* record(adminId, "exam", id, "update", `Exam ${after.code}: ${what || "saved unchanged"}`, before, after)
            return { data: after, message: `Exam ${after.code} saved.` }
          })
        )
      })

      const publishExam = Effect.fn("AdminCatalogue.publishExam")(function* (adminId: string, id: ExamId, published: boolean) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* exam(id)
            if (before.published === published) return { data: before, message: `Exam ${before.code} is already ${publishWord(published)}.` }
            yield* repo.publishExam(id, published)
            const after = yield* exam(id).pipe(Effect.orDie)
            yield* record(adminId, "exam", id, published ? "publish" : "unpublish", `Exam ${after.code} ${publishWord(published)}`, before, after)
            return { data: after, message: `Exam ${after.code} ${publishWord(published)}.` }
          })
        )
      })

      const examForSale = Effect.fn("AdminCatalogue.examForSale")(function* (adminId: string, id: ExamId, forSale: boolean) {
        const done = yield* change(
          Effect.gen(function* () {
            const stored = yield* storedExam(id)
            const before = adminExamOf(stored)
            if (forSale) {
              const reasons = undeliverableReasons(stored.offer)
              if (reasons.length > 0) {
                return yield* new Conflict({
                  message: SaleMessages.cannotGoOnSale(
                    before.name,
                    reasons.map((reason) => SaleMessages.reasonText(reason, stored.testNames))
                  )
                })
              }
            }
            if (before.forSale === forSale) return { data: before, changed: false }
            yield* repo.setExamForSale(id, forSale)
            const after = yield* exam(id).pipe(Effect.orDie)
            yield* forSale
              ? record(adminId, "exam", id, "put-on-sale", SaleMessages.putOnSaleSummary(after.code), before, after)
              : record(adminId, "exam", id, "withdraw-from-sale", SaleMessages.withdrawnSummary(after.code), before, after)
            return { data: after, changed: true }
          })
        )
        const { data, changed } = done
        if (!forSale) return { data, message: changed ? SaleMessages.withdrawn(data.code) : SaleMessages.alreadyWithdrawn(data.code) }
        // Committed: the learners waiting for it are told now. A failure here leaves them to the job's next run.
        yield* onSaleAlerts.sendDue.pipe(
          Effect.catchCause((cause) => Effect.logWarning("Could not tell the learners waiting for an exam put on sale; the job will", cause))
        )
        return { data, message: changed ? SaleMessages.putOnSale(data.code) : SaleMessages.alreadyOnSale(data.code) }
      })

      const examPage = (payload: AdminExamPagePayload) =>
        Effect.gen(function* () {
          const paging = pagingOf(payload)
          const { rows, total } = yield* repo.examPage((payload.search ?? "").trim(), paging)
          return { docs: rows.map(adminExamOf), total, page: paging.page, perPage: paging.perPage }
        })

      // ── packages ───────────────────────────────────────────────────────

      const pkg = (id: PackageId) => found(repo.package(id), PACKAGE_NOT_FOUND)

      const packageValues = (draft: PackageDraft, except: PackageId | null) =>
        Effect.gen(function* () {
          const fields = yield* accepted("package", checkPackageDraft(draft))
          const issues: Array<FieldIssue> = []
          const existing = yield* repo.existingExams(fields.examIds)
          const examIds: Array<ExamId> = []
          for (const raw of fields.examIds) {
            const id = decodeExamId(raw)
            if (Option.isNone(id) || !existing.has(raw)) {
              issues.push({ path: "examIds", message: `Choose exams that exist: ${raw} is not one.` })
              break
            }
            examIds.push(id.value)
          }
          const slug = slugify(fields.name)
          if (yield* repo.packageNameTaken(fields.name, slug, except)) {
            issues.push({ path: "name", message: `Another package is already called ${fields.name}.` })
          }
          if (issues.length > 0) return yield* invalidForm("package", issues)
          const values: PackageValues = {
            name: fields.name,
            slug,
            price: fields.price,
            salePrice: fields.salePrice,
            validityDays: fields.validityDays,
            shortDescription: fields.shortDescription,
            descriptionHtml: sanitizeRichText(fields.descriptionHtml),
            examIds
          }
          return values
        })

      const packageForLog = (p: AdminPackage) => ({ ...p, examCodes: p.exams.map((e) => e.code) })
      const PACKAGE_FIELDS = ["name", "price", "salePrice", "validityDays", "shortDescription", "descriptionHtml", "examCodes", "published"] as const

      const createPackage = Effect.fn("AdminCatalogue.createPackage")(function* (adminId: string, draft: PackageDraft) {
        return yield* change(
          Effect.gen(function* () {
            const values = yield* packageValues(draft, null)
            const id = yield* repo.insertPackage(values, draft.published ?? false)
            const after = yield* pkg(id).pipe(Effect.orDie)
            yield* record(adminId, "package", id, "create", `Package ${isolated(after.name)} created (${publishWord(after.published)})`, null, after)
            return { data: after, message: `Package ${after.name} created.` }
          })
        )
      })

      const updatePackage = Effect.fn("AdminCatalogue.updatePackage")(function* (adminId: string, id: PackageId, draft: PackageDraft) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* pkg(id)
            const values = yield* packageValues(draft, id)
            yield* repo.updatePackage(id, values)
            if (draft.published !== undefined && draft.published !== before.published) yield* repo.publishPackage(id, draft.published)
            const after = yield* pkg(id).pipe(Effect.orDie)
            const what = changedFields(packageForLog(before), packageForLog(after), PACKAGE_FIELDS)
            yield* record(adminId, "package", id, "update", `Package ${isolated(after.name)}: ${what || "saved unchanged"}`, before, after)
            return { data: after, message: `Package ${after.name} saved.` }
          })
        )
      })

      const publishPackage = Effect.fn("AdminCatalogue.publishPackage")(function* (adminId: string, id: PackageId, published: boolean) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* pkg(id)
            if (before.published === published) return { data: before, message: `Package ${before.name} is already ${publishWord(published)}.` }
            yield* repo.publishPackage(id, published)
            const after = yield* pkg(id).pipe(Effect.orDie)
            yield* record(
              adminId,
              "package",
              id,
              published ? "publish" : "unpublish",
              `Package ${isolated(after.name)} ${publishWord(published)}`,
              before,
              after
            )
            return { data: after, message: `Package ${after.name} ${publishWord(published)}.` }
          })
        )
      })

      const packagePage = (payload: AdminPackagePagePayload) =>
        Effect.gen(function* () {
          const paging = pagingOf(payload)
          const { rows, total } = yield* repo.packagePage((payload.search ?? "").trim(), paging)
          return { docs: rows, total, page: paging.page, perPage: paging.perPage }
        })

      return AdminCatalogue.of({
        categories: repo.categories,
        createCategory,
        updateCategory,
        publishCategory,
        removeCategory,
        createSubCategory,
        updateSubCategory,
        publishSubCategory,
        removeSubCategory,
        examPage,
        exam,
        createExam,
        updateExam,
        publishExam,
        examForSale,
        packagePage,
        package: pkg,
        createPackage,
        updatePackage,
        publishPackage
      })
    })
  )

  static readonly layer = AdminCatalogue.layerNoDeps.pipe(Layer.provide([CatalogueRepository.layer, AuditLog.layer]))
}
