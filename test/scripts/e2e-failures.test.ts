/**
 * What npm test prints of a failed end-to-end run (scripts/e2e-failures.ts),
 * on a Playwright JSON report and an error-context.md as Playwright 1.5x
 * writes them (taken from a real failing run, trimmed).
 */
import { describe, expect, it } from "vitest"
import { errorContextForLog, failedTests, type PlaywrightSuite } from "../../scripts/e2e-failures.ts"

const failure = (message: string) => ({ status: "unexpected", results: [{ error: { message } }] })
const passed = { status: "expected", results: [{}] }

const SUITES: ReadonlyArray<PlaywrightSuite> = [
  {
    title: "cart.spec.ts",
    specs: [
      {
        title: "the wishlist: added from the catalog, moved to the cart",
        tests: [
          failure(
            "\u001b[31mError: \u001b[39mexpect(locator).toBeVisible() failed\n\nLocator: getByRole('banner').getByRole('link', { name: 'Wishlist, 1 item' })\nExpected: visible\nTimeout: 10000ms"
          )
        ]
      },
      { title: "a double click makes one order", tests: [passed] }
    ]
  },
  {
    title: "model/attempt.model.spec.ts",
    suites: [
      {
        title: "a group",
        specs: [{ title: "fails on purpose", tests: [failure("Error: one is two\n\n\u001b[2mexpect(\u001b[22mreceived).toBe(expected)\n\nExpected: 2")] }]
      }
    ]
  }
]

describe("the failed end-to-end tests named in the summary", () => {
  it("names each failed test by file, describe blocks and title, with its error's first three lines and no terminal colours", () => {
    expect(failedTests(SUITES)).toEqual([
      "cart.spec.ts › the wishlist: added from the catalog, moved to the cart — Error: expect(locator).toBeVisible() failed / " +
        "Locator: getByRole('banner').getByRole('link', { name: 'Wishlist, 1 item' }) / Expected: visible",
      "model/attempt.model.spec.ts › a group › fails on purpose — Error: one is two / expect(received).toBe(expected) / Expected: 2"
    ])
  })

  it("names nothing when every test passed", () => {
    expect(failedTests([{ title: "shell.spec.ts", specs: [{ title: "the menu", tests: [passed] }] }])).toEqual([])
  })
})

describe("an error context as the log prints it", () => {
  it("keeps the test's name, the error and the page, without the instructions and the test's source", () => {
    const context = [
      "# Instructions",
      "",
      "- Following Playwright test failed.",
      "",
      "# Test info",
      "",
      "- Name: cart.spec.ts >> the wishlist",
      "",
      "# Error details",
      "",
      "```",
      "Error: expect(locator).toBeVisible() failed",
      "```",
      "",
      "# Page snapshot",
      "",
      "```yaml",
      "- banner:",
      '  - link "Wishlist, 0 items"',
      "```",
      "",
      "# Test source",
      "",
      "```ts",
      '  1 | import { expect } from "@playwright/test"',
      "```"
    ].join("\n")
    const shown = errorContextForLog(context)
    expect(shown.startsWith("# Test info")).toBe(true)
    expect(shown).toContain("Error: expect(locator).toBeVisible() failed")
    expect(shown).toContain('link "Wishlist, 0 items"')
    expect(shown).not.toContain("# Instructions")
    expect(shown).not.toContain("# Test source")
    expect(shown).not.toContain("import { expect }")
  })

  it("keeps all of a context that has none of those sections", () => {
    expect(errorContextForLog("# Page snapshot\n\n- main")).toBe("# Page snapshot\n\n- main")
  })
})
