/**
 * The content pages' rules over the in-memory repository (no database): FAQs
 * in their groups, only the contract's slugs as pages, the Contact us form
 * checked field by field, stored trimmed, and limited per address counting
 * stored messages only. The SQL itself is tested by the API suites on both
 * databases (test/api/support/content-suite.ts).
 */
import { pagesRepositoryInMemory } from "./in-memory-pages.ts"
import { rateLimiterInMemory } from "../support/in-memory-rate-limiter.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import type { ContactPayload } from "../../../src/api/content/pages.ts"
import { CONTACT_MESSAGES } from "../../../src/domain/content/contact-rules.ts"
import { SEVERAL_FIELDS_MESSAGE } from "../../../server/content/pages/contact-form.ts"
import type { PagesTables } from "./in-memory-pages.ts"
import { CONTACT_THANKS_MESSAGE, PAGE_NOT_FOUND_MESSAGE, PagesService } from "../../../server/content/pages/service.ts"
import { tooManyAttemptsMessage } from "../../../server/platform/security/rate-limiter.ts"
import { DEFAULT_RATE_LIMITS } from "../../../server/platform/security/rate-limit-rules.ts"

/** FAQs listed out of order (the repository orders them), and two of the four pages. */
const newTables = (): PagesTables => ({
  faqs: [
    { id: "f-refund", group: "Refunds", question: "Can I get a refund?", answerHtml: "<p>Within 7 days.</p>", sortOrder: 40 },
    { id: "f-b", group: "Buying & access", question: "How long is access?", answerHtml: "<p>90 days.</p>", sortOrder: 10 },
    { id: "f-tests", group: "Practice tests", question: "Can I pause?", answerHtml: "<p>Sometimes.</p>", sortOrder: 20 },
    { id: "f-a", group: "Buying & access", question: "How do I pay?", answerHtml: "<p>By card.</p>", sortOrder: 10 },
    // Later in the order, but in a group that already appeared.
    { id: "f-late", group: "Buying & access", question: "Is there an invoice?", answerHtml: "<p>Yes.</p>", sortOrder: 30 }
  ],
  pages: [
    { slug: "about", title: "About ExamReady", bodyHtml: "<h2>Who we are</h2>", updatedAt: "2026-01-15T08:30:00Z" },
    { slug: "terms-condition", title: "Terms", bodyHtml: "<h2>Terms</h2>", updatedAt: "2026-02-01T00:00:00.000Z" }
  ],
  contactMessages: []
})

const withPages = <A, E>(tables: PagesTables, use: (pages: PagesService["Service"]) => Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    return yield* use(yield* PagesService)
  }).pipe(Effect.provide(PagesService.layerNoDeps.pipe(Layer.provide([pagesRepositoryInMemory(tables), rateLimiterInMemory]))))

const VALID: ContactPayload = {
  name: "Jordan Reyes",
  email: "jordan.reyes@example.com",
  subject: "Package question",
  message: "Does the cloud package include the architect exam?"
}
const ADDRESS = "203.0.113.7"

