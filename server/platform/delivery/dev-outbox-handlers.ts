/**
 * `/dev/outbox` (a page) and `/dev/outbox.json` (newest first: to, channel,
 * subject, body, createdAt), so a person trying the shop can read the codes
 * it "sent". In production both answer 404 — registered anyway, so the
 * browser-app fallback never answers them with the app's HTML.
 */
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { Settings } from "../config.ts"
import { Outbox } from "./outbox.ts"
import { renderOutboxPage } from "./outbox-page.ts"

const SHOWN = 200

export const DevOutboxRoutes = HttpRouter.use(Effect.fn(function*(router) {
  const settings = yield* Settings
  const outbox = yield* Outbox
  const hidden = settings.nodeEnv === "production"
  const notHere = (path: string) => HttpServerResponse.jsonUnsafe({ message: `There is no GET ${path} here.` }, { status: 404 })
  const noStore = { "cache-control": "no-store" }

  yield* router.add("GET", "/dev/outbox.json", () =>
    hidden ? Effect.succeed(notHere("/dev/outbox.json")) : Effect.map(outbox.newest(SHOWN), (entries) =>
      HttpServerResponse.jsonUnsafe(
        entries.map((e) => ({ to: e.recipient, channel: e.channel, subject: e.subject, body: e.body, createdAt: e.createdAt })),
        { headers: noStore }
      )))

  yield* router.add("GET", "/dev/outbox", () =>
    hidden ? Effect.succeed(notHere("/dev/outbox")) : Effect.map(outbox.newest(SHOWN), (entries) =>
      HttpServerResponse.html(renderOutboxPage(entries)).pipe(
        HttpServerResponse.setHeaders({ ...noStore, "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'" })
      )))
})).pipe(Layer.provide(Outbox.layer))
