/**
 * The API tests of the catalog, written once and run against
 * each database (PGlite and the PostgreSQL server): categories, exam pages
 * and search, exam and package overviews, the home selection and the menu,
 * over real HTTP. Expected values are read from the server's own database,
 * so the tests hold whatever the demo data says.
 */
import { CONTROL_CHARACTER_MESSAGE } from "../../../src/api/api.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type {
  CategorySummary,
  ExamCard,
  ExamDetail,
  ExamPage,
  HomeCatalog,
  MenuCategory,
  PackageDetail,
  PackagePage
} from "../../../src/api/catalog/catalog.ts"
import { slugify } from "../../../src/domain/shared/slug.ts"
import { SEARCH_REQUIRED } from "../../../src/domain/shared/validation-messages.ts"
import { CATEGORY_NOT_FOUND, EXAM_NOT_FOUND, PACKAGE_NOT_FOUND, SUB_CATEGORY_NOT_FOUND } from "../../../server/catalog/messages.ts"
import { SEARCH_TOO_LONG } from "../../../server/catalog/exam-search.ts"
import { sanitizeRichText } from "../../../server/content/rich-text.ts"
import { PAGE_MESSAGE, PER_PAGE_MESSAGE } from "../../../src/api/shared/paging.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const API = "/api/v1/u"

interface Answer<A> {
  readonly status: number
  readonly body: { readonly data: A; readonly message?: string }
}
interface ErrorBody {
  readonly message: string
  readonly _tag?: string
}

const count = (rows: ReadonlyArray<{ count: number }>) => rows[0]?.count ?? -1

