/**
 * The API tests of paying, written once and run against each
 * database (PGlite and the PostgreSQL server), over the same AppLive a start
 * builds: the demo coupons at their boundaries through the quote and every
 * refusal reason; 20 learners paying at once with a code that has 5 uses
 * left; one charge per key (counted in the sandbox's ledger), another cart
 * under a key; each test card; stale quotes and changed prices; what the
 * learner holds already; another learner's key and 3-D Secure step; a fault
 * between the charge and fulfilment repaired by the payment-by-key call, the
 * reconciler and (PGlite) a restart; and what was bought in My Exams, where
 * a test of it starts.
 */
import { CONTROL_CHARACTER_MESSAGE } from "../../../src/api/api.ts"
import { Effect, Layer, Redacted } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { CartItem } from "../../../src/api/cart/cart.ts"
import type { PaymentOutcome, QuoteAnswer } from "../../../src/api/cart/checkout.ts"
import { NotificationsRepository } from "../../../server/account/notifications/repository.ts"
import { NotificationsService } from "../../../server/account/notifications/service.ts"
import * as CartMessages from "../../../server/cart/messages.ts"
import * as Messages from "../../../server/cart/checkout/messages.ts"
import { ReceiptMail } from "../../../server/cart/checkout/receipts/receipt-mail.ts"
import { CheckoutService } from "../../../server/cart/checkout/service.ts"
import { PaymentGateway } from "../../../server/platform/payments/gateway.ts"
import { SandboxGateway } from "../../../server/platform/payments/sandbox.ts"
import { type Learner, newLearner, tokenFor } from "./attempts-fixture.ts"
import { type CheckoutFixture, loadCheckoutFixture, newCoupon, type PricedExam } from "./checkout-fixture.ts"
import { callLearnerApi } from "./learner-api-call.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const VISA = "4242424242424242"
const DECLINED = "4000000000000002"
const INSUFFICIENT_FUNDS = "4000000000009995"
const EXPIRED = "4000000000000069"
const THREE_D_SECURE = "4000002760003184"

const cardOf = (number: string) => ({ number, expMonth: 12, expYear: 2035, cvc: "123", name: "Ada Lovelace" })

let keys = 0
const newKey = () => `k-${process.pid}-${++keys}-${Math.random().toString(36).slice(2, 10)}`

/** The checkout service over a server's database, with a gateway that charges and then loses the answer. */
const brokenAfterCharge = Layer.effect(
  PaymentGateway,
  Effect.map(PaymentGateway, (sandbox) =>
    PaymentGateway.of({
      ...sandbox,
      charge: (request) => Effect.andThen(sandbox.charge(request), Effect.die(new Error("The server stopped after the charge")))
    })
  )
).pipe(Layer.provide(SandboxGateway.layer))

/** Receipt letters are S2's (server/cart/checkout/receipts); these direct runs of the service record none. */
const NoLetters = Layer.succeed(ReceiptMail, ReceiptMail.of({ paid: () => Effect.void, refunded: () => Effect.void }))

const directCheckout = (gateway: typeof brokenAfterCharge) =>
  CheckoutService.layer.pipe(Layer.provide(Layer.mergeAll(gateway, NotificationsService.layer.pipe(Layer.provide(NotificationsRepository.layer)), NoLetters)))

