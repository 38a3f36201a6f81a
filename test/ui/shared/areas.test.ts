/**
 * The one provider of machines (src/ui/shared/areas.tsx): a component gets
 * the area it names, as the composition root built it, and a component
 * mounted without the provider says what is missing instead of failing later.
 */
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { prerender } from "react-dom/static"
import { describe, expect, it } from "vitest"
import { type Areas, AreasProvider, LazyArea, startAreas, startedAreas, useArea } from "../../../src/ui/shared/areas.tsx"
// The catalog's file adds its area to Areas (declaration merging) and names its hook after it.
import { type CatalogMachines, useCatalogMachines } from "../../../src/ui/catalog/catalog-machines.ts"

const catalog = { addToCart: () => {} } as unknown as CatalogMachines

function ShowsWhatItGot() {
  const machines = useCatalogMachines()
  return createElement("p", null, machines === catalog ? "the catalog's machines" : "something else")
}

function AsksFor({ area }: { readonly area: keyof Areas }) {
  useArea(area)
  return null
}

describe("areas", () => {
  it("hands a component the area it names", () => {
    const html = renderToString(createElement(AreasProvider, { areas: { catalog } as unknown as Areas, children: createElement(ShowsWhatItGot) }))
    expect(html).toBe("<p>the catalog&#x27;s machines</p>")
  })

  it("says the provider is missing when a screen is mounted without it", () => {
    expect(() => renderToString(createElement(AsksFor, { area: "catalog" }))).toThrow(/AreasProvider is missing \(wanted the "catalog" area\)/)
  })

  it("says which area a test left out", () => {
    const onlyTheCatalog = { areas: { catalog } as unknown as Areas, children: createElement(AsksFor, { area: "attempt" }) }
    expect(() => renderToString(createElement(AreasProvider, onlyTheCatalog))).toThrow(/"attempt" area was not given/)
  })

  it("waits for a lazy area: loaded once, on first use, then given at once", async () => {
    let loads = 0
    const lazyCatalog = new LazyArea("src/wiring/catalog/catalog-wiring.ts", async () => {
      loads++
      return catalog
    })
    const areas = { catalog: lazyCatalog } as unknown as Areas
    expect(lazyCatalog.started).toBe(false)
    expect(startedAreas(areas)).toEqual([])
    const { prelude } = await prerender(createElement(AreasProvider, { areas, children: createElement(ShowsWhatItGot) }))
    expect(await new Response(prelude).text()).toBe("<p>the catalog&#x27;s machines</p>")
    expect(startedAreas(areas)).toEqual([{ key: "catalog", module: "src/wiring/catalog/catalog-wiring.ts" }])
    // Settled: React's `use` reads the outcome off the promise, so a second render does not wait.
    expect((lazyCatalog.get() as Promise<unknown> & { status?: string }).status).toBe("fulfilled")
    expect(renderToString(createElement(AreasProvider, { areas, children: createElement(ShowsWhatItGot) }))).toBe("<p>the catalog&#x27;s machines</p>")
    expect(loads).toBe(1)
  })

  it("starts the lazy areas a rendered page names, and only those", () => {
    const loaded: Array<string> = []
    const area = (name: string) => new LazyArea(`src/wiring/${name}-wiring.ts`, async () => void loaded.push(name))
    const areas = { auth: area("auth"), content: area("content"), catalog }
    startAreas(areas, ["content", "catalog"])
    expect(loaded).toEqual(["content"])
    expect(startedAreas(areas).map((started) => started.key)).toEqual(["content"])
  })
})
