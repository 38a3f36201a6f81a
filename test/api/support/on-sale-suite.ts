/**
 * The shop sells only what it can deliver (src/domain/catalog/availability.ts),
 * written once and run against each database on the demo catalogue:
 * every public answer carries the availability the rule gives; the cart,
 * the guest's merge and the checkout refuse a coming-soon item with a
 * message; and "Notify me" is stored once per learner and answered once,
 * with one email and one notification, when the exam goes on sale — never
 * for a learner who cancelled.
 */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { AttemptData, SubscriptionPage } from "../../../src/api/attempt/attempt.ts"
import type { CartState, MergeResult } from "../../../src/api/cart/cart.ts"
import type {
  Availability,
  CategorySummary,
  ExamCard,
  ExamDetail,
  HomeCatalog,
  MenuCategory,
  PackageCard,
  PackageDetail
} from "../../../src/api/catalog/catalog.ts"
import type { OnSaleAlert } from "../../../src/api/catalog/on-sale-alerts.ts"
import { OnSaleAlertsService } from "../../../server/catalog/on-sale-alerts/service.ts"
import * as AlertMessages from "../../../server/catalog/on-sale-alerts/messages.ts"
import * as CartMessages from "../../../server/cart/messages.ts"
import { type Learner, newLearner } from "./attempts-fixture.ts"
import { callLearnerApi } from "./learner-api-call.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

interface Page<T> {
  readonly docs: ReadonlyArray<T>
  readonly total: number
}

/** A demo exam whose tests have no questions yet, and one whose bank holds them. */
const COMING_SOON_CODE = "NCP-F01"
const ON_SALE_CODE = "TBL-SQL-100"
/** A banked exam this suite takes off sale and back (nothing else here uses it). */
const WAITED_CODE = "KDP-PY-110"

