/**
 * How an exam card (src/api/catalog/catalog.ts ExamCard) is read: the columns, the
 * tables they come from, and the mapping of a row. Every query that lists
 * exams (pages, search, home, a package's exams) selects
 * `EXAM_CARD_COLUMNS FROM EXAM_CARD_SOURCE` and adds its own WHERE/ORDER BY,
 * so a card looks the same wherever it appears.
 */
import type { ExamCard, ExamLevel } from "../../src/api/catalog/catalog.ts"
import type { CategoryId, ExamId } from "../../src/api/shared/ids.ts"
import { availabilityOf, OFFER_COLUMNS, type OfferRow } from "../shared/exam-offers.ts"
import { toMoney, toMoneyOrNull } from "./money.ts"

/** Ids are typed with their brands: the database only holds ids it generated. */
export interface ExamCardRow extends OfferRow {
  readonly id: ExamId
  readonly name: string
  readonly slug: string
  readonly code: string
  readonly vendor: string
  /** The column's CHECK constraint allows only the contract's levels. */
  readonly level: ExamLevel
  readonly short_description: string
  readonly price: string | number
  readonly sale_price: string | number | null
  readonly validity_days: number
  readonly image: string | null
  readonly category_id: CategoryId
  readonly category_name: string
  readonly test_count: number
  readonly question_count: number
}

export const EXAM_CARD_COLUMNS = `
  e.id, e.name, e.slug, e.code, e.vendor, e.level, e.short_description, e.price, e.sale_price,
  e.validity_days, e.image, e.category_id, c.name AS category_name, t.test_count, t.question_count,
  ${OFFER_COLUMNS}`

/**
 * What a learner may see: an exam published, in a published
 * category and, when filed under one, a published sub-category. Every public
 * read of exams goes through PUBLIC_EXAMS (or EXAM_CARD_SOURCE, built on it).
 */
export const PUBLIC_EXAM_CONDITION = `e.published AND c.published AND (e.sub_category_id IS NULL OR EXISTS (
    SELECT 1 FROM sub_categories vs WHERE vs.id = e.sub_category_id AND vs.published))`

/** Aliases: e = the exams a learner may see, c = their category. */
export const PUBLIC_EXAMS = `
  exams e
  JOIN categories c ON c.id = e.category_id AND ${PUBLIC_EXAM_CONDITION}`

/** Aliases: e = exams, c = its category, t = its practice tests summed up, o = its offer (exam-offers.ts). */
export const EXAM_CARD_SOURCE = `${PUBLIC_EXAMS}
  JOIN exam_offers o ON o.exam_id = e.id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS test_count, COALESCE(sum(p.question_count), 0)::int AS question_count
    FROM practice_tests p WHERE p.exam_id = e.id
  ) t`

export const toExamCard = (row: ExamCardRow): ExamCard => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  code: row.code,
  vendor: row.vendor,
  level: row.level,
  shortDescription: row.short_description,
  price: toMoney(row.price),
  salePrice: toMoneyOrNull(row.sale_price),
  validityDays: row.validity_days,
  image: row.image,
  categoryId: row.category_id,
  categoryName: row.category_name,
  availability: availabilityOf(row),
  testCount: row.test_count,
  questionCount: row.question_count
})
