/**
 * The learner's cart and wishlist, kept on the server, and the
 * header's badges (spec §3 "Counters", §7 `GET /cart/getTotalCount`).
 *
 * Every call needs a signed-in learner and reads or writes only that
 * learner's lines: another learner's line answers 404, like an unknown one.
 * A line holds one exam or one package; an item has at most one line per
 * learner, in the cart or in the wishlist. Every change answers the whole new
 * state (both lists, the counts, the subtotal), so the browser replaces what
 * it shows with what the server holds and the badges change at once.
 *
 * Money is integer cents (src/api/shared/money.ts), read from the catalog at the
 * moment of the answer: a line never remembers a price. The checkout's quote
 * prices the cart again; nothing here is a promise of a price.
 *
 * Refusals (409, with a message the browser shows as it is): adding an item
 * already in that list; an exam the learner holds active (a subscription not
 * yet expired) or a package whose exams the learner all holds; to the cart,
 * an exam with no questions yet or a package none of whose exams has any
 * ("coming soon": the wishlist takes them); a list that holds
 * MAX_LINES_PER_LIST lines. An item the catalog does not sell answers 404.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Conflict, NotFound } from "../shared/errors.ts"
import { CartLineId, ExamId, PackageId } from "../shared/ids.ts"
import { Cents } from "../shared/money.ts"
import { Authorization } from "../shared/security.ts"

/** Lines a learner may keep in one list, and items one merge may bring. */
export const MAX_LINES_PER_LIST = 100

// ── What is bought ───────────────────────────────────────────────────────

/**
 * One exam or one package of the catalog, as the browser names it (the
 * catalog screens' `{ kind, _id }`; other fields are ignored).
 */
export const ExamItem = Schema.Struct({ kind: Schema.Literal("exam"), _id: ExamId })
export const PackageItem = Schema.Struct({ kind: Schema.Literal("package"), _id: PackageId })
export const CartItem = Schema.Union([ExamItem, PackageItem])
export type CartItem = typeof CartItem.Type

export const CartList = Schema.Literals(["cart", "wishlist"])
export type CartList = typeof CartList.Type

/** An exam a line grants: the exam itself, or each exam of a package. */
export const CartLineExam = Schema.Struct({
  _id: ExamId,
  name: Schema.String,
  slug: Schema.String,
  code: Schema.String,
  vendor: Schema.String,
  /** The learner holds it active (a subscription not yet expired). */
  owned: Schema.Boolean,
  /** No questions yet: it cannot be bought on its own. */
  comingSoon: Schema.Boolean
})
export type CartLineExam = typeof CartLineExam.Type

export const CartLine = Schema.Struct({
  _id: CartLineId,
  list: CartList,
  item: CartItem,
  name: Schema.String,
  /** The overview path is /exam-overview/{slug}/{id} or /package-overview/{slug}/{id}. */
  slug: Schema.String,
  /** The exam's vendor; for a package, its exams' vendors, distinct, in its order, joined by ", ". */
  vendor: Schema.String,
  /** The catalog's regular price now. */
  priceCents: Cents,
  /** The sale price now, or null when no sale runs. */
  salePriceCents: Schema.NullOr(Cents),
  /** What the line costs now: the sale price when one runs, else the price. */
  payCents: Cents,
  validityDays: Schema.Number,
  image: Schema.NullOr(Schema.String),
  /** What the line grants, each with whether the learner already holds it. */
  exams: Schema.Array(CartLineExam),
  /** The learner holds the exam (or every exam of the package) already: it cannot be bought. */
  owned: Schema.Boolean,
  /** No questions yet (for a package: in none of its exams): it cannot be bought yet. */
  comingSoon: Schema.Boolean,
  /** ISO 8601 instant the item entered the learner's lists. */
  addedAt: Schema.String
})
export type CartLine = typeof CartLine.Type

// ── The counts and the state ─────────────────────────────────────────────

export const CartCounts = Schema.Struct({ cartList: Schema.Number, wishList: Schema.Number })
export type CartCounts = typeof CartCounts.Type

