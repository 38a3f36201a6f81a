/**
 * The orders tests' own exams and package, and orders written straight into
 * the database as the checkout's fulfilment leaves them: the quote, the
 * paid order (receipt number from the sequence, the card's brand and last
 * four), the sandbox's charge behind it (so the gateway can refund it), and
 * the grants (an exam subscription per exam line; per package line a
 * package subscription and a subscription per exam of the package), all
 * from the day it was paid. So the orders' rules are tested whatever state
 * the pay endpoint is in, and at any age ("paid 15 days ago").
 */
import { randomUUID } from "node:crypto"
import { loadQuestionBank } from "../../../server/seed/seed-attempts.ts"
import type { Learner } from "./attempts-fixture.ts"
import { oneQuestionBank } from "./one-question-bank.ts"
import type { TestServer } from "./test-server.ts"

export const ORDER_EXAMS = {
  one: { code: "ORD-ONE-1", name: "Orders Exam One", price: "19.99" },
  two: { code: "ORD-TWO-2", name: "Orders Exam Two", price: "25.00" },
  three: { code: "ORD-THREE-3", name: "Orders Exam Three", price: "30.00" }
} as const
export type OrderExam = keyof typeof ORDER_EXAMS

export const ORDER_PACKAGE = { slug: "orders-pack", name: "Orders Pack", price: "45.50", validityDays: 365, exams: ["two", "three"] as const }

export interface OrdersFixture {
  readonly exams: Record<OrderExam, string>
  readonly tests: Record<OrderExam, string>
  readonly pack: string
}

export const loadOrdersFixture = async (server: TestServer): Promise<OrdersFixture> => {
  const exams = {} as Record<OrderExam, string>
  const tests = {} as Record<OrderExam, string>
  for (const [key, exam] of Object.entries(ORDER_EXAMS) as Array<[OrderExam, (typeof ORDER_EXAMS)[OrderExam]]>) {
    const [row] = await server.query<{ id: string }>(
      `INSERT INTO exams (category_id, name, slug, code, price, vendor, validity_days)
       SELECT id, $1, lower($2), $2, $3::numeric, 'Orders Vendor', 90 FROM categories ORDER BY sort_order LIMIT 1
       RETURNING id`,
      [exam.name, exam.code, exam.price]
    )
    exams[key] = row!.id
  }
  await server.run(loadQuestionBank(Object.values(ORDER_EXAMS).map((exam) => oneQuestionBank(exam.code))))
  for (const key of Object.keys(ORDER_EXAMS) as Array<OrderExam>) {
    const [test] = await server.query<{ id: string }>("SELECT id FROM practice_tests WHERE exam_id = $1", [exams[key]])
    tests[key] = test!.id
  }
  const [pack] = await server.query<{ id: string }>("INSERT INTO packages (name, slug, price, validity_days) VALUES ($1, $2, $3::numeric, $4) RETURNING id", [
    ORDER_PACKAGE.name,
    ORDER_PACKAGE.slug,
    ORDER_PACKAGE.price,
    ORDER_PACKAGE.validityDays
  ])
  for (const [index, key] of ORDER_PACKAGE.exams.entries()) {
    await server.query("INSERT INTO package_exams (package_id, exam_id, sort_order) VALUES ($1, $2, $3)", [pack!.id, exams[key], index])
  }
  return { exams, tests, pack: pack!.id }
}

const cents = (price: string) => Math.round(Number(price) * 100)

export interface OrderOptions {
  readonly exams?: ReadonlyArray<OrderExam>
  readonly withPackage?: boolean
  /** How long ago it was paid (fractional days allowed); 0 by default. */
  readonly paidDaysAgo?: number
  /** pending: written, not paid (nothing granted). */
  readonly status?: "paid" | "pending"
  /** A free order: every line at 0, nothing charged. */
  readonly free?: boolean
  /** A coupon code and the cents it took off. */
  readonly coupon?: { readonly code: string; readonly discountCents: number }
}

export interface InsertedOrder {
  readonly orderId: string
  readonly receiptNumber: string | null
  readonly totalCents: number
  readonly chargeId: string | null
  /** Exam subscription ids by exam key (the package's exams included). */
  readonly subscriptions: Partial<Record<OrderExam, string>>
  readonly packageSubscriptionId: string | null
}

