/**
 * The API tests of what happens after paying, written once and
 * run against each database (PGlite and the PostgreSQL server):
 * Transactions (paging, totals, pending included), one order and its refund
 * terms, the PDF receipt (409 before payment), the refund (within 14 days,
 * once, refused after a submitted test or after 14 days, a free order without
 * the gateway, grants ended, open attempts closed, the credit note letter),
 * My Packages (active, expired, detail), another learner's everything 404;
 * and one purchase end to end: 4242 through the checkout, the receipt email
 * with its PDF in the outbox, the refund through the sandbox.
 *
 * Orders are written straight into the database as fulfilment leaves them
 * (orders-fixture.ts), so every age and state can be set up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ExamSubscription } from "../../../src/api/attempt/attempt.ts"
import type { OrderSummary, PaymentOutcome, QuoteAnswer } from "../../../src/api/cart/checkout.ts"
import type { PackageSubscription, PackageSubscriptionDetail } from "../../../src/api/cart/packages.ts"
import * as Messages from "../../../server/cart/checkout/orders/messages.ts"
import { refundDeadline } from "../../../server/cart/checkout/orders/policy.ts"
import { PACKAGE_SUBSCRIPTION_NOT_FOUND } from "../../../server/cart/packages/messages.ts"
import { isPdf, pdfText } from "../../server/cart/checkout/receipts/pdf-text.ts"
import { type Learner, newLearner } from "./attempts-fixture.ts"
import { callLearnerApi } from "./learner-api-call.ts"
import { insertOrder, loadOrdersFixture, ORDER_EXAMS, ORDER_PACKAGE, type OrderOptions, type OrdersFixture } from "./orders-fixture.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const API = "/api/v1/u"

interface Page<T> {
  readonly data: { readonly docs: ReadonlyArray<T>; readonly total: number; readonly page: number; readonly perPage: number }
}

const cardOf = (number: string) => ({ number, expMonth: 12, expYear: 2035, cvc: "123", name: "Ada Lovelace" })

export const describeOrders = (label: string, database: () => TestDatabase) =>
  describe(`orders, receipts, refunds and My Packages on ${label}`, () => {
    let server: TestServer
    let fixture: OrdersFixture

    beforeAll(async () => {
      server = await startTestServer(database())
      fixture = await loadOrdersFixture(server)
    })
    afterAll(async () => {
      await server?.close()
    })

    const call = <T>(method: string, path: string, token: string | undefined, body?: unknown) => callLearnerApi<T>(server, method, path, token, body)

    const as = (learner: Learner | undefined) => {
      const token = learner?.token
      return {
        page: (page: number, perPage: number) => call<Page<OrderSummary>>("POST", "/transactions/pagin", token, { page, perPage }),
        order: (id: string) => call<{ data: OrderSummary }>("GET", `/transactions/${encodeURIComponent(id)}`, token),
        receipt: async (id: string) => {
          const response = await fetch(`${server.baseUrl}${API}/transactions/${encodeURIComponent(id)}/receipt`, {
            headers: token === undefined ? {} : { "x-access-token": token }
          })
          return { status: response.status, type: response.headers.get("content-type"), bytes: new Uint8Array(await response.arrayBuffer()) }
        },
        refund: (id: string) => call<{ message: string; data: OrderSummary }>("POST", `/transactions/${encodeURIComponent(id)}/refund`, token),
        activePackages: (page = 1, perPage = 10) => call<Page<PackageSubscription>>("POST", "/packages/activePackages", token, { page, perPage }),
        expiredPackages: (page = 1, perPage = 10) => call<Page<PackageSubscription>>("POST", "/packages/expiredPackages", token, { page, perPage }),
        packageDetail: (id: string) => call<{ data: PackageSubscriptionDetail }>("GET", `/packages/subscription/${encodeURIComponent(id)}`, token),
        activeExams: () => call<Page<ExamSubscription>>("POST", "/exams/activeExams", token, { page: 1, perPage: 50 }),
        expiredExams: () => call<Page<ExamSubscription>>("POST", "/exams/expiredExams", token, { page: 1, perPage: 50 }),
        start: (subscId: string, testId: string) => call<{ data: { attemptId: string } }>("POST", "/attempts/start", token, { subscId, testId }),
        submit: (attemptId: string) => call<unknown>("POST", `/attempts/${attemptId}/submit`, token)
      }
    }

    const learnerWith = async (options: OrderOptions = {}) => {
      const learner = await newLearner(server, "orders")
      return { learner, me: as(learner), order: await insertOrder(server, fixture, learner, options) }
    }

    const orderRow = async (id: string) =>
      (
        await server.query<{ status: string; refund_id: string | null; credit_note_number: string | null }>(
          "SELECT status, refund_id, credit_note_number FROM orders WHERE id = $1",
          [id]
        )
      )[0]!

    const chargeOf = async (chargeId: string) =>
      (
        await server.query<{ status: string; refund_id: string | null; refunded_cents: number | null }>(
          "SELECT status, refund_id, refunded_cents FROM sandbox_charges WHERE charge_id = $1",
          [chargeId]
        )
      )[0]!

    describe("Transactions", () => {
      it("pages the learner's orders newest first, pending included, with the real total and the lines' amounts", async () => {
        const learner = await newLearner(server, "orders")
        const me = as(learner)
        const old = await insertOrder(server, fixture, learner, { exams: ["one"], paidDaysAgo: 20 })
        const middle = await insertOrder(server, fixture, learner, {
          exams: ["two"],
          withPackage: true,
          paidDaysAgo: 2,
          coupon: { code: "WELCOME10", discountCents: 705 }
        })
        const pending = await insertOrder(server, fixture, learner, { exams: ["three"], status: "pending" })

        const first = await me.page(1, 2)
        expect(first.status).toBe(200)
        expect(first.body.data).toMatchObject({ total: 3, page: 1, perPage: 2 })
        expect(first.body.data.docs.map((order) => order._id)).toEqual([pending.orderId, middle.orderId])
        const [pendingSummary, middleSummary] = first.body.data.docs
        expect(pendingSummary).toMatchObject({
          status: "pending",
          receiptNumber: null,
          paidAt: null,
          refund: { refundable: false, until: null, message: Messages.PAYMENT_PENDING }
        })
        expect(middleSummary).toMatchObject({
          status: "paid",
          subtotalCents: 2500 + 4550,
          coupon: { code: "WELCOME10", discountCents: 705 },
          totalCents: 2500 + 4550 - 705,
          cardBrand: "visa",
          last4: "4242",
          receiptNumber: middle.receiptNumber,
          refund: { refundable: true }
        })
        expect(middleSummary!.lines.map((line) => [line.name, line.payCents])).toEqual([
          [ORDER_EXAMS.two.name, 2500],
          [ORDER_PACKAGE.name, 4550]
        ])

        const second = await me.page(2, 2)
        expect(second.body.data.docs.map((order) => order._id)).toEqual([old.orderId])
        expect(second.body.data.docs[0]!.refund.refundable).toBe(false)
        expect((await me.page(9, 2)).body.data).toMatchObject({ docs: [], total: 3, page: 9 })
        expect((await me.page(0, 2)).status).toBe(400)
        expect((await me.page(1, 101)).status).toBe(400)
        // Another learner sees none of them; a guest is asked to sign in.
        expect((await as(await newLearner(server, "orders")).page(1, 10)).body.data).toMatchObject({ docs: [], total: 0 })
        expect((await as(undefined).page(1, 10)).status).toBe(401)
      })

      it("answers one order with its refund terms: until 14 days after payment", async () => {
        const { me, order } = await learnerWith({ paidDaysAgo: 1 })
        const answer = await me.order(order.orderId)
        expect(answer.status).toBe(200)
        const paidAt = new Date(answer.body.data.paidAt!)
        expect(answer.body.data.refund).toEqual({
          refundable: true,
          until: refundDeadline(paidAt).toISOString(),
          message: Messages.refundableUntil(refundDeadline(paidAt))
        })
      })

      it("answers 404 for another learner's order, receipt and refund, and for an impossible id", async () => {
        const { order } = await learnerWith()
        const intruder = as(await newLearner(server, "intruder"))
        expect(await intruder.order(order.orderId)).toMatchObject({ status: 404, body: { message: Messages.ORDER_NOT_FOUND } })
        expect((await intruder.receipt(order.orderId)).status).toBe(404)
        expect(await intruder.refund(order.orderId)).toMatchObject({ status: 404, body: { message: Messages.ORDER_NOT_FOUND } })
        expect(await intruder.order("not an id!")).toMatchObject({ status: 404, body: { message: Messages.ORDER_NOT_FOUND } })
        expect((await orderRow(order.orderId)).status).toBe("paid")
      })
    })

    describe("the receipt", () => {
      it("is a PDF carrying the receipt number, the learner and the lines", async () => {
        const { me, order } = await learnerWith({ exams: ["one"], withPackage: true })
        const receipt = await me.receipt(order.orderId)
        expect(receipt.status).toBe(200)
        expect(receipt.type).toContain("application/pdf")
        expect(isPdf(receipt.bytes)).toBe(true)
        const text = pdfText(receipt.bytes)
        expect(text).toContain(`Receipt ${order.receiptNumber}`)
        expect(text).toContain(ORDER_EXAMS.one.name)
        expect(text).toContain(ORDER_PACKAGE.name)
        expect(text).toContain("$65.49")
        expect(text).toContain("Visa ending 4242")
      })

      it("answers 409 for a pending order", async () => {
        const { me, order } = await learnerWith({ status: "pending" })
        const receipt = await me.receipt(order.orderId)
        expect(receipt.status).toBe(409)
        expect(JSON.parse(Buffer.from(receipt.bytes).toString("utf8"))).toMatchObject({ message: Messages.RECEIPT_NOT_READY })
      })
    })

    describe("the refund", () => {
      it("refunds a paid order within 14 days: the card once, a credit note, the grants ended, the letter and the notification", async () => {
        const { learner, me, order } = await learnerWith({ exams: ["one"], withPackage: true, paidDaysAgo: 13.9 })
        expect((await me.activeExams()).body.data.total).toBe(3)

        const answer = await me.refund(order.orderId)
        expect(answer.status).toBe(200)
        const creditNote = answer.body.data.creditNoteNumber!
        expect(creditNote).toMatch(/^C-\d{6,}$/)
        expect(answer.body.message).toBe(Messages.refundAnswer(order.totalCents, creditNote))
        expect(answer.body.data).toMatchObject({ status: "refunded", refund: { refundable: false, until: null } })
        expect(answer.body.data.refundedAt).not.toBeNull()

        const charge = await chargeOf(order.chargeId!)
        expect(charge).toMatchObject({ status: "refunded", refunded_cents: order.totalCents })
        expect((await orderRow(order.orderId)).refund_id).toBe(charge.refund_id)

        // My Exams and My Packages show the order's grants expired.
        expect((await me.activeExams()).body.data.total).toBe(0)
        expect((await me.expiredExams()).body.data.docs.map((s) => s._id).sort()).toEqual(Object.values(order.subscriptions).sort())
        expect((await me.activePackages()).body.data.total).toBe(0)
        expect((await me.expiredPackages()).body.data.docs).toMatchObject([{ _id: order.packageSubscriptionId, status: "expired", daysLeft: 0 }])

        const notes = await server.query<{ title: string; description: string }>("SELECT title, description FROM notifications WHERE user_id = $1", [
          learner.userId
        ])
        expect(notes).toEqual([{ title: Messages.REFUND_ISSUED_TITLE, description: Messages.refundIssued(order.totalCents, order.receiptNumber!, creditNote) }])
        const letters = await server.query<{ subject: string; filename: string; content: Uint8Array }>(
          `SELECT o.subject, a.filename, a.content FROM outbox o JOIN users u ON u.email = o.recipient
           JOIN outbox_attachments a ON a.outbox_id = o.id WHERE u.id = $1`,
          [learner.userId]
        )
        expect(letters.map((letter) => letter.subject)).toEqual([`Your ExamReady credit note ${creditNote}`])
        expect(pdfText(letters[0]!.content)).toContain(`Credit note ${creditNote}`)
        // The receipt now carries the credit note too.
        expect(pdfText((await me.receipt(order.orderId)).bytes)).toContain(`Credit note ${creditNote}`)
      })

      it("answers the same refund when asked twice, or twice at once: one card refund, one credit note", async () => {
        const { me, order } = await learnerWith()
        const [a, b] = await Promise.all([me.refund(order.orderId), me.refund(order.orderId)])
        expect([a.status, b.status]).toEqual([200, 200])
        expect(a.body.data.creditNoteNumber).toBe(b.body.data.creditNoteNumber)
        const again = await me.refund(order.orderId)
        expect(again.status).toBe(200)
        expect(again.body.data.creditNoteNumber).toBe(a.body.data.creditNoteNumber)
        const charge = await chargeOf(order.chargeId!)
        expect((await orderRow(order.orderId)).refund_id).toBe(charge.refund_id)
        const letters = await server.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM outbox o JOIN users u ON u.email = o.recipient JOIN orders r ON r.user_id = u.id WHERE r.id = $1",
          [order.orderId]
        )
        expect(letters[0]!.n).toBe(1)
      })

      it("is refused once a test of the order was submitted, a package's exam included, with the reason", async () => {
        const { me, order } = await learnerWith({ exams: ["one"], withPackage: true })
        const started = await me.start(order.subscriptions.three!, fixture.tests.three)
        expect(started.status).toBe(200)
        expect((await me.submit(started.body.data.attemptId)).status).toBe(200)
        expect((await me.order(order.orderId)).body.data.refund).toMatchObject({ refundable: false, message: Messages.TEST_SUBMITTED })
        expect((await me.page(1, 10)).body.data.docs[0]!.refund).toMatchObject({ refundable: false, message: Messages.TEST_SUBMITTED })
        expect(await me.refund(order.orderId)).toMatchObject({ status: 409, body: { message: Messages.TEST_SUBMITTED } })
        expect((await orderRow(order.orderId)).status).toBe("paid")
        expect((await chargeOf(order.chargeId!)).status).toBe("succeeded")
      })

      it("is refused more than 14 days after payment, with the day it ended", async () => {
        const { me, order } = await learnerWith({ paidDaysAgo: 14.01 })
        const summary = (await me.order(order.orderId)).body.data
        const until = refundDeadline(new Date(summary.paidAt!))
        expect(summary.refund).toEqual({ refundable: false, until: until.toISOString(), message: Messages.refundWindowOver(until) })
        expect(await me.refund(order.orderId)).toMatchObject({ status: 409, body: { message: Messages.refundWindowOver(until) } })
        expect((await chargeOf(order.chargeId!)).status).toBe("succeeded")
      })

      it("closes an attempt still open on a refunded exam (submitted with what was saved)", async () => {
        const { me, order } = await learnerWith({ exams: ["one"] })
        const started = await me.start(order.subscriptions.one!, fixture.tests.one)
        expect(started.status).toBe(200)
        // An open attempt does not stop the refund: only a submitted test does.
        expect((await me.refund(order.orderId)).status).toBe(200)
        const [attempt] = await server.query<{ status: string }>("SELECT status FROM attempts WHERE id = $1", [started.body.data.attemptId])
        expect(attempt!.status).toBe("submitted")
        expect(await me.start(order.subscriptions.one!, fixture.tests.one)).toMatchObject({ status: 409 })
      })

      it("refunds a free order without the gateway", async () => {
        const { me, order } = await learnerWith({ free: true })
        expect(order.chargeId).toBeNull()
        const answer = await me.refund(order.orderId)
        expect(answer.status).toBe(200)
        expect(answer.body.message).toBe(Messages.refundAnswer(0, answer.body.data.creditNoteNumber!))
        expect(await orderRow(order.orderId)).toMatchObject({ status: "refunded", refund_id: null })
      })

      it("refuses a pending order", async () => {
        const { me, order } = await learnerWith({ status: "pending" })
        expect(await me.refund(order.orderId)).toMatchObject({ status: 409, body: { message: Messages.PAYMENT_PENDING } })
      })
    })

    describe("My Packages", () => {
      it("lists bought packages active or expired, newest first, paged, with days left, and the detail's exams", async () => {
        const learner = await newLearner(server, "packages")
        const me = as(learner)
        const older = await insertOrder(server, fixture, learner, { exams: [], withPackage: true, paidDaysAgo: 10 })
        const newer = await insertOrder(server, fixture, learner, { exams: [], withPackage: true, paidDaysAgo: 0 })
        const ended = await insertOrder(server, fixture, learner, { exams: [], withPackage: true, paidDaysAgo: 400 })

        const active = await me.activePackages(1, 1)
        expect(active.status).toBe(200)
        expect(active.body.data).toMatchObject({ total: 2, page: 1, perPage: 1 })
        expect(active.body.data.docs).toMatchObject([
          {
            _id: newer.packageSubscriptionId,
            packageName: ORDER_PACKAGE.name,
            packageSlug: ORDER_PACKAGE.slug,
            status: "active",
            daysLeft: ORDER_PACKAGE.validityDays,
            examCount: 2,
            orderId: newer.orderId
          }
        ])
        expect((await me.activePackages(2, 1)).body.data.docs).toMatchObject([{ _id: older.packageSubscriptionId, daysLeft: ORDER_PACKAGE.validityDays - 10 }])
        expect((await me.activePackages(3, 1)).body.data).toMatchObject({ docs: [], total: 2 })
        expect((await me.expiredPackages()).body.data.docs).toMatchObject([{ _id: ended.packageSubscriptionId, status: "expired", daysLeft: 0 }])
        expect((await me.activePackages(1, 0)).status).toBe(400)

        const detail = await me.packageDetail(newer.packageSubscriptionId!)
        expect(detail.status).toBe(200)
        expect(detail.body.data.subscription._id).toBe(newer.packageSubscriptionId)
        expect(detail.body.data.exams.map((exam) => [exam._id, exam.examName, exam.packageName, exam.status, exam.testCount])).toEqual([
          [newer.subscriptions.three, ORDER_EXAMS.three.name, ORDER_PACKAGE.name, "active", 1],
          [newer.subscriptions.two, ORDER_EXAMS.two.name, ORDER_PACKAGE.name, "active", 1]
        ])
        const expiredDetail = await me.packageDetail(ended.packageSubscriptionId!)
        expect(expiredDetail.body.data.exams.every((exam) => exam.status === "expired")).toBe(true)
      })

      it("answers 404 for another learner's package and an impossible id", async () => {
        const { order } = await learnerWith({ exams: [], withPackage: true })
        const intruder = as(await newLearner(server, "intruder"))
        expect(await intruder.packageDetail(order.packageSubscriptionId!)).toMatchObject({ status: 404, body: { message: PACKAGE_SUBSCRIPTION_NOT_FOUND } })
        expect(await intruder.packageDetail("not an id!")).toMatchObject({ status: 404, body: { message: PACKAGE_SUBSCRIPTION_NOT_FOUND } })
        expect((await intruder.activePackages()).body.data.total).toBe(0)
        expect((await as(undefined).activePackages()).status).toBe(401)
      })
    })

    describe("end to end", () => {
      it("pays with 4242, finds the receipt email with its PDF in the outbox, then refunds through the sandbox", async () => {
        const learner = await newLearner(server, "buyer")
        const [user] = await server.query<{ email: string }>("SELECT email FROM users WHERE id = $1", [learner.userId])
        expect((await call("POST", "/cart/lines", learner.token, { list: "cart", item: { kind: "exam", _id: fixture.exams.two } })).status).toBe(200)
        const quote = await call<QuoteAnswer>("POST", "/checkout/quote", learner.token, { couponCode: null })
        expect(quote.status).toBe(200)
        const paid = await call<{ data: PaymentOutcome }>("POST", "/checkout/pay", learner.token, {
          quoteId: quote.body.data._id,
          idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
          card: cardOf("4242424242424242")
        })
        expect(paid.status).toBe(200)
        const outcome = paid.body.data
        if (outcome.status !== "paid") throw new Error(`expected paid, got ${outcome.status}`)

        interface OutboxItem {
          to: string
          subject: string
          body: string
          attachments: ReadonlyArray<{ filename: string; contentType: string; url: string }>
        }
        const outbox = (await (await fetch(`${server.baseUrl}/dev/outbox.json`)).json()) as ReadonlyArray<OutboxItem>
        const letter = outbox.find((item) => item.to === user!.email && item.subject === `Your ExamReady receipt ${outcome.receiptNumber}`)
        expect(letter).toBeDefined()
        expect(letter!.body).toContain("/profile/transaction")
        expect(letter!.attachments).toMatchObject([{ filename: `ExamReady-receipt-${outcome.receiptNumber}.pdf`, contentType: "application/pdf" }])
        const file = await fetch(server.baseUrl + letter!.attachments[0]!.url)
        expect(file.headers.get("content-type")).toContain("application/pdf")
        const bytes = new Uint8Array(await file.arrayBuffer())
        expect(isPdf(bytes)).toBe(true)
        expect(pdfText(bytes)).toContain(`Receipt ${outcome.receiptNumber}`)
        expect((await fetch(`${server.baseUrl}/dev/outbox/attachments/999999999999`)).status).toBe(404)
        const page = await (await fetch(`${server.baseUrl}/dev/outbox`)).text()
        expect(page).toContain(`href="${letter!.attachments[0]!.url}"`)

        const me = as(learner)
        expect((await me.order(outcome.orderId)).body.data).toMatchObject({
          status: "paid",
          receiptNumber: outcome.receiptNumber,
          refund: { refundable: true }
        })
        const refund = await me.refund(outcome.orderId)
        expect(refund.status).toBe(200)
        const [charge] = await server.query<{ status: string; refunded_cents: number }>(
          "SELECT status, refunded_cents FROM sandbox_charges WHERE idempotency_key = $1",
          [outcome.orderId]
        )
        expect(charge).toEqual({ status: "refunded", refunded_cents: refund.body.data.totalCents })
      })
    })
  })
