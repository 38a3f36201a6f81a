/**
 * The admin role and area in a real browser (issue 16): the demo admin
 * signs in on the same /sign-in and lands on /admin whatever page they came
 * from, the header links the area, its sidebar marks the current section,
 * the audit log opens; a learner and an agent opening /admin are told it is
 * the operators'; a guest is sent to sign in and back. Axe on each; 1280 and 375 px.
 */
import AxeBuilder from "@axe-core/playwright"
import { mkdirSync } from "node:fs"
import { expect, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"

const ADMIN = { email: "admin@examready.example", password: "Admin-Operator-2026", name: "Olive Operator" }
const AGENT = { email: "support@examready.example", password: "Support-Agent-2026" }
const LEARNER = { email: "demo@examready.example", password: "Demo-Learner-2026" }
const FOR_OPERATORS = "This page is for the shop's operators."
const SCREENS = ".tmp/screens"

const main = (page: Page) => page.getByRole("main")
const heading = (page: Page) => page.getByRole("heading", { level: 1 })
const banner = (page: Page) => page.getByRole("banner")

const signIn = async (page: Page, account: { readonly email: string; readonly password: string }) => {
  await main(page).getByRole("textbox", { name: "Email", exact: true }).fill(account.email)
  await main(page).getByLabel("Password", { exact: true }).fill(account.password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

// react-aria's live announcer keeps, for a few seconds, the "pending" announcement of the
// Sign in button (an empty role=img labelled by that button's id), which the navigation to
// the admin area removed; it is a spoken-only region, so axe skips it.
const seriousOrWorse = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude("[data-live-announcer]").analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`)

test.describe("the admin area", () => {
  test("the demo admin signs in from a shop page, lands on /admin, moves between sections and reads the audit log", async ({ page }) => {
    mkdirSync(SCREENS, { recursive: true })
    await page.goto(`/sign-in?lastLocation=${encodeURIComponent("/cart")}`)
    await signIn(page, ADMIN)
    await expect(page).toHaveURL((url) => url.pathname === "/admin")
    await expect(heading(page)).toHaveText("Admin")
    const sections = main(page).getByRole("navigation", { name: "Admin" })
    await expect(sections.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page")
    await expect(sections).toContainText(`Admin · ${ADMIN.name}`)
    const adminLink = banner(page).getByRole("link", { name: "Admin" })
    await expect(adminLink).toHaveAttribute("aria-current", "page")
    expect(await seriousOrWorse(page)).toEqual([])
    await page.screenshot({ path: `${SCREENS}/admin-1280.png`, fullPage: true })

    // By keyboard to the audit log.
    await sections.getByRole("link", { name: "Audit log" }).focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL((url) => url.pathname === "/admin/audit")
    await expect(heading(page)).toHaveText("Audit log")
    await expect(sections.getByRole("link", { name: "Audit log" })).toHaveAttribute("aria-current", "page")
    // A kind of record chosen from the list narrows the log, and the address says so.
    await main(page).getByRole("button", { name: /Show changes to/ }).click()
    await page.getByRole("option", { name: "Coupons" }).click()
    await expect(page).toHaveURL((url) => url.pathname === "/admin/audit" && url.searchParams.get("entity") === "coupon")
    // Only coupon changes are listed (or none, when no admin has changed a coupon in this shop yet).
    const rows = main(page).getByRole("list", { name: "Changes" }).getByRole("article")
    await expect(main(page).getByText("No changes yet").or(rows.first())).toBeVisible()
    for (const row of await rows.all()) await expect(row).toContainText(" coupons ")
    expect(await seriousOrWorse(page)).toEqual([])

    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto("/admin")
    await expect(heading(page)).toHaveText("Admin")
    await page.screenshot({ path: `${SCREENS}/admin-375.png`, fullPage: true })
  })

  test("every admin screen passes axe, and none scrolls sideways on a phone", async ({ page }) => {
    test.setTimeout(180_000)
    await page.goto("/sign-in")
    await signIn(page, ADMIN)
    await expect(page).toHaveURL((url) => url.pathname === "/admin")
    const screens: ReadonlyArray<readonly [string, string]> = [
      ["/admin/catalogue", "Catalogue: categories"],
      ["/admin/catalogue/exams", "Catalogue: exams"],
      ["/admin/catalogue/packages", "Catalogue: packages"],
      ["/admin/catalogue/packages/new", "Catalogue: a new package"],
      ["/admin/questions", "Question bank"],
      ["/admin/coupons", "Coupons"],
      ["/admin/orders", "Orders"],
      ["/admin/learners", "Learners"],
      ["/admin/content", "Content"],
      ["/admin/content/posts", "Blog posts"],
      ["/admin/content/posts/new", "Write a post"],
      ["/admin/content/faqs", "FAQs"],
      ["/admin/content/pages", "Pages"],
      ["/admin/content/footer", "Footer"],
      ["/admin/content/comments", "Comments"]
    ]
    const wrong: Array<string> = []
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [path, title] of screens) {
        await page.goto(path)
        await expect(heading(page), path).toContainText(title)
        // Each screen's list or form has arrived (no loading notice left).
        await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0)
        // Axe once per screen (at 1280 px); the phone width is for the layout.
        if (width === 1280) wrong.push(...(await seriousOrWorse(page)).map((violation) => `${path}: ${violation}`))
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        if (sideways > 0) wrong.push(`${path} at ${width}: scrolls ${sideways} px sideways`)
      }
    }
    expect(wrong).toEqual([])
  })

  for (const [who, account, way] of [["a learner", LEARNER, "Go to my profile"], ["the support agent", AGENT, "Go to the support desk"]] as const) {
    test(`${who} opening /admin reads that it is the operators', and has no Admin link`, async ({ page }) => {
      await page.goto("/sign-in")
      await signIn(page, account)
      await expect(page).not.toHaveURL(/sign-in/)
      await page.goto("/admin/audit")
      await expect(heading(page)).toHaveText(FOR_OPERATORS)
      await expect(main(page).getByRole("link", { name: way })).toBeVisible()
      await expect(banner(page).getByRole("link", { name: "Admin", exact: true })).toHaveCount(0)
      expect(await seriousOrWorse(page)).toEqual([])
    })
  }

  test("a guest opening an admin page is sent to sign in, and comes back to it", async ({ page }) => {
    await page.goto("/admin/audit")
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("lastLocation") === "/admin/audit")
    await signIn(page, ADMIN)
    await expect(page).toHaveURL((url) => url.pathname === "/admin/audit")
    await expect(heading(page)).toHaveText("Audit log")
  })
})
