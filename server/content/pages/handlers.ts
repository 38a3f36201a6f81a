/**
 * The content pages' group: FAQs, the policy pages and About us, and the
 * Contact us form. Decode, ask the pages service, encode. The rate limiter
 * is the application's one.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { clientAddress } from "../../platform/security/client-address.ts"
import { PagesService } from "./service.ts"
import { inEnvelope } from "../../shared/envelope.ts"

export const PagesHandlers = HttpApiBuilder.group(
  Api,
  "pages",
  Effect.fn(function* (handlers) {
    const pages = yield* PagesService
    return handlers
      .handle("faqs", () => Effect.map(pages.faqs, inEnvelope))
      .handle("page", ({ params }) => Effect.map(pages.page(params.slug), inEnvelope))
      .handle("contact", ({ payload, request }) => Effect.map(pages.contact(payload, clientAddress(request)), (message) => ({ message })))
  })
).pipe(Layer.provide(PagesService.layer))
