/** The element a server-rendered page carries its data in (src/ui/shared/page-data.tsx pageDataScript). */
import { describe, expect, it } from "vitest"
import { type EmbeddedPageData, PAGE_DATA_ELEMENT_ID, pageDataScript } from "../../../src/ui/shared/page-data.tsx"

describe("pageDataScript", () => {
  const data: EmbeddedPageData = { siteContent: { title: "</script><script>alert(1)</script>" }, screens: { a: { value: "ready" } } }
  const script = pageDataScript(data)

  it("is one JSON script element with the id the browser reads", () => {
    expect(script.startsWith(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">`)).toBe(true)
    expect(script.match(/<\/script>/g)?.length).toBe(1)
  })

  it("carries the data unchanged, with no text able to close the element", () => {
    const json = script.slice(script.indexOf(">") + 1, -"</script>".length)
    expect(json).not.toContain("<")
    expect(JSON.parse(json)).toEqual(data)
  })
})
