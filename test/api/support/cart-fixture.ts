/**
 * The cart tests' own little catalog, so their assertions never depend on
 * the demo data: exams by code (ready ones with a question bank, one coming
 * soon, one to hold), and packages over them, written straight into the
 * database next to the demo catalog. Prices are chosen to show the cents
 * exactly (49.99 on sale at 39.50).
 */
import { loadQuestionBank } from "../../../server/seed/seed-attempts.ts"
import { oneQuestionBank } from "./one-question-bank.ts"
import type { TestServer } from "./test-server.ts"

export const EXAMS = {
  ready: { code: "CART-READY-1", name: "Cart Ready One", vendor: "Nimbus", price: "49.99", sale: "39.50" },
  second: { code: "CART-READY-2", name: "Cart Ready Two", vendor: "Orbit", price: "20.00", sale: null },
  soon: { code: "CART-SOON-3", name: "Cart Coming Soon", vendor: "Nimbus", price: "15.00", sale: null },
  held: { code: "CART-HELD-4", name: "Cart Held Exam", vendor: "Orbit", price: "30.00", sale: null }
} as const
export type FixtureExam = keyof typeof EXAMS

export const PACKAGES = {
  /** Two ready exams and one coming soon, on sale. */
  bundle: { slug: "cart-bundle", name: "Cart Bundle", price: "80.00", sale: "64.99", exams: ["ready", "second", "soon"] },
  /** Only an exam with no questions: coming soon. */
  soonOnly: { slug: "cart-soon-pack", name: "Cart Soon Pack", price: "10.00", sale: null, exams: ["soon"] },
  /** Only the exam the tests make a learner hold. */
  heldOnly: { slug: "cart-held-pack", name: "Cart Held Pack", price: "25.00", sale: null, exams: ["held"] },
  /** The held exam and a ready one: partly held. */
  mixed: { slug: "cart-mixed-pack", name: "Cart Mixed Pack", price: "45.00", sale: null, exams: ["held", "second"] }
} as const satisfies Record<string, { readonly exams: ReadonlyArray<FixtureExam> } & Record<string, unknown>>
export type FixturePackage = keyof typeof PACKAGES

export interface CartFixture {
  readonly exams: Record<FixtureExam, string>
  readonly packages: Record<FixturePackage, string>
}

export const loadCartFixture = async (server: TestServer): Promise<CartFixture> => {
  const exams = {} as Record<FixtureExam, string>
  for (const [key, exam] of Object.entries(EXAMS) as Array<[FixtureExam, (typeof EXAMS)[FixtureExam]]>) {
    const [row] = await server.query<{ id: string }>(
      `INSERT INTO exams (category_id, name, slug, code, price, sale_price, vendor)
       SELECT id, $1, lower(replace($1, ' ', '-')), $2, $3::numeric, $4::numeric, $5 FROM categories ORDER BY sort_order LIMIT 1
       RETURNING id`,
      [exam.name, exam.code, exam.price, exam.sale, exam.vendor]
    )
    exams[key] = row!.id
  }
  await server.run(loadQuestionBank([oneQuestionBank(EXAMS.ready.code), oneQuestionBank(EXAMS.second.code), oneQuestionBank(EXAMS.held.code)]))
  // The coming-soon exam has a test in the catalog, but no questions in it.
  await server.query("INSERT INTO practice_tests (exam_id, name, question_count, duration_minutes) VALUES ($1, 'Announced test', 40, 60)", [exams.soon])
  const packages = {} as Record<FixturePackage, string>
  for (const [key, pkg] of Object.entries(PACKAGES) as Array<[FixturePackage, (typeof PACKAGES)[FixturePackage]]>) {
    const [row] = await server.query<{ id: string }>(
      "INSERT INTO packages (name, slug, price, sale_price) VALUES ($1, $2, $3::numeric, $4::numeric) RETURNING id",
      [pkg.name, pkg.slug, pkg.price, pkg.sale]
    )
    packages[key] = row!.id
    for (const [index, exam] of pkg.exams.entries()) {
      await server.query("INSERT INTO package_exams (package_id, exam_id, sort_order) VALUES ($1, $2, $3)", [row!.id, exams[exam], index])
    }
  }
  return { exams, packages }
}