export const CartCountsAnswer = Schema.Struct({ data: CartCounts })

export const CartState = Schema.Struct({
  /** Oldest first. */
  cart: Schema.Array(CartLine),
  wishlist: Schema.Array(CartLine),
  counts: CartCounts,
  /** The sum of payCents over the cart lines that can be bought (neither owned nor coming soon), before any coupon. */
  subtotalCents: Cents
})
export type CartState = typeof CartState.Type

export const CartStateAnswer = Schema.Struct({ data: CartState })

/** A change: what it did, in words, and the state after it. */
export const CartChangeAnswer = Schema.Struct({ message: Schema.String, data: CartState })
export type CartChangeAnswer = typeof CartChangeAnswer.Type

// ── Changes ──────────────────────────────────────────────────────────────

/** Adding an item already in the wishlist to the cart moves that line to the cart. */
export const AddToListPayload = Schema.Struct({ list: CartList, item: CartItem })
export type AddToListPayload = typeof AddToListPayload.Type

/** Moves a line to the other list (wishlist → cart checks the cart's refusals). */
export const MoveLinePayload = Schema.Struct({ to: CartList })
export type MoveLinePayload = typeof MoveLinePayload.Type

export const MERGE_TOO_MANY = `A cart to merge holds at most ${MAX_LINES_PER_LIST} items.`

/** The guest's browser cart, after sign-in: each item as "Add to cart" would take it. */
export const MergeCartPayload = Schema.Struct({
  items: Schema.Array(CartItem).check(Schema.isMaxLength(MAX_LINES_PER_LIST, { message: MERGE_TOO_MANY }))
})
export type MergeCartPayload = typeof MergeCartPayload.Type

/**
 * Why an item cannot enter a list: already in it (or, for the wishlist,
 * already in the cart), held already, coming soon (the cart only), not
 * sold, or the list is full. A merge fills the cart, so it never answers
 * "alreadyInWishlist" (an item in the wishlist moves to the cart).
 */
export const CartRefusalReason = Schema.Literals(["alreadyInCart", "alreadyInWishlist", "alreadyOwned", "comingSoon", "notSold", "listFull"])
export type CartRefusalReason = typeof CartRefusalReason.Type

export const MergeRefusal = Schema.Struct({
  item: CartItem,
  reason: CartRefusalReason,
  /** The same words a single add would answer. */
  message: Schema.String
})
export type MergeRefusal = typeof MergeRefusal.Type

export const MergeResult = Schema.Struct({
  /** Added to the cart (or moved there from the wishlist), in the order sent. */
  merged: Schema.Array(CartItem),
  refused: Schema.Array(MergeRefusal),
  cart: CartState
})
export type MergeResult = typeof MergeResult.Type

export const MergeAnswer = Schema.Struct({ message: Schema.String, data: MergeResult })
export type MergeAnswer = typeof MergeAnswer.Type

// Path ids stay plain strings: an address naming no possible line answers
// 404 like someone else's (src/api/shared/ids.ts, server/shared/path-id.ts).
const LineParams = { lineId: Schema.String }

export class CartGroup extends HttpApiGroup.make("cart")
  .add(
    HttpApiEndpoint.get("totalCount", "/cart/getTotalCount", { success: CartCountsAnswer }),
    HttpApiEndpoint.get("lines", "/cart/lines", { success: CartStateAnswer }),
    HttpApiEndpoint.post("add", "/cart/lines", { payload: AddToListPayload, success: CartChangeAnswer, error: [NotFound, Conflict] }),
    HttpApiEndpoint.delete("remove", "/cart/lines/:lineId", { params: LineParams, success: CartChangeAnswer, error: NotFound }),
    HttpApiEndpoint.post("move", "/cart/lines/:lineId/move", {
      params: LineParams,
      payload: MoveLinePayload,
      success: CartChangeAnswer,
      error: [NotFound, Conflict]
    }),
    HttpApiEndpoint.post("merge", "/cart/merge", { payload: MergeCartPayload, success: MergeAnswer })
  )
  .middleware(Authorization) {}
