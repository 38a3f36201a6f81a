import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { MenuRepository } from "../catalog/menu-repository.ts"

export const CatalogHandlers = HttpApiBuilder.group(
  Api,
  "catalog",
  Effect.fn(function*(handlers) {
    const repository = yield* MenuRepository
    return handlers.handle("menu", () => Effect.map(repository.menu, (data) => ({ data })))
  })
).pipe(Layer.provide(MenuRepository.layer))
