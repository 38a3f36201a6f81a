/**
 * The one provider of machines (src/ui/shared/areas.tsx): a component gets
 * the area it names, as the composition root built it, and a component
 * mounted without the provider says what is missing instead of failing later.
 */
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { type Areas, AreasProvider, useArea } from "../../../src/ui/shared/areas.tsx"
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
    expect(() => renderToString(createElement(AreasProvider, onlyTheCatalog)))
      .toThrow(/"attempt" area was not given/)
  })
})
