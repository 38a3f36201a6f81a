/**
 * The checkout's rules over memory (no database): the quote's prices and
 * coupon, every 409 of paying, one charge per key, each test card's outcome,
 * 3-D Secure, fulfilment (grants, the cart, the notification, the receipt
 * letter) exactly once, a zero total, the payment-by-key call, and the
 * reconciler repairing a crash between the charge and fulfilment. The SQL
 * (the conditional settles under real concurrency, the coupon's last use)
 * is covered by the API suites on both databases (test/api/support/checkout-suite.ts).
 */
import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Option, Redacted } from "effect"
import { TestClock } from "effect/testing"
import type { PaymentOutcome, QuoteAnswer } from "../../../../src/api/cart/checkout.ts"
import type { OrderId } from "../../../../src/api/shared/ids.ts"
import { NotificationsService } from "../../../../server/account/notifications/service.ts"
import { CouponsRepository } from "../../../../server/cart/coupons/repository.ts"
import { CartService } from "../../../../server/cart/service.ts"
import * as CartMessages from "../../../../server/cart/messages.ts"
import * as Messages from "../../../../server/cart/checkout/messages.ts"
import { CheckoutService } from "../../../../server/cart/checkout/service.ts"
import { SandboxLedger } from "../../../../server/platform/payments/sandbox-ledger.ts"
import { termsFromDollars } from "../../../../src/domain/cart/coupon.ts"
import { atNow, card, DECLINED, EXPIRED, INSUFFICIENT_FUNDS, NOW, THREE_D_SECURE, VISA } from "../../payments/cards.ts"
import { exam, LEARNER, layerOf, newWorld, OTHER, pkg, THIRD, type Services, type World } from "./checkout-fixture.ts"

/** Runs a test over a fresh world at the payment tests' date. */
const inWorld = <A, E>(body: (world: World) => Effect.Effect<A, E, Services>) => {
  const world = newWorld()
  return Effect.andThen(atNow, body(world)).pipe(Effect.provide(layerOf(world)))
}

const addToCart = (userId: string, ...items: ReadonlyArray<ReturnType<typeof exam>>) =>
  CartService.use((cart) => Effect.forEach(items, (item) => cart.add(userId, { list: "cart", item }), { discard: true }))
const charges = SandboxLedger.use((ledger) => ledger.all)

let keys = 0
const newKey = () => `key-${++keys}-abcdef`

const quoteOf = (userId: string, couponCode: string | null = null) => CheckoutService.use((service) => service.quote(userId, { couponCode }))

const payWith = (userId: string, quote: QuoteAnswer, number: string, key = newKey()) =>
  CheckoutService.use((service) => service.pay(userId, { quoteId: quote.data._id, idempotencyKey: key, card: card(number) }))

const newCoupon = (
  code: string,
  dollars: { couponType: "FLAT PERCENT" | "FLAT PERCENT UPTO" | "CASH DISCOUNT UPTO"; discount: number; minAmount: number; disUpto: number | null },
  usageLimit: number | null = null
) =>
  CouponsRepository.use((coupons) =>
    coupons.create({ code, terms: termsFromDollars(dollars), validFrom: new Date(NOW - 86_400_000), validUntil: null, usageLimit })
  )

const orderOf = (world: World, outcome: PaymentOutcome) => world.checkout.orders.find((order) => order.id === outcome.orderId)!

