/**
 * How a record of the repository reads for the learner, written once for
 * the answers and the rules: whether an item is held, whether it can be
 * bought yet, what a line costs, and the whole state of both lists.
 *
 * - held ("owned"): an exam the learner has a subscription to that has not
 *   expired; a package whose exams the learner all holds. A package the
 *   learner holds only part of stays for sale at its full price: a package is
 *   a fixed offer, and the line lists which of its exams are held so the
 *   learner decides with that in view.
 * - coming soon: not on sale by the catalogue's one rule
 *   (src/domain/catalog/availability.ts): an exam whose bank does not hold
 *   the tests its page lists; a package with an exam that is not on sale.
 */
import type { CartCounts, CartItem, CartLine, CartState } from "../../src/api/cart/cart.ts"
import { packageAvailability } from "../../src/domain/catalog/availability.ts"
import type { ExamFacts, ItemRecord, LineRecord } from "./records.ts"

export const isOwned = (record: ItemRecord): boolean => record.exams.length > 0 && record.exams.every((exam) => exam.owned)

/** An exam line reads its exam's availability; a package line the package rule over its exams (the repository reads only published packages). */
export const isComingSoon = (record: ItemRecord): boolean =>
  record.item.kind === "exam"
    ? !(record.exams.length > 0 && record.exams.every((exam) => exam.onSale))
    : packageAvailability({
        visible: true,
        priceCents: record.priceCents,
        exams: record.exams.map((exam) => (exam.onSale ? "onSale" : "comingSoon"))
      }) === "comingSoon"

/** What the line costs now: the sale price when a sale runs. */
export const payCentsOf = (record: ItemRecord): number => record.salePriceCents ?? record.priceCents

export const sameItem = (a: CartItem, b: CartItem): boolean => a.kind === b.kind && a._id === b._id

/** The exam's vendor, or the package's exams' vendors, distinct, in the package's order. */
const vendorOf = (exams: ReadonlyArray<ExamFacts>): string => [...new Set(exams.map((exam) => exam.vendor).filter((vendor) => vendor !== ""))].join(", ")

export const toCartLine = (record: LineRecord): CartLine => ({
  _id: record.id,
  list: record.list,
  item: record.item,
  name: record.name,
  slug: record.slug,
  vendor: vendorOf(record.exams),
  priceCents: record.priceCents,
  salePriceCents: record.salePriceCents,
  payCents: payCentsOf(record),
  validityDays: record.validityDays,
  image: record.image,
  exams: record.exams.map((exam) => ({
    _id: exam.id,
    name: exam.name,
    slug: exam.slug,
    code: exam.code,
    vendor: exam.vendor,
    owned: exam.owned,
    comingSoon: !exam.onSale
  })),
  owned: isOwned(record),
  comingSoon: isComingSoon(record),
  addedAt: new Date(record.addedAt).toISOString()
})

export const countsOf = (records: ReadonlyArray<LineRecord>): CartCounts => ({
  cartList: records.filter((record) => record.list === "cart").length,
  wishList: records.filter((record) => record.list === "wishlist").length
})

/** Both lists in the order given; the subtotal sums only what can be bought now. */
export const stateOf = (records: ReadonlyArray<LineRecord>): CartState => {
  const cart = records.filter((record) => record.list === "cart")
  return {
    cart: cart.map(toCartLine),
    wishlist: records.filter((record) => record.list === "wishlist").map(toCartLine),
    counts: countsOf(records),
    subtotalCents: cart.filter((record) => !isOwned(record) && !isComingSoon(record)).reduce((sum, record) => sum + payCentsOf(record), 0)
  }
}
