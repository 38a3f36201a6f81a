/**
 * The checkout's rules: pricing the learner's cart into a quote,
 * paying it once per idempotency key, the 3-D Secure step, what became of a
 * key, fulfilment, and the reconciler's pass. No SQL and no HTTP here.
 *
 * An order's life (docs/decisions/checkout.md):
 *  1. Paying checks the card (400 naming the field), then the quote: the
 *     learner's, not expired, and the cart priced NOW equal to it to the
 *     cent (409 with the reason otherwise).
 *  2. ONE transaction writes the order `pending` under the learner's key
 *     (the unique (user, key) index makes racing requests one order) and
 *     reserves the coupon's use (the last use refused: 409, no order).
 *  3. OUTSIDE any transaction the gateway charges the total. The gateway's
 *     idempotency key is the ORDER's id, so the same order is the same
 *     charge however often it is asked (a retry, a reload, the reconciler),
 *     and two learners' keys never meet at the processor.
 *  4. Succeeded: fulfilment (one transaction, only while still pending).
 *     3-D Secure: the confirmation id is noted and the browser confirms.
 *     Declined: the order fails, the coupon's use is given back, the cart
 *     is kept. A defect or a lost connection leaves it pending: a retry,
 *     the payment-by-key call or the reconciler settles it from the
 *     gateway's answer.
 *
 * A total of 0 (a coupon that takes the whole price) charges nothing: the
 * order is fulfilled at once, with no card facts.
 *
 * Every settling step is conditional on the order still being pending, so
 * the pay call, the confirm call, the payment-by-key call and the reconciler
 * may race on one order: exactly one of them fulfils (or fails) it, and the
 * others answer what it became. Should a charge go through for an order
 * that failed meanwhile (a retry racing the reconciler's 15 minutes), the
 * charge is refunded at once: money is never kept for a failed order.
 */
import { Clock, Context, Duration, Effect, Layer, Option, Result } from "effect"
import { randomUUID } from "node:crypto"
import {
  type ConfirmPaymentRequest,
  type CouponRefusal,
  type PaymentOutcome,
  type PaymentRequest,
  QUOTE_LIFETIME_MINUTES,
  type QuoteAnswer,
  type QuotePayload
} from "../../../src/api/cart/checkout.ts"
import { Conflict, Invalid, NotFound } from "../../../src/api/shared/errors.ts"
import { NotificationsService } from "../../account/notifications/service.ts"
import { type AppliedCoupon, CouponsService } from "../coupons/service.ts"
import { CartService } from "../service.ts"
import { Transaction } from "../../platform/db/transaction.ts"
import { ShopMetrics } from "../../platform/observability/shop-metrics.ts"
import { checkCard } from "../../platform/payments/card-check.ts"
import { type CardDetails, type Charge, type ChargeRecord, type ConfirmationId, type InvalidPayment, PaymentGateway } from "../../platform/payments/gateway.ts"
import * as Messages from "./messages.ts"
import type { OrderRecord } from "./order-record.ts"
import { declinedOutcome, paidOutcome, requiresActionOutcome } from "./outcome.ts"
import { CheckoutPolicy } from "./policy.ts"
import { cartFingerprint, differenceOf, priceCart } from "./pricing.ts"
import { ReceiptMail } from "./receipts/receipt-mail.ts"
import { type CardFacts, type Failure, NO_CARD } from "./records.ts"
import { CheckoutRepository } from "./repository.ts"

/** A pending order with nothing charged is failed after this long (its quote has expired by then too). */
export const STALE_PENDING_MINUTES = 15
/** The payment-by-key call fails a pending order with nothing charged once it is this old: its request is gone. */
export const ABANDONED_AFTER_SECONDS = 60
/** How often, and how far apart, the payment-by-key call asks again about a payment still under way. */
const SETTLE_ATTEMPTS = 10
const SETTLE_PAUSE = Duration.millis(200)
/** Orders the reconciler settles in one pass; the next pass takes the rest. */
const RECONCILE_BATCH = 500
/** The reconciler's lease: one server at a time, for at most this long if it dies holding it. */
export const RECONCILER_LEASE = { name: "checkout-reconciler", seconds: 300 } as const