export const describeCatalog = (label: string, database: () => TestDatabase) =>
  describe(`the catalog on ${label}`, () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer(database())
    })
    afterAll(async () => {
      await server?.close()
    })

    const get = async <A>(path: string): Promise<Answer<A>> => {
      const response = await fetch(server.baseUrl + API + path)
      return { status: response.status, body: (await response.json()) as Answer<A>["body"] }
    }
    const post = async <A>(path: string, payload: unknown): Promise<Answer<A>> => {
      const response = await fetch(server.baseUrl + API + path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload)
      })
      return { status: response.status, body: (await response.json()) as Answer<A>["body"] }
    }
    const examPage = (payload: Record<string, unknown>) => post<ExamPage>("/public/exams/pagin", { page: 1, perPage: 100, ...payload })
    const search = async (searchString: string, extra: Record<string, unknown> = {}) => {
      const answer = await examPage({ searchString, ...extra })
      expect(answer.status).toBe(200)
      return answer.body.data
    }
    const expectError = (answer: Answer<unknown>, status: number, message: string) => {
      expect(answer.status).toBe(status)
      expect((answer.body as unknown as ErrorBody).message).toBe(message)
    }
    const examCount = async () => count(await server.query<{ count: number }>("SELECT count(*)::int AS count FROM exams"))
    const someExam = async (code: string) => {
      const [row] = await server.query<{ id: string }>("SELECT id FROM exams WHERE code = $1", [code])
      return row!.id
    }

    describe("demo data", () => {
      it("gives every exam a vendor, a level, a sanitised description and 1–3 practice tests of believable size", async () => {
        const exams = await server.query<{ code: string; vendor: string; description_html: string; tests: number }>(
          // The catalog's own tests: the question bank adds short quick checks besides.
          `SELECT e.code, e.vendor, e.description_html,
             (SELECT count(*)::int FROM practice_tests p WHERE p.exam_id = e.id AND p.name LIKE 'Practice Test %') AS tests
           FROM exams e`
        )
        expect(exams.length).toBeGreaterThanOrEqual(40)
        for (const exam of exams) {
          expect(exam.vendor, exam.code).not.toBe("")
          expect(exam.description_html, exam.code).toMatch(/^<p>.+<ul>(<li>.+<\/li>){4,}<\/ul>/)
          expect(sanitizeRichText(exam.description_html), exam.code).toBe(exam.description_html)
          expect(exam.tests, exam.code).toBeGreaterThanOrEqual(1)
          expect(exam.tests, exam.code).toBeLessThanOrEqual(3)
        }
        const [sizes] = await server.query<{ min_q: number; max_q: number; min_m: number; max_m: number }>(
          `SELECT min(question_count) AS min_q, max(question_count) AS max_q,
             min(duration_minutes) AS min_m, max(duration_minutes) AS max_m FROM practice_tests WHERE name LIKE 'Practice Test %'`
        )
        expect(sizes!.min_q).toBeGreaterThanOrEqual(20)
        expect(sizes!.max_q).toBeLessThanOrEqual(65)
        expect(sizes!.min_m).toBeGreaterThanOrEqual(20)
        expect(sizes!.max_m).toBeLessThanOrEqual(130)
        // About one exam in five is on sale.
        const onSale = count(await server.query<{ count: number }>("SELECT count(*)::int AS count FROM exams WHERE sale_price IS NOT NULL"))
        expect(onSale / exams.length).toBeGreaterThan(0.1)
        expect(onSale / exams.length).toBeLessThan(0.3)
      })

      it("has six packages, each of 2–6 exams, cheaper than its exams bought one by one", async () => {
        const packages = await server.query<{ name: string; description_html: string; exams: number; price: string; separate: string }>(
          `SELECT p.name, p.description_html, count(pe.exam_id)::int AS exams, p.price::text AS price, sum(e.price)::text AS separate
           FROM packages p JOIN package_exams pe ON pe.package_id = p.id JOIN exams e ON e.id = pe.exam_id
           GROUP BY p.id`
        )
        expect(packages).toHaveLength(6)
        for (const pkg of packages) {
          expect(pkg.exams, pkg.name).toBeGreaterThanOrEqual(2)
          expect(pkg.exams, pkg.name).toBeLessThanOrEqual(6)
          expect(Number(pkg.price), pkg.name).toBeLessThan(Number(pkg.separate))
          expect(sanitizeRichText(pkg.description_html), pkg.name).toBe(pkg.description_html)
        }
      })
    })

    describe("categories", () => {
      it("lists every category with its description and exam counts that match the database", async () => {
        const answer = await get<ReadonlyArray<CategorySummary>>("/public/categories")
        expect(answer.status).toBe(200)
        const rows = await server.query<{ id: string; name: string; exams: number }>(
          `SELECT c.id, c.name, (SELECT count(*)::int FROM exams e WHERE e.category_id = c.id) AS exams
           FROM categories c ORDER BY c.sort_order, c.name`
        )
        expect(answer.body.data.map((c) => [c._id, c.name, c.examCount])).toEqual(rows.map((r) => [r.id, r.name, r.exams]))
        for (const category of answer.body.data) {
          expect(category.description, category.name).not.toBe("")
          const subs = await server.query<{ id: string; exams: number }>(
            `SELECT s.id, (SELECT count(*)::int FROM exams e WHERE e.sub_category_id = s.id) AS exams
             FROM sub_categories s WHERE s.category_id = $1 ORDER BY s.sort_order, s.name`,
            [category._id]
          )
          expect(category.subCategories.map((s) => [s._id, s.examCount])).toEqual(subs.map((s) => [s.id, s.exams]))
        }
      })

      it("answers one category by id, the same as in the list", async () => {
        const {
          body: { data: all }
        } = await get<ReadonlyArray<CategorySummary>>("/public/categories")
        const answer = await get<CategorySummary>(`/public/categories/${all[1]!._id}`)
        expect(answer.status).toBe(200)
        expect(answer.body.data).toEqual(all[1])
      })

      it("answers 404 with a message for an unknown category, UUID-shaped or not", async () => {
        for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-category", "x'; DROP TABLE categories;--"]) {
          expectError(await get(`/public/categories/${encodeURIComponent(id)}`), 404, CATEGORY_NOT_FOUND)
        }
      })
    })

    describe("exam pages", () => {
      it("lists the whole catalog, most popular first, when no filter is given", async () => {
        const {
          status,
          body: { data }
        } = await examPage({ perPage: 10 })
        expect(status).toBe(200)
        expect(data.total).toBe(await examCount())
        const top = await server.query<{ id: string }>("SELECT id FROM exams ORDER BY popularity DESC, name LIMIT 10")
        expect(data.docs.map((e) => e._id)).toEqual(top.map((r) => r.id))
        expect(data.page).toBe(1)
        expect(data.perPage).toBe(10)
      })

      it("walks the pages without gaps or repeats", async () => {
        const total = await examCount()
        const seen: Array<string> = []
        for (let page = 1; page <= Math.ceil(total / 25); page++) {
          const {
            body: { data }
          } = await examPage({ page, perPage: 25 })
          seen.push(...data.docs.map((e) => e._id))
        }
        expect(seen).toHaveLength(total)
        expect(new Set(seen).size).toBe(total)
      })

      it("filters by category and by sub-category with counts that match the database", async () => {
        const {
          body: { data: categories }
        } = await get<ReadonlyArray<CategorySummary>>("/public/categories")
        for (const category of categories) {
          const {
            status,
            body: { data }
          } = await examPage({ category: category._id })
          expect(status).toBe(200)
          const [row] = await server.query<{ count: number }>("SELECT count(*)::int AS count FROM exams WHERE category_id = $1", [category._id])
          expect(data.total, category.name).toBe(row!.count)
          expect(data.docs).toHaveLength(row!.count)
          expect(data.docs.every((e) => e.categoryId === category._id && e.categoryName === category.name)).toBe(true)
        }
        const cloud = categories.find((c) => c.subCategories.some((s) => s.examCount > 0))!
        const sub = cloud.subCategories.find((s) => s.examCount > 0)!
        const {
          body: { data }
        } = await examPage({ category: cloud._id, subCategory: sub._id })
        const rows = await server.query<{ id: string }>("SELECT id FROM exams WHERE sub_category_id = $1 ORDER BY sort_order, name", [sub._id])
        expect(data.docs.map((e) => e._id)).toEqual(rows.map((r) => r.id))
        expect(data.total).toBe(sub.examCount)
      })

      it("answers 404 for an unknown category, an unknown sub-category, and a sub-category of another category", async () => {
        const {
          body: { data: categories }
        } = await get<ReadonlyArray<CategorySummary>>("/public/categories")
        const [first, second] = categories
        expectError(await examPage({ category: "00000000-0000-4000-8000-000000000000" }), 404, CATEGORY_NOT_FOUND)
        expectError(await examPage({ category: "no such category" }), 404, CATEGORY_NOT_FOUND)
        expectError(await examPage({ category: first!._id, subCategory: "00000000-0000-4000-8000-000000000000" }), 404, SUB_CATEGORY_NOT_FOUND)
        expectError(await examPage({ category: first!._id, subCategory: second!.subCategories[0]!._id }), 404, SUB_CATEGORY_NOT_FOUND)
      })

      it("answers a category or sub-category no record could have (empty, over 200 characters) with the same 404, and a NUL character 400", async () => {
        for (const id of ["", "x".repeat(201)]) {
          expectError(await examPage({ category: id }), 404, CATEGORY_NOT_FOUND)
          expectError(await examPage({ subCategory: id }), 404, SUB_CATEGORY_NOT_FOUND)
        }
        expectError(await examPage({ category: "a\u0000b" }), 400, CONTROL_CHARACTER_MESSAGE)
        expectError(await examPage({ subCategory: "a\u0000b" }), 400, CONTROL_CHARACTER_MESSAGE)
      })

      it("builds each card from the database: practice tests summed, money as numbers with two decimals", async () => {
        const {
          body: { data }
        } = await examPage({})
        const rows = await server.query<{ id: string; tests: number; questions: number; price: string; sale_price: string | null }>(
          `SELECT e.id, count(p.id)::int AS tests, COALESCE(sum(p.question_count), 0)::int AS questions,
             e.price::text AS price, e.sale_price::text AS sale_price
           FROM exams e LEFT JOIN practice_tests p ON p.exam_id = e.id GROUP BY e.id`
        )
        const byId = new Map(rows.map((r) => [r.id, r]))
        for (const exam of data.docs) {
          const row = byId.get(exam._id)!
          expect([exam.testCount, exam.questionCount]).toEqual([row.tests, row.questions])
          expect(exam.price).toBe(Number(row.price))
          expect(exam.salePrice).toBe(row.sale_price === null ? null : Number(row.sale_price))
          if (exam.salePrice !== null) expect(exam.salePrice).toBeLessThan(exam.price)
          expect(["Foundation", "Associate", "Professional", "Expert"]).toContain(exam.level)
          expect(exam.slug).toBe(slugify(exam.name))
        }
      })
    })

    describe("paging bounds", () => {
      const cases: ReadonlyArray<readonly [string, Record<string, unknown>, string]> = [
        ["page 0", { page: 0, perPage: 10 }, PAGE_MESSAGE],
        ["a negative page", { page: -3, perPage: 10 }, PAGE_MESSAGE],
        ["a fractional page", { page: 1.5, perPage: 10 }, PAGE_MESSAGE],
        ["perPage 0", { page: 1, perPage: 0 }, PER_PAGE_MESSAGE],
        ["perPage 1000", { page: 1, perPage: 1000 }, PER_PAGE_MESSAGE],
        ["a fractional perPage", { page: 1, perPage: 2.5 }, PER_PAGE_MESSAGE]
      ]
      for (const [name, payload, message] of cases) {
        it(`answers 400 for ${name}, on exams and on packages`, async () => {
          expectError(await post("/public/exams/pagin", payload), 400, message)
          expectError(await post("/public/packages/pagin", payload), 400, message)
        })
      }

      it("answers an empty page with the real total beyond the end", async () => {
        const exams = await post<ExamPage>("/public/exams/pagin", { page: 1000, perPage: 100 })
        expect(exams.status).toBe(200)
        expect(exams.body.data).toEqual({ docs: [], total: await examCount(), page: 1000, perPage: 100 })
        const packages = await post<PackagePage>("/public/packages/pagin", { page: 4, perPage: 2 })
        expect(packages.status).toBe(200)
        expect(packages.body.data).toEqual({ docs: [], total: 6, page: 4, perPage: 2 })
        // A page number too large for a 32-bit offset still just finds nothing.
        const far = await post<ExamPage>("/public/exams/pagin", { page: 2 ** 40, perPage: 100, searchString: "nimbus" })
        expect(far.status).toBe(200)
        expect(far.body.data.docs).toEqual([])
        expect(far.body.data.total).toBe(5)
      })
    })

    describe("search", () => {
      it("ignores letter case", async () => {
        const upper = await search("NIMBUS")
        const lower = await search("nimbus")
        expect(upper).toEqual(lower)
        expect(upper.total).toBe(5)
        for (const exam of upper.docs) expect(exam.name.toLowerCase()).toContain("nimbus")
      })

      it("matches partial words in any order", async () => {
        const found = await search("nimbus arch")
        expect(found.docs.map((e) => e.name)).toEqual(expect.arrayContaining(["Nimbus Certified Solutions Architect – Associate"]))
        for (const exam of found.docs) expect(exam.name.toLowerCase()).toMatch(/nimbus.*arch/)
        expect((await search("arch nimbus")).total).toBe(found.total)
      })

      it("forgives small typos, best match first", async () => {
        const architect = await search("archtect")
        expect(architect.docs[0]!.name).toContain("Architect")
        const security = await search("secruity")
        expect(security.docs[0]!.name).toContain("Security")
        const python = await search("pyhton")
        expect(python.docs.map((e) => e.code).sort()).toEqual(["KDP-PY-110", "KDP-PY-310"])
        const mixed = await search("nimbus developr")
        expect(mixed.docs.map((e) => e.code)).toEqual(["NCA-DEV-220"])
      })

      it("finds an exam by its code, whole or in part, the exact code first", async () => {
        expect((await search("NCA-SA-210")).docs.map((e) => e.code)).toEqual(["NCA-SA-210"])
        expect((await search("nca-sa-210")).docs[0]!.code).toBe("NCA-SA-210")
        const partial = await search("SG-PT")
        expect(partial.docs.map((e) => e.code).sort()).toEqual(["SG-PT-210", "SG-PT-350"])
        const digits = await search("210")
        const [row] = await server.query<{ count: number }>("SELECT count(*)::int AS count FROM exams WHERE code LIKE '%210%' OR name LIKE '%210%'")
        expect(digits.total).toBe(row!.count)
        for (const exam of digits.docs) expect(exam.code).toContain("210")
      })

      it("answers the spec's message for an empty or blank search", async () => {
        for (const blank of ["", "   ", "\t\n"]) {
          expectError(await examPage({ searchString: blank }), 400, SEARCH_REQUIRED)
        }
      })

      it("answers 400 for a search longer than 100 characters, and accepts exactly 100", async () => {
        expectError(await examPage({ searchString: "a".repeat(101) }), 400, SEARCH_TOO_LONG)
        expectError(await examPage({ searchString: "security ".repeat(2000) }), 400, SEARCH_TOO_LONG)
        const hundred = await examPage({ searchString: "q".repeat(100) })
        expect(hundred.status).toBe(200)
        expect(hundred.body.data.total).toBe(0)
      })

      it("treats SQL and LIKE metacharacters as plain text", async () => {
        const before = await examCount()
        for (const text of ["%", "_", "\\", "%%", "'", "' OR '1'='1", "'; DROP TABLE exams;--", '"; SELECT pg_sleep(5);--']) {
          const answer = await examPage({ searchString: text })
          expect(answer.status, text).toBe(200)
          expect(answer.body.data.docs.length, text).toBeLessThan(before)
        }
        expectError(await examPage({ searchString: "a\u0000b" }), 400, CONTROL_CHARACTER_MESSAGE)
        expect((await search("%")).total).toBe(0)
        expect((await search("_")).total).toBe(0)
        expect((await search("'; DROP TABLE exams;--")).total).toBe(0)
        expect(await examCount()).toBe(before)
        const [table] = await server.query<{ name: string | null }>("SELECT to_regclass('public.exams')::text AS name")
        expect(table!.name).toBe("exams")
      })

      it("answers no documents and a total of 0 when nothing matches", async () => {
        expect(await search("zzqxv wkkpj")).toEqual({ docs: [], total: 0, page: 1, perPage: 100 })
      })

      it("searches within a category when one is given", async () => {
        const {
          body: { data: categories }
        } = await get<ReadonlyArray<CategorySummary>>("/public/categories")
        const cloud = categories.find((c) => c.name === "Cloud Computing")!
        const found = await search("associate", { category: cloud._id })
        expect(found.total).toBeGreaterThan(0)
        expect(found.docs.every((e) => e.categoryId === cloud._id)).toBe(true)
        expect(found.total).toBeLessThan((await search("associate")).total)
      })

      it("matches a literal % or _ in a name only where the name has one", async () => {
        const [category] = await server.query<{ id: string }>("SELECT id FROM categories ORDER BY sort_order LIMIT 1")
        await server.query(
          `INSERT INTO exams (category_id, name, slug, code, price)
           VALUES ($1, 'Edge Case 100% Ready', 'edge-case-100%-ready', 'EDGE_PCT-1', 9.99)`,
          [category!.id]
        )
        try {
          // The public reads are kept in memory and dropped on the database's change notice, which
          // reaches a PostgreSQL server's listener a moment after the COMMIT: ask until it has.
          const codes = async (text: string) => (await search(text)).docs.map((e) => e.code)
          await expect.poll(() => codes("%"), { timeout: 5_000 }).toEqual(["EDGE_PCT-1"])
          expect(await codes("100%")).toEqual(["EDGE_PCT-1"])
          expect(await codes("e_p")).toEqual(["EDGE_PCT-1"])
        } finally {
          await server.query("DELETE FROM exams WHERE code = 'EDGE_PCT-1'")
        }
      })
    })

    describe("exam overview", () => {
      it("answers the exam with its category, practice tests, packages and description", async () => {
        const id = await someExam("NCA-SA-210")
        const answer = await get<ExamDetail>(`/public/exams/${id}`)
        expect(answer.status).toBe(200)
        const exam = answer.body.data
        expect(exam.code).toBe("NCA-SA-210")
        expect(exam.category.name).toBe("Cloud Computing")
        expect(exam.subCategory?.name).toBe("Nimbus Cloud")
        const tests = await server.query<{ id: string; name: string; question_count: number; duration_minutes: number }>(
          "SELECT id, name, question_count, duration_minutes FROM practice_tests WHERE exam_id = $1 ORDER BY sort_order",
          [id]
        )
        expect(exam.tests).toEqual(
          tests.map((t) => ({
            _id: t.id,
            name: t.name,
            questionCount: t.question_count,
            durationMinutes: t.duration_minutes
          }))
        )
        expect(exam.testCount).toBe(tests.length)
        const bundles = await server.query<{ package_id: string }>("SELECT package_id FROM package_exams WHERE exam_id = $1", [id])
        expect(exam.packages.map((p) => p._id).sort()).toEqual(bundles.map((b) => b.package_id).sort())
        expect(exam.packages.length).toBeGreaterThan(0)
        const [row] = await server.query<{ description_html: string }>("SELECT description_html FROM exams WHERE id = $1", [id])
        expect(exam.descriptionHtml).toBe(row!.description_html)
      })

      it("answers a null sub-category for an exam filed directly under its category", async () => {
        const {
          body: { data }
        } = await get<ExamDetail>(`/public/exams/${await someExam("SCF-ITSM-100")}`)
        expect(data.subCategory).toBeNull()
        expect(data.category.name).toBe("IT Service Management")
      })

      it("serves a description stored through the sanitiser inert: no script, no event handler", async () => {
        const hostile =
          "<p>Useful <strong>text</strong></p><script>alert('x')</script>" +
          '<img src=x onerror="alert(\'y\')"><p onclick="steal()">Click</p>' +
          '<a href="javascript:alert(\'z\')">link</a><iframe src="https://evil.example"></iframe>'
        const [category] = await server.query<{ id: string }>("SELECT id FROM categories ORDER BY sort_order LIMIT 1")
        const [row] = await server.query<{ id: string }>(
          `INSERT INTO exams (category_id, name, slug, code, price, description_html)
           VALUES ($1, 'Hostile Description Check', 'hostile-description-check', 'XSS-001', 5, $2) RETURNING id`,
          [category!.id, sanitizeRichText(hostile)]
        )
        try {
          const answer = await get<ExamDetail>(`/public/exams/${row!.id}`)
          expect(answer.status).toBe(200)
          const html = answer.body.data.descriptionHtml
          expect(html).toContain("<strong>text</strong>")
          expect(html).toContain("Click")
          for (const banned of ["<script", "alert(", "onerror", "onclick", "javascript:", "<img", "<iframe"]) {
            expect(html.toLowerCase()).not.toContain(banned)
          }
          // A new exam without practice tests is still a valid card.
          expect([answer.body.data.testCount, answer.body.data.questionCount, answer.body.data.tests]).toEqual([0, 0, []])
        } finally {
          await server.query("DELETE FROM exams WHERE id = $1", [row!.id])
        }
      })

      it("answers 404 with a message for an unknown exam, UUID-shaped or not", async () => {
        for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "1 OR 1=1", "%00", "\u00e9t\u00e9"]) {
          expectError(await get(`/public/exams/${encodeURIComponent(id)}`), 404, EXAM_NOT_FOUND)
        }
        // A NUL character is refused before anything runs.
        expectError(await get(`/public/exams/${encodeURIComponent("\u0000x")}`), 400, CONTROL_CHARACTER_MESSAGE)
      })
    })

    describe("packages", () => {
      it("lists packages a page at a time in display order", async () => {
        const first = await post<PackagePage>("/public/packages/pagin", { page: 1, perPage: 4 })
        const second = await post<PackagePage>("/public/packages/pagin", { page: 2, perPage: 4 })
        expect(first.status).toBe(200)
        expect([first.body.data.total, first.body.data.docs.length, second.body.data.docs.length]).toEqual([6, 4, 2])
        const rows = await server.query<{ id: string }>("SELECT id FROM packages ORDER BY sort_order, name")
        expect([...first.body.data.docs, ...second.body.data.docs].map((p) => p._id)).toEqual(rows.map((r) => r.id))
      })

      it("answers a package with its exams in order and what they cost one by one", async () => {
        const {
          body: {
            data: { docs }
          }
        } = await post<PackagePage>("/public/packages/pagin", { page: 1, perPage: 10 })
        for (const card of docs) {
          const answer = await get<PackageDetail>(`/public/packages/${card._id}`)
          expect(answer.status).toBe(200)
          const pkg = answer.body.data
          const exams = await server.query<{ id: string; price: string }>(
            `SELECT e.id, e.price::text AS price FROM package_exams pe JOIN exams e ON e.id = pe.exam_id
             WHERE pe.package_id = $1 ORDER BY pe.sort_order`,
            [card._id]
          )
          expect(pkg.exams.map((e) => e._id)).toEqual(exams.map((e) => e.id))
          expect(pkg.examCount).toBe(exams.length)
          const cents = exams.reduce((sum, e) => sum + Math.round(Number(e.price) * 100), 0)
          expect(pkg.separatePrice).toBe(cents / 100)
          expect(pkg.price).toBeLessThan(pkg.separatePrice)
          expect(pkg.descriptionHtml).toMatch(/^<p>/)
          const { _id, name, slug, shortDescription, price, salePrice, validityDays, image, availability, examCount, separatePrice } = pkg
          expect({ _id, name, slug, shortDescription, price, salePrice, validityDays, image, availability, examCount, separatePrice }).toEqual(card)
          // The one rule: a package is on sale exactly when every exam in it is.
          expect(pkg.availability).toBe(pkg.exams.every((exam) => exam.availability === "onSale") ? "onSale" : "comingSoon")
        }
      })

      it("answers 404 with a message for an unknown package, UUID-shaped or not", async () => {
        for (const id of ["00000000-0000-4000-8000-000000000000", "package", "'--"]) {
          expectError(await get(`/public/packages/${encodeURIComponent(id)}`), 404, PACKAGE_NOT_FOUND)
        }
      })

      // (A path segment over 100 characters is refused by the router itself, before any handler.)
      it("refuses a package or category id with a NUL character 400 before anything runs", async () => {
        for (const id of ["a\u0000b", "\u0000"]) {
          expectError(await get(`/public/packages/${encodeURIComponent(id)}`), 400, CONTROL_CHARACTER_MESSAGE)
          expectError(await get(`/public/categories/${encodeURIComponent(id)}`), 400, CONTROL_CHARACTER_MESSAGE)
        }
      })
    })

    describe("home", () => {
      it("answers the biggest categories, the most popular exams and the first packages", async () => {
        const answer = await get<HomeCatalog>("/public/home")
        expect(answer.status).toBe(200)
        const home = answer.body.data
        expect(home.featuredCategories).toHaveLength(6)
        const counts = home.featuredCategories.map((c) => c.examCount)
        expect(counts).toEqual(counts.toSorted((a, b) => b - a))
        const {
          body: { data: categories }
        } = await get<ReadonlyArray<CategorySummary>>("/public/categories")
        const smallestFeatured = Math.min(...counts)
        const left = categories.filter((c) => !home.featuredCategories.some((f) => f._id === c._id))
        expect(left.every((c) => c.examCount <= smallestFeatured)).toBe(true)

        const popular = await server.query<{ id: string }>("SELECT id FROM exams ORDER BY popularity DESC, name LIMIT 8")
        expect(home.popularExams.map((e: ExamCard) => e._id)).toEqual(popular.map((r) => r.id))
        const packages = await server.query<{ id: string }>("SELECT id FROM packages ORDER BY sort_order, name LIMIT 3")
        expect(home.packages.map((p) => p._id)).toEqual(packages.map((r) => r.id))
      })
    })

    describe("menu", () => {
      it("still lists every category and every exam", async () => {
        const answer = await get<ReadonlyArray<MenuCategory>>("/public/get/menu")
        expect(answer.status).toBe(200)
        const listed = answer.body.data.flatMap((c) => [...c.exams, ...c.subCategories.flatMap((s) => s.exams)])
        expect(listed).toHaveLength(await examCount())
      })
    })
  })
