/**
 * The whole HTTP application as one layer: the contract's handlers, the API
 * docs, the browser app, and the JSON error answers, over the database. Both
 * `server/main.ts` and the API tests build this same layer; only the
 * Settings differ.
 */
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiBuilder, HttpApiScalar } from "effect/http-api"
import { createServer } from "node:http"
import { Api } from "../src/api/api.ts"
import { Settings } from "./config.ts"
import { DatabaseLive } from "./db/database.ts"
import { CatalogHandlers } from "./http/catalog-handlers.ts"
import { ContentHandlers } from "./http/content-handlers.ts"
import { errorAnswers } from "./http/error-answers.ts"
import { VisitorHandlers } from "./http/visitor-handlers.ts"
import { WebAppRoute } from "./http/web-app.ts"

const ApiRoutes = HttpApiBuilder.layer(Api, { openapiPath: "/openapi.json" }).pipe(
  Layer.provide([CatalogHandlers, ContentHandlers, VisitorHandlers])
)

const DocsRoute = HttpApiScalar.layer(Api, { path: "/docs" })

const Routes = Layer.mergeAll(ApiRoutes, DocsRoute, WebAppRoute, errorAnswers)

const NodeServer = Layer.unwrap(Effect.map(Settings, (settings) =>
  NodeHttpServer.layer(() => createServer(), {
    port: settings.port,
    // Let in-flight requests finish on Ctrl-C / SIGTERM before closing.
    gracefulShutdownTimeout: "10 seconds"
  })))

export const AppLive = HttpRouter.serve(Routes).pipe(
  Layer.provideMerge(DatabaseLive),
  Layer.provideMerge(NodeServer)
)
