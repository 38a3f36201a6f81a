/**
 * The pieces behind X-Request-Id and /metrics: which incoming ids
 * are kept, how the tally buckets a latency and keeps its labels few, what
 * prom-client prints from it, and the metrics token's comparison.
 */
import { describe, expect, it } from "vitest"
import { bearerMatches } from "../../../server/platform/observability/ops-routes.ts"
import { newRequestId, requestIdOf } from "../../../server/platform/observability/request-id.ts"
import { LATENCY_BUCKETS, RequestTally } from "../../../server/platform/observability/request-tally.ts"
import { makeShopMetrics } from "../../../server/platform/observability/shop-metrics.ts"
import { parsePrometheusText } from "../../api/support/prometheus-text.ts"

describe("request ids", () => {
  it("makes new ids unique: one process prefix, a counter", () => {
    const ids = Array.from({ length: 1000 }, () => newRequestId())
    expect(new Set(ids).size).toBe(1000)
    expect(new Set(ids.map((id) => id.split("-")[0])).size).toBe(1)
  })

  it("keeps a sane incoming id", () => {
    for (const id of ["abc", "0f8fad5b-d9cb-469f-a165-70867728950e", "Root=1-5759e988-bd862e3fe1be46a994272793", "a.b:c/d+e=f@g_h-i", "x".repeat(128)]) {
      expect(requestIdOf(id)).toBe(id)
    }
  })

  it("makes a new one for none, an empty one, a long one, or one with characters a log or header should not get", () => {
    for (const id of [undefined, "", "x".repeat(129), "has space", 'quote"', "new\nline", "<script>", "a,b", ["one", "two"]]) {
      const made = requestIdOf(id)
      expect(made).toMatch(/^[0-9a-f]{24}-[0-9a-z]+$/)
      expect(made).not.toBe(requestIdOf(id))
    }
  })
})

describe("the request tally", () => {
  it("puts each latency in its bucket (upper bounds inclusive), the slowest past the last", () => {
    const tally = new RequestTally()
    for (const seconds of [0, 0.0005, 0.0006, 0.01, 10, 11]) tally.observe("GET", "/r", 200, seconds)
    const [series] = [...tally.all()]
    expect(series!.count).toBe(6)
    expect(series!.sum).toBeCloseTo(21.0111, 6)
    const at = (bound: number) => series!.buckets[LATENCY_BUCKETS.indexOf(bound)]
    expect(at(0.0005)).toBe(2)
    expect(at(0.001)).toBe(1)
    expect(at(0.01)).toBe(1)
    expect(at(10)).toBe(1)
    expect(series!.buckets[LATENCY_BUCKETS.length]).toBe(1)
  })

  it("keeps one series per method, route and status, and puts every unknown method under OTHER", () => {
    const tally = new RequestTally()
    tally.observe("GET", "/a", 200, 0.001)
    tally.observe("GET", "/a", 200, 0.001)
    tally.observe("GET", "/a", 404, 0.001)
    for (const method of ["FOO", "BAR", "M-SEARCH", "PROPFIND"]) tally.observe(method, "/a", 405, 0.001)
    const series = [...tally.all()].map((each) => `${each.method} ${each.route} ${each.status} ${each.count}`).sort()
    expect(series).toEqual(["GET /a 200 2", "GET /a 404 1", "OTHER /a 405 4"])
  })
})

describe("the metrics text", () => {
  it("prints the tally as a counter and a histogram prom-client formats, with the shop's own figures", async () => {
    const metrics = makeShopMetrics()
    metrics.requests.observe("POST", "/api/v1/u/attempts/:attemptId/save", 200, 0.004)
    metrics.requests.observe("POST", "/api/v1/u/attempts/:attemptId/save", 200, 0.2)
    metrics.answerSaved(200)
    metrics.answerSaved(404)
    metrics.answerSaved(503)
    metrics.orderPaid()
    metrics.streamOpened()
    metrics.streamOpened()
    metrics.streamClosed()
    const text = parsePrometheusText(await metrics.exposition())
    const labels = { method: "POST", route: "/api/v1/u/attempts/:attemptId/save", status: "200" }
    expect(text.value("http_requests_total", labels)).toBe(2)
    expect(text.value("http_request_duration_seconds_bucket", { ...labels, le: "0.005" })).toBe(1)
    expect(text.value("http_request_duration_seconds_bucket", { ...labels, le: "0.25" })).toBe(2)
    expect(text.value("http_request_duration_seconds_bucket", { ...labels, le: "+Inf" })).toBe(2)
    expect(text.value("http_request_duration_seconds_sum", labels)).toBeCloseTo(0.204, 6)
    expect(text.value("exam_shop_answer_saves_total", { outcome: "saved" })).toBe(1)
    expect(text.value("exam_shop_answer_saves_total", { outcome: "refused" })).toBe(1)
    expect(text.value("exam_shop_answer_saves_total", { outcome: "failed" })).toBe(1)
    expect(text.value("exam_shop_orders_paid_total")).toBe(1)
    expect(text.value("exam_shop_event_streams_open")).toBe(1)
    expect(text.types.get("http_request_duration_seconds")).toBe("histogram")
    expect(metrics.contentType).toBe("text/plain; version=0.0.4; charset=utf-8")
  })
})

describe("the metrics token", () => {
  const token = "an-operators-token-of-32-characters!"
  it("matches only 'Bearer <the token>'", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true)
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true)
    for (const header of [undefined, "", token, `Bearer ${token}x`, `Bearer ${token.slice(1)}`, `Basic ${token}`, "Bearer "]) {
      expect(bearerMatches(header, token)).toBe(false)
    }
  })
})
