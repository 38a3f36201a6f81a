/**
 * The rules of what every page shows, over the in-memory repository (no
 * database): the footer must be set up, and a newsletter address is checked,
 * trimmed and signed up once whatever its letter case. The SQL (the
 * lower(email) index) is tested by the API suites on both databases.
 */
import { siteServiceInMemory } from "./in-memory-site.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import type { FooterSection } from "../../../src/api/shell/footer.ts"
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  FOOTER_NOT_SET_UP_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  SiteService,
  SUBSCRIBED_MESSAGE
} from "../../../server/content/site/service.ts"

const FOOTER: FooterSection = {
  address: "1 Exam Street",
  email: "hello@examready.example",
  phone: "+1 555 0100",
  follow_on_twitter: "https://twitter.example/examready",
  follow_on_facebook: "https://facebook.example/examready",
  follow_on_linkdin: "https://linkedin.example/examready"
}

describe("SiteService (in memory)", () => {
  it.effect("signs an address up once, whatever its letter case and surrounding spaces", () =>
    Effect.gen(function* () {
      const site = yield* SiteService
      expect(yield* site.subscribe("  Learner@Example.com ")).toBe(SUBSCRIBED_MESSAGE)
      expect(yield* Effect.flip(site.subscribe("learner@example.COM"))).toMatchObject({
        _tag: "Conflict",
        message: ALREADY_SUBSCRIBED_MESSAGE
      })
    }).pipe(Effect.provide(siteServiceInMemory(FOOTER)))
  )

  it.effect("refuses an invalid address before storing anything, naming the field", () =>
    Effect.gen(function* () {
      const site = yield* SiteService
      expect(yield* Effect.flip(site.subscribe("not-an-address"))).toMatchObject({
        _tag: "Invalid",
        message: INVALID_EMAIL_MESSAGE,
        issues: [{ path: "email", message: INVALID_EMAIL_MESSAGE }]
      })
      expect(yield* site.subscribe("not-an-address@example.com")).toBe(SUBSCRIBED_MESSAGE)
    }).pipe(Effect.provide(siteServiceInMemory(FOOTER)))
  )

  it.effect("answers the footer, or 404 while it has not been set up", () =>
    Effect.gen(function* () {
      expect(
        yield* Effect.provide(
          SiteService.use((site) => site.footer),
          siteServiceInMemory(FOOTER)
        )
      ).toEqual(FOOTER)
      const missing = yield* Effect.flip(
        Effect.provide(
          SiteService.use((site) => site.footer),
          siteServiceInMemory(undefined)
        )
      )
      expect(missing).toMatchObject({ _tag: "NotFound", message: FOOTER_NOT_SET_UP_MESSAGE })
    })
  )
})
