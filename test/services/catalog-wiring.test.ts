/**
 * The catalog's machines as src/wiring/catalog-wiring.ts provides them:
 * the generic resource and paged-list machines on the real services over a
 * fake fetch, and the cart controls handed to the cart's actions.
 */
import { Effect, Layer } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { selectListItems, type TypedPagedListSnapshot } from "../../src/machines/shared/paged-list.machine.ts"
import { makeApiClientLayer } from "../../src/services/shared/api-client.ts"
import { type AppRuntime, makeAppRuntime } from "../../src/services/shared/runtime.ts"
import { readyRuntime } from "../../src/services/shared/lazy-runtime.ts"
import { type ShownToast, Toasts } from "../../src/services/shared/toasts.ts"
import { makeCatalogMachines } from "../../src/wiring/catalog-wiring.ts"
import type { ShopActions } from "../../src/wiring/cart-wiring.ts"
import { makeNotifiers } from "../../src/wiring/notifiers.ts"
import type { ShopItem } from "../../src/ui/catalog/catalog-machines.ts"
import { type Answer, json, makeFakeFetch } from "./fake-fetch.ts"

const API = "http://shop.test/api/v1/u"

const runtimes: Array<AppRuntime> = []
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.dispose()))
})

const makeCatalog = (answer: Answer) => {
  const shown: Array<ShownToast> = []
  const fake = makeFakeFetch(answer)
  const runtime = makeAppRuntime(Layer.mergeAll(
    makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => null }),
    Toasts.layerRecording(shown)
  ))
  runtimes.push(runtime)
  const pressed: Array<{ readonly list: string; readonly item: ShopItem }> = []
  const shop: ShopActions = {
    addToCart: (item) => void pressed.push({ list: "cart", item }),
    addToWishlist: (item) => void pressed.push({ list: "wishlist", item })
  }
  return { shown, pressed, seen: fake.seen, machines: makeCatalogMachines(readyRuntime(runtime), makeNotifiers(readyRuntime(runtime)), shop) }
}

const flush = () => Effect.runPromise(Effect.sleep(10))
const EMPTY_PAGE = { docs: [], total: 0, page: 1, perPage: 12 }

describe("catalog wiring", () => {
  it("sends a category filter as the exam page's payload, only with the fields it sets", async () => {
    const catalog = makeCatalog(() => json(200, { data: EMPTY_PAGE }))
    const actor = createActor(catalog.machines.exams, { input: { filter: { category: "c1", subCategory: "s1" }, perPage: 12 } }).start()
    await waitFor(actor, (s) => s.matches("ready"))
    expect(catalog.seen[0]!.url).toBe(`${API}/public/exams/pagin`)
    expect(JSON.parse(catalog.seen[0]!.body ?? "null")).toEqual({ page: 1, perPage: 12, category: "c1", subCategory: "s1" })

    actor.send({ type: "SET_FILTER", filter: { searchString: "nimbus" } })
    await waitFor(actor, (s) => s.matches("ready") && catalog.seen.length === 2)
    expect(JSON.parse(catalog.seen[1]!.body ?? "null")).toEqual({ page: 1, perPage: 12, searchString: "nimbus" })
    expect(selectListItems(actor.getSnapshot() as TypedPagedListSnapshot<unknown, unknown>)).toEqual([])
  })

  it("an unknown exam id ends in notFound, not failed", async () => {
    const catalog = makeCatalog(() => json(404, { _tag: "NotFound", message: "This exam was not found." }))
    const actor = createActor(catalog.machines.exam, { input: { request: { id: "nope" } } }).start()
    await waitFor(actor, (s) => s.matches("notFound"))
    expect(catalog.seen[0]!.url).toBe(`${API}/public/exams/nope`)
    await flush()
    // Not a failure the learner must hear about: the screen shows the not-found page.
    expect(catalog.shown).toEqual([])
  })

  it("a server failure keeps the message for the inline error, shows it once as an error toast (spec §8) and retries on RETRY", async () => {
    let fail = true
    const catalog = makeCatalog(() => (fail ? json(503, { message: "Back in a moment." }) : json(200, { data: EMPTY_PAGE })))
    const actor = createActor(catalog.machines.packages, { input: { filter: null, perPage: 12 } }).start()
    const failed = await waitFor(actor, (s) => s.matches("failed"))
    expect(failed.context.failureMessage).toBe("Back in a moment.")
    await flush()
    expect(catalog.shown).toEqual([{ kind: "error", message: "Back in a moment." }])
    fail = false
    actor.send({ type: "RETRY" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(JSON.parse(catalog.seen[1]!.body ?? "null")).toEqual({ page: 1, perPage: 12 })
    await flush()
    expect(catalog.shown).toHaveLength(1)
  })

  it("a failed load of one thing (an exam) shows the server's message as an error toast; a 401 shows none", async () => {
    for (const [status, shown] of [[500, [{ kind: "error", message: "The exam shelf is being dusted." }]], [401, []]] as const) {
      const catalog = makeCatalog(() => json(status, { message: status === 500 ? "The exam shelf is being dusted." : "Please sign in." }))
      const actor = createActor(catalog.machines.exam, { input: { request: { id: "e1" } } }).start()
      await waitFor(actor, (s) => s.matches("failed"))
      await flush()
      expect(catalog.shown).toEqual(shown)
      actor.stop()
    }
  })

  it("the cart and wishlist controls hand the item to the cart's actions (src/wiring/cart-wiring.ts)", async () => {
    const catalog = makeCatalog(() => json(500, {}))
    catalog.machines.addToCart({ kind: "exam", _id: "e1", name: "Exam", availability: "onSale" })
    catalog.machines.addToWishlist({ kind: "package", _id: "p1", name: "Package", availability: "onSale" })
    await flush()
    expect(catalog.pressed).toEqual([
      { list: "cart", item: { kind: "exam", _id: "e1", name: "Exam", availability: "onSale" } },
      { list: "wishlist", item: { kind: "package", _id: "p1", name: "Package", availability: "onSale" } }
    ])
    expect(catalog.seen).toEqual([])
  })
})
