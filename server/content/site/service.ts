/**
 * The rules of what every page shows: the footer must have been set up, and
 * a newsletter sign-up needs a valid address (trimmed); signing up twice
 * says so and changes nothing.
 */
import { Context, Effect, Layer } from "effect"
import type { FooterSection } from "../../../src/api/shell/footer.ts"
import { Conflict, Invalid, NotFound } from "../../../src/api/shared/errors.ts"
import { isValidEmail } from "../../../src/domain/shared/email.ts"
import { SiteRepository } from "./repository.ts"

export const FOOTER_NOT_SET_UP_MESSAGE = "The footer content has not been set up yet."
export const SUBSCRIBED_MESSAGE = "Thank you for subscribing to our newsletter."
export const ALREADY_SUBSCRIBED_MESSAGE = "This email is already subscribed to our newsletter."
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address."

export class SiteService extends Context.Service<
  SiteService,
  {
    readonly footer: Effect.Effect<FooterSection, NotFound>
    /** Answers the message to show. */
    readonly subscribe: (email: string) => Effect.Effect<string, Invalid | Conflict>
  }
>()("exam-shop/SiteService") {
  /** The rules over whichever repository is provided. */
  static readonly layerNoDeps = Layer.effect(
    SiteService,
    Effect.gen(function* () {
      const repository = yield* SiteRepository

      const footer = repository.footer.pipe(
        Effect.flatMap(Effect.fromOption),
        Effect.mapError(() => new NotFound({ message: FOOTER_NOT_SET_UP_MESSAGE })),
        Effect.withSpan("SiteService.footer")
      )

      const subscribe = Effect.fn("SiteService.subscribe")(function* (raw: string) {
        const email = raw.trim()
        if (!isValidEmail(email)) {
          return yield* new Invalid({ message: INVALID_EMAIL_MESSAGE, issues: [{ path: "email", message: INVALID_EMAIL_MESSAGE }] })
        }
        if (!(yield* repository.addSubscription(email))) return yield* new Conflict({ message: ALREADY_SUBSCRIBED_MESSAGE })
        return SUBSCRIBED_MESSAGE
      })

      return SiteService.of({ footer, subscribe })
    })
  )

  static readonly layer = SiteService.layerNoDeps.pipe(Layer.provide(SiteRepository.layer))
}
