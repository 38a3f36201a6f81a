/**
 * The admin's coupons, orders and learners through the real
 * server, run on each database: a coupon's every field refused with its own
 * sentence, codes unique whatever their letter case; a coupon the admin
 * creates applies in a learner's cart with the right discount and shows its
 * usage after a paid checkout (sandbox card 4242); disabled, the cart
 * refuses it; orders found by email, id, status and days, with the payment
 * (brand and last four only) and the PDF receipt; an admin's refund beyond
 * the learner's window ends the learner's access, is recorded, and asked
 * twice answers the same refund; a subscription extended (and refused
 * earlier, in the past, or refunded); a learner signed out everywhere (their
 * old token 401); every change one audit row with before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AdminCoupon, AdminLearner, AdminOrder, AdminOrderRow, CouponDraft } from "../../../src/api/admin/admin-sales.ts"
import type { PaymentOutcome, QuoteAnswer } from "../../../src/api/cart/checkout.ts"
import { COUPON_MESSAGES } from "../../../src/domain/admin/coupon-rules.ts"
import * as Messages from "../../../server/admin/sales/messages.ts"
import { isPdf, pdfText } from "../../server/cart/checkout/receipts/pdf-text.ts"
import { accountsClient, LOOSE_ADDRESS_LIMITS } from "./accounts-client.ts"
import { ADMIN_API, adminClient, type AdminClient } from "./admin-client.ts"
import { type Learner, newLearner } from "./attempts-fixture.ts"
import { type CheckoutFixture, loadCheckoutFixture } from "./checkout-fixture.ts"
import { callLearnerApi } from "./learner-api-call.ts"
import { insertOrder, loadOrdersFixture, type OrdersFixture } from "./orders-fixture.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const SALES = `${ADMIN_API}/sales`

interface Page<T> {
  readonly data: { readonly docs: ReadonlyArray<T>; readonly total: number; readonly page: number; readonly perPage: number }
}
interface Issues {
  readonly message: string
  readonly issues?: ReadonlyArray<{ readonly path: string; readonly message: string }>
}

let codes = 0
const newCode = (label: string) => `${label}${process.pid % 1000}N${++codes}`

const draftOf = (change: Partial<CouponDraft> = {}): CouponDraft => ({
  code: newCode("ADM"),
  couponType: "FLAT PERCENT",
  discount: 10,
  minAmount: 0,
  disUpto: null,
  validFrom: new Date(Date.now() - 86_400_000).toISOString(),
  validUntil: null,
  usageLimit: null,
  ...change
})

const cardOf = (number: string) => ({ number, expMonth: 12, expYear: 2035, cvc: "123", name: "Ada Lovelace" })

export const describeAdminSales = (label: string, database: () => TestDatabase) =>
  describe(`the admin's coupons, orders and learners on ${label}`, () => {
    let server: TestServer
    let admin: AdminClient
    let checkout: CheckoutFixture
    let orders: OrdersFixture

    beforeAll(async () => {
      server = await startTestServer(database(), { rateLimits: LOOSE_ADDRESS_LIMITS })
      admin = adminClient(accountsClient(server))
      checkout = await loadCheckoutFixture(server)
      orders = await loadOrdersFixture(server)
    })
    afterAll(async () => {
      await server?.close()
    })

    const learnerCall = <T>(learner: Learner, method: string, path: string, body?: unknown) => callLearnerApi<T>(server, method, path, learner.token, body)

    const auditRows = (entity: string, entityId: string) =>
      server
        .query<{ action: string; summary: string; before: unknown; after: unknown; admin_name: string }>(
          "SELECT action, summary, before::text AS before, after::text AS after, admin_name FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id",
          [entity, entityId]
        )
        .then((rows) =>
          rows.map((row) => ({
            ...row,
            before: row.before === null ? null : JSON.parse(row.before as string),
            after: row.after === null ? null : JSON.parse(row.after as string)
          }))
        )

    const createCoupon = (draft: CouponDraft) => admin.post<{ message: string; data: AdminCoupon } & Issues>(`${SALES}/coupons`, draft)

    describe("coupons", () => {
      it("refuses a draft with every field wrong, each with its own sentence, and writes nothing", async () => {
        const before = await server.query("SELECT count(*)::int AS n FROM coupons")
        const answer = await admin.post<Issues>(`${SALES}/coupons`, {
          code: "no spaces!",
          couponType: "HALF PRICE",
          discount: 10,
          minAmount: -1,
          disUpto: null,
          validFrom: "soon",
          validUntil: "later",
          usageLimit: 0
        })
        expect(answer.status).toBe(400)
        expect(answer.body.issues).toEqual([
          { path: "code", message: COUPON_MESSAGES.code },
          { path: "couponType", message: COUPON_MESSAGES.couponType },
          { path: "minAmount", message: COUPON_MESSAGES.minAmount },
          { path: "validFrom", message: COUPON_MESSAGES.validFrom },
          { path: "validUntil", message: COUPON_MESSAGES.validUntil },
          { path: "usageLimit", message: COUPON_MESSAGES.usageLimit }
        ])
        expect(answer.body.message).toBe(Messages.couponNotSaved(6))
        expect(await server.query("SELECT count(*)::int AS n FROM coupons")).toEqual(before)
      })

      it("refuses a code holding an invisible direction character with its own sentence, writing nothing", async () => {
        const before = await server.query("SELECT count(*)::int AS n FROM coupons")
        for (const code of ["SAVE\u202e01", "\u2067SAVE10\u2069", "\u200eSAVE10"]) {
          const answer = await admin.post<Issues>(`${SALES}/coupons`, draftOf({ code }))
          expect(answer.status, JSON.stringify(code)).toBe(400)
          expect(answer.body, JSON.stringify(code)).toMatchObject({
            message: COUPON_MESSAGES.codeDirectionControl,
            issues: [{ path: "code", message: COUPON_MESSAGES.codeDirectionControl }]
          })
        }
        expect(await server.query("SELECT count(*)::int AS n FROM coupons")).toEqual(before)
      })

      it("checks the amounts by type: a whole percent 1-100, a cash amount in cents, the cap of the UPTO types only", async () => {
        const cases: ReadonlyArray<[Partial<CouponDraft>, string, string]> = [
          [{ discount: 101 }, "discount", COUPON_MESSAGES.percent],
          [{ discount: 12.5 }, "discount", COUPON_MESSAGES.percent],
          [{ discount: 0 }, "discount", COUPON_MESSAGES.percent],
          [{ couponType: "CASH DISCOUNT UPTO", discount: 5.555, disUpto: 5 }, "discount", COUPON_MESSAGES.cash],
          [{ couponType: "CASH DISCOUNT UPTO", discount: 0, disUpto: 5 }, "discount", COUPON_MESSAGES.cash],
          [{ discount: 10, disUpto: 15 }, "disUpto", COUPON_MESSAGES.capNone],
          [{ couponType: "FLAT PERCENT UPTO", discount: 25, disUpto: null }, "disUpto", COUPON_MESSAGES.capNeeded("FLAT PERCENT UPTO")],
          [{ couponType: "CASH DISCOUNT UPTO", discount: 5, disUpto: 0 }, "disUpto", COUPON_MESSAGES.capNeeded("CASH DISCOUNT UPTO")],
          [{ minAmount: 20.001 }, "minAmount", COUPON_MESSAGES.minAmount],
          [{ validFrom: "2026-05-01", validUntil: "2026-05-01" }, "validUntil", COUPON_MESSAGES.untilAfterFrom],
          [{ usageLimit: 2.5 }, "usageLimit", COUPON_MESSAGES.usageLimit],
          [{ code: "ab" }, "code", COUPON_MESSAGES.code]
        ]
        for (const [change, path, message] of cases) {
          const answer = await admin.post<Issues>(`${SALES}/coupons`, draftOf(change))
          expect(answer.status, JSON.stringify(change)).toBe(400)
          expect(answer.body, JSON.stringify(change)).toMatchObject({ message, issues: [{ path, message }] })
        }
      })

      it("creates each of the three types, dollars in and out, and records the creation", async () => {
        const percent = await createCoupon(draftOf({ couponType: "FLAT PERCENT UPTO", discount: 25, minAmount: 50, disUpto: 15, usageLimit: 3 }))
        expect(percent.status).toBe(200)
        expect(percent.body.message).toBe(Messages.couponCreated(percent.body.data.code))
        expect(percent.body.data).toMatchObject({
          couponType: "FLAT PERCENT UPTO",
          discount: 25,
          minAmount: 50,
          disUpto: 15,
          usageLimit: 3,
          used: 0,
          disabled: false,
          state: "active",
          usage: { paidOrders: 0, discountCents: 0, refundedOrders: 0 }
        })
        const cash = await createCoupon(draftOf({ couponType: "CASH DISCOUNT UPTO", discount: 7.5, minAmount: 30, disUpto: 5 }))
        expect(cash.body.data).toMatchObject({ couponType: "CASH DISCOUNT UPTO", discount: 7.5, minAmount: 30, disUpto: 5 })
        const [row] = await server.query<{ discount: number; min_amount_cents: number; dis_upto_cents: number }>(
          "SELECT discount, min_amount_cents, dis_upto_cents FROM coupons WHERE id = $1",
          [cash.body.data._id]
        )
        expect(row).toEqual({ discount: 750, min_amount_cents: 3000, dis_upto_cents: 500 })
        const later = await createCoupon(draftOf({ validFrom: new Date(Date.now() + 5 * 86_400_000).toISOString() }))
        expect(later.body.data.state).toBe("scheduled")

        const audit = await auditRows("coupon", cash.body.data._id)
        expect(audit).toHaveLength(1)
        expect(audit[0]).toMatchObject({ action: "create", before: null, after: { code: cash.body.data.code, discount: 7.5, disUpto: 5 } })
      })

      it("keeps codes unique whatever their letter case, on create and on edit", async () => {
        const first = await createCoupon(draftOf({ code: newCode("Case") }))
        const again = await createCoupon(draftOf({ code: first.body.data.code.toLowerCase() }))
        expect(again.status).toBe(400)
        expect(again.body.issues).toEqual([{ path: "code", message: COUPON_MESSAGES.codeTaken(first.body.data.code.toLowerCase()) }])
        const other = await createCoupon(draftOf())
        const renamed = await admin.call<Issues>("PUT", `${SALES}/coupons/${other.body.data._id}`, draftOf({ code: first.body.data.code.toUpperCase() }))
        expect(renamed.status).toBe(400)
        expect(renamed.body.issues?.[0]?.path).toBe("code")
        expect(await auditRows("coupon", other.body.data._id)).toHaveLength(1)
      })

      it("edits a coupon with before and after in the audit log, and 404s an unknown one", async () => {
        const created = await createCoupon(draftOf({ discount: 10 }))
        const id = created.body.data._id
        const edited = await admin.call<{ message: string; data: AdminCoupon }>("PUT", `${SALES}/coupons/${id}`, {
          ...draftOf({ code: created.body.data.code, discount: 15, usageLimit: 10 })
        })
        expect(edited.status).toBe(200)
        expect(edited.body).toMatchObject({ message: Messages.couponSaved(created.body.data.code), data: { discount: 15, usageLimit: 10 } })
        const audit = await auditRows("coupon", id)
        expect(audit.map((row) => row.action)).toEqual(["create", "update"])
        expect(audit[1]).toMatchObject({ before: { discount: 10, usageLimit: null }, after: { discount: 15, usageLimit: 10 } })
        expect((await admin.get(`${SALES}/coupons/no-such-coupon`)).status).toBe(404)
        expect((await admin.call("PUT", `${SALES}/coupons/no-such-coupon`, draftOf())).body).toMatchObject({ message: Messages.COUPON_NOT_FOUND })
      })

      it("applies an admin's coupon in a learner's cart, shows its usage after a paid checkout, and refuses a limit below the uses", async () => {
        // FLAT PERCENT UPTO 25% from $30, at most $10: $50 → $12.50 capped at $10.00.
        const created = await createCoupon(draftOf({ couponType: "FLAT PERCENT UPTO", discount: 25, minAmount: 30, disUpto: 10, usageLimit: 5 }))
        const coupon = created.body.data
        const learner = await newLearner(server, "coupon-buyer")
        expect((await learnerCall(learner, "POST", "/cart/lines", { list: "cart", item: { kind: "exam", _id: checkout.exams.fifty } })).status).toBe(200)
        const quote = await learnerCall<QuoteAnswer>(learner, "POST", "/checkout/quote", { couponCode: coupon.code.toLowerCase() })
        expect(quote.status).toBe(200)
        expect(quote.body.couponRefusal).toBeNull()
        expect(quote.body.data).toMatchObject({ subtotalCents: 5000, totalCents: 4000, coupon: { code: coupon.code, discountCents: 1000, capped: true } })
        const paid = await learnerCall<{ data: PaymentOutcome }>(learner, "POST", "/checkout/pay", {
          quoteId: quote.body.data._id,
          idempotencyKey: `adm-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
          card: cardOf("4242424242424242")
        })
        expect(paid.status).toBe(200)
        expect(paid.body.data.status).toBe("paid")

        const shown = await admin.get<{ data: AdminCoupon }>(`${SALES}/coupons/${coupon._id}`)
        expect(shown.body.data).toMatchObject({ used: 1, usage: { paidOrders: 1, discountCents: 1000, refundedOrders: 0 } })
        const listed = await admin.post<Page<AdminCoupon>>(`${SALES}/coupons/pagin`, { page: 1, perPage: 10, search: coupon.code.toLowerCase() })
        expect(listed.body.data.docs.map((each) => [each._id, each.usage.paidOrders])).toEqual([[coupon._id, 1]])

        const tooLow = await admin.call<Issues>("PUT", `${SALES}/coupons/${coupon._id}`, {
          ...draftOf({ code: coupon.code, couponType: "FLAT PERCENT UPTO", discount: 25, minAmount: 30, disUpto: 10 }),
          usageLimit: 1
        })
        expect(tooLow.status).toBe(200)
        const below = await admin.call<Issues>("PUT", `${SALES}/coupons/${coupon._id}`, {
          ...draftOf({ code: coupon.code, couponType: "FLAT PERCENT UPTO", discount: 25, minAmount: 30, disUpto: 10 }),
          usageLimit: 0
        })
        expect(below.status).toBe(400)
        expect(below.body.issues?.[0]?.path).toBe("usageLimit")
      })

      it("disables a coupon (the cart refuses it), enables it again, and records each switch once", async () => {
        const { data: coupon } = (await createCoupon(draftOf())).body
        const learner = await newLearner(server, "coupon-disabled")
        expect((await learnerCall(learner, "POST", "/cart/lines", { list: "cart", item: { kind: "exam", _id: checkout.exams.twenty } })).status).toBe(200)

        const disabled = await admin.post<{ message: string; data: AdminCoupon }>(`${SALES}/coupons/${coupon._id}/disable`)
        expect(disabled.body).toMatchObject({ message: Messages.couponDisabledNow(coupon.code), data: { disabled: true, state: "disabled" } })
        expect((await admin.post(`${SALES}/coupons/${coupon._id}/disable`)).status).toBe(200)
        const refused = await learnerCall<QuoteAnswer>(learner, "POST", "/checkout/quote", { couponCode: coupon.code })
        expect(refused.body.couponRefusal).toMatchObject({ code: coupon.code, message: `${coupon.code} is no longer available.` })
        expect(refused.body.data.totalCents).toBe(2000)

        const enabled = await admin.post<{ message: string; data: AdminCoupon }>(`${SALES}/coupons/${coupon._id}/enable`)
        expect(enabled.body).toMatchObject({ message: Messages.couponEnabledNow(coupon.code), data: { disabled: false, state: "active" } })
        const applied = await learnerCall<QuoteAnswer>(learner, "POST", "/checkout/quote", { couponCode: coupon.code })
        expect(applied.body.data).toMatchObject({ totalCents: 1800, coupon: { discountCents: 200 } })
        expect((await auditRows("coupon", coupon._id)).map((row) => [row.action, row.before?.disabled ?? null, row.after?.disabled])).toEqual([
          ["create", null, false],
          ["disable", false, true],
          ["enable", true, false]
        ])
      })
    })

    describe("orders", () => {
      it("finds orders by the learner's email, the id, the status and the days, newest first, paged", async () => {
        const learner = await newLearner(server, "finder")
        const [{ email } = { email: "" }] = await server.query<{ email: string }>("SELECT email FROM users WHERE id = $1", [learner.userId])
        const old = await insertOrder(server, orders, learner, { exams: ["one"], paidDaysAgo: 3 })
        const recent = await insertOrder(server, orders, learner, { exams: ["two"] })
        const page = (filter: Record<string, unknown>) => admin.post<Page<AdminOrderRow>>(`${SALES}/orders/pagin`, { page: 1, perPage: 10, ...filter })

        const byEmail = await page({ email: email.toUpperCase() })
        expect(byEmail.status).toBe(200)
        expect(byEmail.body.data.docs.map((order) => order._id)).toEqual([recent.orderId, old.orderId])
        expect(byEmail.body.data.docs[0]).toMatchObject({ learner: { _id: learner.userId, email }, status: "paid", receiptNumber: recent.receiptNumber })
        expect((await admin.post<Page<AdminOrderRow>>(`${SALES}/orders/pagin`, { page: 2, perPage: 1, email })).body.data).toMatchObject({
          total: 2,
          docs: [{ _id: old.orderId }]
        })
        expect((await page({ orderId: old.orderId })).body.data.docs.map((order) => order._id)).toEqual([old.orderId])
        expect((await page({ email, status: "refunded" })).body.data.total).toBe(0)
        const today = new Date().toISOString().slice(0, 10)
        const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10)
        const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
        expect((await page({ email, from: fourDaysAgo, to: twoDaysAgo })).body.data.docs.map((order) => order._id)).toEqual([old.orderId])
        expect((await page({ email, from: today })).body.data.docs.map((order) => order._id)).toEqual([recent.orderId])
        expect((await page({ from: "yesterday" })).status).toBe(400)
      })

      it("shows an order's lines, payment (brand and last four, never a number) and the PDF receipt; 404 for an unknown one", async () => {
        const learner = await newLearner(server, "detail")
        const order = await insertOrder(server, orders, learner, { exams: ["one", "two"] })
        const shown = await admin.get<{ data: AdminOrder }>(`${SALES}/orders/${order.orderId}`)
        expect(shown.status).toBe(200)
        expect(shown.body.data).toMatchObject({
          learner: { _id: learner.userId },
          chargeId: order.chargeId,
          refundId: null,
          order: { _id: order.orderId, status: "paid", cardBrand: "visa", last4: "4242", receiptNumber: order.receiptNumber, totalCents: 4499 },
          operatorRefund: { refundable: true, message: Messages.operatorRefundable(4499, "visa ending 4242") }
        })
        expect(shown.body.data.order.lines).toHaveLength(2)
        expect(JSON.stringify(shown.body)).not.toMatch(/4242424242424242/)

        const receipt = await fetch(`${server.baseUrl}${SALES}/orders/${order.orderId}/receipt`, { headers: { "x-access-token": await admin.token() } })
        expect(receipt.status).toBe(200)
        expect(receipt.headers.get("content-type")).toContain("application/pdf")
        const bytes = new Uint8Array(await receipt.arrayBuffer())
        expect(isPdf(bytes)).toBe(true)
        expect(pdfText(bytes)).toContain(`Receipt ${order.receiptNumber}`)
        expect((await admin.get(`${SALES}/orders/no-such-order`)).body).toMatchObject({ message: Messages.ORDER_NOT_FOUND })
        const pending = await insertOrder(server, orders, learner, { exams: ["three"], status: "pending" })
        expect(
          (await fetch(`${server.baseUrl}${SALES}/orders/${pending.orderId}/receipt`, { headers: { "x-access-token": await admin.token() } })).status
        ).toBe(409)
      })

      it("refunds beyond the learner's window and after a submitted test: access ends, recorded once, asked twice answers the same", async () => {
        const learner = await newLearner(server, "refunded")
        const order = await insertOrder(server, orders, learner, { exams: ["one", "two"], paidDaysAgo: 20 })
        const started = await learnerCall<{ data: { attemptId: string } }>(learner, "POST", "/attempts/start", {
          subscId: order.subscriptions.two,
          testId: orders.tests.two
        })
        expect(started.status).toBe(200)
        expect((await learnerCall(learner, "POST", `/attempts/${started.body.data.attemptId}/submit`)).status).toBe(200)
        // The learner's own refund is refused (20 days, a submitted test) …
        expect((await learnerCall(learner, "POST", `/transactions/${order.orderId}/refund`)).status).toBe(409)
        // … the operator's is not.
        const refund = await admin.post<{ message: string; data: AdminOrder }>(`${SALES}/orders/${order.orderId}/refund`)
        expect(refund.status).toBe(200)
        expect(refund.body.data.order).toMatchObject({ status: "refunded", creditNoteNumber: expect.stringMatching(/^C-/) })
        expect(refund.body.data.operatorRefund.refundable).toBe(false)
        expect(refund.body.data.refundId).not.toBeNull()
        expect(refund.body.message).toBe(Messages.orderRefunded(order.receiptNumber!, 4499, "visa ending 4242", refund.body.data.order.creditNoteNumber!))

        // The learner's access has ended: no test of the order starts.
        expect((await learnerCall(learner, "POST", "/attempts/start", { subscId: order.subscriptions.one, testId: orders.tests.one })).status).toBe(409)
        const [charge] = await server.query<{ status: string }>("SELECT status FROM sandbox_charges WHERE charge_id = $1", [order.chargeId])
        expect(charge).toEqual({ status: "refunded" })

        const again = await admin.post<{ message: string; data: AdminOrder }>(`${SALES}/orders/${order.orderId}/refund`)
        expect(again.status).toBe(200)
        expect(again.body.message).toBe(refund.body.message)
        expect(again.body.data.order.creditNoteNumber).toBe(refund.body.data.order.creditNoteNumber)
        const audit = await auditRows("order", order.orderId)
        expect(audit).toHaveLength(1)
        expect(audit[0]).toMatchObject({
          action: "refund",
          before: { status: "paid" },
          after: { status: "refunded", creditNoteNumber: refund.body.data.order.creditNoteNumber }
        })
      })

      it("refuses to refund a pending order (409, nothing recorded)", async () => {
        const learner = await newLearner(server, "pending")
        const pending = await insertOrder(server, orders, learner, { exams: ["three"], status: "pending" })
        const answer = await admin.post(`${SALES}/orders/${pending.orderId}/refund`)
        expect(answer.status).toBe(409)
        expect(await auditRows("order", pending.orderId)).toEqual([])
        expect((await admin.post(`${SALES}/orders/no-such-order/refund`)).status).toBe(404)
      })
    })

    describe("learners", () => {
      it("finds a learner by email or name and shows their subscriptions and attempts", async () => {
        const learner = await newLearner(server, "lookup")
        const [{ email } = { email: "" }] = await server.query<{ email: string }>("SELECT email FROM users WHERE id = $1", [learner.userId])
        const order = await insertOrder(server, orders, learner, { exams: ["one"] })
        const started = await learnerCall<{ data: { attemptId: string } }>(learner, "POST", "/attempts/start", {
          subscId: order.subscriptions.one,
          testId: orders.tests.one
        })
        expect(started.status).toBe(200)
        const found = await admin.post<Page<{ _id: string; activeSubscriptions: number }>>(`${SALES}/learners/pagin`, {
          page: 1,
          perPage: 10,
          search: email.toUpperCase()
        })
        expect(found.body.data.docs).toMatchObject([{ _id: learner.userId, activeSubscriptions: 1 }])
        const shown = await admin.get<{ data: AdminLearner }>(`${SALES}/learners/${learner.userId}`)
        expect(shown.body.data).toMatchObject({
          _id: learner.userId,
          email,
          liveSessions: 1,
          subscriptions: [{ _id: order.subscriptions.one, active: true, refunded: false, orderId: order.orderId }],
          attempts: [{ _id: started.body.data.attemptId, status: "ongoing", score: null }]
        })
        expect((await admin.get(`${SALES}/learners/no-such-learner`)).status).toBe(404)
      })

      it("extends a subscription to a later day only, records it, and leaves a refunded one ended", async () => {
        const learner = await newLearner(server, "extend")
        const order = await insertOrder(server, orders, learner, { exams: ["one"] })
        const subscriptionId = order.subscriptions.one!
        const extend = (expiresAt: string) =>
          admin.post<{ message: string; data: AdminLearner } & Issues>(`${SALES}/learners/${learner.userId}/subscriptions/${subscriptionId}/extend`, {
            expiresAt
          })
        const current = (await admin.get<{ data: AdminLearner }>(`${SALES}/learners/${learner.userId}`)).body.data.subscriptions[0]!.expiresAt

        expect((await extend("next week")).body).toMatchObject({ issues: [{ path: "expiresAt", message: Messages.EXPIRY_NOT_A_DATE }] })
        expect((await extend(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10))).body).toMatchObject({
          issues: [{ path: "expiresAt", message: Messages.expiryNotLater(new Date(current)) }]
        })
        expect((await extend("2099-01-01")).body).toMatchObject({ issues: [{ path: "expiresAt", message: Messages.EXPIRY_TOO_FAR }] })
        const target = new Date(Date.parse(current) + 30 * 86_400_000).toISOString().slice(0, 10)
        const done = await extend(target)
        expect(done.status).toBe(200)
        expect(done.body.message).toBe(Messages.extended("Orders Exam One", new Date(`${target}T00:00:00.000Z`)))
        expect(done.body.data.subscriptions[0]!.expiresAt).toBe(`${target}T00:00:00.000Z`)
        const audit = await auditRows("subscription", subscriptionId)
        expect(audit).toMatchObject([{ action: "extend", before: { expiresAt: current }, after: { expiresAt: `${target}T00:00:00.000Z` } }])

        expect((await admin.post(`${SALES}/orders/${order.orderId}/refund`)).status).toBe(200)
        const refused = await extend("2030-01-01")
        expect(refused.status).toBe(409)
        expect(refused.body.message).toBe(Messages.SUBSCRIPTION_REFUNDED)
        expect((await admin.post(`${SALES}/learners/${learner.userId}/subscriptions/someone-elses/extend`, { expiresAt: "2030-01-01" })).status).toBe(404)
      })

      it("ends every session of a learner: their old token gets 401 at once, recorded", async () => {
        const learner = await newLearner(server, "signed-out")
        expect((await learnerCall(learner, "GET", "/profile/myProfile")).status).toBe(200)
        const ended = await admin.post<{ message: string; data: AdminLearner }>(`${SALES}/learners/${learner.userId}/sessions/end`)
        expect(ended.status).toBe(200)
        expect(ended.body.message).toBe(Messages.sessionsEnded("Fixture signed-out", 1))
        expect(ended.body.data.liveSessions).toBe(0)
        expect((await learnerCall(learner, "GET", "/profile/myProfile")).status).toBe(401)
        expect(await auditRows("learner", learner.userId)).toMatchObject([{ action: "end-sessions", before: { liveSessions: 1 }, after: { liveSessions: 0 } }])
        const again = await admin.post<{ message: string }>(`${SALES}/learners/${learner.userId}/sessions/end`)
        expect(again.body.message).toBe(Messages.sessionsEnded("Fixture signed-out", 0))
        expect(await auditRows("learner", learner.userId)).toHaveLength(1)
      })
    })
  })
