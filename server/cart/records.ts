/**
 * What the cart's repository answers, before the rules read it: an item of
 * the catalog with the facts the rules need (its exams, each with whether it
 * is on sale and whether this learner holds it), and the learner's lines.
 * The SQL (repository.ts) answers these shapes; cart-lines.ts turns them
 * into the contract's.
 */
import type { Effect, Option } from "effect"
import type { CartCounts, CartItem, CartList } from "../../src/api/cart/cart.ts"
import type { CartLineId, ExamId } from "../../src/api/shared/ids.ts"

/** An exam a line grants, as the learner stands with it now. */
export interface ExamFacts {
  readonly id: ExamId
  readonly name: string
  readonly slug: string
  readonly code: string
  readonly vendor: string
  /** On sale by the catalogue's one rule (src/domain/catalog/availability.ts). */
  readonly onSale: boolean
  /** The learner has a subscription to it that has not expired. */
  readonly owned: boolean
}

/** An exam or package the catalog sells, priced now, in cents. */
export interface ItemRecord {
  readonly item: CartItem
  readonly name: string
  readonly slug: string
  readonly priceCents: number
  readonly salePriceCents: number | null
  readonly validityDays: number
  readonly image: string | null
  /** The exam itself, or the package's exams in the package's order. */
  readonly exams: ReadonlyArray<ExamFacts>
}

/** Which list holds which item, for the learner. */
export interface LineRef {
  readonly id: CartLineId
  readonly list: CartList
  readonly item: CartItem
  /** The item's name, for the answer's sentence. */
  readonly name: string
}

export interface LineRecord extends ItemRecord, LineRef {
  /** Epoch milliseconds. */
  readonly addedAt: number
}

export interface CartRepositoryShape {
  /**
   * Runs `body` as one transaction that holds the learner's cart lock, so
   * one learner's changes never interleave (two tabs adding at once, a merge
   * while adding); a failure of `body` rolls it back.
   */
  readonly exclusive: <A, E, R>(userId: string, body: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  readonly counts: (userId: string) => Effect.Effect<CartCounts>
  /** The learner's lines, both lists, in the order they were added; `now` decides what is held. */
  readonly lines: (userId: string, now: number) => Effect.Effect<ReadonlyArray<LineRecord>>
  /** The item as the catalog sells it now, or none when the catalog does not. */
  readonly item: (userId: string, item: CartItem, now: number) => Effect.Effect<Option.Option<ItemRecord>>
  readonly lineOfItem: (userId: string, item: CartItem) => Effect.Effect<Option.Option<LineRef>>
  /** The learner's line; another learner's is none, like an unknown one. */
  readonly lineById: (userId: string, lineId: CartLineId) => Effect.Effect<Option.Option<LineRef>>
  readonly insert: (userId: string, list: CartList, item: CartItem, now: number) => Effect.Effect<void>
  readonly setList: (userId: string, lineId: CartLineId, list: CartList) => Effect.Effect<void>
  readonly remove: (userId: string, lineId: CartLineId) => Effect.Effect<void>
}