describe("quoting", () => {
  it.effect("prices each cart line at its sale price, else its price, for 15 minutes, and stores the quote", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        yield* addToCart(LEARNER, exam("ready"), exam("second"))
        const answer = yield* quoteOf(LEARNER)
        expect(answer.couponRefusal).toBeNull()
        expect(answer.data.lines).toEqual([
          { item: exam("ready"), name: "Exam ready", payCents: 3950 },
          { item: exam("second"), name: "Exam second", payCents: 2000 }
        ])
        expect([answer.data.subtotalCents, answer.data.coupon, answer.data.totalCents]).toEqual([5950, null, 5950])
        expect(answer.data.expiresAt).toBe(new Date(NOW + 15 * 60_000).toISOString())
        expect(world.checkout.quotes).toHaveLength(1)
        expect(world.checkout.quotes[0]!.cartFingerprint).toBe(`exam:ready,exam:second`)
      })
    )
  )

  it.effect("applies a coupon to the subtotal, and answers a refusal beside a quote without it", () =>
    inWorld(() =>
      Effect.gen(function* () {
        yield* newCoupon("TENOFF", { couponType: "FLAT PERCENT", discount: 10, minAmount: 59.5, disUpto: null })
        yield* addToCart(LEARNER, exam("ready"), exam("second"))
        const applied = yield* quoteOf(LEARNER, "tenoff")
        expect(applied.data.coupon).toEqual({ code: "TENOFF", discountCents: 595, capped: false, message: "TENOFF takes 10% off: you save $5.95." })
        expect(applied.data.totalCents).toBe(5355)
        const refused = yield* quoteOf(LEARNER, "NOPE")
        expect(refused.data.coupon).toBeNull()
        expect(refused.data.totalCents).toBe(5950)
        expect(refused.couponRefusal).toMatchObject({ reason: "Unknown", code: "NOPE" })
      })
    )
  )

  it.effect("refuses an empty cart, and a line that cannot be bought, in the cart's words", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        expect(yield* Effect.flip(quoteOf(LEARNER))).toMatchObject({ _tag: "Conflict", message: Messages.CART_EMPTY })
        yield* addToCart(LEARNER, exam("ready"))
        // Coming soon since it was added: its questions were taken away.
        world.cart.lines.push({ id: "line-soon" as never, userId: LEARNER, list: "cart", item: exam("soon"), addedAt: NOW })
        expect(yield* Effect.flip(quoteOf(LEARNER))).toMatchObject({
          _tag: "Conflict",
          message: CartMessages.comingSoon(exam("soon"), "Exam soon")
        })
      })
    )
  )
})

