/**
 * The HTTP requests counted for /metrics: how many, and how long
 * they took, by method, route template and status. Counted on the hot path
 * (the menu and the token refresh answer tens of thousands a second), so a
 * request costs one map lookup and a few additions here; prom-client reads
 * the tally only when /metrics is scraped (shop-metrics.ts). Its own
 * `observe` validates and hashes the labels on every call, which measured
 * 20-50 times the cost of this.
 *
 * The label set stays small whatever the traffic: the route is the matched
 * template ("/api/v1/u/attempts/:attemptId/save", never an id), a request
 * no route took is "unmatched", and a method outside the standard ones is
 * "OTHER".
 */

/** Seconds: from a kept read (well under a millisecond) to a slow report. */
export const LATENCY_BUCKETS: ReadonlyArray<number> = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** The route label of a request no route took (404s of any address). */
export const UNMATCHED_ROUTE = "unmatched"

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])

export interface RequestSeries {
  readonly method: string
  readonly route: string
  readonly status: string
  count: number
  /** Seconds. */
  sum: number
  /** Observations per bucket, not cumulative: index i counts those in (bucket i-1, bucket i]; the last, over the highest. */
  readonly buckets: Float64Array
}

export class RequestTally {
  // By method, route, status: three lookups of strings the server already
  // holds (their hashes are cached), no key built per request.
  private readonly series = new Map<string, Map<string, Map<number, RequestSeries>>>()
  private readonly everySeries: Array<RequestSeries> = []

  observe(method: string, route: string, status: number, seconds: number): void {
    const label = METHODS.has(method) ? method : "OTHER"
    let byRoute = this.series.get(label)
    if (byRoute === undefined) {
      byRoute = new Map()
      this.series.set(label, byRoute)
    }
    let byStatus = byRoute.get(route)
    if (byStatus === undefined) {
      byStatus = new Map()
      byRoute.set(route, byStatus)
    }
    let series = byStatus.get(status)
    if (series === undefined) {
      series = { method: label, route, status: String(status), count: 0, sum: 0, buckets: new Float64Array(LATENCY_BUCKETS.length + 1) }
      byStatus.set(status, series)
      this.everySeries.push(series)
    }
    series.count++
    series.sum += seconds
    let bucket = 0
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket++
    series.buckets[bucket]!++
  }

  /** Every series so far (live objects: read them, do not keep them). */
  all(): Iterable<RequestSeries> {
    return this.everySeries
  }
}