export const describeCheckout = (label: string, database: () => TestDatabase) =>
  describe(`paying on ${label}`, () => {
    let server: TestServer
    let fixture: CheckoutFixture

    beforeAll(async () => {
      // The reconciler runs at start only, so a test sees pending orders as it left them.
      server = await startTestServer(database(), { checkoutReconcileSeconds: 3600 })
      fixture = await loadCheckoutFixture(server)
    })
    afterAll(async () => {
      await server?.close()
    })

    const exam = (key: PricedExam): CartItem => ({ kind: "exam", _id: fixture.exams[key] }) as CartItem
    const bundle = (): CartItem => ({ kind: "package", _id: fixture.bundle }) as CartItem

    const as = (learner: Learner, target: TestServer = server) => {
      const call = <T>(method: string, path: string, body?: unknown) => callLearnerApi<T>(target, method, path, learner.token, body)
      return {
        add: async (...items: ReadonlyArray<CartItem>) => {
          for (const item of items) {
            const added = await call("POST", "/cart/lines", { list: "cart", item })
            expect(added.status).toBe(200)
          }
        },
        quote: (couponCode: string | null = null) => call<QuoteAnswer>("POST", "/checkout/quote", { couponCode }),
        pay: (quoteId: string, number: string, idempotencyKey = newKey()) =>
          call<{ data: PaymentOutcome }>("POST", "/checkout/pay", { quoteId, idempotencyKey, card: cardOf(number) }),
        confirm: (orderId: string, confirmationId: string, approve: boolean) =>
          call<{ data: PaymentOutcome }>("POST", "/checkout/confirm", { orderId, confirmationId, approve }),
        payment: (key: string) => call<{ data: PaymentOutcome }>("GET", `/checkout/payments/${encodeURIComponent(key)}`),
        cart: () => call<{ data: { cart: ReadonlyArray<{ item: CartItem }> } }>("GET", "/cart/lines"),
        startAttempt: (subscId: string, testId: string) =>
          call<{ data: { attemptId: string; resumed: boolean } }>("POST", "/attempts/start", { subscId, testId }),
        activeExams: () =>
          call<{ data: { docs: ReadonlyArray<{ _id: string; examId: string; packageName: string | null }> } }>("POST", "/exams/activeExams", {
            page: 1,
            perPage: 50
          })
      }
    }

    /** A learner with these items in the cart, and the quote of it. */
    const quoted = async (items: ReadonlyArray<CartItem>, couponCode: string | null = null, target: TestServer = server) => {
      const learner = await newLearnerOn(target)
      const me = as(learner, target)
      await me.add(...items)
      const quote = await me.quote(couponCode)
      expect(quote.status).toBe(200)
      return { learner, me, quote: quote.body }
    }

    const newLearnerOn = (target: TestServer) => newLearner(target, "checkout")

    const chargesOf = async (orderId: string, target: TestServer = server) => {
      const [row] = await target.query<{ n: number }>("SELECT count(*)::int AS n FROM sandbox_charges WHERE idempotency_key = $1", [orderId])
      return row!.n
    }

    const orderRow = async (orderId: string, target: TestServer = server) => {
      const [row] = await target.query<{
        status: string
        total_cents: number
        receipt_number: string | null
        card_brand: string | null
        last4: string | null
        decline_code: string | null
      }>("SELECT status, total_cents, receipt_number, card_brand, last4, decline_code FROM orders WHERE id = $1", [orderId])
      return row!
    }

    const grantsOf = (learner: Learner, target: TestServer = server) =>
      target.query<{ exam_id: string; package_name: string | null; days: number }>(
        `SELECT exam_id, package_name, round(extract(epoch FROM expires_at - starts_at) / 86400)::int AS days
         FROM subscriptions WHERE user_id = $1 ORDER BY package_name NULLS FIRST, exam_id`,
        [learner.userId]
      )

    describe("the quote", () => {
      it.each([
        [
          "WELCOME10 at exactly its $20 minimum",
          "twenty",
          "welcome10",
          { code: "WELCOME10", discountCents: 200, capped: false, message: "WELCOME10 takes 10% off: you save $2.00." },
          1800
        ],
        [
          "SAVE25 at exactly its $50 minimum",
          "fifty",
          "SAVE25",
          { code: "SAVE25", discountCents: 1250, capped: false, message: "SAVE25 takes 25% off: you save $12.50." },
          3750
        ],
        [
          "SAVE25 at exactly its $15 cap",
          "sixty",
          "SAVE25",
          { code: "SAVE25", discountCents: 1500, capped: false, message: "SAVE25 takes 25% off: you save $15.00." },
          4500
        ],
        [
          "SAVE25 capped",
          "hundred",
          "SAVE25",
          { code: "SAVE25", discountCents: 1500, capped: true, message: "SAVE25 takes 25%, at most $15.00: you save $15.00." },
          8500
        ],
        [
          "CASH5 at exactly its $30 minimum",
          "thirty",
          "CASH5",
          { code: "CASH5", discountCents: 500, capped: false, message: "CASH5 takes $5.00 off: you save $5.00." },
          2500
        ]
      ] as const)("prices %s", async (_label, key, code, coupon, total) => {
        const { quote } = await quoted([exam(key)], code)
        expect(quote.couponRefusal).toBeNull()
        expect(quote.data.coupon).toEqual(coupon)
        expect(quote.data.totalCents).toBe(total)
        expect(quote.data.subtotalCents).toBe(total + coupon.discountCents)
      })

      it("prices a line at its sale price, lists every line, and expires in 15 minutes", async () => {
        const before = Date.now()
        const { quote } = await quoted([exam("onSale"), bundle()])
        expect(quote.data.lines.map((line) => [line.item.kind, line.payCents])).toEqual([
          ["exam", 3950],
          ["package", 7000]
        ])
        expect(quote.data.subtotalCents).toBe(10_950)
        expect(quote.data.coupon).toBeNull()
        const expires = Date.parse(quote.data.expiresAt)
        expect(expires - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000)
        expect(expires - before).toBeLessThanOrEqual(15 * 60_000 + 5000)
        const [row] = await server.query<{ n: number }>("SELECT count(*)::int AS n FROM quotes WHERE id = $1", [quote.data._id])
        expect(row!.n).toBe(1)
      })

      it("answers every refusal reason beside a quote priced without the coupon", async () => {
        const notYet = await newCoupon(server, { validFromDays: 3 })
        const usedUp = await newCoupon(server, { usageLimit: 2, used: 2 })
        const cases = [
          ["NOSUCHCODE", "justUnderTwenty", "Unknown"],
          [notYet.code, "twenty", "NotYetValid"],
          ["OLDCODE", "twenty", "Expired"],
          ["WELCOME10", "justUnderTwenty", "BelowMinimum"],
          ["CASH5", "justUnderThirty", "BelowMinimum"],
          [usedUp.code, "twenty", "LimitReached"]
        ] as const
        for (const [code, key, reason] of cases) {
          const { quote } = await quoted([exam(key)], code)
          expect(quote.couponRefusal?.reason, code).toBe(reason)
          expect(quote.data.coupon).toBeNull()
          expect(quote.data.totalCents).toBe(quote.data.subtotalCents)
        }
        expect((await quoted([exam("justUnderTwenty")], "WELCOME10")).quote.couponRefusal).toMatchObject({
          shortByCents: 1,
          message: "Add $0.01 more to use WELCOME10: it applies to orders of $20.00 or more."
        })
        // AlreadyUsed: once per learner, after a paid order with it.
        const { me, quote } = await quoted([exam("twenty")], "WELCOME10")
        expect((await me.pay(quote.data._id, VISA)).body.data.status).toBe("paid")
        await me.add(exam("thirty"))
        expect((await me.quote("WELCOME10")).body.couponRefusal).toMatchObject({
          reason: "AlreadyUsed",
          message: "You have already used WELCOME10: each learner can use it once."
        })
      })

      it("refuses an empty cart and a line held since it was added (409), and a guest (401)", async () => {
        const learner = await newLearner(server, "checkout")
        const me = as(learner)
        expect(await me.quote()).toMatchObject({ status: 409, body: { message: Messages.CART_EMPTY } })
        await me.add(exam("twenty"))
        await server.query(
          "INSERT INTO subscriptions (user_id, exam_id, starts_at, expires_at) VALUES ($1, $2, now() - interval '1 day', now() + interval '30 days')",
          [learner.userId, fixture.exams.twenty]
        )
        expect(await me.quote()).toMatchObject({ status: 409, body: { message: CartMessages.alreadyOwned(exam("twenty"), "Checkout CHK-20-00") } })
        expect((await callLearnerApi(server, "POST", "/checkout/quote", undefined, { couponCode: null })).status).toBe(401)
      })
    })

    describe("paying with each test card", () => {
      it("4242 pays: one charge, a receipt number, the grants, the cart emptied of what was bought", async () => {
        const { learner, me, quote } = await quoted([exam("onSale"), bundle()])
        const answer = await me.pay(quote.data._id, VISA)
        expect(answer.status).toBe(200)
        const outcome = answer.body.data
        expect(outcome).toMatchObject({ status: "paid" })
        if (outcome.status !== "paid") return
        expect(outcome.receiptNumber).toMatch(/^R-\d{6,}$/)
        expect(await chargesOf(outcome.orderId)).toBe(1)
        expect(await orderRow(outcome.orderId)).toMatchObject({
          status: "paid",
          total_cents: 10_950,
          card_brand: "visa",
          last4: "4242",
          receipt_number: outcome.receiptNumber
        })
        expect((await grantsOf(learner)).map((row) => [row.exam_id, row.package_name, row.days])).toEqual([
          [fixture.exams.onSale, null, 90],
          ...[fixture.exams.twenty, fixture.exams.fifty].sort().map((id) => [id, "Checkout Bundle", 365])
        ])
        const [pkgRow] = await server.query<{ n: number }>("SELECT count(*)::int AS n FROM package_subscriptions WHERE order_id = $1", [outcome.orderId])
        expect(pkgRow!.n).toBe(1)
        expect((await me.cart()).body.data.cart).toEqual([])
        const notes = await server.query<{ title: string }>("SELECT title FROM notifications WHERE user_id = $1", [learner.userId])
        expect(notes.map((row) => row.title)).toEqual([Messages.PAYMENT_RECEIVED_TITLE])
        // The receipt letter, with its PDF, recorded with the order.
        const letters = await server.query<{ subject: string; content_type: string; bytes: number }>(
          `SELECT o.subject, a.content_type, length(a.content)::int AS bytes
           FROM outbox o JOIN users u ON u.email = o.recipient JOIN outbox_attachments a ON a.outbox_id = o.id WHERE u.id = $1`,
          [learner.userId]
        )
        expect(letters).toHaveLength(1)
        expect(letters[0]!.subject).toContain(outcome.receiptNumber)
        expect(letters[0]!.content_type).toBe("application/pdf")
        expect(letters[0]!.bytes).toBeGreaterThan(500)
      })

      it.each([
        [DECLINED, "card_declined"],
        [INSUFFICIENT_FUNDS, "insufficient_funds"],
        [EXPIRED, "expired_card"]
      ] as const)("%s is declined (%s): 200 declined, the order failed, the cart and the coupon's use kept for the learner", async (number, reason) => {
        const coupon = await newCoupon(server, { usageLimit: 1 })
        const { learner, me, quote } = await quoted([exam("twenty")], coupon.code)
        const answer = await me.pay(quote.data._id, number)
        expect(answer.status).toBe(200)
        expect(answer.body.data).toMatchObject({ status: "declined", reason })
        expect(await orderRow(answer.body.data.orderId)).toMatchObject({ status: "failed", decline_code: reason, last4: number.slice(-4) })
        expect((await me.cart()).body.data.cart).toHaveLength(1)
        expect(await grantsOf(learner)).toEqual([])
        const [row] = await server.query<{ used: number }>("SELECT used FROM coupons WHERE id = $1", [coupon.id])
        expect(row!.used).toBe(0)
      })

      it("3184 waits for 3-D Secure: approving pays once, refusing declines; another learner's step is 404", async () => {
        const { learner, me, quote } = await quoted([exam("fifty")])
        const waiting = (await me.pay(quote.data._id, THREE_D_SECURE)).body.data
        if (waiting.status !== "requires_action") throw new Error(`expected requires_action, got ${waiting.status}`)
        expect((await orderRow(waiting.orderId)).status).toBe("pending")

        const intruder = as(await newLearner(server, "intruder"))
        expect(await intruder.confirm(waiting.orderId, waiting.confirmationId, true)).toMatchObject({
          status: 404,
          body: { message: Messages.CONFIRMATION_NOT_FOUND }
        })
        expect((await me.confirm(waiting.orderId, "cf_unknown", true)).status).toBe(404)

        const approved = await me.confirm(waiting.orderId, waiting.confirmationId, true)
        expect(approved.body.data).toMatchObject({ status: "paid", orderId: waiting.orderId })
        expect((await me.confirm(waiting.orderId, waiting.confirmationId, true)).body.data).toEqual(approved.body.data)
        expect(await chargesOf(waiting.orderId)).toBe(1)
        expect((await grantsOf(learner)).map((row) => row.exam_id)).toEqual([fixture.exams.fifty])

        await me.add(exam("thirty"))
        const second = (await me.pay((await me.quote()).body.data._id, THREE_D_SECURE)).body.data
        if (second.status !== "requires_action") throw new Error("expected requires_action")
        const refused = await me.confirm(second.orderId, second.confirmationId, false)
        expect(refused.body.data).toMatchObject({ status: "declined", reason: "authentication_failed" })
        expect((await me.cart()).body.data.cart.map((line) => line.item._id)).toEqual([fixture.exams.thirty])
      })

      it("a card that cannot be one is 400 naming the field, and no order is written", async () => {
        const { learner, me, quote } = await quoted([exam("twenty")])
        const answer = await me.pay(quote.data._id, "4242424242424241")
        expect(answer.status).toBe(400)
        expect(answer.body.issues?.[0]?.path).toBe("card.number")
        const [row] = await server.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE user_id = $1", [learner.userId])
        expect(row!.n).toBe(0)
      })
    })

    describe("one charge per key", () => {
      it("the same key twice (one after the other, and at once) is one order, one charge, the same answer", async () => {
        const { learner, me, quote } = await quoted([exam("twenty")])
        const key = newKey()
        const first = await me.pay(quote.data._id, VISA, key)
        const second = await me.pay(quote.data._id, VISA, key)
        expect(second).toEqual(first)
        expect(await chargesOf(first.body.data.orderId)).toBe(1)

        const racing = await quoted([exam("thirty")])
        const raceKey = newKey()
        const answers = await Promise.all([0, 1, 2].map(() => racing.me.pay(racing.quote.data._id, VISA, raceKey)))
        expect(new Set(answers.map((answer) => JSON.stringify(answer.body.data))).size).toBe(1)
        expect(answers[0]!.body.data.status).toBe("paid")
        expect(await chargesOf(answers[0]!.body.data.orderId)).toBe(1)
        const [orders] = await server.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE user_id = $1", [racing.learner.userId])
        expect(orders!.n).toBe(1)
        expect((await grantsOf(racing.learner)).length).toBe(1)
        expect((await grantsOf(learner)).length).toBe(1)
      })

      it("the same key with another cart is 409", async () => {
        const { me, quote } = await quoted([exam("twenty")])
        const key = newKey()
        expect((await me.pay(quote.data._id, DECLINED, key)).body.data.status).toBe("declined")
        await me.add(exam("thirty"))
        const other = (await me.quote()).body
        expect(await me.pay(other.data._id, VISA, key)).toMatchObject({ status: 409, body: { message: Messages.KEY_OTHER_CART } })
      })

      it("two tabs paying one cart under two keys at once: one charge, the other 409 (one payment under way per learner)", async () => {
        const { learner, me, quote } = await quoted([exam("twenty")])
        const answers = await Promise.all([newKey(), newKey(), newKey()].map((key) => me.pay(quote.data._id, VISA, key)))
        const paid = answers.filter((answer) => answer.status === 200)
        expect(paid.map((answer) => answer.body.data.status)).toEqual(["paid"])
        // The others: refused while the first was under way, or refused after it because the cart was bought.
        for (const answer of answers.filter((answer) => answer.status !== 200)) expect(answer.status).toBe(409)
        const [charges] = await server.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM sandbox_charges WHERE idempotency_key IN (SELECT id FROM orders WHERE user_id = $1)",
          [learner.userId]
        )
        expect(charges!.n).toBe(1)
        expect((await grantsOf(learner)).length).toBe(1)
      })

      it("paying again while a 3-D Secure step waits replaces it: the old step then answers declined and never charges", async () => {
        const { learner, me, quote } = await quoted([exam("twenty")])
        const waiting = (await me.pay(quote.data._id, THREE_D_SECURE)).body.data
        if (waiting.status !== "requires_action") throw new Error(`expected requires_action, got ${waiting.status}`)
        const paid = await me.pay(quote.data._id, VISA)
        expect(paid.body.data.status).toBe("paid")
        const late = await me.confirm(waiting.orderId, waiting.confirmationId, true)
        expect(late.body.data).toMatchObject({ status: "declined", orderId: waiting.orderId, message: Messages.CONFIRMATION_REPLACED })
        const [charges] = await server.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM sandbox_charges WHERE status = 'succeeded' AND idempotency_key IN (SELECT id FROM orders WHERE user_id = $1)",
          [learner.userId]
        )
        expect(charges!.n).toBe(1)
        expect((await grantsOf(learner)).length).toBe(1)
      })

      it("20 learners paying at once with a code that has 5 uses left: exactly 5 discounted orders", async () => {
        const coupon = await newCoupon(server, { usageLimit: 7, used: 2 })
        const buyers = await Promise.all(Array.from({ length: 20 }, () => quoted([exam("sixty")], coupon.code)))
        for (const buyer of buyers) expect(buyer.quote.data.coupon?.discountCents).toBe(600)
        const answers = await Promise.all(buyers.map((buyer) => buyer.me.pay(buyer.quote.data._id, VISA)))
        expect(answers.filter((answer) => answer.status === 200 && answer.body.data.status === "paid")).toHaveLength(5)
        const refused = answers.filter((answer) => answer.status === 409)
        expect(refused).toHaveLength(15)
        expect(refused[0]!.body.message).toBe(Messages.couponNoLonger(`${coupon.code} has been used as many times as it allows.`))
        const [row] = await server.query<{ used: number; uses: number; paid: number; learners: number }>(
          `SELECT c.used, (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = c.id) AS uses,
             (SELECT count(*)::int FROM orders o WHERE o.coupon_id = c.id AND o.status = 'paid' AND o.total_cents = 5400) AS paid,
             (SELECT count(DISTINCT o.user_id)::int FROM orders o WHERE o.coupon_id = c.id) AS learners
           FROM coupons c WHERE c.id = $1`,
          [coupon.id]
        )
        expect(row).toEqual({ used: 7, uses: 5, paid: 5, learners: 5 })
      })
    })

    describe("a quote that no longer holds", () => {
      it("a stale quote is 409 and a new one pays", async () => {
        const { me, quote } = await quoted([exam("twenty")])
        await server.query("UPDATE quotes SET expires_at = now() - interval '1 second' WHERE id = $1", [quote.data._id])
        expect(await me.pay(quote.data._id, VISA)).toMatchObject({ status: 409, body: { message: Messages.QUOTE_EXPIRED } })
        expect((await me.pay((await me.quote()).body.data._id, VISA)).body.data.status).toBe("paid")
      })

      it("a changed price is 409 with the new price, and nothing is charged", async () => {
        const { learner, me, quote } = await quoted([exam("justUnderThirty")])
        await server.query("UPDATE exams SET price = 31.00 WHERE id = $1", [fixture.exams.justUnderThirty])
        try {
          expect(await me.pay(quote.data._id, VISA)).toMatchObject({
            status: 409,
            body: { message: Messages.priceChanged("Checkout CHK-29-99", 3100) }
          })
          const [row] = await server.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE user_id = $1", [learner.userId])
          expect(row!.n).toBe(0)
        } finally {
          await server.query("UPDATE exams SET price = 29.99 WHERE id = $1", [fixture.exams.justUnderThirty])
        }
      })

      it("an exam held since the quote is refused", async () => {
        const { learner, me, quote } = await quoted([exam("fifty")])
        await server.query(
          "INSERT INTO subscriptions (user_id, exam_id, starts_at, expires_at) VALUES ($1, $2, now() - interval '1 day', now() + interval '30 days')",
          [learner.userId, fixture.exams.fifty]
        )
        expect(await me.pay(quote.data._id, VISA)).toMatchObject({
          status: 409,
          body: { message: CartMessages.alreadyOwned(exam("fifty"), "Checkout CHK-50-00") }
        })
      })

      it("another learner's quote and key are 404", async () => {
        const { me, quote } = await quoted([exam("twenty")])
        const key = newKey()
        expect((await me.pay(quote.data._id, VISA, key)).status).toBe(200)
        const intruder = as(await newLearner(server, "intruder"))
        expect(await intruder.payment(key)).toMatchObject({ status: 404, body: { message: Messages.PAYMENT_NOT_FOUND } })
        expect(await intruder.pay(quote.data._id, VISA)).toMatchObject({ status: 404, body: { message: Messages.QUOTE_NOT_FOUND } })
        expect((await me.payment("never-sent-key")).status).toBe(404)
        expect(await me.payment(`bad\u0000key-${"x".repeat(80)}`)).toMatchObject({ status: 400, body: { message: CONTROL_CHARACTER_MESSAGE } })
        expect((await me.payment(key)).body.data.status).toBe("paid")
      })
    })

    describe("a fault between the charge and fulfilment", () => {
      /** Pays through the service with a gateway that charges and then stops, as a crash there would. */
      const payThenCrash = async (target: TestServer, learner: Learner, quoteId: string, key: string) => {
        const exit = await target.run(
          CheckoutService.use((service) =>
            service.pay(learner.userId, {
              quoteId: quoteId as never,
              idempotencyKey: key,
              card: { ...cardOf(VISA), number: Redacted.make(VISA), cvc: Redacted.make("123") }
            })
          ).pipe(Effect.provide(directCheckout(brokenAfterCharge)), Effect.exit)
        )
        expect(exit._tag).toBe("Failure")
        const [order] = await target.query<{ id: string; status: string }>("SELECT id, status FROM orders WHERE user_id = $1 AND idempotency_key = $2", [
          learner.userId,
          key
        ])
        expect(order!.status).toBe("pending")
        expect(await chargesOf(order!.id, target)).toBe(1)
        return order!.id
      }

      it("the payment-by-key call fulfils it once: one charge, the access, the order paid", async () => {
        const { learner, me, quote } = await quoted([exam("twenty")])
        const key = newKey()
        const orderId = await payThenCrash(server, learner, quote.data._id, key)
        const answer = await me.payment(key)
        expect(answer.body.data).toMatchObject({ status: "paid", orderId })
        expect(await me.pay(quote.data._id, VISA, key)).toEqual(answer)
        expect(await chargesOf(orderId)).toBe(1)
        expect((await grantsOf(learner)).map((row) => row.exam_id)).toEqual([fixture.exams.twenty])
      })

      it("the reconciler fulfils it once", async () => {
        const { learner, quote } = await quoted([exam("fifty")])
        const orderId = await payThenCrash(server, learner, quote.data._id, newKey())
        const report = await server.run(CheckoutService.use((service) => service.reconcile).pipe(Effect.provide(directCheckout(SandboxGateway.layer))))
        expect(report.ran).toBe(true)
        expect(report.paid).toBeGreaterThanOrEqual(1)
        expect(await orderRow(orderId)).toMatchObject({ status: "paid" })
        expect(await chargesOf(orderId)).toBe(1)
        expect((await grantsOf(learner)).map((row) => row.exam_id)).toEqual([fixture.exams.fifty])
        // A second pass finds nothing to do for it.
        await server.run(CheckoutService.use((service) => service.reconcile).pipe(Effect.provide(directCheckout(SandboxGateway.layer))))
        expect((await grantsOf(learner)).length).toBe(1)
      })

      it("a restart on the same data repairs it (PGlite with a data folder)", async () => {
        if (database().kind !== "pglite") {
          console.info("The restart case runs on PGlite only: the PostgreSQL suite's scratch database does not outlive its server.")
          return
        }
        const dataDir = mkdtempSync(join(tmpdir(), "checkout-restart-"))
        try {
          const first = await startTestServer({ kind: "pglite", dataDir }, { checkoutReconcileSeconds: 3600 })
          let learnerId: string
          let orderId: string
          let examId: string
          try {
            const [row] = await first.query<{ id: string }>("SELECT id FROM exams WHERE code = 'KDP-PY-110'")
            examId = row!.id
            const learner = await newLearner(first, "restart")
            learnerId = learner.userId
            const me = as(learner, first)
            await me.add({ kind: "exam", _id: examId } as CartItem)
            const quote = (await me.quote()).body
            orderId = await payThenCrash(first, learner, quote.data._id, newKey())
          } finally {
            await first.close()
          }
          const second = await startTestServer({ kind: "pglite", dataDir }, { checkoutReconcileSeconds: 3600 })
          try {
            // The start-up pass runs beside the first requests: wait for it.
            for (let waited = 0; waited < 50 && (await orderRow(orderId, second)).status === "pending"; waited++) {
              await new Promise((resolve) => setTimeout(resolve, 100))
            }
            expect(await orderRow(orderId, second)).toMatchObject({ status: "paid" })
            expect(await chargesOf(orderId, second)).toBe(1)
            const me = as({ userId: learnerId, token: await tokenFor(second, learnerId) }, second)
            expect((await me.activeExams()).body.data.docs.map((doc) => doc.examId)).toEqual([examId])
          } finally {
            await second.close()
          }
        } finally {
          rmSync(dataDir, { recursive: true, force: true })
        }
      }, 60_000)
    })

    describe("what was bought", () => {
      it("shows in My Exams at once and a test of it starts", async () => {
        const { me, quote } = await quoted([exam("hundred")])
        expect((await me.pay(quote.data._id, VISA)).body.data.status).toBe("paid")
        const active = (await me.activeExams()).body.data.docs
        expect(active.map((doc) => doc.examId)).toEqual([fixture.exams.hundred])
        const [test] = await server.query<{ id: string }>("SELECT id FROM practice_tests WHERE exam_id = $1", [fixture.exams.hundred])
        const attempt = await me.startAttempt(active[0]!._id, test!.id)
        expect(attempt.status).toBe(200)
        expect(attempt.body.data.attemptId).toBeTruthy()
      })
    })
  })
