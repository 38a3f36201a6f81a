/**
 * The site-wide footer content (spec §3 "Footer content section").
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { FooterSection } from "../../src/api/content.ts"
import { NotFound } from "../../src/api/errors.ts"

export class FooterRepository extends Context.Service<FooterRepository, {
  readonly footer: Effect.Effect<FooterSection, NotFound>
}>()("exam-shop/FooterRepository") {
  static readonly layer = Layer.effect(
    FooterRepository,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const footer = Effect.gen(function*() {
        const rows = yield* sql<FooterSection>`
          SELECT address, email, phone, follow_on_twitter, follow_on_facebook, follow_on_linkdin
          FROM footer_content WHERE id = 1`.pipe(Effect.orDie)
        const [row] = rows
        if (row === undefined) return yield* new NotFound({ message: "The footer content has not been set up yet." })
        return row
      }).pipe(Effect.withSpan("FooterRepository.footer"))
      return FooterRepository.of({ footer })
    })
  )
}
