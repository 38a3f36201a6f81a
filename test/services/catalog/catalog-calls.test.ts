import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { BlogCard } from "../../../src/api/content/blog.ts"
import type { CategorySummary, ExamCard, ExamDetail, HomeCatalog, PackageCard, PackageDetail } from "../../../src/api/catalog/catalog.ts"
import { BlogPostId, CategoryId, ExamId, PackageId, SubCategoryId, TestId } from "../../../src/api/shared/ids.ts"
import { type ApiClient, makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { loadCategories, loadCategory, loadExam, loadExamPage, loadHome, loadPackage, loadPackagePage } from "../../../src/services/catalog/catalog-calls.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const BASE = "http://shop.test"
const API = `${BASE}/api/v1/u`

const setup = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const layer = makeApiClientLayer(BASE, { fetch: fake.fetch, readToken: () => null })
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClient>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)))
  return { seen: fake.seen, run }
}

const CATEGORY: CategorySummary = {
  _id: CategoryId.make("c1"),
  name: "Cloud Computing",
  description: "Design, run and secure workloads on public clouds.",
  examCount: 2,
  subCategories: [{ _id: SubCategoryId.make("s1"), name: "Nimbus Cloud", examCount: 2 }]
}

const EXAM: ExamCard = {
  _id: ExamId.make("e1"),
  name: "Nimbus Certified Cloud Practitioner – Foundations",
  slug: "nimbus-certified-cloud-practitioner-–-foundations",
  code: "NCP-F01",
  vendor: "Nimbus",
  level: "Foundation",
  shortDescription: "The first step on the Nimbus path.",
  price: 49,
  salePrice: 39,
  validityDays: 90,
  image: null,
  categoryId: CategoryId.make("c1"),
  categoryName: "Cloud Computing",
  availability: "onSale",
  testCount: 3,
  questionCount: 195
}

const PACKAGE: PackageCard = {
  _id: PackageId.make("p1"),
  name: "Nimbus Starter Bundle",
  slug: "nimbus-starter-bundle",
  shortDescription: "Two exams to start with.",
  price: 79,
  salePrice: null,
  availability: "onSale",
  validityDays: 180,
  image: null,
  examCount: 2,
  separatePrice: 98
}

const HOME: HomeCatalog = { featuredCategories: [CATEGORY], popularExams: [EXAM], packages: [PACKAGE] }

const POST: BlogCard = {
  _id: BlogPostId.make("b1"),
  title: "How to plan your first month of study",
  excerpt: "A calendar you can keep.",
  authorName: "Rosa Delgado",
  publishedAt: "2026-10-01T09:00:00.000Z",
  readMinutes: 6,
  tags: ["study"],
  likes: 4,
  dislikes: 0,
  commentCount: 2
}

const EXAM_DETAIL: ExamDetail = {
  ...EXAM,
  descriptionHtml: "<p>What you will practise.</p>",
  category: { _id: CategoryId.make("c1"), name: "Cloud Computing" },
  subCategory: { _id: SubCategoryId.make("s1"), name: "Nimbus Cloud" },
  tests: [{ _id: TestId.make("t1"), name: "Practice test 1", questionCount: 65, durationMinutes: 90 }],
  packages: [PACKAGE]
}

const PACKAGE_DETAIL: PackageDetail = { ...PACKAGE, descriptionHtml: "<p>Both exams.</p>", exams: [EXAM] }

const NOT_FOUND = { _tag: "NotFound", message: "This exam was not found." }

