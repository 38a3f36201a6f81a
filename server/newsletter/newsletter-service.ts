/**
 * Newsletter sign-ups from the footer form. One row per address, compared
 * without letter case; signing up twice says so and changes nothing.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Conflict, Invalid } from "../../src/api/errors.ts"
import { isValidEmail } from "../../src/domain/shared/email.ts"

export const SUBSCRIBED_MESSAGE = "Thank you for subscribing to our newsletter."
export const ALREADY_SUBSCRIBED_MESSAGE = "This email is already subscribed to our newsletter."
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address."

export class NewsletterService extends Context.Service<NewsletterService, {
  readonly subscribe: (email: string) => Effect.Effect<string, Invalid | Conflict>
}>()("exam-shop/NewsletterService") {
  static readonly layer = Layer.effect(
    NewsletterService,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient

      const subscribe = Effect.fn("NewsletterService.subscribe")(function*(raw: string) {
        const email = raw.trim()
        if (!isValidEmail(email)) {
          return yield* new Invalid({ message: INVALID_EMAIL_MESSAGE, issues: [{ path: "email", message: INVALID_EMAIL_MESSAGE }] })
        }
        // ON CONFLICT on the lower(email) index makes a repeat (or two
        // simultaneous sign-ups) a no-op instead of a second row.
        const inserted = yield* sql<{ id: string }>`
          INSERT INTO newsletter_subscriptions (email) VALUES (${email})
          ON CONFLICT ((lower(email))) DO NOTHING
          RETURNING id`.pipe(Effect.orDie)
        if (inserted.length === 0) return yield* new Conflict({ message: ALREADY_SUBSCRIBED_MESSAGE })
        return SUBSCRIBED_MESSAGE
      })

      return NewsletterService.of({ subscribe })
    })
  )
}
