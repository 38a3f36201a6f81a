/**
 * What the checkout's repository stores and answers, before the rules read
 * it: a quote as written, an order (OrderRecord, shared with the orders
 * module), what the gateway told about a card, and the repository's calls.
 * The SQL (repository.ts) answers these shapes.
 */
import type { Effect, Option } from "effect"
import type { CouponResult, DeclineReason, QuoteLine } from "../../../src/api/cart/checkout.ts"
import type { OrderId, QuoteId } from "../../../src/api/shared/ids.ts"
import type { CardBrand } from "../../platform/payments/gateway.ts"
import type { OrderRecord } from "./order-record.ts"
import type { Recipient } from "./receipts/receipt-mail.ts"

/** A quote as stored (table quotes): the price of the learner's cart at one moment. */
export interface QuoteRecord {
  readonly id: QuoteId
  readonly userId: string
  readonly lines: ReadonlyArray<QuoteLine>
  /** The cart's items, sorted `kind:id` list (cartFingerprint in pricing.ts). */
  readonly cartFingerprint: string
  readonly subtotalCents: number
  readonly coupon: (CouponResult & { readonly couponId: string | null }) | null
  readonly totalCents: number
  readonly expiresAt: Date
}

export type NewQuote = Omit<QuoteRecord, "id">

/** What the gateway told about the card of an order; null before a charge (or for a total of 0). */
export interface CardFacts {
  readonly chargeId: string | null
  readonly brand: CardBrand | null
  readonly last4: string | null
}

export const NO_CARD: CardFacts = { chargeId: null, brand: null, last4: null }

/** Why an order failed: the card's decline code (null when nothing was charged at all) and the sentence shown. */
export interface Failure {
  readonly declineCode: DeclineReason | null
  readonly message: string
}

/** A background job's turn: held by one server until it ends or the lease runs out. */
export interface Lease {
  readonly name: string
  /** Who holds it (a random id per server process). */
  readonly holder: string
  readonly seconds: number
}

/**
 * What writing an order pending did: created it, found the one already
 * under the key, or found ANOTHER payment of the learner's under way (one
 * pending order per learner, migration 0015).
 */
export type OrderInsert =
  | { readonly _tag: "Created"; readonly order: OrderRecord }
  | { readonly _tag: "Existing"; readonly order: OrderRecord }
  | { readonly _tag: "OtherPending" }

export interface CheckoutRepositoryShape {
  readonly insertQuote: (quote: NewQuote) => Effect.Effect<QuoteRecord>
  /** The learner's quote; another learner's is none, like an unknown id. */
  readonly quote: (userId: string, quoteId: QuoteId) => Effect.Effect<Option.Option<QuoteRecord>>
  /**
   * Writes the order of `quote` pending under the learner's key, or finds
   * the one already written under it (the unique (user, key) index: two
   * racing requests make one order), or finds that another order of the
   * learner's is pending (the one-pending index: two keys racing make one).
   */
  readonly insertOrder: (quote: QuoteRecord, idempotencyKey: string, at: Date) => Effect.Effect<OrderInsert>
  /** The learner's payment under way, if any (at most one). */
  readonly pendingOf: (userId: string) => Effect.Effect<Option.Option<OrderRecord>>
  readonly orderByKey: (userId: string, idempotencyKey: string) => Effect.Effect<Option.Option<OrderRecord>>
  /** The learner's order; another learner's is none. */
  readonly orderById: (userId: string, orderId: OrderId) => Effect.Effect<Option.Option<OrderRecord>>
  /** Any order, by id (the reconciler and the settling steps read the order again). */
  readonly order: (orderId: OrderId) => Effect.Effect<Option.Option<OrderRecord>>
  /** Notes the 3-D Secure step a pending order waits for, with the card facts; nothing when it is no longer pending. */
  readonly awaitConfirmation: (orderId: OrderId, confirmationId: string, card: CardFacts) => Effect.Effect<void>
  /**
   * Marks the order paid and fulfilled, with its receipt number (the next of
   * the receipt sequence), ONLY while it is pending: one conditional
   * statement, so of two fulfilments one does it and the other gets none.
   */
  readonly markPaid: (orderId: OrderId, card: CardFacts, paidAt: Date) => Effect.Effect<Option.Option<OrderRecord>>
  /** Marks the order failed ONLY while it is pending; none when it was settled already. */
  readonly markFailed: (orderId: OrderId, failure: Failure, card: CardFacts, at: Date) => Effect.Effect<Option.Option<OrderRecord>>
  /**
   * What a paid order grants, from `paidAt`: an exam subscription per exam
   * line (its validity days), and per package line a package subscription
   * with a subscription per exam of the package (the package's validity).
   * One grant of an exam per order (migration 0013): an exam both alone and
   * in a package of the same order is granted once, through the package,
   * until the later of the two ends.
   */
  readonly grant: (order: OrderRecord, paidAt: Date) => Effect.Effect<void>
  /** Where the receipt goes. */
  readonly recipient: (userId: string) => Effect.Effect<Recipient>
  /** Orders still pending, oldest first, at most `limit`. */
  readonly pending: (limit: number) => Effect.Effect<ReadonlyArray<OrderRecord>>
  /** Takes the lease when nobody holds it (or its holder's ran out); false when another holder has it. */
  readonly claimLease: (lease: Lease) => Effect.Effect<boolean>
  readonly releaseLease: (lease: Lease) => Effect.Effect<void>
}