describe("paying", () => {
  it.effect("4242 pays: one charge of the total, the order paid with a receipt number, and everything it grants", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        yield* addToCart(LEARNER, exam("ready"), pkg("bundle"))
        yield* CartService.use((cart) => cart.add(LEARNER, { list: "wishlist", item: exam("soon") }))
        const quote = yield* quoteOf(LEARNER)
        const outcome = yield* payWith(LEARNER, quote, VISA)
        expect(outcome).toEqual({ status: "paid", orderId: outcome.orderId, receiptNumber: "R-000001" })

        const ledger = yield* charges
        expect(ledger.map((entry) => [entry.idempotencyKey, entry.amountCents, entry.status])).toEqual([[outcome.orderId, 3950 + 6499, "succeeded"]])
        const order = orderOf(world, outcome)
        expect(order).toMatchObject({ status: "paid", cardBrand: "visa", last4: "4242", chargeId: ledger[0]!.chargeId })
        expect(order.paidAt?.getTime()).toBe(NOW)

        // The package grants its exams for its 365 days; ready is granted once, until the later end.
        const day = 86_400_000
        expect(world.checkout.packageSubscriptions.map((row) => [row.packageId, row.expiresAt.getTime()])).toEqual([["bundle", NOW + 365 * day]])
        expect(world.checkout.subscriptions.map((row) => [row.examId, row.packageName, row.expiresAt.getTime()])).toEqual([
          ["ready", "Bundle", NOW + 365 * day],
          ["second", "Bundle", NOW + 365 * day]
        ])
        // The bought lines leave the cart; the wishlist stays.
        expect(world.cart.lines.map((line) => [line.list, line.item._id])).toEqual([["wishlist", "soon"]])
        const notes = yield* NotificationsService.use((service) => service.page(LEARNER, 1, 20))
        expect(notes.docs.map((note) => note.title)).toEqual([Messages.PAYMENT_RECEIVED_TITLE])
        expect(notes.docs[0]!.description).toBe(Messages.paymentReceived(10_449, "R-000001", true))
        expect(world.letters.map((letter) => [letter.order.receiptNumber, letter.to.email])).toEqual([["R-000001", "ada@example.com"]])
      })
    )
  )

  it.effect("a request that found no order under its key, while another with the same key paid and emptied the cart, answers that payment (not a 409)", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        yield* addToCart(LEARNER, exam("ready"))
        const quote = yield* quoteOf(LEARNER)
        const key = newKey()
        const reached = yield* Deferred.make<void>()
        const gate = yield* Deferred.make<void>()
        world.afterKeyLookup = Deferred.succeed(reached, undefined).pipe(Effect.andThen(Deferred.await(gate)))
        const held = yield* Effect.forkChild(payWith(LEARNER, quote, VISA, key))
        yield* Deferred.await(reached)
        // The racing request: its look-up finds nothing either, then it pays, fulfils and empties the cart.
        const racing = yield* payWith(LEARNER, quote, VISA, key)
        expect(racing.status).toBe("paid")
        expect(world.cart.lines).toEqual([])
        yield* Deferred.succeed(gate, undefined)
        expect(yield* Fiber.join(held)).toEqual(racing)
        expect(yield* charges).toHaveLength(1)
        expect(world.checkout.orders).toHaveLength(1)
        expect(world.letters).toHaveLength(1)
      })
    )
  )

  it.effect("the same key twice answers the same outcome with one charge and one fulfilment", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        yield* addToCart(LEARNER, exam("ready"))
        const quote = yield* quoteOf(LEARNER)
        const key = newKey()
        const first = yield* payWith(LEARNER, quote, VISA, key)
        const second = yield* payWith(LEARNER, quote, VISA, key)
        expect(second).toEqual(first)
        expect(yield* charges).toHaveLength(1)
        expect(world.checkout.orders).toHaveLength(1)
        expect(world.letters).toHaveLength(1)
        expect(world.checkout.subscriptions).toHaveLength(1)
      })
    )
  )

  it.effect("the same key with another cart is refused (409), and another learner's key is another order", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        yield* addToCart(LEARNER, exam("ready"))
        const key = newKey()
        yield* payWith(LEARNER, yield* quoteOf(LEARNER), DECLINED, key)
        yield* addToCart(LEARNER, exam("second"))
        const other = yield* quoteOf(LEARNER)
        expect(yield* Effect.flip(payWith(LEARNER, other, VISA, key))).toMatchObject({ _tag: "Conflict", message: Messages.KEY_OTHER_CART })

        yield* addToCart(OTHER, exam("ready"))
        const theirs = yield* payWith(OTHER, yield* quoteOf(OTHER), VISA, key)
        expect(theirs.status).toBe("paid")
        expect(world.checkout.orders.map((order) => order.userId)).toEqual([LEARNER, OTHER])
      })
    )
  )

  it.effect.each([
    [DECLINED, "card_declined", "Your card was declined. Please use another card."],
    [INSUFFICIENT_FUNDS, "insufficient_funds", "Your card has insufficient funds. Please use another card."],
    [EXPIRED, "expired_card", "Your card has expired. Please use another card."]
  ] as const)("%s is declined (%s): the order fails, the coupon's use comes back, the cart is kept", ([number, reason, message]) =>
    inWorld((world) =>
      Effect.gen(function* () {
        const coupon = yield* newCoupon("ONCE", { couponType: "CASH DISCOUNT UPTO", discount: 5, minAmount: 0, disUpto: 5 }, 1)
        yield* addToCart(LEARNER, exam("ready"))
        const outcome = yield* payWith(LEARNER, yield* quoteOf(LEARNER, "ONCE"), number)
        expect(outcome).toEqual({ status: "declined", orderId: outcome.orderId, reason, message })
        expect(orderOf(world, outcome)).toMatchObject({ status: "failed", declineCode: reason, failureMessage: message })
        const after = yield* CouponsRepository.use((coupons) => coupons.findByCode("ONCE"))
        expect(Option.getOrThrow(after).used).toBe(0)
        expect(coupon.used).toBe(0)
        expect(world.cart.lines).toHaveLength(1)
        expect(world.checkout.subscriptions).toHaveLength(0)
        // The learner can use the coupon again with a new key.
        const retry = yield* payWith(LEARNER, yield* quoteOf(LEARNER, "ONCE"), VISA)
        expect(retry.status).toBe("paid")
        expect(orderOf(world, retry).totalCents).toBe(3450)
      })
    )
  )

  it.effect("a card that cannot be one is 400 naming the field, and nothing is written", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        yield* addToCart(LEARNER, exam("ready"))
        const quote = yield* quoteOf(LEARNER)
        const error = yield* Effect.flip(
          CheckoutService.use((service) =>
            service.pay(LEARNER, { quoteId: quote.data._id, idempotencyKey: newKey(), card: { ...card(VISA), number: Redacted.make("4242 4242 4242 4241") } })
          )
        )
        expect(error._tag).toBe("Invalid")
        expect(error._tag === "Invalid" ? error.issues?.[0]?.path : undefined).toBe("card.number")
        expect(world.checkout.orders).toHaveLength(0)
        expect(yield* charges).toHaveLength(0)
      })
    )
  )

  it.effect("an expired quote, a changed price, a changed cart and another learner's quote are refused before any order", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        yield* addToCart(LEARNER, exam("ready"))
        const quote = yield* quoteOf(LEARNER)
        expect(yield* Effect.flip(payWith(OTHER, quote, VISA))).toMatchObject({ _tag: "NotFound", message: Messages.QUOTE_NOT_FOUND })

        const index = world.cart.exams.findIndex((row) => row.id === "ready")
        world.cart.exams[index] = { ...world.cart.exams[index]!, salePriceCents: 3500 }
        expect(yield* Effect.flip(payWith(LEARNER, quote, VISA))).toMatchObject({
          _tag: "Conflict",
          message: Messages.priceChanged("Exam ready", 3500)
        })

        const fresh = yield* quoteOf(LEARNER)
        yield* addToCart(LEARNER, exam("second"))
        expect(yield* Effect.flip(payWith(LEARNER, fresh, VISA))).toMatchObject({ _tag: "Conflict", message: Messages.CART_CHANGED })

        const last = yield* quoteOf(LEARNER)
        yield* TestClock.adjust("15 minutes")
        expect(yield* Effect.flip(payWith(LEARNER, last, VISA))).toMatchObject({ _tag: "Conflict", message: Messages.QUOTE_EXPIRED })
        expect(world.checkout.orders).toHaveLength(0)
      })
    )
  )

  it.effect("a coupon whose last use went to someone else since the quote is 409, and no order is written", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        yield* newCoupon("LAST", { couponType: "FLAT PERCENT", discount: 10, minAmount: 0, disUpto: null }, 1)
        yield* addToCart(LEARNER, exam("ready"))
        yield* addToCart(OTHER, exam("ready"))
        const mine = yield* quoteOf(LEARNER, "LAST")
        const theirs = yield* quoteOf(OTHER, "LAST")
        expect((yield* payWith(OTHER, theirs, VISA)).status).toBe("paid")
        const refused = yield* Effect.flip(payWith(LEARNER, mine, VISA))
        expect(refused).toMatchObject({ _tag: "Conflict", message: Messages.couponNoLonger("LAST has been used as many times as it allows.") })
        expect(world.checkout.orders.filter((order) => order.userId === LEARNER)).toHaveLength(0)
      })
    )
  )

  it.effect("a total of 0 charges nothing and fulfils at once", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        yield* newCoupon("FREE", { couponType: "FLAT PERCENT", discount: 100, minAmount: 0, disUpto: null })
        yield* addToCart(LEARNER, exam("second"))
        const quote = yield* quoteOf(LEARNER, "FREE")
        expect(quote.data.totalCents).toBe(0)
        const outcome = yield* payWith(LEARNER, quote, VISA)
        expect(outcome.status).toBe("paid")
        expect(yield* charges).toHaveLength(0)
        expect(orderOf(world, outcome)).toMatchObject({ status: "paid", chargeId: null, cardBrand: null, last4: null })
        expect(world.checkout.subscriptions.map((row) => row.examId)).toEqual(["second"])
      })
    )
  )
})

