import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { ContactService } from "../pages/contact-service.ts"
import { ContentPagesRepository } from "../pages/content-pages-repository.ts"
import { FaqsRepository } from "../pages/faqs-repository.ts"
import { clientAddress } from "../security/client-address.ts"

export const PagesHandlers = HttpApiBuilder.group(
  Api,
  "pages",
  Effect.fn(function*(handlers) {
    const faqs = yield* FaqsRepository
    const pages = yield* ContentPagesRepository
    const contact = yield* ContactService
    return handlers
      .handle("faqs", () => Effect.map(faqs.grouped, (data) => ({ data })))
      .handle("page", ({ params }) => Effect.map(pages.bySlug(params.slug), (data) => ({ data })))
      .handle("contact", ({ payload, request }) =>
        Effect.map(contact.send(payload, clientAddress(request)), (message) => ({ message })))
  })
).pipe(
  // The shared RateLimiter comes from the application (server/app.ts).
  Layer.provide([FaqsRepository.layer, ContentPagesRepository.layer, ContactService.layer])
)