describe("PagesService (in memory)", () => {
  it.effect("answers the FAQs in groups ordered by their first question, each group in its own order", () =>
    withPages(newTables(), (pages) =>
      Effect.gen(function* () {
        const groups = yield* pages.faqs
        expect(groups.map((group) => group.name)).toEqual(["Buying & access", "Practice tests", "Refunds"])
        expect(groups[0]!.faqs.map((faq) => faq._id)).toEqual(["f-a", "f-b", "f-late"])
        expect(groups[0]!.faqs[0]).toEqual({ _id: "f-a", question: "How do I pay?", answerHtml: "<p>By card.</p>" })
      })
    )
  )

  it.effect("answers a stored page with its slug and an ISO instant", () =>
    withPages(newTables(), (pages) =>
      Effect.gen(function* () {
        expect(yield* pages.page("about")).toEqual({
          slug: "about",
          title: "About ExamReady",
          bodyHtml: "<h2>Who we are</h2>",
          updatedAt: "2026-01-15T08:30:00.000Z"
        })
      })
    )
  )

  it.effect("answers 404 'This page does not exist.' for a slug that is not a stored page", () =>
    withPages(newTables(), (pages) =>
      Effect.gen(function* () {
        // A contract page not written yet, then addresses that are no page at all.
        for (const slug of ["privacy-policy", "no-such-page", "contact-us", "TERMS-CONDITION", "../../etc", ""]) {
          expect(yield* Effect.flip(pages.page(slug))).toMatchObject({ _tag: "NotFound", message: PAGE_NOT_FOUND_MESSAGE })
        }
        expect(PAGE_NOT_FOUND_MESSAGE).toBe("This page does not exist.")
      })
    )
  )

  describe("Contact us", () => {
    it.effect("refuses an empty form with an issue per field and stores nothing", () => {
      const tables = newTables()
      return withPages(tables, (pages) =>
        Effect.gen(function* () {
          expect(yield* Effect.flip(pages.contact({ name: " ", email: "", subject: "", message: "" }, ADDRESS))).toEqual(
            expect.objectContaining({
              _tag: "Invalid",
              message: SEVERAL_FIELDS_MESSAGE,
              issues: [
                { path: "name", message: CONTACT_MESSAGES.nameRequired },
                { path: "email", message: CONTACT_MESSAGES.emailRequired },
                { path: "subject", message: CONTACT_MESSAGES.subjectRequired },
                { path: "message", message: CONTACT_MESSAGES.messageRequired }
              ]
            })
          )
          expect(tables.contactMessages).toEqual([])
        })
      )
    })

    it.effect.each<readonly [Partial<ContactPayload>, string, string]>([
      [{ email: "not-an-email" }, "email", CONTACT_MESSAGES.emailInvalid],
      [{ name: "n".repeat(101) }, "name", CONTACT_MESSAGES.nameTooLong],
      [{ subject: "s".repeat(151) }, "subject", CONTACT_MESSAGES.subjectTooLong],
      [{ message: "Too short" }, "message", CONTACT_MESSAGES.messageTooShort],
      [{ message: "m".repeat(5001) }, "message", CONTACT_MESSAGES.messageTooLong]
    ])("refuses %o with that field's message as the answer's", ([change, path, message]) => {
      const tables = newTables()
      return withPages(tables, (pages) =>
        Effect.gen(function* () {
          expect(yield* Effect.flip(pages.contact({ ...VALID, ...change }, ADDRESS))).toEqual(
            expect.objectContaining({ _tag: "Invalid", message, issues: [{ path, message }] })
          )
          expect(tables.contactMessages).toEqual([])
        })
      )
    })

    it.effect("stores a valid message trimmed, with the sender's address, and thanks the sender", () => {
      const tables = newTables()
      return withPages(tables, (pages) =>
        Effect.gen(function* () {
          const padded = { name: `  ${VALID.name} `, email: ` ${VALID.email}`, subject: `${VALID.subject}\t`, message: `${VALID.message}\n` }
          expect(yield* pages.contact(padded, ADDRESS)).toBe(CONTACT_THANKS_MESSAGE)
          expect(tables.contactMessages).toEqual([{ ...VALID, clientAddress: ADDRESS }])
        })
      )
    })

    it.effect("stores 5 messages an hour from one address, then answers 429; refused forms do not count", () => {
      const tables = newTables()
      const rule = DEFAULT_RATE_LIMITS.contactPerAddress
      return withPages(tables, (pages) =>
        Effect.gen(function* () {
          for (let i = 0; i < rule.max * 2; i++) yield* Effect.flip(pages.contact({ ...VALID, message: "Short" }, ADDRESS))
          for (let i = 1; i <= rule.max; i++) yield* pages.contact({ ...VALID, subject: `Question ${i}` }, ADDRESS)
          expect(yield* Effect.flip(pages.contact({ ...VALID, subject: "One more" }, ADDRESS))).toEqual(
            expect.objectContaining({ _tag: "TooManyRequests", message: tooManyAttemptsMessage(rule.windowSeconds) })
          )
          expect(tables.contactMessages).toHaveLength(rule.max)
          // Another address is not affected.
          expect(yield* pages.contact(VALID, "198.51.100.2")).toBe(CONTACT_THANKS_MESSAGE)
          expect(tables.contactMessages.map((message) => message.clientAddress)).toEqual([...Array.from({ length: rule.max }, () => ADDRESS), "198.51.100.2"])
        })
      )
    })
  })
})
