/**
 * `/dev/outbox` (a page), `/dev/outbox.json` (newest first: to, channel,
 * subject, body, createdAt, relay, attachments) and `/dev/outbox/attachments/{id}`
 * (an attachment's file, the PDF receipt), so a person trying the shop can
 * read the codes it "sent" and open what was attached. In production all of
 * them answer 404 — registered anyway, so the browser-app fallback never
 * answers them with the app's HTML.
 */
import { Effect, Layer, Option } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { Settings } from "../config.ts"
import { Outbox } from "./outbox.ts"
import { attachmentPath, renderOutboxPage } from "./outbox-page.ts"

const SHOWN = 200

export const DevOutboxRoutes = HttpRouter.use(
  Effect.fn(function* (router) {
    const settings = yield* Settings
    const outbox = yield* Outbox
    const hidden = settings.nodeEnv === "production"
    const notHere = (path: string) => HttpServerResponse.jsonUnsafe({ message: `There is no GET ${path} here.` }, { status: 404 })
    const noStore = { "cache-control": "no-store" }

    yield* router.add("GET", "/dev/outbox.json", () =>
      hidden
        ? Effect.succeed(notHere("/dev/outbox.json"))
        : Effect.map(outbox.newest(SHOWN), (entries) =>
            HttpServerResponse.jsonUnsafe(
              entries.map((e) => ({
                to: e.recipient,
                channel: e.channel,
                subject: e.subject,
                body: e.body,
                createdAt: e.createdAt,
                relay: e.relay,
                attachments: e.attachments.map((file) => ({ ...file, url: attachmentPath(file.id) }))
              })),
              { headers: noStore }
            )
          )
    )

    yield* router.add("GET", "/dev/outbox", () =>
      hidden
        ? Effect.succeed(notHere("/dev/outbox"))
        : Effect.map(outbox.newest(SHOWN), (entries) =>
            HttpServerResponse.html(renderOutboxPage(entries)).pipe(
              HttpServerResponse.setHeaders({ ...noStore, "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'" })
            )
          )
    )

    yield* router.add("GET", "/dev/outbox/attachments/:id", () =>
      Effect.gen(function* () {
        const id = (yield* HttpRouter.params)["id"] ?? ""
        const path = attachmentPath(id)
        if (hidden) return notHere(path)
        const file = yield* outbox.attachment(id)
        if (Option.isNone(file)) return notHere(path)
        return HttpServerResponse.uint8Array(file.value.content, {
          contentType: file.value.contentType,
          headers: {
            ...noStore,
            // Opened in the browser's viewer, never run as a page of this site.
            "content-disposition": `inline; filename="${file.value.filename.replace(/[^\x20-\x7e]|["\\]/g, "_")}"`,
            "content-security-policy": "default-src 'none'",
            "x-content-type-options": "nosniff"
          }
        })
      })
    )
  })
).pipe(Layer.provide(Outbox.layer))