/** One order of `learner`, as fulfilment would leave it. */
export const insertOrder = async (server: TestServer, fixture: OrdersFixture, learner: Learner, options: OrderOptions = {}): Promise<InsertedOrder> => {
  const examKeys = options.exams ?? ["one"]
  const free = options.free ?? false
  const lines = [
    ...examKeys.map((key) => ({
      item: { kind: "exam", _id: fixture.exams[key] },
      name: ORDER_EXAMS[key].name,
      payCents: free ? 0 : cents(ORDER_EXAMS[key].price)
    })),
    ...(options.withPackage
      ? [{ item: { kind: "package", _id: fixture.pack }, name: ORDER_PACKAGE.name, payCents: free ? 0 : cents(ORDER_PACKAGE.price) }]
      : [])
  ]
  const subtotal = lines.reduce((sum, line) => sum + line.payCents, 0)
  const discount = options.coupon?.discountCents ?? 0
  const total = subtotal - discount
  const fingerprint = lines
    .map((line) => `${line.item.kind}:${line.item._id}`)
    .sort()
    .join(",")
  const paidAgo = `${Math.round((options.paidDaysAgo ?? 0) * 86_400_000)} milliseconds`
  const paid = (options.status ?? "paid") === "paid"

  const [quote] = await server.query<{ id: string }>(
    `INSERT INTO quotes (user_id, lines, cart_fingerprint, subtotal_cents, coupon_code, discount_cents, coupon_message, total_cents, expires_at, created_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8, now() - $9::interval + interval '15 minutes', now() - $9::interval - interval '1 minute')
     RETURNING id`,
    [
      learner.userId,
      JSON.stringify(lines),
      fingerprint,
      subtotal,
      options.coupon?.code ?? null,
      discount,
      options.coupon ? `${options.coupon.code} applied.` : null,
      total,
      paidAgo
    ]
  )
  const orderId = randomUUID()
  const chargeId = paid && total > 0 ? `ch_test_${randomUUID()}` : null
  const [order] = await server.query<{ receipt_number: string | null }>(
    `INSERT INTO orders (id, user_id, idempotency_key, quote_id, cart_fingerprint, status, lines, subtotal_cents,
       coupon_code, discount_cents, coupon_message, total_cents, charge_id, card_brand, last4, receipt_number,
       created_at, paid_at, fulfilled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15,
       CASE WHEN $6 = 'paid' THEN (SELECT 'R-' || lpad(n::text, greatest(6, length(n::text)), '0') FROM (SELECT nextval('receipt_numbers') AS n) AS s) END,
       now() - $16::interval - interval '10 seconds',
       CASE WHEN $6 = 'paid' THEN now() - $16::interval END,
       CASE WHEN $6 = 'paid' THEN now() - $16::interval END)
     RETURNING receipt_number`,
    [
      orderId,
      learner.userId,
      `key-${randomUUID()}`,
      quote!.id,
      fingerprint,
      paid ? "paid" : "pending",
      JSON.stringify(lines),
      subtotal,
      options.coupon?.code ?? null,
      discount,
      options.coupon ? `${options.coupon.code} applied.` : null,
      total,
      chargeId,
      chargeId === null ? null : "visa",
      chargeId === null ? null : "4242",
      paidAgo
    ]
  )
  if (chargeId !== null) {
    await server.query(
      `INSERT INTO sandbox_charges (idempotency_key, charge_id, amount_cents, currency, brand, last4, status)
       VALUES ($1, $2, $3, 'USD', 'visa', '4242', 'succeeded')`,
      [orderId, chargeId, total]
    )
  }
  const subscriptions: Partial<Record<OrderExam, string>> = {}
  let packageSubscriptionId: string | null = null
  if (paid) {
    for (const key of examKeys) {
      const [row] = await server.query<{ id: string }>(
        `INSERT INTO subscriptions (user_id, exam_id, starts_at, expires_at, order_id)
         VALUES ($1, $2, now() - $3::interval, now() - $3::interval + interval '90 days', $4) RETURNING id`,
        [learner.userId, fixture.exams[key], paidAgo, orderId]
      )
      subscriptions[key] = row!.id
    }
    if (options.withPackage) {
      const [pack] = await server.query<{ id: string }>(
        `INSERT INTO package_subscriptions (user_id, package_id, order_id, starts_at, expires_at)
         VALUES ($1, $2, $3, now() - $4::interval, now() - $4::interval + make_interval(days => $5::int)) RETURNING id`,
        [learner.userId, fixture.pack, orderId, paidAgo, ORDER_PACKAGE.validityDays]
      )
      packageSubscriptionId = pack!.id
      for (const key of ORDER_PACKAGE.exams) {
        if (examKeys.includes(key)) continue
        const [row] = await server.query<{ id: string }>(
          `INSERT INTO subscriptions (user_id, exam_id, package_name, starts_at, expires_at, order_id, package_subscription_id)
           VALUES ($1, $2, $3, now() - $4::interval, now() - $4::interval + make_interval(days => $5::int), $6, $7) RETURNING id`,
          [learner.userId, fixture.exams[key], ORDER_PACKAGE.name, paidAgo, ORDER_PACKAGE.validityDays, orderId, pack!.id]
        )
        subscriptions[key] = row!.id
      }
    }
  }
  return { orderId, receiptNumber: order!.receipt_number, totalCents: total, chargeId, subscriptions, packageSubscriptionId }
}
