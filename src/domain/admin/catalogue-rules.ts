/**
 * The catalogue forms' rules: what an operator may type into the
 * category, sub-category, exam and package forms, read into the values the
 * database stores. Every field that cannot be accepted is named with a
 * sentence saying what to type instead, all at once, so the form shows
 * every problem beside its field in one go.
 *
 * Money is dollars with at most two decimals ("49", "49.9", "49.99"), from
 * 0 up to MAX_AMOUNT; a sale price is optional and always below the price
 * (the database's CHECK says the same). Pure: the server runs these, unit
 * tests cover them.
 */
import type { CategoryDraft, ExamDraft, PackageDraft, SubCategoryDraft } from "../../api/admin/admin-catalogue.ts"
import type { ExamLevel } from "../../api/catalog/catalog.ts"
import type { FieldIssue } from "../../api/shared/errors.ts"
import { directionControlMessage, hasDirectionControl, isolated } from "../shared/direction-controls.ts"

export const MAX_AMOUNT = 99_999.99
export const MAX_VALIDITY_DAYS = 3650
export const MAX_SORT_ORDER = 9999
export const NAME_MAX = 120
export const CODE_MAX = 40
export const VENDOR_MAX = 80
export const SHORT_DESCRIPTION_MAX = 300
export const CATEGORY_DESCRIPTION_MAX = 500
export const LEVELS: ReadonlyArray<ExamLevel> = ["Foundation", "Associate", "Professional", "Expert"]

/** A rule's outcome: the values to store, or every field's problem. */
export type Checked<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly issues: ReadonlyArray<FieldIssue> }

const AMOUNT = /^\d{1,5}(\.\d{1,2})?$/

/** "49.99" → 49.99; undefined for anything else (a comma, three decimals, a sign, words). */
export const parseAmount = (text: string): number | undefined => {
  const trimmed = text.trim()
  if (!AMOUNT.test(trimmed)) return undefined
  return Math.round(Number(trimmed) * 100) / 100
}

/** "180" → 180; undefined unless a whole number from `min` to `max`. */
export const parseWhole = (text: string, min: number, max: number): number | undefined => {
  const trimmed = text.trim()
  if (!/^\d{1,6}$/.test(trimmed)) return undefined
  const value = Number(trimmed)
  return value >= min && value <= max ? value : undefined
}

/** Text with its outer whitespace gone and inner runs of whitespace made one space. */
export const tidy = (text: string): string => text.trim().replace(/\s+/g, " ")

/** Collects issues while reading a draft's fields. */
const collector = () => {
  const issues: Array<FieldIssue> = []
  const fail = (path: string, message: string) => {
    issues.push({ path, message })
    return undefined
  }
  const result = <A>(value: () => A): Checked<A> => (issues.length > 0 ? { ok: false, issues } : { ok: true, value: value() })
  return { fail, result }
}

type Fail = (path: string, message: string) => undefined

const requiredName = (fail: Fail, text: string, what: string): string | undefined => {
  const name = tidy(text)
  if (name === "") return fail("name", `Enter the ${what}'s name.`)
  if (hasDirectionControl(name)) return fail("name", directionControlMessage("name"))
  if (name.length > NAME_MAX) return fail("name", `The name can have at most ${NAME_MAX} characters.`)
  return name
}

const sortOrderOf = (fail: Fail, text: string): number | undefined => {
  if (text.trim() === "") return 0
  return parseWhole(text, 0, MAX_SORT_ORDER) ?? fail("sortOrder", `Order is a whole number from 0 to ${MAX_SORT_ORDER}; lower shows first.`)
}

const limited = (fail: Fail, path: string, text: string | undefined, max: number, what: string): string | undefined => {
  const value = (text ?? "").trim()
  return value.length > max ? fail(path, `${what} can have at most ${max} characters.`) : value
}

/** Price and sale price: the sale, when given, below the price. */
const pricesOf = (fail: Fail, priceText: string, saleText: string | undefined) => {
  const price =
    priceText.trim() === ""
      ? fail("price", "Enter the price in dollars, e.g. 49.99.")
      : (parseAmount(priceText) ?? fail("price", `The price is in dollars with at most two decimals, from 0 to ${MAX_AMOUNT}, e.g. 49.99.`))
  const saleRaw = (saleText ?? "").trim()
  const salePrice =
    saleRaw === ""
      ? null
      : (parseAmount(saleRaw) ?? fail("salePrice", "The sale price is in dollars with at most two decimals, e.g. 39.99, or empty for no sale."))
  if (price !== undefined && salePrice !== undefined && salePrice !== null && salePrice >= price) {
    fail("salePrice", `The sale price must be below the price (${price.toFixed(2)}), or empty for no sale.`)
  }
  return { price, salePrice }
}

const validityOf = (fail: Fail, text: string) =>
  parseWhole(text, 1, MAX_VALIDITY_DAYS) ?? fail("validityDays", `Validity is a whole number of days from 1 to ${MAX_VALIDITY_DAYS}, e.g. 180.`)

export interface CategoryFields {
  readonly name: string
  readonly sortOrder: number
  readonly description: string
}

export const checkCategoryDraft = (draft: CategoryDraft): Checked<CategoryFields> => {
  const { fail, result } = collector()
  const name = requiredName(fail, draft.name, "category")
  const sortOrder = sortOrderOf(fail, draft.sortOrder)
  const description = limited(fail, "description", draft.description, CATEGORY_DESCRIPTION_MAX, "The description")
  return result(() => ({ name: name!, sortOrder: sortOrder!, description: description! }))
}

