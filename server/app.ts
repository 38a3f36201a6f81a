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
import { AdminHandlers } from "./admin/handlers.ts"
import { AdminCatalogueHandlers } from "./admin/catalogue/handlers.ts"
import { AdminContentHandlers } from "./admin/content/handlers.ts"
import { AdminQuestionsHandlers } from "./admin/questions/handlers.ts"
import { AdminSalesHandlers } from "./admin/sales/handlers.ts"
import { DeskHandlers } from "./helpdesk/desk/handlers.ts"
import { AccountLive } from "./account/layer.ts"
import { answerTokenRefreshFirst } from "./account/sessions/refresh-first.ts"
import { SessionsService } from "./account/sessions/service.ts"
import { NotificationsHandlers } from "./account/notifications/handlers.ts"
import { ProfileHandlers } from "./account/profile/handlers.ts"
import { AttemptSweeperLive } from "./attempt/sweeper.ts"
import { Settings } from "./platform/config.ts"
import { DatabaseLive } from "./platform/db/database.ts"
import { DemoSeedLive } from "./seed/demo-seed.ts"
import { AttemptsHandlers } from "./attempt/handlers.ts"
import { LearningHandlers } from "./learning/handlers.ts"
import { BlogHandlers, BlogLearnerHandlers } from "./content/blog/handlers.ts"
import { CartHandlers } from "./cart/handlers.ts"
import { CheckoutHandlers } from "./cart/checkout/handlers.ts"
import { CheckoutReconcilerLive } from "./cart/checkout/reconciler.ts"
import { ReceiptMail } from "./cart/checkout/receipts/receipt-mail.ts"
import { OrdersHandlers } from "./cart/checkout/orders/handlers.ts"
import { PackagesHandlers } from "./cart/packages/handlers.ts"
import { HelpdeskHandlers } from "./helpdesk/handlers.ts"
import { HelpdeskReplyMailLive } from "./helpdesk/reply-mail.ts"
import { CatalogHandlers } from "./catalog/handlers.ts"
import { OnSaleAlertsHandlers } from "./catalog/on-sale-alerts/handlers.ts"
import { OnSaleAlertsLive } from "./catalog/on-sale-alerts/job.ts"
import { OnSaleAlertsService } from "./catalog/on-sale-alerts/service.ts"
import { ContentHandlers, VisitorHandlers } from "./content/site/handlers.ts"
import { DevOutboxRoutes } from "./platform/delivery/dev-outbox-handlers.ts"
import { EventStreamRoute } from "./account/event-stream/route.ts"
import { Events } from "./platform/events/service.ts"
import { PublicReads } from "./platform/cache/public-reads.ts"
import { answerClientError } from "./platform/http/client-errors.ts"
import { httpGuards } from "./platform/http/guards.ts"
import { answerKeptReadsFirst } from "./platform/http/kept-reads-first.ts"
import { MediaFileHandlers, MediaHandlers } from "./platform/media/handlers.ts"
import { PagesHandlers } from "./content/pages/handlers.ts"
import { WebAppRoute } from "./platform/http/web-app.ts"
import { OpsRoutes } from "./platform/observability/ops-routes.ts"
import { observeRequests, routeTemplates } from "./platform/observability/request-observation.ts"
import { ShopMetrics } from "./platform/observability/shop-metrics.ts"
import { BuiltRenderer } from "./platform/render/rendered-pages.ts"
import { MailRelay, MailRelayLive } from "./platform/delivery/mail-relay.ts"
import { Mailer } from "./platform/delivery/mailer.ts"
import { OWASP_SCRYPT_COST, PasswordHashCost } from "./platform/security/password-hasher.ts"
import { Outbox } from "./platform/delivery/outbox.ts"
import { SmsSender } from "./platform/delivery/sms-sender.ts"
import { MediaStoreLive } from "./platform/media/media-store-setting.ts"
import { MediaUrls } from "./platform/media/media-urls.ts"
import { MediaService } from "./platform/media/service.ts"
import { AccessTokens } from "./platform/security/access-tokens.ts"
import { HousekeepingLive } from "./platform/security/housekeeping.ts"
import { SandboxGateway } from "./platform/payments/sandbox.ts"
import { RateLimiter } from "./platform/security/rate-limiter.ts"
import { ServerSecret } from "./platform/security/server-secret.ts"

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
    OnSaleAlertsHandlers,
    CartHandlers,
    CheckoutHandlers,
    OrdersHandlers,
    PackagesHandlers,
    BlogHandlers,
    BlogLearnerHandlers,
    PagesHandlers,
    AttemptsHandlers,
    LearningHandlers,
    DeskHandlers,
    HelpdeskHandlers,
    // The operators' area.
    AdminHandlers,
    AdminCatalogueHandlers,
    AdminQuestionsHandlers,
    AdminSalesHandlers,
    AdminContentHandlers
  ])
)

