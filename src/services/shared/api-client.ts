/**
 * The typed client of the contract (src/api), over the browser's fetch.
 *
 * Every request carries the `token` cookie in `x-access-token` (spec §6) and
 * sends credentials (spec §7: the auth calls need the cookie). A 401 to any
 * call outside /auth is announced through unauthorized-signal.ts, so the
 * session ends wherever the call came from (spec §8). Errors are the
 * client's raw ones; wrap calls in `callApi` (api-failure.ts) to get an
 * ApiFailure.
 */
import { Context, Effect, Layer } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { Api } from "../../api/api.ts"
import { ACCESS_TOKEN_HEADER } from "../../api/shared/security.ts"
import { readTokenCookie } from "./token-store.ts"
import { endsSession, signalUnauthorized } from "./unauthorized-signal.ts"

export { ACCESS_TOKEN_HEADER }

export interface ApiClientOptions {
  /** Where the token comes from; the `token` cookie by default. */
  readonly readToken?: () => string | null
  /** The fetch to send with; `globalThis.fetch` by default (tests pass a fake). */
  readonly fetch?: typeof globalThis.fetch
}

const browserOrigin = (): string => globalThis.location?.origin ?? ""

const addAccessToken = (readToken: () => string | null) =>
  HttpClient.mapRequest((request) => {
    // Read per request: the cookie changes on sign-in, sign-out and refresh.
    const token = readToken()
    return token === null ? request : HttpClientRequest.setHeader(request, ACCESS_TOKEN_HEADER, token)
  })

const announceUnauthorized = HttpClient.tap((response) =>
  Effect.sync(() => {
    if (endsSession(response.status, response.request.url)) signalUnauthorized()
  })
)

const fetchTransport = (options: ApiClientOptions) =>
  FetchHttpClient.layer.pipe(
    Layer.provide(
      Layer.mergeAll(
        Layer.succeed(FetchHttpClient.RequestInit, { credentials: "include" }),
        // Tracing headers (b3, traceparent) would make every cross-origin call
        // (vite dev server → API) need a CORS preflight, and nothing reads them.
        Layer.succeed(HttpClient.TracerPropagationEnabled, false),
        options.fetch === undefined ? Layer.empty : Layer.succeed(FetchHttpClient.Fetch, options.fetch)
      )
    )
  )

export class ApiClient extends Context.Service<ApiClient, HttpApiClient.ForApi<typeof Api>>()("exam-shop/ApiClient") {
  /** A client for the API at `baseUrl` (an origin such as "http://localhost:3000"). */
  static readonly layerAt = (baseUrl: string, options: ApiClientOptions = {}) =>
    Layer.effect(
      ApiClient,
      HttpApiClient.make(Api, {
        baseUrl,
        transformClient: (client) => announceUnauthorized(addAccessToken(options.readToken ?? (() => readTokenCookie()))(client))
      })
    ).pipe(Layer.provide(fetchTransport(options)))

  /** The client of the page's own origin, which serves both the SPA and the API. */
  static readonly layer = ApiClient.layerAt(browserOrigin())
}

/** For tests and tools: a client for the API at `baseUrl`. */
export const makeApiClientLayer = (baseUrl: string, options: ApiClientOptions = {}) => ApiClient.layerAt(baseUrl, options)