export interface SubCategoryFields {
  readonly name: string
  readonly sortOrder: number
}

export const checkSubCategoryDraft = (draft: SubCategoryDraft): Checked<SubCategoryFields> => {
  const { fail, result } = collector()
  const name = requiredName(fail, draft.name, "sub-category")
  const sortOrder = sortOrderOf(fail, draft.sortOrder)
  return result(() => ({ name: name!, sortOrder: sortOrder! }))
}

export interface ExamFields {
  readonly name: string
  readonly code: string
  readonly vendor: string
  readonly level: ExamLevel
  readonly price: number
  readonly salePrice: number | null
  readonly validityDays: number
  readonly shortDescription: string
  /** As typed: the server sanitises it before storing. */
  readonly descriptionHtml: string
  readonly image: string | null
  readonly categoryId: string
  readonly subCategoryId: string | null
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/
const IMAGE = /^(https:\/\/[^\s"'<>]+|\/[^\s"'<>/][^\s"'<>]*)$/

export const checkExamDraft = (draft: ExamDraft): Checked<ExamFields> => {
  const { fail, result } = collector()
  const name = requiredName(fail, draft.name, "exam")
  const codeText = draft.code.trim()
  const code =
    codeText === ""
      ? fail("code", "Enter the exam's code, e.g. AZ-900.")
      : hasDirectionControl(codeText)
        ? fail("code", directionControlMessage("code"))
        : codeText.length > CODE_MAX || !CODE.test(codeText)
          ? fail("code", `The code has letters, digits, dots, dashes and underscores only (at most ${CODE_MAX}), e.g. AZ-900.`)
          : codeText
  const vendorText = tidy(draft.vendor)
  const vendor =
    vendorText === ""
      ? fail("vendor", "Enter the vendor, e.g. Microsoft.")
      : vendorText.length > VENDOR_MAX
        ? fail("vendor", `The vendor can have at most ${VENDOR_MAX} characters.`)
        : vendorText
  const level =
    LEVELS.find((candidate) => candidate === draft.level.trim()) ?? fail("level", `Choose a level: ${LEVELS.slice(0, -1).join(", ")} or ${LEVELS.at(-1)}.`)
  const { price, salePrice } = pricesOf(fail, draft.price, draft.salePrice)
  const validityDays = validityOf(fail, draft.validityDays)
  const shortDescription = limited(fail, "shortDescription", draft.shortDescription, SHORT_DESCRIPTION_MAX, "The short description")
  const imageText = (draft.image ?? "").trim()
  const image =
    imageText === ""
      ? null
      : imageText.length <= 1000 && IMAGE.test(imageText)
        ? imageText
        : fail("image", "The image is an address starting with https:// or /, or empty for the vendor's badge.")
  const categoryId = draft.categoryId.trim() === "" ? fail("categoryId", "Choose a category.") : draft.categoryId.trim()
  const subText = (draft.subCategoryId ?? "").trim()
  return result(() => ({
    name: name!,
    code: code!,
    vendor: vendor!,
    level: level!,
    price: price!,
    salePrice: salePrice!,
    validityDays: validityDays!,
    shortDescription: shortDescription!,
    descriptionHtml: draft.descriptionHtml ?? "",
    image: image ?? null,
    categoryId: categoryId!,
    subCategoryId: subText === "" ? null : subText
  }))
}

export interface PackageFields {
  readonly name: string
  readonly price: number
  readonly salePrice: number | null
  readonly validityDays: number
  readonly shortDescription: string
  readonly descriptionHtml: string
  /** In order, each once. */
  readonly examIds: ReadonlyArray<string>
}

export const checkPackageDraft = (draft: PackageDraft): Checked<PackageFields> => {
  const { fail, result } = collector()
  const name = requiredName(fail, draft.name, "package")
  const { price, salePrice } = pricesOf(fail, draft.price, draft.salePrice)
  const validityDays = validityOf(fail, draft.validityDays)
  const shortDescription = limited(fail, "shortDescription", draft.shortDescription, SHORT_DESCRIPTION_MAX, "The short description")
  const examIds = [...new Set(draft.examIds.map((id) => id.trim()).filter((id) => id !== ""))]
  if (examIds.length === 0) fail("examIds", "Choose at least one exam for the package.")
  return result(() => ({
    name: name!,
    price: price!,
    salePrice: salePrice!,
    validityDays: validityDays!,
    shortDescription: shortDescription!,
    descriptionHtml: draft.descriptionHtml ?? "",
    examIds
  }))
}

/** "Price 49.99 → 39.99, name A → B": what changed between two records, for the audit log's line. */
export const changedFields = <R extends Record<string, unknown>>(before: R, after: R, fields: ReadonlyArray<keyof R & string>): string =>
  fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => `${field} ${show(before[field])} → ${show(after[field])}`)
    .join(", ")

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "none"
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toFixed(2)
  const text = Array.isArray(value) ? value.join(" ") : String(value)
  // Words someone wrote (a name, a description) are isolated: bidirectional spoofing (direction-controls.ts).
  return typeof value === "boolean" ? text : isolated(text.length > 40 ? `${text.slice(0, 39)}…` : text)
}
