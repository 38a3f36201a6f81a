/**
 * Benchmark (not a test): 100 learners check out at once against the real
 * server application, in process, on PGlite in a temporary data folder
 * (`--postgres` uses a scratch database on TEST_DATABASE_URL instead). Each
 * learner has one exam in the cart (added through the API beforehand); then
 * all of them at once ask for a quote and pay it with the sandbox's 4242
 * card, as the checkout page does. Prints the paid orders per second, the
 * p50/p99 latency of a checkout (quote + pay) and of the pay call alone, and
 * checks the charges the sandbox's ledger counted against the paid orders.
 *
 *   npm run bench:checkout [-- --postgres] [-- --learners 100]
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { tokenFor } from "../test/api/support/attempts-fixture.ts"
import { startTestServer, TEST_DATABASE_URL } from "../test/api/support/test-server.ts"
import { argument, percentile } from "./perf/figures.ts"

const LEARNERS = argument("learners", 100)
const postgres = process.argv.includes("--postgres")
const API = "/api/v1/u"
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2035, cvc: "123", name: "Bench Learner" }

const main = async () => {
  const dataDir = postgres ? undefined : mkdtempSync(join(tmpdir(), "bench-checkout-"))
  const server = await startTestServer(postgres ? { kind: "postgres", url: TEST_DATABASE_URL } : { kind: "pglite", dataDir }, {
    // Only the start-up pass: a pass during the run would be measured too.
    checkoutReconcileSeconds: 3600,
    attemptSweepSeconds: 3600
  })
  try {
    // A demo exam with questions: something that can be bought.
    const [exam] = await server.query<{ id: string; name: string; price: string }>(`
      SELECT e.id, e.name, e.price::text FROM exams e
      WHERE EXISTS (SELECT 1 FROM practice_tests t JOIN questions q ON q.test_id = t.id WHERE t.exam_id = e.id)
      ORDER BY e.code LIMIT 1`)
    if (exam === undefined) throw new Error("No exam with questions: is the demo seed on?")

    // Learners straight into the database; tokens as a sign-in issues them.
    const users = await server.query<{ id: string }>(
      `INSERT INTO users (name, email, password_hash, email_verified_at)
       SELECT 'Bench Buyer ' || n, 'bench-buyer-' || n || '-' || $2 || '@example.com', 'not-a-hash', now()
       FROM generate_series(1, $1::int) AS n RETURNING id`,
      [LEARNERS, Date.now().toString(36)]
    )
    const tokens = await Promise.all(users.map((user) => tokenFor(server, user.id)))

    const post = async (path: string, token: string, body: unknown) => {
      const response = await fetch(server.baseUrl + API + path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-access-token": token },
        body: JSON.stringify(body)
      })
      return { status: response.status, body: await response.text() }
    }

    for (const token of tokens) {
      const added = await post("/cart/lines", token, { list: "cart", item: { kind: "exam", _id: exam.id } })
      if (added.status !== 200) throw new Error(`adding to the cart answered ${added.status}: ${added.body}`)
    }

    const checkouts: Array<number> = []
    const pays: Array<number> = []
    let paid = 0
    let failures = 0
    const started = performance.now()
    await Promise.all(
      tokens.map(async (token, index) => {
        const begin = performance.now()
        const quote = await post("/checkout/quote", token, { couponCode: null })
        if (quote.status !== 200) {
          failures++
          return
        }
        const quoteId = (JSON.parse(quote.body) as { data: { _id: string } }).data._id
        const payBegin = performance.now()
        const answer = await post("/checkout/pay", token, { quoteId, idempotencyKey: `bench-${index}-${Date.now().toString(36)}`, card: CARD })
        const end = performance.now()
        pays.push(end - payBegin)
        checkouts.push(end - begin)
        if (answer.status === 200 && (JSON.parse(answer.body) as { data: { status: string } }).data.status === "paid") paid++
        else failures++
      })
    )
    const finished = performance.now()

    const [counted] = await server.query<{ charges: number; orders: number; subscriptions: number }>(
      `SELECT (SELECT count(*)::int FROM sandbox_charges s JOIN orders o ON o.id = s.idempotency_key WHERE o.user_id = ANY($1::text[])) AS charges,
         (SELECT count(*)::int FROM orders WHERE status = 'paid' AND user_id = ANY($1::text[])) AS orders,
         (SELECT count(*)::int FROM subscriptions WHERE order_id IS NOT NULL AND user_id = ANY($1::text[])) AS subscriptions`,
      [users.map((user) => user.id)]
    )
    const seconds = (finished - started) / 1000
    const sortedCheckouts = [...checkouts].sort((a, b) => a - b)
    const sortedPays = [...pays].sort((a, b) => a - b)
    console.log(`database:              ${postgres ? "PostgreSQL server" : "PGlite in a temporary data folder"}`)
    console.log(`exam:                  ${exam.name} ($${exam.price})`)
    console.log(`learners:              ${LEARNERS}, all checking out at once (quote, then pay with 4242)`)
    console.log(`paid:                  ${paid} (${failures} failed) in ${seconds.toFixed(2)} s`)
    console.log(`orders/s:              ${(paid / seconds).toFixed(1)}`)
    console.log(`checkout p50 / p99:    ${percentile(sortedCheckouts, 50).toFixed(0)} ms / ${percentile(sortedCheckouts, 99).toFixed(0)} ms`)
    console.log(`pay call p50 / p99:    ${percentile(sortedPays, 50).toFixed(0)} ms / ${percentile(sortedPays, 99).toFixed(0)} ms`)
    console.log(
      `charges counted:       ${counted?.charges} (sandbox_charges) for ${counted?.orders} paid orders, ${counted?.subscriptions} subscriptions granted`
    )
    const consistent = counted?.charges === counted?.orders && counted?.orders === paid
    console.log(`charges == paid orders: ${consistent ? "yes" : "NO"}`)
    if (!consistent) process.exitCode = 1
  } finally {
    await server.close()
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
