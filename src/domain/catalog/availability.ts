/**
 * One rule for "on sale", read by the server (every public answer, the cart,
 * the checkout, the operator's catalogue) and the browser (the guest's cart,
 * the pages): the shop sells only what it can deliver.
 *
 * An exam is on sale when a learner may see it (published, in published
 * parents), its operator has put it on sale, it has a price, and its question
 * bank holds every practice test its page lists, each with exactly the
 * number of questions the page states. A package is on sale when a learner
 * may see it, it has a price, and every exam in it is on sale. Anything else
 * is coming soon: shown with its planned tests, never sold.
 */
import type { Availability } from "../../api/catalog/catalog.ts"

/** A practice test as its page states it and as its bank holds it. */
export interface TestStock {
  /** The questions the page promises. */
  readonly stated: number
  /** The current (not retired) questions the bank holds. */
  readonly held: number
}

/** The facts about an exam the rule reads. */
export interface ExamOffer {
  /** Published, in a published category and (when filed under one) sub-category. */
  readonly visible: boolean
  /** The operator's "put on sale". */
  readonly forSale: boolean
  readonly priceCents: number
  /** Its practice tests in page order. */
  readonly tests: ReadonlyArray<TestStock>
}

/** Why an exam is not on sale, in the order an operator would fix them. */
export type NotOnSaleReason =
  | { readonly kind: "hidden" }
  | { readonly kind: "notForSale" }
  | { readonly kind: "noPrice" }
  | { readonly kind: "noTests" }
  /** `index` is the test's place on the page (0 for the first). */
  | { readonly kind: "testShort"; readonly index: number; readonly stated: number; readonly held: number }

/** A test the bank can deliver as stated: at least one question, exactly as many as promised. */
export const testDeliverable = (test: TestStock): boolean => test.stated > 0 && test.held === test.stated

/**
 * What stands between the exam and its sale, whether or not the operator
 * has asked for it: `notForSale` is left out, so the operator's "put on
 * sale" can be refused with the reasons that remain.
 */
export const undeliverableReasons = (offer: Omit<ExamOffer, "forSale">): ReadonlyArray<NotOnSaleReason> => {
  const reasons: Array<NotOnSaleReason> = []
  if (!offer.visible) reasons.push({ kind: "hidden" })
  if (offer.priceCents <= 0) reasons.push({ kind: "noPrice" })
  if (offer.tests.length === 0) reasons.push({ kind: "noTests" })
  offer.tests.forEach((test, index) => {
    if (!testDeliverable(test)) reasons.push({ kind: "testShort", index, stated: test.stated, held: test.held })
  })
  return reasons
}

/** Every reason the exam is not on sale; none when it is. */
export const notOnSaleReasons = (offer: ExamOffer): ReadonlyArray<NotOnSaleReason> => {
  const reasons = undeliverableReasons(offer)
  return offer.forSale ? reasons : [{ kind: "notForSale" }, ...reasons]
}

export const examAvailability = (offer: ExamOffer): Availability => (notOnSaleReasons(offer).length === 0 ? "onSale" : "comingSoon")

/** The facts about a package the rule reads: its own, and its exams' availability. */
export interface PackageOffer {
  readonly visible: boolean
  readonly priceCents: number
  readonly exams: ReadonlyArray<Availability>
}

export const packageAvailability = (offer: PackageOffer): Availability =>
  offer.visible && offer.priceCents > 0 && offer.exams.length > 0 && offer.exams.every((exam) => exam === "onSale") ? "onSale" : "comingSoon"

/** Can be bought now (not to be confused with price.ts `isOnSale`: a sale price running). */
export const isBuyable = (item: { readonly availability: Availability }): boolean => item.availability === "onSale"

/** The coming-soon ones among a package's exams (or any list), in their order: what keeps the package off sale. */
export const comingSoonAmong = <T extends { readonly availability: Availability }>(items: ReadonlyArray<T>): ReadonlyArray<T> =>
  items.filter((item) => !isBuyable(item))
