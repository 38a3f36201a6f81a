/**
 * Composition root of the server: settings → database → routes → Node HTTP
 * server. `NodeRuntime.runMain` turns SIGINT/SIGTERM into an interruption,
 * so the HTTP server drains and the database closes before the process ends.
 * The log is JSON lines unless LOG_FORMAT=pretty (observability/logging.ts).
 */
import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { AppLive } from "./app.ts"
import { Settings } from "./platform/config.ts"
import { LoggingLive } from "./platform/observability/logging.ts"

const announce = Layer.effectDiscard(
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    const address = server.address
    if (address._tag !== "UnixPathAddress") {
      yield* Effect.logInfo(`The exam shop is serving on http://localhost:${address.port}`)
    }
  })
)

Layer.launch(announce.pipe(Layer.provideMerge(AppLive), Layer.provide(LoggingLive), Layer.provide(Settings.fromEnv))).pipe(NodeRuntime.runMain)
