/**
 * What every request the application answers leaves behind:
 *
 *  - its id (request-id.ts): the sane X-Request-Id it came with, or a new
 *    one, echoed in the answer's X-Request-Id (the error answers included);
 *  - its log lines: the request log ("Sent HTTP response" with method, path
 *    and status, as before) and every line logged while it runs, the
 *    fibers it forks included, carry `requestId` (a log annotation: one
 *    JSON field, logging.ts);
 *  - its count and latency by method, route template and status
 *    (request-tally.ts), and an answer to the answer-save call counted as
 *    saved, refused or failed.
 *
 * It is the HTTP server's outermost middleware (HttpRouter.serve's
 * `middleware`), so the latency runs until the answer is written and the
 * status is the one sent, whatever step answered. The route template is
 * what the router matched: `routeTemplates`, a route middleware given to
 * every route, writes it into this request's slot; nothing matched is
 * "unmatched". The answers given before the application (kept public
 * reads, granted token refreshes) count themselves the same way
 * (http/kept-reads-first.ts, account/sessions/refresh-first.ts).
 */
import { Context, Effect, Exit } from "effect"
import { HttpEffect, HttpMiddleware, HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Api } from "../../../src/api/api.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id.ts"
import { UNMATCHED_ROUTE } from "./request-tally.ts"
import type { ShopMetricsShape } from "./shop-metrics.ts"

/** The answer-save call's route template: its answers are counted as saves too. */
export const ANSWER_SAVE_PATH = Api.groups.attempts.endpoints.save.path

/** This request's matched route, written by `routeTemplates` (undefined outside an observed request). */
const ObservedRoute = Context.Reference<{ route: string } | undefined>("exam-shop/ObservedRoute", {
  defaultValue: () => undefined
})

/**
 * The route middleware that tells the observation which template matched.
 * Provide its layer to every route layer. The first match is the request's:
 * a page rendered on the server calls the API in process (the same router,
 * inside the page's request), and those calls must not relabel the page.
 */
export const routeTemplates = HttpRouter.middleware((httpEffect) =>
  Effect.withFiber((fiber) => {
    const slot = fiber.getRef(ObservedRoute)
    const matched = Context.getOrUndefined(fiber.context, HttpRouter.RouteContext)
    if (slot !== undefined && slot.route === UNMATCHED_ROUTE && matched !== undefined) slot.route = matched.route.path
    return httpEffect
  })
).layer

const statusOf = (exit: Exit.Exit<HttpServerResponse.HttpServerResponse, unknown>): number =>
  Exit.isSuccess(exit) ? exit.value.status : HttpServerError.causeResponseStripped(exit.cause)[0].status

/**
 * The outermost middleware: request id, the request log inside the id's
 * annotation, the tally.
 */
export const observeRequests =
  (metrics: ShopMetricsShape) =>
  <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
    Effect.withFiber((fiber) => {
      const started = performance.now()
      const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
      const requestId = requestIdOf(request.headers[REQUEST_ID_HEADER])
      const slot = { route: UNMATCHED_ROUTE }
      const method = request.method
      return HttpMiddleware.logger(app).pipe(
        HttpEffect.withPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, requestId))),
        Effect.provideService(ObservedRoute, slot),
        Effect.onExit((exit) =>
          Effect.sync(() => {
            const status = statusOf(exit)
            metrics.requests.observe(method, slot.route, status, (performance.now() - started) / 1000)
            if (method === "POST" && slot.route === ANSWER_SAVE_PATH) metrics.answerSaved(status)
          })
        ),
        Effect.annotateLogs("requestId", requestId)
      )
    })