const passwordHashCost = Layer.unwrap(Effect.map(Settings, (settings) => Layer.succeed(PasswordHashCost, settings.passwordHashCost ?? OWASP_SCRYPT_COST)))

const DocsRoute = HttpApiScalar.layer(Api, { path: "/docs" })

// Every route tells the request observation which template it matched (the
// metrics' route label, observability/request-observation.ts).
const Routes = Layer.mergeAll(ApiRoutes, DocsRoute, DevOutboxRoutes, EventStreamRoute, OpsRoutes, WebAppRoute).pipe(
  Layer.provide(routeTemplates),
  Layer.merge(httpGuards)
)

/**
 * What several areas use: the server secret and the keys derived from it
 * (access tokens, media URLs), attempt limits, mail and SMS (the outbox by
 * default), the learners' images (in the database unless MEDIA_STORE=folder),
 * and card payments (the sandbox gateway by default).
 */
const Keys = Layer.mergeAll(AccessTokens.layer, MediaUrls.layer).pipe(Layer.provideMerge(ServerSecret.layer))
const Delivery = Layer.mergeAll(Mailer.layer, SmsSender.outboxOnly).pipe(Layer.provideMerge(MailRelay.layer), Layer.provideMerge(Outbox.layer))
const Media = MediaService.layer.pipe(Layer.provideMerge(MediaStoreLive), Layer.provideMerge(Keys))
const SharedServices = Layer.mergeAll(Media, Delivery, RateLimiter.layer, SandboxGateway.layer)

/**
 * The areas' services (and the Authorization middleware), each built once for
 * the whole application; the receipt letters are the checkout's fulfilment's
 * and the refunds' (recorded through the Mailer in their transactions).
 */
const Areas = OnSaleAlertsService.layer.pipe(Layer.provideMerge(Layer.mergeAll(AccountLive, ReceiptMail.layer)), Layer.provideMerge(SharedServices))

// Kept public reads and granted token refreshes are answered by the Node
// server before the application (http/kept-reads-first.ts,
// account/sessions/refresh-first.ts), counted in the same metrics.
const NodeServer = Layer.unwrap(
  Effect.map(Effect.all([Settings, PublicReads, SessionsService, ShopMetrics]), ([settings, publicReads, sessions, metrics]) =>
    NodeHttpServer.layer(
      () => {
        const production = settings.nodeEnv === "production"
        const node = createServer().on("clientError", answerClientError)
        return answerTokenRefreshFirst(answerKeptReadsFirst(node, publicReads, production, metrics.requests), sessions, production, metrics.requests)
      },
      {
        port: settings.port,
        // Let in-flight requests finish on Ctrl-C / SIGTERM before closing.
        gracefulShutdownTimeout: "10 seconds"
      }
    )
  )
)

// Order matters: the database (migrated and seeded) is built first, then the
// Node server starts listening, then the routes attach. A server listening
// before the routes exist would leave early requests unanswered.
// The areas' services are built here too, before listening (every handler
// group uses this one instance): a request that arrives between listening
// and the routes attaching is never answered, so that gap must stay tiny.
// The outermost middleware gives each request its id, its log lines and its
// count and latency (observability/request-observation.ts); it writes the
// request log itself, inside the id's annotation.
const Served = Layer.unwrap(Effect.map(ShopMetrics, (metrics) => HttpRouter.serve(Routes, { disableLogger: true, middleware: observeRequests(metrics) }))).pipe(
  Layer.provideMerge(NodeServer),
  // The checkout's reconciler settles orders with the areas' services (the gateway, notifications, receipts).
  // The mail relay's job sends what the outbox still owes (through the areas' relay).
  Layer.provideMerge(
    Layer.mergeAll(
      HousekeepingLive,
      AttemptSweeperLive,
      HelpdeskReplyMailLive,
      CheckoutReconcilerLive.pipe(Layer.provide(Areas)),
      OnSaleAlertsLive.pipe(Layer.provide(Areas)),
      MailRelayLive.pipe(Layer.provide(Areas)),
      Areas
    )
  ),
  // The page renderer is loaded before listening too: importing it takes a second or more.
  Layer.provideMerge(BuiltRenderer.layer),
  // The public reads kept in memory (listening for their changes before anything serves).
  Layer.provideMerge(PublicReads.layer),
  // The demo data (when SEED_DEMO is on) is in place before anything serves.
  Layer.provideMerge(DemoSeedLive),
  Layer.provideMerge(DatabaseLive),
  // The metrics (/metrics): fed by the Node server's shortcuts, the requests, the checkout and the event streams.
  Layer.provideMerge(ShopMetrics.layer),
  // The cost of new password hashes (the demo seed's too): OWASP's unless a test server's settings lower it.
  Layer.provideMerge(passwordHashCost)
)

// Built last, so stopped first: ends the open event streams, which the
// server's graceful stop would otherwise wait for until its time limit.
export const AppLive = Events.endStreamsOnStop.pipe(Layer.provideMerge(Served))
