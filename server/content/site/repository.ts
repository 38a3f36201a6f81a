/**
 * What every page shows: the site-wide footer content (spec §3 "Footer
 * content section"), and the newsletter sign-ups of the footer's form, one
 * row per address compared without letter case.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { FooterSection } from "../../../src/api/shell/footer.ts"

export class SiteRepository extends Context.Service<
  SiteRepository,
  {
    readonly footer: Effect.Effect<Option.Option<FooterSection>>
    /** True when the address was added; false when it was already signed up (in any letter case). */
    readonly addSubscription: (email: string) => Effect.Effect<boolean>
  }
>()("exam-shop/SiteRepository") {
  static readonly layer = Layer.effect(
    SiteRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const footer = sql<FooterSection>`
        SELECT address, email, phone, follow_on_twitter, follow_on_facebook, follow_on_linkdin
        FROM footer_content WHERE id = 1`.pipe(
        Effect.orDie,
        Effect.map((rows) => Option.fromNullishOr(rows[0])),
        Effect.withSpan("SiteRepository.footer")
      )

      // ON CONFLICT on the lower(email) index makes a repeat (or two
      // simultaneous sign-ups) a no-op instead of a second row.
      const addSubscription = (email: string) =>
        sql<{ id: string }>`
          INSERT INTO newsletter_subscriptions (email) VALUES (${email})
          ON CONFLICT ((lower(email))) DO NOTHING
          RETURNING id`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.length > 0),
          Effect.withSpan("SiteRepository.addSubscription")
        )

      return SiteRepository.of({ footer, addSubscription })
    })
  )
}
