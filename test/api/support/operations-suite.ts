/**
 * The operator's addresses through the real HTTP server, on
 * either database: /health (alive, no database call: it answers while every
 * connection is held), /ready (the database answers and every migration is
 * applied; 503 with a message when a migration is missing or the database
 * does not answer in time), X-Request-Id on every kind of answer, and
 * /metrics read as Prometheus reads it: requests by route template and
 * status (the answers given before the application too), latencies, answer
 * saves, orders paid and open event streams.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { CartItem } from "../../../src/api/cart/cart.ts"
import { ALPHA, fixtureTest, loadFixture, newLearner, subscribe, TESTS } from "./attempts-fixture.ts"
import { loadCheckoutFixture } from "./checkout-fixture.ts"
import { openEventStream } from "./event-stream-client.ts"
import { callLearnerApi } from "./learner-api-call.ts"
import { type Exposition, parsePrometheusText } from "./prometheus-text.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const API = "/api/v1/u"
const MENU = `${API}/public/get/menu`
const SAVE_ROUTE = `${API}/attempts/:attemptId/save`
const HTTP_REQUESTS = "http_requests_total"
const LATENCY = "http_request_duration_seconds"

export const describeOperations = (label: string, database: () => TestDatabase, connections: number) =>
  describe(`health, readiness, request ids and metrics on ${label}`, () => {
    let server: TestServer

    beforeAll(async () => {
      server = await startTestServer(database())
    })
    afterAll(async () => {
      await server?.close()
    })

    const metrics = async (): Promise<Exposition> => {
      const answer = await fetch(`${server.baseUrl}/metrics`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8")
      return parsePrometheusText(await answer.text())
    }

    it("GET /health answers 200 {status: ok} with its request id and the security headers", async () => {
      const answer = await fetch(`${server.baseUrl}/health`)
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ status: "ok" })
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f]{24}-[0-9a-z]+$/)
      expect(answer.headers.get("cache-control")).toBe("no-store")
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
      expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    })

    it("GET /ready answers 200 with the migrations applied, and 503 naming a migration that is missing", async () => {
      const ready = await fetch(`${server.baseUrl}/ready`)
      expect(ready.status).toBe(200)
      const body = (await ready.json()) as { status: string; migrations: number }
      expect(body.status).toBe("ready")
      const [latest] = await server.query<{ migration_id: number; name: string; created_at: Date }>(
        "SELECT migration_id, name, created_at FROM effect_sql_migrations ORDER BY migration_id DESC LIMIT 1"
      )
      expect(body.migrations).toBe(Number(latest!.migration_id))

      await server.query("DELETE FROM effect_sql_migrations WHERE migration_id = $1", [latest!.migration_id])
      try {
        const missing = await fetch(`${server.baseUrl}/ready`)
        expect(missing.status).toBe(503)
        expect(await missing.json()).toEqual({ status: "not ready", message: `Migrations not applied yet: ${latest!.migration_id}_${latest!.name}.` })
        expect(missing.headers.get("x-request-id")).toMatch(/^[0-9a-f]{24}-[0-9a-z]+$/)
      } finally {
        await server.query("INSERT INTO effect_sql_migrations (migration_id, name, created_at) VALUES ($1, $2, $3)", [
          latest!.migration_id,
          latest!.name,
          latest!.created_at
        ])
      }
      expect((await fetch(`${server.baseUrl}/ready`)).status).toBe(200)
    })

    it("while every database connection is held, /health still answers at once and /ready says 503 within its time limit", async () => {
      // Each held connection: a transaction that waits 4 s (the embedded database has one, the server's pool 10).
      const hold = server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* Effect.all(
            Array.from({ length: connections }, () => sql.withTransaction(Effect.andThen(sql`SELECT 1`, Effect.sleep("4 seconds")))),
            { concurrency: "unbounded" }
          )
        }).pipe(Effect.orDie)
      )
      try {
        await new Promise((resolve) => setTimeout(resolve, 300))
        const healthStarted = Date.now()
        const health = await fetch(`${server.baseUrl}/health`)
        expect(health.status).toBe(200)
        expect(Date.now() - healthStarted).toBeLessThan(1000)
        const readyStarted = Date.now()
        const ready = await fetch(`${server.baseUrl}/ready`)
        const waited = Date.now() - readyStarted
        expect(ready.status).toBe(503)
        expect(await ready.json()).toEqual({ status: "not ready", message: "The database did not answer within 2 s." })
        expect(waited).toBeGreaterThanOrEqual(1900)
        expect(waited).toBeLessThan(3500)
      } finally {
        await hold
      }
      expect((await fetch(`${server.baseUrl}/ready`)).status).toBe(200)
    })

    it("echoes a sane X-Request-Id on every kind of answer, and gives a new one instead of an unsafe one", async () => {
      const sent = "ops-test-7f3a.b:2/+=@_-"
      const cases: ReadonlyArray<readonly [string, RequestInit | undefined]> = [
        [MENU, undefined], // the first fills the cache through the application
        [MENU, undefined], // then the Node server answers it itself
        [`${API}/nothing-here`, undefined],
        [`${API}/blog/pagin`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" }],
        ["/health", undefined],
        ["/", undefined]
      ]
      for (const [path, init] of cases) {
        const answer = await fetch(`${server.baseUrl}${path}`, { ...init, headers: { ...(init?.headers ?? {}), "x-request-id": sent } })
        expect([path, answer.headers.get("x-request-id")]).toEqual([path, sent])
      }
      for (const unsafe of ["has spaces in it", "x".repeat(129), 'quote"d', "two, values", "<script>", "semi;colon"]) {
        const answer = await fetch(`${server.baseUrl}/health`, { headers: { "x-request-id": unsafe } })
        expect([unsafe, answer.headers.get("x-request-id")]).toEqual([unsafe, expect.stringMatching(/^[0-9a-f]{24}-[0-9a-z]+$/)])
      }
      const other = await fetch(`${server.baseUrl}/health`)
      const another = await fetch(`${server.baseUrl}/health`)
      expect(other.headers.get("x-request-id")).not.toBe(another.headers.get("x-request-id"))
    })

    it("counts requests by route template and status, the Node server's own answers included; ids never become labels", async () => {
      const before = await metrics()
      await fetch(`${server.baseUrl}${MENU}`)
      await fetch(`${server.baseUrl}${MENU}`)
      const ids = Array.from({ length: 12 }, (_, index) => `ops${index}${Math.random().toString(36).slice(2, 10)}`)
      for (const id of ids) expect((await fetch(`${server.baseUrl}${API}/attempts/${id}`)).status).toBe(401)
      const after = await metrics()
      const menu = { method: "GET", route: MENU, status: "200" }
      expect(after.value(HTTP_REQUESTS, menu) - before.value(HTTP_REQUESTS, menu)).toBe(2)
      const attempt = { method: "GET", route: `${API}/attempts/:attemptId`, status: "401" }
      expect(after.value(HTTP_REQUESTS, attempt) - before.value(HTTP_REQUESTS, attempt)).toBe(ids.length)
      const text = after.samples.map((sample) => JSON.stringify(sample.labels)).join("\n")
      for (const id of ids) expect(text).not.toContain(id)
      expect(after.types.get(HTTP_REQUESTS)).toBe("counter")
      expect(after.types.get(LATENCY)).toBe("histogram")
    })

    it("keeps latency histograms whose buckets add up: cumulative, ending in +Inf = _count = the request count", async () => {
      const exposition = await metrics()
      const series = exposition.find(HTTP_REQUESTS)
      expect(series.length).toBeGreaterThan(3)
      for (const { labels, value } of series) {
        const buckets = exposition.find(`${LATENCY}_bucket`, labels)
        const bounds = buckets.map((bucket) => (bucket.labels["le"] === "+Inf" ? Number.POSITIVE_INFINITY : Number(bucket.labels["le"])))
        expect(bounds).toEqual([...bounds].sort((a, b) => a - b))
        const counts = buckets.map((bucket) => bucket.value)
        expect(counts).toEqual([...counts].sort((a, b) => a - b))
        expect(buckets.at(-1)!.labels["le"]).toBe("+Inf")
        expect(buckets.at(-1)!.value).toBe(value)
        expect(exposition.value(`${LATENCY}_count`, labels)).toBe(value)
        expect(exposition.value(`${LATENCY}_sum`, labels)).toBeGreaterThanOrEqual(0)
      }
      // The process's own figures are there too.
      expect(exposition.find("process_cpu_user_seconds_total").length).toBe(1)
      expect(exposition.find("nodejs_eventloop_utilization_ratio").length).toBe(1)
      expect(exposition.value("process_resident_memory_bytes")).toBeGreaterThan(0)
    })

    it("counts answer saves (saved and refused), orders paid and open event streams", async () => {
      await loadFixture(server)
      const learner = await newLearner(server, "ops-metrics")
      const subscId = await subscribe(server, learner.userId, ALPHA)
      const test = await fixtureTest(server, ALPHA, TESTS.timed)
      const before = await metrics()

      const started = await callLearnerApi<{ data: { attemptId: string } }>(server, "POST", "/attempts/start", learner.token, { subscId, testId: test.id })
      expect(started.status).toBe(200)
      const attemptId = started.body.data.attemptId
      const question = test.questions[0]!
      const save = (seq: number) =>
        callLearnerApi(server, "POST", `/attempts/${attemptId}/save`, learner.token, {
          seq,
          qsnId: question.id,
          answer: [question.options[0]!.id],
          marked: false
        })
      expect((await save(1)).status).toBe(200)
      expect((await save(2)).status).toBe(200)
      expect(
        (await callLearnerApi(server, "POST", "/attempts/nosuchattempt1/save", learner.token, { seq: 1, qsnId: question.id, answer: [], marked: false })).status
      ).toBe(404)

      const checkout = await loadCheckoutFixture(server)
      const buyer = await newLearner(server, "ops-buyer")
      const item = { kind: "exam", _id: checkout.exams.twenty } as CartItem
      expect((await callLearnerApi(server, "POST", "/cart/lines", buyer.token, { list: "cart", item })).status).toBe(200)
      const quote = await callLearnerApi<{ data: { _id: string } }>(server, "POST", "/checkout/quote", buyer.token, { couponCode: null })
      expect(quote.status).toBe(200)
      const paid = await callLearnerApi<{ data: { status: string } }>(server, "POST", "/checkout/pay", buyer.token, {
        quoteId: quote.body.data._id,
        idempotencyKey: `ops-${Math.random().toString(36).slice(2)}`,
        card: { number: "4242424242424242", expMonth: 12, expYear: 2035, cvc: "123", name: "Ada Lovelace" }
      })
      expect(paid.status).toBe(200)
      expect(paid.body.data.status).toBe("paid")

      const stream = await openEventStream(server.baseUrl, { headerToken: learner.token })
      expect(stream.status).toBe(200)
      const during = await metrics()
      expect(during.value("exam_shop_answer_saves_total", { outcome: "saved" }) - before.value("exam_shop_answer_saves_total", { outcome: "saved" })).toBe(2)
      expect(during.value("exam_shop_answer_saves_total", { outcome: "refused" }) - before.value("exam_shop_answer_saves_total", { outcome: "refused" })).toBe(
        1
      )
      expect(
        during.value(HTTP_REQUESTS, { method: "POST", route: SAVE_ROUTE, status: "200" }) -
          before.value(HTTP_REQUESTS, { method: "POST", route: SAVE_ROUTE, status: "200" })
      ).toBe(2)
      expect(during.value("exam_shop_orders_paid_total") - before.value("exam_shop_orders_paid_total")).toBe(1)
      expect(during.value("exam_shop_event_streams_open") - before.value("exam_shop_event_streams_open")).toBe(1)

      stream.close()
      const deadline = Date.now() + 5000
      while ((await metrics()).value("exam_shop_event_streams_open") !== before.value("exam_shop_event_streams_open") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect((await metrics()).value("exam_shop_event_streams_open")).toBe(before.value("exam_shop_event_streams_open"))
    })
  })
