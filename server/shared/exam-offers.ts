/**
 * The facts "on sale" is decided on (view exam_offers, migration 0031), as a
 * query reads them, and the domain's rule applied to them. Every read that
 * says whether an exam or package can be bought selects OFFER_COLUMNS from
 * a join with exam_offers aliased `o`, so they all ask the same question.
 */
import type { Availability } from "../../src/api/catalog/catalog.ts"
import { type ExamOffer, examAvailability, packageAvailability } from "../../src/domain/catalog/availability.ts"

/** The view's columns as a row holds them. */
export interface OfferRow {
  readonly offer_visible: boolean
  readonly offer_for_sale: boolean
  /** bigint: the driver may answer a string. */
  readonly offer_price_cents: string | number
  /** [[stated, held], …] in page order; json, already parsed by the driver (a string on some paths). */
  readonly offer_tests: ReadonlyArray<readonly [number, number]> | string
}

/** Select these with `JOIN exam_offers o ON o.exam_id = <exam id>`. */
export const OFFER_COLUMNS = `
  o.visible AS offer_visible, o.for_sale AS offer_for_sale, o.price_cents AS offer_price_cents, o.tests AS offer_tests`

export const offerOf = (row: OfferRow): ExamOffer => {
  const tests: ReadonlyArray<readonly [number, number]> = typeof row.offer_tests === "string" ? JSON.parse(row.offer_tests) : row.offer_tests
  return {
    visible: row.offer_visible,
    forSale: row.offer_for_sale,
    priceCents: Number(row.offer_price_cents),
    tests: tests.map(([stated, held]) => ({ stated: Number(stated), held: Number(held) }))
  }
}

export const availabilityOf = (row: OfferRow): Availability => examAvailability(offerOf(row))

/**
 * A package's exams' facts gathered in one json column (PACKAGE_OFFER_EXAMS):
 * each exam's row of exam_offers as an object with the OfferRow's keys.
 */
export const PACKAGE_OFFER_EXAMS = (packageId: string) => `
  COALESCE((
    SELECT json_agg(json_build_object(
      'offer_visible', o.visible, 'offer_for_sale', o.for_sale, 'offer_price_cents', o.price_cents, 'offer_tests', o.tests))
    FROM package_exams pe JOIN exam_offers o ON o.exam_id = pe.exam_id
    WHERE pe.package_id = ${packageId}), '[]'::json)`

/** A package's availability from its own facts and its exams' rows. */
export const packageAvailabilityOf = (
  pkg: { readonly visible: boolean; readonly priceCents: number },
  exams: ReadonlyArray<OfferRow> | string
): Availability => {
  const rows: ReadonlyArray<OfferRow> = typeof exams === "string" ? JSON.parse(exams) : exams
  return packageAvailability({ ...pkg, exams: rows.map(availabilityOf) })
}
