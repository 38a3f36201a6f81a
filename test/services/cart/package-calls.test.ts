import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { packageDetail, packagePage } from "../../../src/services/cart/package-calls.ts"
import { type ApiClient, makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const BASE = "http://shop.test"
const API = `${BASE}/api/v1/u`

const setup = (answer: Answer) => {
  const fake = makeFakeFetch(answer)
  const layer = makeApiClientLayer(BASE, { fetch: fake.fetch, readToken: () => "tok" })
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClient>) => Effect.runPromise(Effect.result(Effect.provide(effect, layer)))
  return { seen: fake.seen, run }
}

const PACKAGE = {
  _id: "psub-1",
  packageId: "package-1",
  packageName: "Cloud Starter Pack",
  packageSlug: "cloud-starter-pack",
  startsAt: "2026-05-01T10:00:00.000Z",
  expiresAt: "2026-07-30T10:00:00.000Z",
  status: "active",
  daysLeft: 90,
  examCount: 2,
  orderId: "order-1"
}

const EXAM = {
  _id: "sub-1",
  examId: "exam-1",
  examName: "Nimbus Cloud Architect",
  examSlug: "nimbus-cloud-architect",
  examCode: "NCA-100",
  vendor: "Nimbus",
  startsAt: PACKAGE.startsAt,
  expiresAt: PACKAGE.expiresAt,
  status: "active",
  packageName: "Cloud Starter Pack",
  testCount: 2,
  attemptCount: 0,
  bestPercentage: null
}

describe("package calls", () => {
  it("asks each tab's endpoint for its page", async () => {
    const { seen, run } = setup(() => json(200, { data: { docs: [PACKAGE], total: 1, page: 1, perPage: 12 } }))
    expect(await run(packagePage({ status: "active", page: 1, perPage: 12 }))).toMatchObject({
      success: { total: 1, docs: [{ _id: "psub-1", daysLeft: 90, examCount: 2 }] }
    })
    await run(packagePage({ status: "expired", page: 3, perPage: 12 }))
    expect(seen.map((r) => [r.method, r.url])).toEqual([
      ["POST", `${API}/packages/activePackages`],
      ["POST", `${API}/packages/expiredPackages`]
    ])
    expect(seen.map((r) => JSON.parse(r.body ?? "null"))).toEqual([
      { page: 1, perPage: 12 },
      { page: 3, perPage: 12 }
    ])
  })

  it("loads one package with the exams it grants", async () => {
    const { seen, run } = setup(() => json(200, { data: { subscription: PACKAGE, exams: [EXAM] } }))
    expect(await run(packageDetail("psub-1"))).toMatchObject({
      success: { subscription: { packageName: "Cloud Starter Pack" }, exams: [{ _id: "sub-1", testCount: 2 }] }
    })
    expect(seen[0]).toMatchObject({ url: `${API}/packages/subscription/psub-1`, method: "GET" })
  })

  it("another learner's package is NotFound, for the screen's not-found state", async () => {
    const { run } = setup(() => json(404, { _tag: "NotFound", message: "No package subscription has this id." }))
    expect(await run(packageDetail("psub-9"))).toMatchObject({ failure: { reason: "NotFound", status: 404 } })
  })
})
