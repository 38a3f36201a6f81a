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
import { AuthHandlers } from "./account/handlers.ts"
import { AccountLive } from "./account/layer.ts"
import { NotificationsHandlers } from "./account/notifications/handlers.ts"
import { ProfileHandlers } from "./account/profile/handlers.ts"
import { seedDemoLearner } from "./account/seed-demo-learner.ts"
import { AttemptSweeperLive } from "./attempts/sweeper.ts"
import { Settings } from "./config.ts"
import { DatabaseLive } from "./db/database.ts"
import { seedDemoAttempts } from "./db/seed/seed-attempts.ts"
import { AttemptsHandlers } from "./attempts/handlers.ts"
import { BlogHandlers, BlogLearnerHandlers } from "./content/blog/handlers.ts"
import { CartHandlers } from "./cart/handlers.ts"
import { CatalogHandlers } from "./catalog/handlers.ts"
import { ContentHandlers, VisitorHandlers } from "./content/site/handlers.ts"
import { DevOutboxRoutes } from "./http/dev-outbox-handlers.ts"
import { errorAnswers } from "./http/error-answers.ts"
import { MediaFileHandlers, MediaHandlers } from "./media/handlers.ts"
import { PagesHandlers } from "./content/pages/handlers.ts"
import { WebAppRoute } from "./http/web-app.ts"
import { Mailer } from "./delivery/mailer.ts"
import { Outbox } from "./delivery/outbox.ts"
import { SmsSender } from "./delivery/sms-sender.ts"
import { MediaFolder } from "./media/media-folder.ts"
import { MediaUrls } from "./media/media-urls.ts"
import { MediaService } from "./media/service.ts"
import { AccessTokens } from "./security/access-tokens.ts"
import { HousekeepingLive } from "./security/housekeeping.ts"
import { RateLimiter } from "./security/rate-limiter.ts"
import { ServerSecret } from "./security/server-secret.ts"

const ApiRoutes = HttpApiBuilder.layer(Api, { openapiPath: "/openapi.json" }).pipe(
  Layer.provide([
    CatalogHandlers,
    ContentHandlers,
    VisitorHandlers,
    AuthHandlers,
    ProfileHandlers,
    MediaHandlers,
    MediaFileHandlers,
    NotificationsHandlers,
    CartHandlers,
    BlogHandlers,
    BlogLearnerHandlers,
    PagesHandlers,
    AttemptsHandlers
  ])
)

const DocsRoute = HttpApiScalar.layer(Api, { path: "/docs" })

const Routes = Layer.mergeAll(ApiRoutes, DocsRoute, DevOutboxRoutes, WebAppRoute, errorAnswers)

/**
 * The demo learner, next to the demo catalog that DatabaseLive loads:
 * only with SEED_DEMO, only into a database without that account.
 */
const DemoLearner = Layer.effectDiscard(Effect.gen(function*() {
  const settings = yield* Settings
  if (!settings.seedDemo) return
  const seeded = yield* seedDemoLearner
  if (seeded) yield* Effect.logInfo("Added the demo learner (demo@examready.example)")
  yield* seedDemoAttempts
}))

/**
 * What several areas use: the server secret and the keys derived from it
 * (access tokens, media URLs), attempt limits, mail and SMS (the outbox by
 * default), and the learners' images.
 */
const Keys = Layer.mergeAll(AccessTokens.layer, MediaUrls.layer).pipe(Layer.provideMerge(ServerSecret.layer))
const Delivery = Layer.mergeAll(Mailer.layer, SmsSender.outboxOnly).pipe(Layer.provideMerge(Outbox.layer))
const Media = MediaService.layer.pipe(Layer.provideMerge(MediaFolder.layer), Layer.provideMerge(Keys))
const SharedServices = Layer.mergeAll(Media, Delivery, RateLimiter.layer)

/** The areas' services (and the Authorization middleware), each built once for the whole application. */
const Areas = AccountLive.pipe(Layer.provideMerge(SharedServices))

const NodeServer = Layer.unwrap(Effect.map(Settings, (settings) =>
  NodeHttpServer.layer(() => createServer(), {
    port: settings.port,
    // Let in-flight requests finish on Ctrl-C / SIGTERM before closing.
    gracefulShutdownTimeout: "10 seconds"
  })))

// Order matters: the database (migrated and seeded) is built first, then the
// Node server starts listening, then the routes attach. A server listening
// before the routes exist would leave early requests unanswered.
// The areas' services are built here too, before listening (every handler
// group uses this one instance): a request that arrives between listening
// and the routes attaching is never answered, so that gap must stay tiny.
export const AppLive = HttpRouter.serve(Routes).pipe(
  Layer.provideMerge(NodeServer),
  Layer.provideMerge(Layer.mergeAll(DemoLearner, HousekeepingLive, AttemptSweeperLive, Areas)),
  Layer.provideMerge(DatabaseLive)
)
