/**
 * The checkout tests' own exams, priced to sit on the demo coupons'
 * boundaries (WELCOME10 from $20, SAVE25 from $50 and capped at $15, CASH5
 * from $30), each with a one-question practice test so it can be bought and
 * started, plus one on sale and a package of two; written straight into the
 * database next to the demo catalog. Coupons of the tests' own are written
 * directly too, with the state a test needs (uses left, not yet valid).
 */
import { loadQuestionBank } from "../../../server/seed/seed-attempts.ts"
import { oneQuestionBank } from "./one-question-bank.ts"
import type { TestServer } from "./test-server.ts"

export const PRICED = {
  twenty: { code: "CHK-20-00", price: "20.00", sale: null },
  justUnderTwenty: { code: "CHK-19-99", price: "19.99", sale: null },
  fifty: { code: "CHK-50-00", price: "50.00", sale: null },
  sixty: { code: "CHK-60-00", price: "60.00", sale: null },
  hundred: { code: "CHK-100-00", price: "100.00", sale: null },
  thirty: { code: "CHK-30-00", price: "30.00", sale: null },
  justUnderThirty: { code: "CHK-29-99", price: "29.99", sale: null },
  onSale: { code: "CHK-SALE", price: "49.99", sale: "39.50" }
} as const
export type PricedExam = keyof typeof PRICED

export const BUNDLE = { slug: "chk-bundle", name: "Checkout Bundle", price: "70.00", exams: ["twenty", "fifty"] as const }

export interface CheckoutFixture {
  readonly exams: Record<PricedExam, string>
  readonly bundle: string
}

export const loadCheckoutFixture = async (server: TestServer): Promise<CheckoutFixture> => {
  const exams = {} as Record<PricedExam, string>
  for (const [key, exam] of Object.entries(PRICED) as Array<[PricedExam, (typeof PRICED)[PricedExam]]>) {
    const [row] = await server.query<{ id: string }>(
      `INSERT INTO exams (category_id, name, slug, code, price, sale_price, vendor, validity_days)
       SELECT id, $1, lower($2), $2, $3::numeric, $4::numeric, 'Checkout Vendor', 90 FROM categories ORDER BY sort_order LIMIT 1
       RETURNING id`,
      [`Checkout ${exam.code}`, exam.code, exam.price, exam.sale]
    )
    exams[key] = row!.id
  }
  await server.run(loadQuestionBank(Object.values(PRICED).map((exam) => oneQuestionBank(exam.code))))
  const [bundle] = await server.query<{ id: string }>(
    "INSERT INTO packages (name, slug, price, validity_days) VALUES ($1, $2, $3::numeric, 365) RETURNING id",
    [BUNDLE.name, BUNDLE.slug, BUNDLE.price]
  )
  for (const [index, key] of BUNDLE.exams.entries()) {
    await server.query("INSERT INTO package_exams (package_id, exam_id, sort_order) VALUES ($1, $2, $3)", [bundle!.id, exams[key], index])
  }
  return { exams, bundle: bundle!.id }
}

let coupons = 0

/** A coupon of the test's own (FLAT PERCENT 10 from $0 unless told), valid since yesterday. */
export const newCoupon = async (
  server: TestServer,
  change: { readonly usageLimit?: number; readonly used?: number; readonly validFromDays?: number; readonly discount?: number } = {}
): Promise<{ readonly id: string; readonly code: string }> => {
  const code = `CHK${process.pid % 1000}X${++coupons}`
  const [row] = await server.query<{ id: string }>(
    `INSERT INTO coupons (code, coupon_type, discount, min_amount_cents, dis_upto_cents, valid_from, valid_until, usage_limit, used)
     VALUES ($1, 'FLAT PERCENT', $2, 0, NULL, now() + make_interval(days => $3::int), NULL, $4, $5) RETURNING id`,
    [code, change.discount ?? 10, change.validFromDays ?? -1, change.usageLimit ?? null, change.used ?? 0]
  )
  return { id: row!.id, code }
}
