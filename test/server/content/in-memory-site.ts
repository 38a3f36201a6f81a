/**
 * The site's footer and newsletter subscriptions in memory.
 */
import { Effect, Layer, Option } from "effect"
import type { FooterSection } from "../../../src/api/shell/footer.ts"
import { SiteRepository } from "../../../server/content/site/repository.ts"
import { SiteService } from "../../../server/content/site/service.ts"

/** In memory, for testing rules without a database; the footer is given (or absent). */
export const siteRepositoryInMemory = (footer: FooterSection | undefined) =>
  Layer.sync(SiteRepository, () => {
    const subscribers = new Set<string>()
    return SiteRepository.of({
      footer: Effect.succeed(Option.fromNullishOr(footer)),
      addSubscription: (email) =>
        Effect.sync(() => {
          const key = email.toLowerCase()
          if (subscribers.has(key)) return false
          subscribers.add(key)
          return true
        })
    })
  })

export const siteServiceInMemory = (footer: FooterSection | undefined) => SiteService.layerNoDeps.pipe(Layer.provide(siteRepositoryInMemory(footer)))
