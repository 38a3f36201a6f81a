import { Effect, Layer, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { CountryLookup } from "../geo/country-lookup.ts"
import { NewsletterService } from "../newsletter/newsletter-service.ts"

export const VisitorHandlers = HttpApiBuilder.group(
  Api,
  "visitor",
  Effect.fn(function*(handlers) {
    const countries = yield* CountryLookup
    const newsletter = yield* NewsletterService
    return handlers
      .handle("location", ({ request }) =>
        Effect.map(
          countries.countryOf(Option.getOrUndefined(request.remoteAddress)),
          (country) => ({ data: { country } })
        ))
      .handle("subscribe", ({ payload }) => Effect.map(newsletter.subscribe(payload.email), (message) => ({ message })))
  })
).pipe(Layer.provide([CountryLookup.layer, NewsletterService.layer]))