/** What one pass of the reconciler did. */
export interface ReconcileReport {
  /** False when another server holds the reconciler's lease: this pass did nothing. */
  readonly ran: boolean
  readonly paid: number
  readonly failed: number
  /** Pending orders left for later (a payment under way, a 3-D Secure step not yet due). */
  readonly left: number
}

/** The card's problem as the contract's 400, naming the request's field. */
const invalidOf = (error: InvalidPayment): Invalid => {
  const path = `card.${error.field}`
  return new Invalid({ message: error.message, issues: [{ path, message: error.message }] })
}

const cardFactsOf = (charge: Pick<Charge, "chargeId" | "brand" | "last4">): CardFacts => ({
  chargeId: charge.chargeId,
  brand: charge.brand,
  last4: charge.last4
})

const refusalOf = (refused: {
  readonly reason: CouponRefusal["reason"]
  readonly code: string
  readonly message: string
  readonly shortByCents?: number | undefined
}): CouponRefusal => ({
  reason: refused.reason,
  code: refused.code,
  message: refused.message,
  ...(refused.shortByCents === undefined ? {} : { shortByCents: refused.shortByCents })
})

export class CheckoutService extends Context.Service<
  CheckoutService,
  {
    /** Prices the cart now; a refused coupon comes beside the quote, which is then priced without it. */
    readonly quote: (userId: string, payload: QuotePayload) => Effect.Effect<QuoteAnswer, Conflict>
    readonly pay: (userId: string, request: PaymentRequest) => Effect.Effect<PaymentOutcome, Invalid | NotFound | Conflict>
    readonly confirm: (userId: string, request: ConfirmPaymentRequest) => Effect.Effect<PaymentOutcome, NotFound>
    /** What became of the learner's key (a reload mid-payment); settles a pending order from the gateway's answer. */
    readonly payment: (userId: string, idempotencyKey: string) => Effect.Effect<PaymentOutcome, NotFound | Conflict>
    /** One pass of the reconciler over the pending orders. */
    readonly reconcile: Effect.Effect<ReconcileReport>
  }