describe("catalog calls", () => {
  it("loads the home catalog and the three newest blog posts together", async () => {
    const { seen, run } = setup((request) =>
      request.url.endsWith("/public/home") ? json(200, { data: HOME }) : json(200, { data: { docs: [POST], total: 12, page: 1, perPage: 3 } })
    )
    const result = await run(loadHome)
    expect(result).toMatchObject({ _tag: "Success", success: { catalog: HOME, latestPosts: [POST] } })
    const home = seen.find((request) => request.url === `${API}/public/home`)
    const blog = seen.find((request) => request.url === `${API}/blog/pagin`)
    expect(home?.method).toBe("GET")
    expect(blog?.method).toBe("POST")
    expect(JSON.parse(blog?.body ?? "null")).toEqual({ page: 1, perPage: 3 })
  })

  it("sends both home calls before either answers", async () => {
    const waiting: Array<() => void> = []
    const { seen, run } = setup(
      (request) =>
        new Promise((resolve) => {
          waiting.push(() =>
            resolve(request.url.endsWith("/public/home") ? json(200, { data: HOME }) : json(200, { data: { docs: [], total: 0, page: 1, perPage: 3 } }))
          )
          // Answer only once both requests are in flight: a sequential loadHome would hang here.
          if (waiting.length === 2) for (const answer of waiting) answer()
        })
    )
    expect(await run(loadHome)).toMatchObject({ _tag: "Success", success: { latestPosts: [] } })
    expect(seen).toHaveLength(2)
  })

  it("fails the home page with the server's message when a call fails", async () => {
    const { run } = setup((request) =>
      request.url.endsWith("/public/home")
        ? json(500, { message: "The catalog is resting." })
        : json(200, { data: { docs: [], total: 0, page: 1, perPage: 3 } })
    )
    expect(await run(loadHome)).toMatchObject({ _tag: "Failure", failure: { reason: "ServerError", status: 500 } })
  })

  it("lists the categories and reads one category", async () => {
    const { seen, run } = setup((request) => (request.url.endsWith("/public/categories") ? json(200, { data: [CATEGORY] }) : json(200, { data: CATEGORY })))
    expect(await run(loadCategories)).toMatchObject({ _tag: "Success", success: [CATEGORY] })
    expect(await run(loadCategory("c1"))).toMatchObject({ _tag: "Success", success: CATEGORY })
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([`GET ${API}/public/categories`, `GET ${API}/public/categories/c1`])
  })

  it("asks for a page of exams with the filter in the body", async () => {
    const page = { docs: [EXAM], total: 1, page: 1, perPage: 12 }
    const { seen, run } = setup(() => json(200, { data: page }))
    const payload = { page: 1, perPage: 12, category: "c1", subCategory: "s1" }
    expect(await run(loadExamPage(payload))).toMatchObject({ _tag: "Success", success: page })
    expect(seen[0]!.method).toBe("POST")
    expect(seen[0]!.url).toBe(`${API}/public/exams/pagin`)
    expect(JSON.parse(seen[0]!.body ?? "null")).toEqual(payload)

    await run(loadExamPage({ page: 2, perPage: 12, searchString: "ncp" }))
    expect(JSON.parse(seen[1]!.body ?? "null")).toEqual({ page: 2, perPage: 12, searchString: "ncp" })
  })

  it("reads an exam, and an unknown one fails as NotFound with the server's message", async () => {
    const { seen, run } = setup((request) => (request.url.endsWith("/e1") ? json(200, { data: EXAM_DETAIL }) : json(404, NOT_FOUND)))
    expect(await run(loadExam("e1"))).toMatchObject({ _tag: "Success", success: EXAM_DETAIL })
    expect(seen[0]!.url).toBe(`${API}/public/exams/e1`)
    expect(await run(loadExam("nope"))).toMatchObject({
      _tag: "Failure",
      failure: { _tag: "ApiFailure", reason: "NotFound", status: 404, message: "This exam was not found." }
    })
  })

  it("pages packages and reads one package", async () => {
    const page = { docs: [PACKAGE], total: 1, page: 1, perPage: 12 }
    const { seen, run } = setup((request) => (request.url.endsWith("/pagin") ? json(200, { data: page }) : json(200, { data: PACKAGE_DETAIL })))
    expect(await run(loadPackagePage({ page: 1, perPage: 12 }))).toMatchObject({ _tag: "Success", success: page })
    expect(JSON.parse(seen[0]!.body ?? "null")).toEqual({ page: 1, perPage: 12 })
    expect(await run(loadPackage("p1"))).toMatchObject({ _tag: "Success", success: PACKAGE_DETAIL })
    expect(seen[1]!.url).toBe(`${API}/public/packages/p1`)
  })

  it("turns an answer that does not match the contract into UnreadableAnswer", async () => {
    const { run } = setup(() => json(200, { data: { ...EXAM_DETAIL, price: "forty-nine" } }))
    expect(await run(loadExam("e1"))).toMatchObject({ _tag: "Failure", failure: { reason: "UnreadableAnswer" } })
  })
})
