/**
 * The operator's three addresses, outside the API contract (they
 * are for a load balancer, an orchestrator and Prometheus, not for the
 * browser app), registered before the browser app's catch-all:
 *
 *  - GET /health: the process is alive and serving. 200 {"status":"ok"},
 *    nothing else asked (no database call): a liveness probe must not fail
 *    because the database is slow, or the orchestrator would restart
 *    healthy servers.
 *  - GET /ready: 200 {"status":"ready"} when the database answers and
 *    every migration is applied (readiness.ts), else 503 with a `message`.
 *  - GET /metrics: the Prometheus text (shop-metrics.ts). With METRICS_TOKEN
 *    set, only for "Authorization: Bearer <token>" (401 otherwise);
 *    without it, open outside production and 404 in production, like the
 *    developer's outbox (docs/decisions/operations.md).
 *
 * A probe or a scrape every few seconds would bury the request log: their
 * 200s are not logged (counted in the metrics all the same); a 503, 401 or
 * 404 is.
 */
import { Effect, Redacted } from "effect"
import { HttpMiddleware, HttpRouter, type HttpServerRequest, HttpServerResponse } from "effect/http"
import { SqlClient } from "effect/sql"
import { timingSafeEqual } from "node:crypto"
import { Settings } from "../config.ts"
import { knownMigrations, readinessOf } from "./readiness.ts"
import { ShopMetrics } from "./shop-metrics.ts"

export const HEALTH_PATH = "/health"
export const READY_PATH = "/ready"
export const METRICS_PATH = "/metrics"

const noStore = { "cache-control": "no-store" }

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  HttpServerResponse.jsonUnsafe(body, { status, headers: { ...noStore, ...headers } })

/** Whether an Authorization header names the token, compared in constant time. */
export const bearerMatches = (header: string | undefined, token: string): boolean => {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header?.trim() ?? "")?.[1] ?? "", "utf8")
  const expected = Buffer.from(token, "utf8")
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const OpsRoutes = HttpRouter.use(
  Effect.fn(function* (router) {
    const settings = yield* Settings
    const metrics = yield* ShopMetrics
    const sql = yield* SqlClient.SqlClient
    const known = yield* knownMigrations
    const token = settings.metricsToken === undefined ? undefined : Redacted.value(settings.metricsToken)
    const metricsHidden = token === undefined && settings.nodeEnv === "production"

    yield* router.add("GET", HEALTH_PATH, HttpMiddleware.withLoggerDisabled(Effect.succeed(json({ status: "ok" }))))

    yield* router.add(
      "GET",
      READY_PATH,
      Effect.gen(function* () {
        const readiness = yield* readinessOf(sql, known)
        if (readiness._tag === "NotReady") return json({ status: "not ready", message: readiness.message }, 503)
        yield* HttpMiddleware.withLoggerDisabled(Effect.void)
        return json({ status: "ready", migrations: readiness.migrations, ...(readiness.newer.length > 0 ? { newerMigrations: readiness.newer } : {}) })
      })
    )

    yield* router.add("GET", METRICS_PATH, (request: HttpServerRequest.HttpServerRequest) =>
      Effect.gen(function* () {
        if (metricsHidden) return json({ message: `There is no GET ${METRICS_PATH} here.` }, 404)
        if (token !== undefined && !bearerMatches(request.headers["authorization"], token)) {
          return json({ message: "The metrics need the operators' token: Authorization: Bearer <METRICS_TOKEN>." }, 401, {
            "www-authenticate": 'Bearer realm="metrics"'
          })
        }
        const text = yield* Effect.promise(() => metrics.exposition())
        yield* HttpMiddleware.withLoggerDisabled(Effect.void)
        return HttpServerResponse.text(text, { contentType: metrics.contentType, headers: noStore })
      })
    )
  })
)