>()("exam-shop/CheckoutService") {
  static readonly layerNoDeps = Layer.effect(
    CheckoutService,
    Effect.gen(function* () {
      const repository = yield* CheckoutRepository
      const policy = yield* CheckoutPolicy
      const cart = yield* CartService
      const coupons = yield* CouponsService
      const gateway = yield* PaymentGateway
      const transaction = yield* Transaction
      const notifications = yield* NotificationsService
      const receipts = yield* ReceiptMail
      // Orders paid are counted for /metrics; absent in the in-memory tests.
      const metrics = yield* Effect.serviceOption(ShopMetrics)
      // Names this instance as the holder of the reconciler's lease (a pass builds its own instance).
      const reconcilerHolder = randomUUID()

      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      /** The gateway's idempotency key of an order's charge: the order's own id (see above). */
      const chargeKeyOf = (order: OrderRecord) => order.id

      // ── Pricing ──────────────────────────────────────────────────────

      /** The cart priced now, with the coupon's result or its refusal. */
      const price = Effect.fn("CheckoutService.price")(function* (userId: string, couponCode: string | null, at: Date) {
        const lines = yield* cart.toBuy(userId)
        if (lines.length === 0) return yield* new Conflict({ message: Messages.CART_EMPTY })
        if (couponCode === null) return { priced: priceCart(lines, null), refusal: null }
        const subtotalCents = lines.reduce((sum, line) => sum + line.payCents, 0)
        const evaluated = yield* Effect.result(coupons.evaluate(couponCode, userId, subtotalCents, at))
        return Result.isSuccess(evaluated)
          ? { priced: priceCart(lines, evaluated.success), refusal: null }
          : { priced: priceCart(lines, null), refusal: refusalOf(evaluated.failure) }
      })

      const quote = Effect.fn("CheckoutService.quote")(function* (userId: string, payload: QuotePayload) {
        const at = yield* now
        const { priced, refusal } = yield* price(userId, payload.couponCode, at)
        const record = yield* repository.insertQuote({
          userId,
          lines: priced.lines,
          cartFingerprint: priced.cartFingerprint,
          subtotalCents: priced.subtotalCents,
          coupon: priced.coupon === null ? null : couponOf(priced.coupon),
          totalCents: priced.totalCents,
          expiresAt: new Date(at.getTime() + QUOTE_LIFETIME_MINUTES * 60_000)
        })
        return {
          data: {
            _id: record.id,
            lines: record.lines,
            subtotalCents: record.subtotalCents,
            coupon: record.coupon === null ? null : answerCoupon(record.coupon),
            totalCents: record.totalCents,
            expiresAt: record.expiresAt.toISOString()
          },
          couponRefusal: refusal
        } satisfies QuoteAnswer
      })

      // ── Settling an order ────────────────────────────────────────────

      /** The order as it stands now (after a conditional step found it settled by someone else). */
      const reread = (order: OrderRecord) =>
        Effect.flatMap(
          repository.order(order.id),
          Option.match({
            onNone: () => Effect.die(new Error(`Order ${order.id} vanished while being settled`)),
            onSome: Effect.succeed
          })
        )

      /** Gives back a charge that went through for an order that had failed meanwhile. */
      const refundStray = (order: OrderRecord, card: CardFacts) =>
        card.chargeId === null || order.totalCents === 0
          ? Effect.void
          : gateway.refund(card.chargeId as Charge["chargeId"], order.totalCents).pipe(
              Effect.tap(() => Effect.logWarning(`Order ${order.id} had failed before its charge went through: the charge was refunded`)),
              Effect.catchCause((cause) => Effect.logError(`Order ${order.id} failed but its charge could not be refunded`, cause)),
              Effect.asVoid
            )

      /**
       * Fulfilment: ONE transaction that marks the order paid (only while it
       * is pending) and creates what it grants, empties the bought lines
       * from the cart, notifies the learner and records the receipt letter.
       * A second fulfilment finds it paid and does nothing.
       */
      const fulfil = (order: OrderRecord, card: CardFacts): Effect.Effect<PaymentOutcome> =>
        Effect.gen(function* () {
          const paidAt = yield* now
          const paid = yield* transaction.run(
            Effect.gen(function* () {
              const marked = yield* repository.markPaid(order.id, card, paidAt)
              if (Option.isNone(marked)) return marked
              const record = marked.value
              yield* repository.grant(record, paidAt)
              yield* cart.removeBought(
                record.userId,
                record.lines.map((line) => line.item)
              )
              yield* notifications.add(
                record.userId,
                Messages.PAYMENT_RECEIVED_TITLE,
                Messages.paymentReceived(
                  record.totalCents,
                  record.receiptNumber ?? "",
                  record.lines.some((line) => line.item.kind === "package")
                )
              )
              yield* receipts.paid(record, yield* repository.recipient(record.userId))
              return marked
            })
          )
          if (Option.isSome(paid)) {
            // Committed: this fulfilment is the one that paid it.
            if (Option.isSome(metrics)) metrics.value.orderPaid()
            return paidOutcome(paid.value)
          }
          const current = yield* reread(order)
          if (current.status === "failed") {
            yield* refundStray(current, card)
            return declinedOutcome(current)
          }
          return paidOutcome(current)
        }).pipe(Effect.withSpan("CheckoutService.fulfil"))

      /** Fails the order (only while pending) and gives its coupon use back, in one transaction. */
      const fail = (order: OrderRecord, failure: Failure, card: CardFacts): Effect.Effect<PaymentOutcome> =>
        Effect.gen(function* () {
          const at = yield* now
          const failed = yield* transaction.run(
            Effect.gen(function* () {
              const marked = yield* repository.markFailed(order.id, failure, card, at)
              const couponId = Option.isSome(marked) ? (marked.value.coupon?.couponId ?? null) : null
              if (couponId !== null) yield* coupons.release(couponId, order.userId, order.id)
              return marked
            })
          )
          const current = Option.isSome(failed) ? failed.value : yield* reread(order)
          return current.status === "failed" ? declinedOutcome(current) : paidOutcome(current)
        }).pipe(Effect.withSpan("CheckoutService.fail"))

      /** Charges the order's total with its key (the same order, the same charge) and settles it by the answer. */
      const charge = (order: OrderRecord, card: CardDetails): Effect.Effect<PaymentOutcome, Invalid | Conflict> =>
        order.totalCents === 0
          ? fulfil(order, NO_CARD)
          : gateway.charge({ idempotencyKey: chargeKeyOf(order), amountCents: order.totalCents, currency: order.currency, card }).pipe(
              Effect.matchEffect({
                onSuccess: (charged): Effect.Effect<PaymentOutcome> =>
                  charged.status === "succeeded"
                    ? fulfil(order, cardFactsOf(charged))
                    : Effect.as(
                        repository.awaitConfirmation(order.id, charged.confirmationId, cardFactsOf(charged)),
                        requiresActionOutcome(order.id, charged.confirmationId)
                      ),
                onFailure: (error): Effect.Effect<PaymentOutcome, Invalid | Conflict> => {
                  switch (error._tag) {
                    case "CardDeclined":
                      return fail(order, { declineCode: error.code, message: error.message }, cardFactsOf(error))
                    case "IdempotencyKeyReused":
                      return Effect.fail(new Conflict({ message: error.message }))
                    case "InvalidPayment":
                      // Checked before the order was written; only an impossible amount gets here.
                      return Effect.andThen(fail(order, { declineCode: null, message: error.message }, NO_CARD), Effect.fail(invalidOf(error)))
                  }
                }
              }),
              Effect.withSpan("CheckoutService.charge")
            )

      /** Settles a pending order from what the gateway recorded under its key; none when it cannot tell yet. */
      const fromRecord = (
        order: OrderRecord,
        record: ChargeRecord,
        card: Option.Option<CardDetails>
      ): Effect.Effect<Option.Option<PaymentOutcome>, Invalid | Conflict> => {
        switch (record.status) {
          case "succeeded":
          case "refunded":
            return Effect.map(fulfil(order, cardFactsOf(record)), Option.some)
          case "declined": {
            const code = record.declineCode ?? "card_declined"
            return Effect.map(fail(order, { declineCode: code, message: Messages.DECLINE_MESSAGES[code] }, cardFactsOf(record)), Option.some)
          }
          case "requires_action":
            if (order.confirmationId !== null) return Effect.succeed(Option.some(requiresActionOutcome(order.id, order.confirmationId)))
            // The charge answered a confirmation step the order never noted (a crash in between): asking
            // again with the card answers the same step; without the card, nobody can tell yet.
            return Option.isSome(card) ? Effect.map(charge(order, card.value), Option.some) : Effect.succeed(Option.none())
        }
      }

      /**
       * What an order answers now; none when a pending order cannot be
       * settled yet (nothing charged, and no card to charge with). A pending
       * one is settled from the gateway: charged → fulfilled, declined →
       * failed; with the card in hand (the same key paid again) a charge
       * that never happened is made now, under the same key, so it is still
       * one charge.
       */
      const settle = (order: OrderRecord, card: Option.Option<CardDetails>): Effect.Effect<Option.Option<PaymentOutcome>, Invalid | Conflict> => {
        switch (order.status) {
          case "paid":
          case "refunded":
            return Effect.succeed(Option.some(paidOutcome(order)))
          case "failed":
            return Effect.succeed(Option.some(declinedOutcome(order)))
          case "pending":
            if (order.totalCents === 0) return Effect.map(fulfil(order, NO_CARD), Option.some)
            return Effect.flatMap(gateway.retrieve(chargeKeyOf(order)), (found) => {
              if (Option.isSome(found)) return fromRecord(order, found.value, card)
              return Option.isSome(card) ? Effect.map(charge(order, card.value), Option.some) : Effect.succeed(Option.none())
            })
        }
      }

      // ── Paying ──────────────────────────────────────────────────────

      /** The same key again: the same order's outcome, never a second charge; another cart under it is refused. */
      const again = Effect.fn("CheckoutService.again")(function* (userId: string, order: OrderRecord, request: PaymentRequest) {
        if (order.quoteId !== request.quoteId) {
          const named = yield* repository.quote(userId, request.quoteId)
          if (Option.isNone(named) || named.value.cartFingerprint !== order.cartFingerprint) {
            return yield* new Conflict({ message: Messages.KEY_OTHER_CART })
          }
        }
        const settled = yield* settle(order, Option.some(request.card))
        return yield* Option.match(settled, {
          // Only reachable without a card; the card is in hand here.
          onNone: () => Effect.die(new Error(`Order ${order.id} could not be settled with its card`)),
          onSome: Effect.succeed
        })
      })

      /**
       * One payment under way per learner: a second tab paying under another
       * key must not charge while the first may still be charging. The
       * learner's pending order is settled from the gateway first; one still
       * waiting for its 3-D Secure step is failed (nothing was charged, and a
       * confirmation arriving later answers "failed" without asking the
       * bank); one whose charge may be in flight right now refuses the new
       * payment (409) until it settles.
       */
      const makeWay = Effect.fn("CheckoutService.makeWay")(function* (userId: string, idempotencyKey: string) {
        const other = yield* repository.pendingOf(userId)
        // None, or this very key written a moment ago by a racing request: writing the order answers it as a retry.
        if (Option.isNone(other) || other.value.idempotencyKey === idempotencyKey) return
        const settled = yield* settleWithoutCard(other.value)
        if (Option.isSome(settled) && settled.value.status !== "requires_action") return
        if (Option.isSome(settled) || ageOf(other.value, yield* now) >= ABANDONED_AFTER_SECONDS * 1000) {
          const reason = Option.isSome(settled) ? Messages.CONFIRMATION_REPLACED : Messages.NOT_CHARGED
          yield* fail(other.value, { declineCode: null, message: reason }, NO_CARD)
          return
        }
        return yield* new Conflict({ message: Messages.OTHER_PAYMENT_UNDER_WAY })
      })

      const pay = Effect.fn("CheckoutService.pay")(function* (userId: string, request: PaymentRequest) {
        // The card first: nothing is written for a card that cannot be one.
        yield* checkCard(request.card).pipe(Effect.mapError(invalidOf))
        const existing = yield* repository.orderByKey(userId, request.idempotencyKey)
        if (Option.isSome(existing)) return yield* again(userId, existing.value, request)
        return yield* payNew(userId, request).pipe(
          // A request with the same key may have paid since the look-up above (and emptied the cart,
          // so this one's checks refuse): the key's order is then this request's answer, as for a retry.
          Effect.catchTag("Conflict", (conflict) =>
            Effect.flatMap(repository.orderByKey(userId, request.idempotencyKey), (paidMeanwhile) =>
              Option.isSome(paidMeanwhile) ? again(userId, paidMeanwhile.value, request) : Effect.fail(conflict)
            )
          )
        )
      })

      /** Paying under a key no order had when it was looked up. */
      const payNew = Effect.fn("CheckoutService.payNew")(function* (userId: string, request: PaymentRequest) {
        yield* makeWay(userId, request.idempotencyKey)

        const at = yield* now
        const quote = yield* policy.ownQuote(yield* repository.quote(userId, request.quoteId))
        if (at.getTime() >= quote.expiresAt.getTime()) return yield* new Conflict({ message: Messages.QUOTE_EXPIRED })
        const { priced, refusal } = yield* price(userId, quote.coupon?.code ?? null, at)
        const difference = differenceOf(quote, priced, refusal?.message ?? null)
        if (difference !== undefined) return yield* new Conflict({ message: difference })

        const written = yield* transaction.run(
          Effect.gen(function* () {
            const written = yield* repository.insertOrder(quote, request.idempotencyKey, at)
            if (written._tag === "Created") {
              // Read the cart again AFTER writing the order: the insert waited for any payment of this
              // learner's that was being fulfilled meanwhile (the one-pending index), so this read sees
              // what it bought. Without it, a second key checked before that fulfilment committed would
              // charge for the same cart again.
              const current = yield* cart.toBuy(userId)
              if (cartFingerprint(current.map((line) => line.item)) !== quote.cartFingerprint) {
                return yield* new Conflict({ message: Messages.CART_CHANGED })
              }
            }
            if (written._tag === "Created" && quote.coupon !== null) {
              const couponId = quote.coupon.couponId
              if (couponId === null) return yield* new Conflict({ message: Messages.couponChanged(quote.coupon.code) })
              yield* coupons
                .reserve({ couponId, code: quote.coupon.code }, userId, written.order.id)
                .pipe(Effect.mapError((refused) => new Conflict({ message: Messages.couponNoLonger(refused.message) })))
            }
            return written
          })
        )
        switch (written._tag) {
          case "Created":
            return yield* charge(written.order, request.card)
          case "Existing":
            // Another request with the same key wrote it first: answer as that key's retry.
            return yield* again(userId, written.order, request)
          case "OtherPending":
            // Another key of the learner's won the race to pay: one payment at a time.
            return yield* new Conflict({ message: Messages.OTHER_PAYMENT_UNDER_WAY })
        }
      })

      // ── 3-D Secure and reloads ──────────────────────────────────────

      const confirm = Effect.fn("CheckoutService.confirm")(function* (userId: string, request: ConfirmPaymentRequest) {
        const order = yield* policy.ownConfirmation(yield* repository.orderById(userId, request.orderId), request.confirmationId)
        // Settled already (confirmed before, or failed by the reconciler): the same answer, nothing asked of the bank.
        if (order.status !== "pending") return declinedOrPaid(order)
        return yield* gateway.confirm(request.confirmationId as ConfirmationId, request.approve).pipe(
          Effect.matchEffect({
            onSuccess: (charged) => fulfil(order, cardFactsOf(charged)),
            onFailure: (error): Effect.Effect<PaymentOutcome, NotFound> =>
              error._tag === "CardDeclined"
                ? fail(order, { declineCode: error.code, message: error.message }, cardFactsOf(error))
                : Effect.fail(new NotFound({ message: Messages.CONFIRMATION_NOT_FOUND }))
          })
        )
      })

      const declinedOrPaid = (order: OrderRecord) => (order.status === "failed" ? declinedOutcome(order) : paidOutcome(order))

      /** How old an order is, in milliseconds. */
      const ageOf = (order: OrderRecord, at: Date) => at.getTime() - order.createdAt.getTime()

      /** Settles without the card (a pending order is never charged here, so neither typed error can happen). */
      const settleWithoutCard = (order: OrderRecord) => Effect.orDie(settle(order, Option.none()))

      const payment = Effect.fn("CheckoutService.payment")(function* (userId: string, idempotencyKey: string) {
        let order = yield* policy.ownPayment(yield* repository.orderByKey(userId, idempotencyKey))
        for (let asked = 0; ; asked++) {
          const settled = yield* settleWithoutCard(order)
          if (Option.isSome(settled)) return settled.value
          // Nothing charged, and the pay request that would have charged is long gone.
          if (ageOf(order, yield* now) >= ABANDONED_AFTER_SECONDS * 1000) {
            return yield* fail(order, { declineCode: null, message: Messages.NOT_CHARGED }, NO_CARD)
          }
          // The pay request may still be charging: ask again in a moment, a few times.
          // Still unknown after a couple of seconds: say so (409) rather than guess; asking again later settles it.
          if (asked === SETTLE_ATTEMPTS) return yield* new Conflict({ message: Messages.STILL_PROCESSING })
          yield* Effect.sleep(SETTLE_PAUSE)
          order = yield* reread(order)
        }
      })

      // ── The reconciler ──────────────────────────────────────────────

      type Settled = "paid" | "failed" | "left"

      const reconcileOrder = (order: OrderRecord, at: Date): Effect.Effect<Settled> => {
        const stale = ageOf(order, at) >= STALE_PENDING_MINUTES * 60_000
        const kind = (outcome: PaymentOutcome): Settled => (outcome.status === "paid" ? "paid" : outcome.status === "declined" ? "failed" : "left")
        return settle(order, Option.none()).pipe(
          Effect.flatMap(
            Option.match({
              onSome: (outcome) => {
                // A 3-D Secure step nobody finished in time: nothing was charged.
                if (outcome.status === "requires_action" && stale) {
                  return Effect.map(fail(order, { declineCode: null, message: Messages.CONFIRMATION_ABANDONED }, NO_CARD), kind)
                }
                return Effect.succeed(kind(outcome))
              },
              onNone: () =>
                stale ? Effect.map(fail(order, { declineCode: null, message: Messages.NOT_CHARGED }, NO_CARD), kind) : Effect.succeed<Settled>("left")
            })
          ),
          // Without a card nothing is charged, so neither error can happen; a defect is logged and retried next pass.
          Effect.catch(() => Effect.succeed<Settled>("left")),
          Effect.catchCause((cause) => Effect.as(Effect.logWarning(`Reconciling order ${order.id} failed`, cause), "left" as const))
        )
      }

      const reconcile = Effect.gen(function* () {
        const lease = { ...RECONCILER_LEASE, holder: reconcilerHolder }
        if (!(yield* repository.claimLease(lease))) return { ran: false, paid: 0, failed: 0, left: 0 } satisfies ReconcileReport
        return yield* Effect.gen(function* () {
          const at = yield* now
          const orders = yield* repository.pending(RECONCILE_BATCH)
          const report = { ran: true, paid: 0, failed: 0, left: 0 }
          for (const order of orders) report[yield* reconcileOrder(order, at)] += 1
          return report satisfies ReconcileReport
        }).pipe(Effect.ensuring(repository.releaseLease(lease)))
      }).pipe(Effect.withSpan("CheckoutService.reconcile"))

      return CheckoutService.of({
        quote,
        pay,
        confirm,
        payment: (userId, key) => payment(userId, key),
        reconcile
      })
    })
  )

  /** Over the database: the checkout's SQL, the cart, coupons and transactions (the gateway, notifications and receipt letters come from the application). */
  static readonly layer = CheckoutService.layerNoDeps.pipe(
    Layer.provide([CheckoutRepository.layer, CheckoutPolicy.layer, CartService.layer, CouponsService.layer, Transaction.layer])
  )
}

/** The coupon as a quote stores it. */
const couponOf = (coupon: AppliedCoupon) => ({
  couponId: coupon.couponId,
  code: coupon.code,
  discountCents: coupon.discountCents,
  capped: coupon.capped,
  message: coupon.message
})

/** The coupon as the contract answers it (without the coupon's row id). */
const answerCoupon = (coupon: { readonly code: string; readonly discountCents: number; readonly capped: boolean; readonly message: string }) => ({
  code: coupon.code,
  discountCents: coupon.discountCents,
  capped: coupon.capped,
  message: coupon.message
})
