import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { FooterRepository } from "../content/footer-repository.ts"

export const ContentHandlers = HttpApiBuilder.group(
  Api,
  "content",
  Effect.fn(function*(handlers) {
    const repository = yield* FooterRepository
    return handlers.handle("footer", () => Effect.map(repository.footer, (section) => ({ data: { section } })))
  })
).pipe(Layer.provide(FooterRepository.layer))
