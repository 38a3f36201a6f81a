/**
 * The content pages' rules: only the contract's slugs are pages; the Contact
 * us form (POST /public/contactUs) is checked field by field
 * (contact-form.ts) and a valid message is stored for the support team.
 * Limited per address; only messages that would be stored count, so a
 * visitor correcting the form is never locked out.
 */
import { Context, Effect, Layer, Option, Schema } from "effect"
import { Invalid, NotFound, type TooManyRequests } from "../../../src/api/shared/errors.ts"
import { type ContactPayload, type ContentPage, type FaqGroup, PageSlug } from "../../../src/api/content/pages.ts"
import { RateLimiter } from "../../platform/security/rate-limiter.ts"
import { checkContact, refusalMessage } from "./contact-form.ts"
import { PagesRepository } from "./repository.ts"

export const PAGE_NOT_FOUND_MESSAGE = "This page does not exist."
export const CONTACT_THANKS_MESSAGE = "Thank you for writing to us. We will answer within two working days."

const isPageSlug = Schema.is(PageSlug)

export class PagesService extends Context.Service<
  PagesService,
  {
    readonly faqs: Effect.Effect<ReadonlyArray<FaqGroup>>
    readonly page: (slug: string) => Effect.Effect<ContentPage, NotFound>
    readonly contact: (payload: ContactPayload, clientAddress: string) => Effect.Effect<string, Invalid | TooManyRequests>
  }
>()("exam-shop/PagesService") {
  /** The rules over whichever repository is provided; the rate limiter is the application's one. */
  static readonly layerNoDeps = Layer.effect(
    PagesService,
    Effect.gen(function* () {
      const repository = yield* PagesRepository
      const limiter = yield* RateLimiter

      const page = Effect.fn("PagesService.page")(function* (slug: string) {
        // Only the contract's pages are served; anything else is not a page.
        const found = isPageSlug(slug) ? yield* repository.page(slug) : Option.none()
        if (Option.isNone(found)) return yield* new NotFound({ message: PAGE_NOT_FOUND_MESSAGE })
        return found.value
      })

      const contact = Effect.fn("PagesService.contact")(function* (payload: ContactPayload, clientAddress: string) {
        const checked = checkContact(payload)
        if (checked._tag === "Refused") {
          return yield* new Invalid({ message: refusalMessage(checked.issues), issues: checked.issues })
        }
        yield* limiter.consume(limiter.limits.contactPerAddress, clientAddress)
        yield* repository.saveContactMessage(checked.message, clientAddress)
        return CONTACT_THANKS_MESSAGE
      })

      return PagesService.of({ faqs: repository.faqs, page, contact })
    })
  )

  static readonly layer = PagesService.layerNoDeps.pipe(Layer.provide(PagesRepository.layer))
}