describe("one payment under way per learner", () => {
  it.effect("a second key while the first charge may be in flight is 409; a minute later the first is failed and the second pays", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        yield* addToCart(LEARNER, exam("ready"))
        world.faults.beforeCharge = true
        yield* Effect.exit(payWith(LEARNER, yield* quoteOf(LEARNER), VISA))
        world.faults.beforeCharge = false
        const refused = yield* Effect.flip(payWith(LEARNER, yield* quoteOf(LEARNER), VISA))
        expect(refused).toMatchObject({ _tag: "Conflict", message: Messages.OTHER_PAYMENT_UNDER_WAY })

        yield* TestClock.adjust("61 seconds")
        const paid = yield* payWith(LEARNER, yield* quoteOf(LEARNER), VISA)
        expect(paid.status).toBe("paid")
        expect(world.checkout.orders.map((order) => [order.status, order.failureMessage])).toEqual([
          ["failed", Messages.NOT_CHARGED],
          ["paid", null]
        ])
        expect(yield* charges).toHaveLength(1)
      })
    )
  )

  it.effect("a 3-D Secure step left waiting is replaced by the next payment and never charges", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        yield* addToCart(LEARNER, exam("ready"))
        const waiting = yield* payWith(LEARNER, yield* quoteOf(LEARNER), THREE_D_SECURE)
        expect(waiting.status).toBe("requires_action")
        expect((yield* payWith(LEARNER, yield* quoteOf(LEARNER), VISA)).status).toBe("paid")
        if (waiting.status !== "requires_action") return
        const late = yield* CheckoutService.use((service) =>
          service.confirm(LEARNER, { orderId: waiting.orderId as OrderId, confirmationId: waiting.confirmationId, approve: true })
        )
        expect(late).toMatchObject({ status: "declined", message: Messages.CONFIRMATION_REPLACED })
        expect((yield* charges).filter((charge) => charge.status === "succeeded")).toHaveLength(1)
        expect(world.checkout.subscriptions).toHaveLength(1)
      })
    )
  )
})

