/**
 * How a package card (src/api/catalog/catalog.ts PackageCard) is read, shared by the
 * package page, the package overview, the home page and the packages an exam
 * overview lists.
 *
 * separatePrice is the sum of the bundled exams' regular `price`, not their
 * sale prices: a sale is temporary, and the saving a package shows should
 * not shrink and grow as exam sales start and end.
 */
import type { PackageCard } from "../../src/api/catalog/catalog.ts"
import type { PackageId } from "../../src/api/shared/ids.ts"
import { type OfferRow, PACKAGE_OFFER_EXAMS, packageAvailabilityOf } from "../shared/exam-offers.ts"
import { toMoney, toMoneyOrNull } from "./money.ts"

export interface PackageCardRow {
  readonly id: PackageId
  readonly name: string
  readonly slug: string
  readonly short_description: string
  readonly price: string | number
  readonly sale_price: string | number | null
  readonly validity_days: number
  readonly image: string | null
  readonly exam_count: number
  readonly separate_price: string | number
  /** bigint: the driver may answer a string. */
  readonly price_cents: string | number
  /** Each bundled exam's offer (exam-offers.ts). */
  readonly exam_offers: ReadonlyArray<OfferRow> | string
}

export const PACKAGE_CARD_COLUMNS = `
  p.id, p.name, p.slug, p.short_description, p.price, p.sale_price, p.validity_days, p.image,
  b.exam_count, b.separate_price, (p.price * 100)::bigint AS price_cents, ${PACKAGE_OFFER_EXAMS("p.id")} AS exam_offers`

/** Aliases: p = the published packages (a learner sees no other), b = its bundled exams summed up. */
export const PACKAGE_CARD_SOURCE = `
  (SELECT * FROM packages WHERE published) p
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS exam_count, COALESCE(sum(x.price), 0) AS separate_price
    FROM package_exams pe JOIN exams x ON x.id = pe.exam_id
    WHERE pe.package_id = p.id
  ) b`

export const toPackageCard = (row: PackageCardRow): PackageCard => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  shortDescription: row.short_description,
  price: toMoney(row.price),
  salePrice: toMoneyOrNull(row.sale_price),
  validityDays: row.validity_days,
  image: row.image,
  // Every package read here is published (PACKAGE_CARD_SOURCE).
  availability: packageAvailabilityOf({ visible: true, priceCents: Number(row.price_cents) }, row.exam_offers),
  examCount: row.exam_count,
  separatePrice: toMoney(row.separate_price)
})
