/**
 * The groups of what every page shows: the footer ("content"), and the
 * visitor's country and the footer's newsletter form ("visitor"). Decode,
 * ask the service, encode.
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { clientAddress } from "../../platform/security/client-address.ts"
import { CountryLookup } from "./country-lookup.ts"
import { SiteService } from "./service.ts"

export const ContentHandlers = HttpApiBuilder.group(
  Api,
  "content",
  Effect.fn(function* (handlers) {
    const site = yield* SiteService
    return handlers.handle("footer", () => Effect.map(site.footer, (section) => ({ data: { section } })))
  })
).pipe(Layer.provide(SiteService.layer))

export const VisitorHandlers = HttpApiBuilder.group(
  Api,
  "visitor",
  Effect.fn(function* (handlers) {
    const countries = yield* CountryLookup
    const site = yield* SiteService
    return handlers
      .handle("location", ({ request }) => Effect.map(countries.countryOf(clientAddress(request)), (country) => ({ data: { country } })))
      .handle("subscribe", ({ payload }) => Effect.map(site.subscribe(payload.email), (message) => ({ message })))
  })
).pipe(Layer.provide([CountryLookup.layer, SiteService.layer]))