describe("3-D Secure", () => {
  it.effect("3184 waits for the card holder: approving pays, refusing declines; a wrong step or learner is 404", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        const service = yield* CheckoutService
        yield* addToCart(LEARNER, exam("ready"))
        const waiting = yield* payWith(LEARNER, yield* quoteOf(LEARNER), THREE_D_SECURE)
        if (waiting.status !== "requires_action") throw new Error(`expected requires_action, got ${waiting.status}`)
        expect(orderOf(world, waiting).status).toBe("pending")

        const wrong = { orderId: waiting.orderId, confirmationId: "cf_nope", approve: true }
        expect(yield* Effect.flip(service.confirm(LEARNER, wrong))).toMatchObject({ _tag: "NotFound", message: Messages.CONFIRMATION_NOT_FOUND })
        const step = { orderId: waiting.orderId, confirmationId: waiting.confirmationId, approve: true }
        expect(yield* Effect.flip(service.confirm(OTHER, step))).toMatchObject({ _tag: "NotFound" })

        const paid = yield* service.confirm(LEARNER, step)
        expect(paid).toMatchObject({ status: "paid", orderId: waiting.orderId })
        // Asked again: the same answer, and the bank is not asked.
        expect(yield* service.confirm(LEARNER, { ...step, approve: false })).toEqual(paid)
        expect(world.letters).toHaveLength(1)

        yield* addToCart(LEARNER, exam("second"))
        const again = yield* payWith(LEARNER, yield* quoteOf(LEARNER), THREE_D_SECURE)
        if (again.status !== "requires_action") throw new Error("expected requires_action")
        const refused = yield* service.confirm(LEARNER, { orderId: again.orderId, confirmationId: again.confirmationId, approve: false })
        expect(refused).toMatchObject({ status: "declined", reason: "authentication_failed" })
        expect(world.cart.lines.map((line) => line.item._id)).toEqual(["second"])
      })
    )
  )
})

describe("what became of a key", () => {
  it.effect("answers 404 for a key never received or another learner's, and the outcome otherwise", () =>
    inWorld(() =>
      Effect.gen(function* () {
        const service = yield* CheckoutService
        yield* addToCart(LEARNER, exam("ready"))
        const key = newKey()
        const paid = yield* payWith(LEARNER, yield* quoteOf(LEARNER), VISA, key)
        expect(yield* service.payment(LEARNER, key)).toEqual(paid)
        expect(yield* Effect.flip(service.payment(OTHER, key))).toMatchObject({ _tag: "NotFound", message: Messages.PAYMENT_NOT_FOUND })
        expect(yield* Effect.flip(service.payment(LEARNER, "never-sent"))).toMatchObject({ _tag: "NotFound" })
      })
    )
  )

  it.effect("settles a charge whose answer was lost: fulfilled once, one charge", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        const service = yield* CheckoutService
        yield* addToCart(LEARNER, exam("ready"))
        const key = newKey()
        world.faults.afterCharge = true
        const quote = yield* quoteOf(LEARNER)
        const broken = yield* Effect.exit(payWith(LEARNER, quote, VISA, key))
        expect(broken._tag).toBe("Failure")
        world.faults.afterCharge = false
        expect(world.checkout.orders[0]!.status).toBe("pending")
        const outcome = yield* service.payment(LEARNER, key)
        expect(outcome.status).toBe("paid")
        // Paying again with the key answers the same, without charging.
        expect(yield* payWith(LEARNER, quote, VISA, key)).toEqual(outcome)
        expect(yield* charges).toHaveLength(1)
        expect(world.letters).toHaveLength(1)
      })
    )
  )

  it.effect("says 409 'still being processed' while a young payment's charge is unknown, then settles it later", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        const service = yield* CheckoutService
        yield* addToCart(LEARNER, exam("ready"))
        const key = newKey()
        world.faults.beforeCharge = true
        yield* Effect.exit(payWith(LEARNER, yield* quoteOf(LEARNER), VISA, key))
        world.faults.beforeCharge = false
        // The call asks the gateway again a few times, 200 ms apart, before answering.
        const asking = yield* Effect.forkChild(Effect.flip(service.payment(LEARNER, key)))
        yield* TestClock.adjust("5 seconds")
        expect(yield* Fiber.join(asking)).toMatchObject({ _tag: "Conflict", message: Messages.STILL_PROCESSING })
        expect(world.checkout.orders[0]!.status).toBe("pending")
        yield* TestClock.adjust("1 minute")
        expect((yield* service.payment(LEARNER, key)).status).toBe("declined")
        expect(yield* charges).toHaveLength(0)
      })
    )
  )

  it.effect("fails a payment that never reached the card once it is a minute old", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        const service = yield* CheckoutService
        yield* addToCart(LEARNER, exam("ready"))
        const key = newKey()
        world.faults.beforeCharge = true
        yield* Effect.exit(payWith(LEARNER, yield* quoteOf(LEARNER), VISA, key))
        world.faults.beforeCharge = false
        yield* TestClock.adjust("61 seconds")
        const outcome = yield* service.payment(LEARNER, key)
        expect(outcome).toMatchObject({ status: "declined", reason: "card_declined", message: Messages.NOT_CHARGED })
        expect(yield* charges).toHaveLength(0)
        expect(world.cart.lines).toHaveLength(1)
      })
    )
  )
})