export const describeOnSale = (label: string, database: () => TestDatabase) =>
  describe(`what the shop sells on ${label}`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer(database())
    })
    afterAll(async () => {
      await server?.close()
    })

    const call = <T>(method: string, path: string, token?: string, body?: unknown) => callLearnerApi<T>(server, method, path, token, body)
    const examByCode = async (code: string) => {
      const answer = await call<{ data: Page<ExamCard> }>("POST", "/public/exams/pagin", undefined, { page: 1, perPage: 10, searchString: code })
      const found = answer.body.data.docs.find((exam) => exam.code === code)
      if (found === undefined) throw new Error(`no demo exam ${code}`)
      return found
    }
    const allExams = async () => {
      const answer = await call<{ data: Page<ExamCard> }>("POST", "/public/exams/pagin", undefined, { page: 1, perPage: 100 })
      return answer.body.data.docs
    }
    const sendDue = () =>
      server.run(
        Effect.gen(function* () {
          const alerts = yield* OnSaleAlertsService
          return yield* alerts.sendDue
        })
      )
    const setForSale = (code: string, forSale: boolean) => server.query("UPDATE exams SET for_sale = $2 WHERE code = $1", [code, forSale])

    describe("the public answers", () => {
      it("carry the rule's availability on the exam, its card, the menu, the home page and the packages", async () => {
        const soon = await examByCode(COMING_SOON_CODE)
        const sold = await examByCode(ON_SALE_CODE)
        expect([soon.availability, sold.availability]).toEqual(["comingSoon", "onSale"])
        expect((await call<{ data: ExamDetail }>("GET", `/public/exams/${soon._id}`)).body.data.availability).toBe("comingSoon")
        expect((await call<{ data: ExamDetail }>("GET", `/public/exams/${sold._id}`)).body.data.availability).toBe("onSale")

        const menu = (await call<{ data: ReadonlyArray<MenuCategory> }>("GET", "/public/get/menu")).body.data
        const menuExams = menu.flatMap((category) => [...category.exams, ...category.subCategories.flatMap((sub) => sub.exams)])
        expect(menuExams.find((exam) => exam._id === soon._id)?.availability).toBe("comingSoon")
        expect(menuExams.find((exam) => exam._id === sold._id)?.availability).toBe("onSale")

        const cards = new Map((await allExams()).map((exam) => [exam._id, exam.availability]))
        const home = (await call<{ data: HomeCatalog }>("GET", "/public/home")).body.data
        for (const exam of home.popularExams) expect(exam.availability).toBe(cards.get(exam._id))

        const packages = (await call<{ data: Page<PackageCard> }>("POST", "/public/packages/pagin", undefined, { page: 1, perPage: 100 })).body.data.docs
        for (const card of packages) {
          const detail = (await call<{ data: PackageDetail }>("GET", `/public/packages/${card._id}`)).body.data
          const expected: Availability = detail.exams.every((exam) => exam.availability === "onSale") ? "onSale" : "comingSoon"
          expect([card.name, card.availability]).toEqual([card.name, expected])
          expect(detail.availability).toBe(expected)
        }
        // The demo sells packages only where every exam is on sale, and shows the rest as coming soon.
        expect(new Set(packages.map((pkg) => pkg.availability))).toEqual(new Set(["onSale", "comingSoon"]))
      })

      it("say on sale only where the bank holds every listed test with its stated count, two or more in every category", async () => {
        const exams = await allExams()
        expect(exams.length).toBeGreaterThanOrEqual(74)
        const stock = await server.query<{ id: string; tests: number; delivered: number }>(`
          SELECT e.id, count(p.id)::int AS tests,
            count(p.id) FILTER (WHERE p.question_count > 0 AND p.question_count =
              (SELECT count(*) FROM questions q WHERE q.test_id = p.id AND q.retired_at IS NULL))::int AS delivered
          FROM exams e LEFT JOIN practice_tests p ON p.exam_id = e.id GROUP BY e.id`)
        const deliverable = new Map(stock.map((row) => [row.id, row.tests > 0 && row.delivered === row.tests]))
        for (const exam of exams) expect([exam.code, exam.availability === "onSale"]).toEqual([exam.code, deliverable.get(exam._id)])

        const categories = (await call<{ data: ReadonlyArray<CategorySummary> }>("GET", "/public/categories")).body.data
        for (const category of categories) {
          const onSale = exams.filter((exam) => exam.categoryId === category._id && exam.availability === "onSale")
          expect([category.name, onSale.length >= 2]).toEqual([category.name, true])
        }
      })
    })

    describe("buying", () => {
      it("refuses a coming-soon exam in the cart and at the guest's merge, with the reason, and takes the rest", async () => {
        const learner = await newLearner(server, "soon-cart")
        const soon = await examByCode(COMING_SOON_CODE)
        const sold = await examByCode(ON_SALE_CODE)
        const soonItem = { kind: "exam", _id: soon._id }
        const refused = await call("POST", "/cart/lines", learner.token, { list: "cart", item: soonItem })
        expect([refused.status, refused.body.message]).toEqual([409, CartMessages.comingSoon(soonItem as never, soon.name)])
        const merged = await call<{ data: MergeResult }>("POST", "/cart/merge", learner.token, { items: [soonItem, { kind: "exam", _id: sold._id }] })
        expect(merged.status).toBe(200)
        expect(merged.body.data.merged).toEqual([{ kind: "exam", _id: sold._id }])
        expect(merged.body.data.refused).toEqual([{ item: soonItem, reason: "comingSoon", message: CartMessages.comingSoon(soonItem as never, soon.name) }])
        expect(merged.body.data.cart.cart.map((line) => line.name)).toEqual([sold.name])
      })

      it("marks a cart line that stops being on sale, leaves it out of the total and refuses to price the checkout", async () => {
        const learner = await newLearner(server, "stops-selling")
        const exam = await examByCode(WAITED_CODE)
        const item = { kind: "exam", _id: exam._id }
        expect((await call("POST", "/cart/lines", learner.token, { list: "cart", item })).status).toBe(200)
        await setForSale(WAITED_CODE, false)
        try {
          const state = (await call<{ data: CartState }>("GET", "/cart/lines", learner.token)).body.data
          expect(state.cart.map((line) => [line.name, line.comingSoon])).toEqual([[exam.name, true]])
          expect(state.subtotalCents).toBe(0)
          const quote = await call("POST", "/checkout/quote", learner.token, { couponCode: null })
          expect([quote.status, quote.body.message]).toEqual([409, CartMessages.comingSoon(item as never, exam.name)])
        } finally {
          await setForSale(WAITED_CODE, true)
        }
        expect((await call("POST", "/checkout/quote", learner.token, { couponCode: null })).status).toBe(200)
      })
    })

    describe("buying to the end", () => {
      /** A test card the sandbox gateway pays at once. */
      const card = { number: "4242424242424242", expMonth: 12, expYear: 2035, cvc: "123", name: "Ada Lovelace" }

      /** A new learner buys these items with one order; answers the learner and their active subscriptions. */
      const buy = async (label: string, items: ReadonlyArray<{ kind: "exam" | "package"; _id: string }>) => {
        const learner = await newLearner(server, label)
        for (const item of items) {
          const added = await call("POST", "/cart/lines", learner.token, { list: "cart", item })
          expect([item._id, added.status]).toEqual([item._id, 200])
        }
        const quote = await call<{ data: { _id: string } }>("POST", "/checkout/quote", learner.token, { couponCode: null })
        expect(quote.status).toBe(200)
        const paid = await call<{ data: { status: string } }>("POST", "/checkout/pay", learner.token, {
          quoteId: quote.body.data._id,
          idempotencyKey: `buy-all-${label}`,
          card
        })
        expect([label, paid.status, paid.body.data.status]).toEqual([label, 200, "paid"])
        const active = await call<{ data: SubscriptionPage }>("POST", "/exams/activeExams", learner.token, { page: 1, perPage: 50 })
        return { learner, subscriptions: active.body.data.docs }
      }

      /** Every test the exam's page lists starts, holding the questions the page states. */
      const startsEveryListedTest = async (learner: Learner, subscId: string, examId: string) => {
        const detail = (await call<{ data: ExamDetail }>("GET", `/public/exams/${examId}`)).body.data
        expect(detail.tests.length).toBeGreaterThan(0)
        for (const test of detail.tests) {
          const started = await call<{ data: { attemptId: string } }>("POST", "/attempts/start", learner.token, { subscId, testId: test._id })
          expect([detail.code, test.name, started.status]).toEqual([detail.code, test.name, 200])
          const attempt = (await call<{ data: AttemptData }>("GET", `/attempts/${started.body.data.attemptId}`, learner.token)).body.data
          const held = attempt.sections.flatMap((section) => section.questions).length
          expect([detail.code, test.name, held]).toEqual([detail.code, test.name, test.questionCount])
        }
      }

      it("sells every exam and package on sale to the end: paid, and every listed test starts with its stated questions", async () => {
        const exams = (await allExams()).filter((exam) => exam.availability === "onSale")
        const packages = (
          await call<{ data: Page<PackageCard> }>("POST", "/public/packages/pagin", undefined, { page: 1, perPage: 100 })
        ).body.data.docs.filter((pkg) => pkg.availability === "onSale")
        expect(exams.length).toBeGreaterThanOrEqual(2)
        expect(packages.length).toBeGreaterThanOrEqual(1)

        const examBuyer = await buy(
          "every-exam",
          exams.map((exam) => ({ kind: "exam", _id: exam._id }))
        )
        expect(new Set(examBuyer.subscriptions.map((subscription) => subscription.examId))).toEqual(new Set(exams.map((exam) => exam._id)))
        for (const subscription of examBuyer.subscriptions) await startsEveryListedTest(examBuyer.learner, subscription._id, subscription.examId)

        // One learner per package: a package bundles exams another order may already hold.
        for (const pkg of packages) {
          const detail = (await call<{ data: PackageDetail }>("GET", `/public/packages/${pkg._id}`)).body.data
          const buyer = await buy(`package-${pkg.slug}`, [{ kind: "package", _id: pkg._id }])
          expect(new Set(buyer.subscriptions.map((subscription) => subscription.examId))).toEqual(new Set(detail.exams.map((exam) => exam._id)))
          for (const subscription of buyer.subscriptions) await startsEveryListedTest(buyer.learner, subscription._id, subscription.examId)
        }
      })
    })

    describe("Notify me", () => {
      const alertOf = (learner: Learner, examId: string) => call<{ data: OnSaleAlert }>("GET", `/exams/${examId}/notify-me`, learner.token)
      const ask = (learner: Learner, examId: string) => call<{ message: string; data: OnSaleAlert }>("PUT", `/exams/${examId}/notify-me`, learner.token)
      const cancel = (learner: Learner, examId: string) => call<{ message: string; data: OnSaleAlert }>("DELETE", `/exams/${examId}/notify-me`, learner.token)
      const rowsOf = (learner: Learner) =>
        server.query<{ exam_id: string; sent: boolean }>("SELECT exam_id, sent_at IS NOT NULL AS sent FROM on_sale_alerts WHERE user_id = $1", [learner.userId])

      it("is stored once however often asked, says so, and can be taken back; refused for an exam on sale or not shown", async () => {
        const learner = await newLearner(server, "asker")
        const soon = await examByCode(COMING_SOON_CODE)
        expect((await alertOf(learner, soon._id)).body.data).toEqual({ examId: soon._id, requested: false })
        const asked = await ask(learner, soon._id)
        expect([asked.status, asked.body]).toEqual([200, { message: AlertMessages.asked(soon.name), data: { examId: soon._id, requested: true } }])
        expect((await ask(learner, soon._id)).status).toBe(200)
        expect(await rowsOf(learner)).toEqual([{ exam_id: soon._id, sent: false }])
        expect((await alertOf(learner, soon._id)).body.data.requested).toBe(true)
        // One learner's request is theirs alone: another reads none, and cancelling theirs leaves this one.
        const other = await newLearner(server, "other-asker")
        expect((await alertOf(other, soon._id)).body.data.requested).toBe(false)
        expect((await cancel(other, soon._id)).status).toBe(200)
        expect(await rowsOf(learner)).toEqual([{ exam_id: soon._id, sent: false }])

        const cancelled = await cancel(learner, soon._id)
        expect([cancelled.status, cancelled.body]).toEqual([200, { message: AlertMessages.cancelled(soon.name), data: { examId: soon._id, requested: false } }])
        expect(await rowsOf(learner)).toEqual([])

        const sold = await examByCode(ON_SALE_CODE)
        const onSale = await ask(learner, sold._id)
        expect([onSale.status, onSale.body.message]).toEqual([409, AlertMessages.alreadyOnSale(sold.name)])
        const unknown = await ask(learner, "no-such-exam")
        expect([unknown.status, unknown.body.message]).toEqual([404, AlertMessages.EXAM_NOT_FOUND])
        await server.query("UPDATE exams SET published = false WHERE id = $1", [soon._id])
        try {
          expect((await ask(learner, soon._id)).status).toBe(404)
        } finally {
          await server.query("UPDATE exams SET published = true WHERE id = $1", [soon._id])
        }
        expect((await call("PUT", `/exams/${soon._id}/notify-me`)).status).toBe(401)
        expect(await rowsOf(learner)).toEqual([])
      })

      it("tells each waiting learner once, by email and notification, when the exam goes on sale; not one who cancelled", async () => {
        const exam = await examByCode(WAITED_CODE)
        const waiting = await newLearner(server, "waiting")
        const changedMind = await newLearner(server, "changed-mind")
        await setForSale(WAITED_CODE, false)
        try {
          expect((await ask(waiting, exam._id)).status).toBe(200)
          expect((await ask(changedMind, exam._id)).status).toBe(200)
          expect((await cancel(changedMind, exam._id)).status).toBe(200)
          // Still coming soon: nobody is told.
          expect(await sendDue()).toBe(0)
        } finally {
          await setForSale(WAITED_CODE, true)
        }
        expect(await sendDue()).toBe(1)
        expect(await sendDue()).toBe(0)

        const [waiter] = await server.query<{ email: string }>("SELECT email FROM users WHERE id = $1", [waiting.userId])
        const [other] = await server.query<{ email: string }>("SELECT email FROM users WHERE id = $1", [changedMind.userId])
        const mail = await server.query<{ recipient: string; subject: string; body: string }>(
          "SELECT recipient, subject, body FROM outbox WHERE subject = $1",
          [AlertMessages.onSaleSubject(exam.name)]
        )
        expect(mail.map((letter) => letter.recipient)).toEqual([waiter!.email])
        expect(mail[0]!.body).toContain(`/exam-overview/`)
        expect(mail.some((letter) => letter.recipient === other!.email)).toBe(false)
        const notes = await server.query<{ user_id: string; description: string }>("SELECT user_id, description FROM notifications WHERE title = $1", [
          AlertMessages.ON_SALE_TITLE
        ])
        expect(notes).toEqual([{ user_id: waiting.userId, description: AlertMessages.onSaleNotice(exam.name) }])
        expect((await alertOf(waiting, exam._id)).body.data.requested).toBe(false)
      })
    })
  })
