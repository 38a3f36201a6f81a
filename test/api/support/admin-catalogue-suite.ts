/**
 * The admin area's catalogue, through the real server as the
 * demo admin: every form's validation (400 naming each field), creating a
 * category, a sub-category, an exam and a package; publish/unpublish hiding
 * and showing them in the public calls and the menu at the very next read
 * (new bytes, new ETag); a renamed exam's old address redirecting (301) to
 * the new one; the audit rows with before and after; removing only what is
 * empty; putting an exam on sale only when its bank holds its listed tests,
 * withdrawing it, and the learners waiting for it told once. (Refusing learners, agents and guests is the admin suite's, which
 * reads every /admin operation from /openapi.json.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createPageRenderer, type PageRenderer } from "../../../src/entry-server.tsx"
import { showsChevron } from "../../../src/domain/catalog/menu.ts"
import { accountsClient, type AccountsClient, API, LOOSE_ADDRESS_LIMITS } from "./accounts-client.ts"
import { ADMIN_API, adminClient, type AdminClient } from "./admin-client.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"
import * as SaleMessages from "../../../server/admin/catalogue/sale-messages.ts"

const CATALOGUE = `${ADMIN_API}/catalogue`

interface Issue {
  readonly path: string
  readonly message: string
}
interface Refusal {
  readonly message: string
  readonly issues?: ReadonlyArray<Issue>
}
interface MenuSub {
  readonly _id: string
  readonly name: string
  readonly exams: ReadonlyArray<{ _id: string; name: string }>
}
interface MenuCat {
  readonly _id: string
  readonly name: string
  readonly subCategories: ReadonlyArray<MenuSub>
  readonly exams: ReadonlyArray<{ _id: string; name: string }>
}

const issuePaths = (body: unknown) => ((body as Refusal).issues ?? []).map((issue) => issue.path).toSorted()

let counter = 0
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`

export const describeAdminCatalogue = (label: string, database: () => TestDatabase) =>
  describe(`the admin catalogue on ${label}`, () => {
    let server: TestServer
    let client: AccountsClient
    let admin: AdminClient
    let renderer: PageRenderer

    beforeAll(async () => {
      server = await startTestServer(database(), { rateLimits: LOOSE_ADDRESS_LIMITS })
      client = accountsClient(server)
      admin = adminClient(client)
      renderer = createPageRenderer({
        origin: "https://shop.example",
        fetch: (input, init) => {
          const request = new Request(input instanceof Request ? input : new URL(String(input), "https://shop.example"), init)
          const url = new URL(request.url)
          return fetch(new Request(new URL(url.pathname + url.search, server.baseUrl), request))
        }
      })
    }, 120_000)
    afterAll(async () => {
      await server?.close()
    })

    const menu = async () => (await client.get<{ data: ReadonlyArray<MenuCat> }>(`${API}/public/get/menu`)).body.data
    const publicExam = (id: string) =>
      client.get<{ data: { price: number; salePrice: number | null; name: string; slug: string } }>(`${API}/public/exams/${id}`)

    const newCategory = async (published = true) => {
      const answer = await admin.post<{ data: { _id: string; name: string } }>(`${CATALOGUE}/categories`, {
        name: unique("Cloud Ops"),
        sortOrder: "5",
        published
      })
      expect(answer.status).toBe(200)
      return answer.body.data
    }
    const examDraft = (categoryId: string, extra: Record<string, unknown> = {}) => {
      const code = `T-${Date.now().toString(36)}${(counter++).toString(36)}`.toUpperCase()
      return {
        name: `Admin Exam ${code}`,
        code,
        vendor: "Contoso",
        level: "Associate",
        price: "49.99",
        salePrice: "",
        validityDays: "180",
        shortDescription: "Made in the admin area.",
        descriptionHtml: "<p>Good <strong>prose</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>",
        categoryId,
        published: true,
        ...extra
      }
    }
    const newExam = async (categoryId: string, extra: Record<string, unknown> = {}) => {
      const answer = await admin.post<{
        data: { _id: string; name: string; code: string; slug: string; descriptionHtml: string; published: boolean }
        message: string
      }>(`${CATALOGUE}/exams`, examDraft(categoryId, extra))
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return answer.body
    }

    describe("the forms' validation", () => {
      it("refuses a category without a name and with a wrong order, naming both fields", async () => {
        const answer = await admin.post(`${CATALOGUE}/categories`, { name: "  ", sortOrder: "first" })
        expect(answer.status).toBe(400)
        expect(issuePaths(answer.body)).toEqual(["name", "sortOrder"])
        expect((answer.body as unknown as Refusal).issues).toContainEqual({ path: "name", message: "Enter the category's name." })
        expect((answer.body as unknown as Refusal).message).toMatch(/^The category was not saved: 2 fields need attention\./)
      })

      it("refuses an exam with every field wrong, each named with what to type", async () => {
        const answer = await admin.post(`${CATALOGUE}/exams`, {
          name: "",
          code: "AZ 900!",
          vendor: "",
          level: "Guru",
          price: "12.345",
          salePrice: "-1",
          validityDays: "0",
          image: "javascript:alert(1)",
          categoryId: ""
        })
        expect(answer.status).toBe(400)
        expect(issuePaths(answer.body)).toEqual(["categoryId", "code", "image", "level", "name", "price", "salePrice", "validityDays", "vendor"])
        const issues = (answer.body as unknown as Refusal).issues!
        expect(issues).toContainEqual({ path: "price", message: "The price is in dollars with at most two decimals, from 0 to 99999.99, e.g. 49.99." })
        expect(issues).toContainEqual({ path: "level", message: "Choose a level: Foundation, Associate, Professional or Expert." })
      })

      it("refuses a sale price that is not below the price, an unknown category, a taken code and name", async () => {
        const category = await newCategory()
        const taken = await newExam(category._id)
        const sale = await admin.post(`${CATALOGUE}/exams`, examDraft(category._id, { price: "20", salePrice: "20" }))
        expect(sale.status).toBe(400)
        expect((sale.body as unknown as Refusal).issues).toEqual([
          { path: "salePrice", message: "The sale price must be below the price (20.00), or empty for no sale." }
        ])
        const unknownCategory = await admin.post(`${CATALOGUE}/exams`, examDraft("no-such-category"))
        expect(unknownCategory.status).toBe(400)
        expect(issuePaths(unknownCategory.body)).toEqual(["categoryId"])
        const clash = await admin.post(`${CATALOGUE}/exams`, examDraft(category._id, { code: taken.data.code.toLowerCase(), name: taken.data.name }))
        expect(clash.status).toBe(400)
        expect(issuePaths(clash.body)).toEqual(["code", "name"])
        const foreignSub = await admin.post(`${CATALOGUE}/exams`, examDraft(category._id, { subCategoryId: "not-a-sub-category" }))
        expect(issuePaths(foreignSub.body)).toEqual(["subCategoryId"])
      })

      it("refuses a package without exams, with an unknown exam or a wrong price; a body missing fields is a 400 too", async () => {
        const empty = await admin.post(`${CATALOGUE}/packages`, { name: "", price: "abc", validityDays: "365", examIds: [] })
        expect(empty.status).toBe(400)
        expect(issuePaths(empty.body)).toEqual(["examIds", "name", "price"])
        const unknown = await admin.post(`${CATALOGUE}/packages`, { name: unique("Bundle"), price: "10", validityDays: "365", examIds: ["nope"] })
        expect(issuePaths(unknown.body)).toEqual(["examIds"])
        const missing = await admin.post(`${CATALOGUE}/exams`, { name: "Only a name" })
        expect(missing.status).toBe(400)
        expect((missing.body as unknown as Refusal).message).toMatch(/not valid/)
      })

      it("answers 404 for a record that does not exist", async () => {
        expect((await admin.get(`${CATALOGUE}/exams/no-such-exam`)).status).toBe(404)
        expect((await admin.call("PUT", `${CATALOGUE}/categories/no-such-category`, { name: "X", sortOrder: "1" })).status).toBe(404)
        expect((await admin.post(`${CATALOGUE}/packages/nothing/publish`, { published: true })).status).toBe(404)
      })
    })

    it("creates a category, a sub-category, an exam in it and a package; the menu shows them at once with the chevron", async () => {
      const category = await newCategory()
      const sub = await admin.post<{ data: { _id: string; categoryId: string } }>(`${CATALOGUE}/categories/${category._id}/sub-categories`, {
        name: "Fundamentals",
        sortOrder: "1",
        published: true
      })
      expect(sub.status).toBe(200)
      expect(sub.body.data.categoryId).toBe(category._id)
      const before = (await menu()).find((c) => c._id === category._id)
      expect(before && showsChevron(before)).toBe(false)

      const created = await newExam(category._id, { subCategoryId: sub.body.data._id })
      expect(created.message).toBe(`Exam ${created.data.code} created.`)
      // A new exam is not on sale until its operator puts it on sale (and it has tests to sell).
      expect(created.data).toMatchObject({
        forSale: false,
        availability: "comingSoon",
        notOnSale: ["it has not been put on sale", "it has no practice tests"]
      })
      expect(created.data.descriptionHtml).toBe("<p>Good <strong>prose</strong></p>")
      expect(created.data.slug).toBe(created.data.name.toLowerCase().replace(/\s+/g, "-"))
      const shown = (await menu()).find((c) => c._id === category._id)!
      expect(showsChevron(shown)).toBe(true)
      expect(shown.subCategories[0]?.exams).toEqual([{ _id: created.data._id, name: created.data.name, availability: "comingSoon" }])
      const exam = await publicExam(created.data._id)
      expect(exam.status).toBe(200)
      expect(exam.body.data).toMatchObject({ price: 49.99, salePrice: null })

      const pkg = await admin.post<{ data: { _id: string; exams: ReadonlyArray<{ _id: string }>; published: boolean; availability: string } }>(
        `${CATALOGUE}/packages`,
        {
          name: unique("Ops Bundle"),
          price: "79",
          salePrice: "59.5",
          validityDays: "365",
          examIds: [created.data._id],
          published: true
        }
      )
      expect(pkg.status).toBe(200)
      expect(pkg.body.data.exams.map((e) => e._id)).toEqual([created.data._id])
      // Its only exam is coming soon, so the package is too.
      expect(pkg.body.data.availability).toBe("comingSoon")
      const publicPackage = await client.get<{ data: { price: number; salePrice: number; exams: ReadonlyArray<{ _id: string }> } }>(
        `${API}/public/packages/${pkg.body.data._id}`
      )
      expect(publicPackage.status).toBe(200)
      expect(publicPackage.body.data).toMatchObject({ price: 79, salePrice: 59.5 })

      // Unpublished: gone from the public package calls at once; published again: back.
      expect((await admin.post(`${CATALOGUE}/packages/${pkg.body.data._id}/publish`, { published: false })).status).toBe(200)
      expect((await client.get(`${API}/public/packages/${pkg.body.data._id}`)).status).toBe(404)
      expect((await admin.post(`${CATALOGUE}/packages/${pkg.body.data._id}/publish`, { published: true })).status).toBe(200)
      expect((await client.get(`${API}/public/packages/${pkg.body.data._id}`)).status).toBe(200)
    })

    it("answers a new price at the very next public read, with a new ETag, and records the change with before and after", async () => {
      const category = await newCategory()
      const created = await newExam(category._id)
      const id = created.data._id
      // The kept read settles once the creation's change notice has passed (on PostgreSQL it
      // arrives a moment after the commit): two reads in a row with the same ETag.
      let first = await publicExam(id)
      await expect
        .poll(async () => {
          const previous = first
          first = await publicExam(id)
          return previous.headers.get("etag") !== null && previous.headers.get("etag") === first.headers.get("etag")
        })
        .toBe(true)

      const draft = examDraft(category._id, { name: created.data.name, code: created.data.code, price: "59.99", salePrice: "44.5" })
      const updated = await admin.call<{ data: { price: number; salePrice: number }; message: string }>("PUT", `${CATALOGUE}/exams/${id}`, draft)
      expect(updated.status).toBe(200)
      expect(updated.body.data).toMatchObject({ price: 59.99, salePrice: 44.5 })
      const after = await publicExam(id)
      expect(after.body.data).toMatchObject({ price: 59.99, salePrice: 44.5 })
      expect(after.headers.get("etag")).not.toBe(first.headers.get("etag"))

      const rows = await server.query<{ action: string; summary: string; before: string | null; after: string | null; admin_name: string }>(
        "SELECT action, summary, before::text AS before, after::text AS after, admin_name FROM audit_log WHERE entity = 'exam' AND entity_id = $1 ORDER BY id",
        [id]
      )
      expect(rows.map((row) => row.action)).toEqual(["create", "update"])
      expect(rows[0]!.before).toBeNull()
      expect(JSON.parse(rows[0]!.after!)).toMatchObject({ _id: id, price: 49.99 })
      expect(rows[1]!.summary).toBe(`Exam ${created.data.code}: price 49.99 → 59.99, salePrice none → 44.50`)
      expect(JSON.parse(rows[1]!.before!)).toMatchObject({ price: 49.99, salePrice: null })
      expect(JSON.parse(rows[1]!.after!)).toMatchObject({ price: 59.99, salePrice: 44.5 })
    })

    it("hides an unpublished exam from the exam call, the lists, search and the menu at once, and shows it again when published", async () => {
      const category = await newCategory()
      const created = await newExam(category._id)
      const id = created.data._id
      const search = () =>
        client.post<{ data: { docs: ReadonlyArray<{ _id: string }> } }>(`${API}/public/exams/pagin`, { page: 1, perPage: 10, searchString: created.data.code })
      const inMenu = async () => (await menu()).find((c) => c._id === category._id)?.exams.some((e) => e._id === id) ?? false
      expect(await inMenu()).toBe(true)
      expect((await search()).body.data.docs.map((d) => d._id)).toContain(id)

      const hidden = await admin.post<{ data: { published: boolean }; message: string }>(`${CATALOGUE}/exams/${id}/publish`, { published: false })
      expect(hidden.body).toMatchObject({ data: { published: false }, message: `Exam ${created.data.code} unpublished.` })
      expect((await publicExam(id)).status).toBe(404)
      expect(await inMenu()).toBe(false)
      expect((await search()).body.data.docs.map((d) => d._id)).not.toContain(id)
      // Still there for the admin.
      const listed = await admin.post<{ data: { docs: ReadonlyArray<{ _id: string; published: boolean }>; total: number } }>(`${CATALOGUE}/exams/pagin`, {
        page: 1,
        perPage: 10,
        search: created.data.code.toLowerCase()
      })
      expect(listed.body.data.docs).toEqual([expect.objectContaining({ _id: id, published: false })])

      expect((await admin.post(`${CATALOGUE}/exams/${id}/publish`, { published: true })).status).toBe(200)
      expect((await publicExam(id)).status).toBe(200)
      expect(await inMenu()).toBe(true)

      // An unpublished category takes its exams with it.
      expect((await admin.post(`${CATALOGUE}/categories/${category._id}/publish`, { published: false })).status).toBe(200)
      expect((await menu()).some((c) => c._id === category._id)).toBe(false)
      expect((await publicExam(id)).status).toBe(404)
      expect((await client.get(`${API}/public/categories/${category._id}`)).status).toBe(404)

      const actions = await server.query<{ action: string }>("SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id", [id])
      expect(actions.map((row) => row.action)).toEqual(["create", "unpublish", "publish"])
    })

    it("never sells what a learner may not see: an unpublished exam cannot be added, and one unpublished after it was added leaves the cart and its price", async () => {
      // Two demo exams with practice tests (the cart sells no exam without questions), put back as they were at the end.
      const demoExam = async (code: string) => {
        const found = await client.post<{ data: { docs: ReadonlyArray<{ _id: string; code: string }> } }>(`${API}/public/exams/pagin`, {
          page: 1,
          perPage: 10,
          searchString: code
        })
        const exam = found.body.data.docs.find((each) => each.code === code)
        expect(exam, code).toBeDefined()
        return { data: exam! }
      }
      const first = await demoExam("TBL-SQL-100")
      const second = await demoExam("TBL-DBA-300")
      const learner = await client.newLearner("for-sale")
      const cart = () =>
        client.get<{ data: { cart: ReadonlyArray<{ item: { _id: string } }>; subtotalCents: number } }>(`${API}/cart/lines`, { token: learner.token })
      const add = (id: string) => client.post(`${API}/cart/lines`, { list: "cart", item: { kind: "exam", _id: id } }, { token: learner.token })
      expect((await add(first.data._id)).status).toBe(200)

      expect((await admin.post(`${CATALOGUE}/exams/${second.data._id}/publish`, { published: false })).status).toBe(200)
      const refused = await add(second.data._id)
      expect(refused.status).toBe(404)
      expect(typeof refused.body["message"]).toBe("string")

      expect((await admin.post(`${CATALOGUE}/exams/${first.data._id}/publish`, { published: false })).status).toBe(200)
      const emptied = (await cart()).body.data
      expect(emptied.cart.map((line) => line.item._id)).toEqual([])
      expect(emptied.subtotalCents).toBe(0)
      // Nothing left to quote: no order can be paid for it.
      const quote = await client.post<{ data?: { lines: ReadonlyArray<unknown> } }>(`${API}/checkout/quote`, { couponCode: null }, { token: learner.token })
      expect(quote.status === 200 ? (quote.body.data?.lines ?? []) : []).toEqual([])

      // Published again, it is back in the learner's cart.
      expect((await admin.post(`${CATALOGUE}/exams/${first.data._id}/publish`, { published: true })).status).toBe(200)
      expect((await cart()).body.data.cart.map((line) => line.item._id)).toEqual([first.data._id])
      expect((await admin.post(`${CATALOGUE}/exams/${second.data._id}/publish`, { published: true })).status).toBe(200)
    })

    it("sends a renamed exam's old address to the new one (301) and the menu shows the new name", async () => {
      const category = await newCategory()
      const created = await newExam(category._id)
      const id = created.data._id
      const oldPath = `/exam-overview/${created.data.slug}/${id}`
      const page = await renderer.render({ path: oldPath, search: "", hasTokenCookie: false })
      expect(page.kind).toBe("page")

      const newName = `${created.data.name} Renamed`
      const renamed = await admin.call<{ data: { slug: string } }>(
        "PUT",
        `${CATALOGUE}/exams/${id}`,
        examDraft(category._id, { name: newName, code: created.data.code })
      )
      expect(renamed.status).toBe(200)
      expect(renamed.body.data.slug).toBe(newName.toLowerCase().replace(/\s+/g, "-"))
      expect(await renderer.render({ path: oldPath, search: "", hasTokenCookie: false })).toEqual({
        kind: "redirect",
        location: `/exam-overview/${renamed.body.data.slug}/${id}`
      })
      expect((await menu()).find((c) => c._id === category._id)?.exams.map((e) => e.name)).toEqual([newName])
    })

    it("edits a category's name and order, records it, and removes a category or sub-category only when empty", async () => {
      const category = await newCategory()
      const newName = unique("Renamed Ops")
      const edited = await admin.call<{ data: { name: string; sortOrder: number } }>("PUT", `${CATALOGUE}/categories/${category._id}`, {
        name: newName,
        sortOrder: "2"
      })
      expect(edited.body.data).toMatchObject({ name: newName, sortOrder: 2 })
      expect((await menu()).find((c) => c._id === category._id)?.name).toBe(newName)
      const sameName = await admin.post(`${CATALOGUE}/categories`, { name: newName.toUpperCase(), sortOrder: "1" })
      expect(issuePaths(sameName.body)).toEqual(["name"])

      const sub = await admin.post<{ data: { _id: string } }>(`${CATALOGUE}/categories/${category._id}/sub-categories`, { name: "Advanced", sortOrder: "1" })
      const exam = await newExam(category._id, { subCategoryId: sub.body.data._id })
      const refused = await admin.call("DELETE", `${CATALOGUE}/sub-categories/${sub.body.data._id}`)
      expect(refused.status).toBe(409)
      expect((refused.body as unknown as Refusal).message).toMatch(/still holds 1 exam/)
      expect((await admin.call("DELETE", `${CATALOGUE}/categories/${category._id}`)).status).toBe(409)
      expect((await server.query("SELECT 1 FROM exams WHERE id = $1", [exam.data._id])).length).toBe(1)

      const empty = await newCategory()
      const removed = await admin.call<{ message: string }>("DELETE", `${CATALOGUE}/categories/${empty._id}`)
      expect(removed.status).toBe(200)
      expect(removed.body.message).toBe(`Category ${empty.name} removed.`)
      const rows = await server.query<{ entity: string; action: string; before: string | null; after: string | null }>(
        "SELECT entity, action, before::text AS before, after::text AS after FROM audit_log WHERE entity_id IN ($1, $2) ORDER BY id",
        [category._id, empty._id]
      )
      expect(rows.map((row) => `${row.entity} ${row.action}`)).toEqual(["category create", "category update", "category create", "category remove"])
      expect(JSON.parse(rows[1]!.before!)).toMatchObject({ sortOrder: 5 })
      expect(JSON.parse(rows[1]!.after!)).toMatchObject({ name: newName, sortOrder: 2 })
      expect(rows[3]!.after).toBeNull()
      const subRows = await server.query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'sub-category' AND entity_id = $1", [
        sub.body.data._id
      ])
      expect(subRows.map((row) => row.action)).toEqual(["create"])
    })

    describe("on sale", () => {
      interface AdminExamAnswer {
        readonly _id: string
        readonly name: string
        readonly code: string
        readonly forSale: boolean
        readonly availability: string
        readonly notOnSale: ReadonlyArray<string>
      }
      /** A demo exam by its code, as the admin reads it. */
      const demoExam = async (code: string) => {
        const found = await admin.post<{ data: { docs: ReadonlyArray<AdminExamAnswer> } }>(`${CATALOGUE}/exams/pagin`, { page: 1, perPage: 10, search: code })
        const exam = found.body.data.docs.find((each) => each.code === code)
        expect(exam, code).toBeDefined()
        return exam!
      }
      const forSale = (id: string, value: boolean) =>
        admin.post<{ data: AdminExamAnswer; message: string }>(`${CATALOGUE}/exams/${id}/for-sale`, { forSale: value })
      const publicAvailability = async (id: string) =>
        (await client.get<{ data: { availability: string } }>(`${API}/public/exams/${id}`)).body.data.availability
      const auditActions = async (id: string) =>
        await server.query<{ action: string; summary: string }>("SELECT action, summary FROM audit_log WHERE entity = 'exam' AND entity_id = $1 ORDER BY id", [
          id
        ])

      it("refuses to put a coming-soon exam on sale while its bank does not hold its tests, naming each test and its counts, and changes nothing", async () => {
        const exam = await demoExam("NCP-F01")
        const bankShort = ["Practice Test 1 states 65 questions but its bank holds 0", "Practice Test 2 states 65 questions but its bank holds 0"]
        expect(exam).toMatchObject({ forSale: false, availability: "comingSoon", notOnSale: ["it has not been put on sale", ...bankShort] })
        expect(await publicAvailability(exam._id)).toBe("comingSoon")

        const refused = await forSale(exam._id, true)
        expect(refused.status).toBe(409)
        expect((refused.body as unknown as Refusal).message).toBe(`"${exam.name}" cannot go on sale: ${bankShort.join("; ")}.`)

        expect(await publicAvailability(exam._id)).toBe("comingSoon")
        expect((await admin.get<{ data: AdminExamAnswer }>(`${CATALOGUE}/exams/${exam._id}`)).body.data).toMatchObject({
          forSale: false,
          availability: "comingSoon"
        })
        expect(await auditActions(exam._id)).toEqual([])
        // Withdrawing is always allowed, even what is not on sale.
        const withdrawn = await forSale(exam._id, false)
        expect(withdrawn.status).toBe(200)
        expect(withdrawn.body.message).toBe("Exam NCP-F01 is already withdrawn from sale.")
      })

      it("refuses an exam without tests or price and an unpublished one with each reason, and answers 404 for an unknown exam", async () => {
        const category = await newCategory()
        const created = await newExam(category._id, { price: "0", published: false })
        const refused = await forSale(created.data._id, true)
        expect(refused.status).toBe(409)
        expect((refused.body as unknown as Refusal).message).toBe(
          `"${created.data.name}" cannot go on sale: it is not published (or its category/sub-category is not); it has no price; it has no practice tests.`
        )
        expect((await admin.post(`${CATALOGUE}/exams/no-such-exam/for-sale`, { forSale: true })).status).toBe(404)
      })

      it("withdraws a banked exam (coming soon publicly, Add to cart refused), puts it back on sale, and tells a waiting learner exactly once", async () => {
        const exam = await demoExam("SPW-STM-100")
        expect(exam).toMatchObject({ forSale: true, availability: "onSale", notOnSale: [] })
        const waiting = await client.newLearner("waits-for-sale")
        const cancelling = await client.newLearner("cancels-wait")
        const add = (token: string) => client.post(`${API}/cart/lines`, { list: "cart", item: { kind: "exam", _id: exam._id } }, { token })
        const notifyMe = (method: "PUT" | "DELETE", token: string) => client.call(method, `${API}/exams/${exam._id}/notify-me`, undefined, { token })
        const told = async (learner: { readonly email: string; readonly userId: string }) => ({
          emails: (await client.messagesTo(learner.email)).filter((message) => message.subject === `Now on sale: ${exam.name}`).length,
          notifications: (
            await server.query<{ n: number }>("SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title = 'Now on sale'", [learner.userId])
          )[0]!.n
        })

        const withdrawn = await forSale(exam._id, false)
        expect(withdrawn.status).toBe(200)
        expect(withdrawn.body.message).toBe("Exam SPW-STM-100 withdrawn from sale: learners see it as coming soon and cannot buy it.")
        expect(withdrawn.body.data).toMatchObject({ forSale: false, availability: "comingSoon", notOnSale: ["it has not been put on sale"] })
        expect(await publicAvailability(exam._id)).toBe("comingSoon")
        const refused = await add(waiting.token)
        expect(refused.status).toBe(409)
        expect(typeof refused.body["message"]).toBe("string")

        expect((await notifyMe("PUT", waiting.token)).status).toBe(200)
        expect((await notifyMe("PUT", cancelling.token)).status).toBe(200)
        expect((await notifyMe("DELETE", cancelling.token)).status).toBe(200)

        const back = await forSale(exam._id, true)
        expect(back.status, JSON.stringify(back.body)).toBe(200)
        expect(back.body.message).toBe(SaleMessages.putOnSale("SPW-STM-100"))
        expect(back.body.data).toMatchObject({ forSale: true, availability: "onSale", notOnSale: [] })
        expect(await publicAvailability(exam._id)).toBe("onSale")
        expect(await told(waiting)).toEqual({ emails: 1, notifications: 1 })
        expect(await told(cancelling)).toEqual({ emails: 0, notifications: 0 })

        // Put on sale again: nothing changes and nobody is told twice.
        const again = await forSale(exam._id, true)
        expect(again.status).toBe(200)
        expect(again.body.message).toBe("Exam SPW-STM-100 is already on sale.")
        expect(await told(waiting)).toEqual({ emails: 1, notifications: 1 })
        expect(await told(cancelling)).toEqual({ emails: 0, notifications: 0 })

        expect((await add(waiting.token)).status).toBe(200)
        const audit = await auditActions(exam._id)
        expect(audit).toEqual([
          { action: "withdraw-from-sale", summary: "Exam SPW-STM-100 withdrawn from sale" },
          { action: "put-on-sale", summary: "Exam SPW-STM-100 put on sale" }
        ])
        const rows = await server.query<{ before: string; after: string }>(
          "SELECT before::text AS before, after::text AS after FROM audit_log WHERE entity = 'exam' AND entity_id = $1 AND action = 'put-on-sale'",
          [exam._id]
        )
        expect(JSON.parse(rows[0]!.before)).toMatchObject({ forSale: false, availability: "comingSoon" })
        expect(JSON.parse(rows[0]!.after)).toMatchObject({ forSale: true, availability: "onSale" })
      })

      it("lists each exam's and package's availability for the admin", async () => {
        const exams = await admin.post<{ data: { docs: ReadonlyArray<AdminExamAnswer> } }>(`${CATALOGUE}/exams/pagin`, { page: 1, perPage: 100 })
        const availabilities = new Set(exams.body.data.docs.map((exam) => exam.availability))
        expect(availabilities).toEqual(new Set(["onSale", "comingSoon"]))
        for (const exam of exams.body.data.docs) expect(exam.notOnSale.length === 0).toBe(exam.availability === "onSale")
        const packages = await admin.post<{ data: { docs: ReadonlyArray<{ name: string; availability: string }> } }>(`${CATALOGUE}/packages/pagin`, {
          page: 1,
          perPage: 100
        })
        for (const pkg of packages.body.data.docs) expect(["onSale", "comingSoon"]).toContain(pkg.availability)
        // The seeded package holding NCP-F01 (no questions) cannot be on sale.
        const publicPackages = await client.post<{ data: { docs: ReadonlyArray<{ _id: string; availability: string }> } }>(`${API}/public/packages/pagin`, {
          page: 1,
          perPage: 100
        })
        for (const pkg of publicPackages.body.data.docs) {
          const mine = await admin.get<{ data: { availability: string } }>(`${CATALOGUE}/packages/${pkg._id}`)
          expect(mine.body.data.availability, pkg._id).toBe(pkg.availability)
        }
      })
    })

    it("lists the category tree with counts and the exams a page at a time for the admin", async () => {
      const tree = await admin.get<{ data: ReadonlyArray<{ _id: string; published: boolean; subCategories: ReadonlyArray<unknown> }> }>(
        `${CATALOGUE}/categories`
      )
      expect(tree.status).toBe(200)
      expect(tree.body.data.length).toBeGreaterThan(0)
      const page = await admin.post<{ data: { docs: ReadonlyArray<unknown>; total: number; page: number; perPage: number } }>(`${CATALOGUE}/exams/pagin`, {
        page: 1,
        perPage: 5
      })
      expect(page.body.data.docs.length).toBe(5)
      expect(page.body.data.total).toBeGreaterThan(5)
      const packages = await admin.post<{ data: { docs: ReadonlyArray<{ exams: ReadonlyArray<unknown> }> } }>(`${CATALOGUE}/packages/pagin`, {
        page: 1,
        perPage: 5
      })
      expect(packages.status).toBe(200)
      expect(packages.body.data.docs[0]?.exams.length).toBeGreaterThan(0)
    })
  })
