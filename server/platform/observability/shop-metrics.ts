/**
 * What GET /metrics shows, in the Prometheus text format, through
 * prom-client:
 *
 *   http_requests_total{method,route,status}              counter
 *   http_request_duration_seconds{method,route,status}    histogram (LATENCY_BUCKETS)
 *   exam_shop_answer_saves_total{outcome}                 counter: saved | refused | failed
 *   exam_shop_orders_paid_total                           counter
 *   exam_shop_event_streams_open                          gauge
 *   process_* and nodejs_*                                CPU, memory, start time, the event
 *                                                         loop's busy share (read when scraped)
 *
 * Every figure is this server process's own, since its start: Prometheus
 * adds up the servers and turns counters into rates.
 *
 * The two HTTP series are read from the RequestTally at scrape time (the
 * hot path only adds to plain numbers, request-tally.ts); prom-client
 * formats them. The rest are prom-client's own metrics, fed where it
 * happens: answers to the save call (request-observation.ts), orders as the
 * checkout's fulfilment commits (checkout/service.ts), event streams as they
 * open and end (account/event-stream/route.ts).
 */
import { Context, Layer } from "effect"
import { performance } from "node:perf_hooks"
import { Counter, Gauge, Histogram, Registry } from "prom-client"
import { LATENCY_BUCKETS, RequestTally } from "./request-tally.ts"

const HTTP_LABELS = ["method", "route", "status"] as const

/** http_requests_total, read from the tally. */
class TalliedRequests extends Counter<(typeof HTTP_LABELS)[number]> {
  private readonly tally: RequestTally

  constructor(tally: RequestTally, registry: Registry) {
    super({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route template and status.",
      labelNames: HTTP_LABELS,
      registers: [registry]
    })
    this.tally = tally
  }

  override async get() {
    const base = await super.get()
    return {
      ...base,
      values: Array.from(this.tally.all(), (series) => ({
        value: series.count,
        labels: { method: series.method, route: series.route, status: series.status }
      }))
    }
  }
}

const LATENCY_NAME = "http_request_duration_seconds"
const LATENCY_HELP = "Time from a request's arrival to its answer written, by method, route template and status."

/** http_request_duration_seconds, read from the tally: cumulative buckets, sum and count. */
class TalliedLatencies extends Histogram<(typeof HTTP_LABELS)[number]> {
  private readonly tally: RequestTally

  constructor(tally: RequestTally, registry: Registry) {
    super({
      name: LATENCY_NAME,
      help: LATENCY_HELP,
      labelNames: HTTP_LABELS,
      buckets: [...LATENCY_BUCKETS],
      registers: [registry]
    })
    this.tally = tally
  }

  /**
   * What prom-client's registry prints a histogram from (its own `get()`
   * reads this too): the tally's series instead of observations made
   * through `observe`, which this histogram never gets.
   */
  async getForPromString() {
    const values: Array<{ value: number; labels: Record<string, string | number>; metricName: string }> = []
    for (const series of this.tally.all()) {
      const labels = { method: series.method, route: series.route, status: series.status }
      let cumulative = 0
      LATENCY_BUCKETS.forEach((bound, index) => {
        cumulative += series.buckets[index]!
        values.push({ value: cumulative, labels: { ...labels, le: bound }, metricName: `${LATENCY_NAME}_bucket` })
      })
      values.push({ value: series.count, labels: { ...labels, le: "+Inf" }, metricName: `${LATENCY_NAME}_bucket` })
      values.push({ value: series.sum, labels, metricName: `${LATENCY_NAME}_sum` })
      values.push({ value: series.count, labels, metricName: `${LATENCY_NAME}_count` })
    }
    return { name: LATENCY_NAME, help: LATENCY_HELP, type: "histogram", values, aggregator: "sum" }
  }
}

/**
 * The process's own figures, read only when scraped: CPU seconds, memory,
 * the event loop's busy share since the last scrape, the start time.
 * prom-client's collectDefaultMetrics was measured and dropped: its
 * garbage-collection observer (an entry per collection) took the token
 * refresh from 0.54x to 0.32x of a bare server under load. These are
 * computed at scrape time only, so the requests pay nothing for them.
 */
const processMetrics = (registry: Registry) => {
  const startedSeconds = Math.round((Date.now() - performance.now()) / 1000)
  let lastLoop = performance.eventLoopUtilization()
  const counter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset()
        this.inc(read())
      }
    })
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read())
      }
    })
  counter("process_cpu_user_seconds_total", "User CPU time spent, in seconds.", () => process.cpuUsage().user / 1e6)
  counter("process_cpu_system_seconds_total", "System CPU time spent, in seconds.", () => process.cpuUsage().system / 1e6)
  gauge("process_start_time_seconds", "When the process started, in seconds since the Unix epoch.", () => startedSeconds)
  gauge("process_resident_memory_bytes", "Resident memory, in bytes.", () => process.memoryUsage.rss())
  gauge("nodejs_heap_size_used_bytes", "V8 heap in use, in bytes.", () => process.memoryUsage().heapUsed)
  gauge("nodejs_heap_size_total_bytes", "V8 heap reserved, in bytes.", () => process.memoryUsage().heapTotal)
  gauge("nodejs_eventloop_utilization_ratio", "Share of the time the event loop was busy since the previous scrape (0 to 1).", () => {
    const now = performance.eventLoopUtilization()
    const share = performance.eventLoopUtilization(now, lastLoop).utilization
    lastLoop = now
    return share
  })
}

export interface ShopMetricsShape {
  /** The HTTP requests' tally, fed by every place a request is answered. */
  readonly requests: RequestTally
  /** An answer to the answer-save call, by its status. */
  readonly answerSaved: (status: number) => void
  readonly orderPaid: () => void
  readonly streamOpened: () => void
  readonly streamClosed: () => void
  /** The text a scrape gets, and its content type. */
  readonly exposition: () => Promise<string>
  readonly contentType: string
}

export const makeShopMetrics = (): ShopMetricsShape => {
  const registry = new Registry()
  const requests = new RequestTally()
  new TalliedRequests(requests, registry)
  new TalliedLatencies(requests, registry)
  const saves = new Counter({
    name: "exam_shop_answer_saves_total",
    help: "Answers to the answer-save call: saved (2xx), refused (4xx), failed (5xx).",
    labelNames: ["outcome"] as const,
    registers: [registry]
  })
  const orders = new Counter({ name: "exam_shop_orders_paid_total", help: "Orders paid (fulfilled and committed) by this server.", registers: [registry] })
  const streams = new Gauge({ name: "exam_shop_event_streams_open", help: "Real-time event streams open on this server now.", registers: [registry] })
  for (const outcome of ["saved", "refused", "failed"] as const) saves.inc({ outcome }, 0)
  processMetrics(registry)
  return {
    requests,
    answerSaved: (status) => saves.inc({ outcome: status < 400 ? "saved" : status < 500 ? "refused" : "failed" }),
    orderPaid: () => orders.inc(),
    streamOpened: () => streams.inc(),
    streamClosed: () => streams.dec(),
    exposition: () => registry.metrics(),
    contentType: registry.contentType
  }
}

export class ShopMetrics extends Context.Service<ShopMetrics, ShopMetricsShape>()("exam-shop/ShopMetrics") {
  static readonly layer = Layer.sync(ShopMetrics, makeShopMetrics)
}