describe("the reconciler", () => {
  it.effect("fulfils what was charged, fails what was never charged after 15 minutes or left at 3-D Secure, and gives coupons back", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        const service = yield* CheckoutService
        yield* newCoupon("KEEP", { couponType: "FLAT PERCENT", discount: 10, minAmount: 0, disUpto: null }, 5)
        yield* addToCart(LEARNER, exam("ready"))
        yield* addToCart(OTHER, exam("ready"))

        world.faults.afterCharge = true
        yield* Effect.exit(payWith(LEARNER, yield* quoteOf(LEARNER), VISA))
        world.faults.afterCharge = false
        world.faults.beforeCharge = true
        yield* Effect.exit(payWith(OTHER, yield* quoteOf(OTHER, "KEEP"), VISA))
        world.faults.beforeCharge = false
        // A third learner: OTHER's payment is still under way (one at a time per learner).
        yield* addToCart(THIRD, exam("second"))
        const waiting = yield* payWith(THIRD, yield* quoteOf(THIRD), THREE_D_SECURE)
        expect(waiting.status).toBe("requires_action")

        // Right away: the charged order is fulfilled; the others may still be under way.
        expect(yield* service.reconcile).toEqual({ ran: true, paid: 1, failed: 0, left: 2 })
        expect(world.checkout.orders.map((order) => order.status)).toEqual(["paid", "pending", "pending"])
        expect(world.checkout.subscriptions.map((row) => [row.userId, row.examId])).toEqual([[LEARNER, "ready"]])

        yield* TestClock.adjust("15 minutes")
        expect(yield* service.reconcile).toEqual({ ran: true, paid: 0, failed: 2, left: 0 })
        expect(world.checkout.orders.map((order) => [order.status, order.failureMessage])).toEqual([
          ["paid", null],
          ["failed", Messages.NOT_CHARGED],
          ["failed", Messages.CONFIRMATION_ABANDONED]
        ])
        const coupon = yield* CouponsRepository.use((coupons) => coupons.findByCode("KEEP"))
        expect(Option.getOrThrow(coupon).used).toBe(0)
        expect(yield* charges).toHaveLength(2)
        expect(world.letters).toHaveLength(1)

        // A late approval of the abandoned step changes nothing and charges nothing.
        if (waiting.status !== "requires_action") return
        const late = yield* service.confirm(THIRD, { orderId: waiting.orderId as OrderId, confirmationId: waiting.confirmationId, approve: true })
        expect(late.status).toBe("declined")
      })
    )
  )

  it.effect("does nothing while another server holds its lease", () =>
    inWorld((world) =>
      Effect.gen(function* () {
        world.checkout.leases.set("checkout-reconciler", { holder: "another-server", expiresAt: Date.now() + 60_000 })
        expect(yield* (yield* CheckoutService).reconcile).toEqual({ ran: false, paid: 0, failed: 0, left: 0 })
      })
    )
  )
})
