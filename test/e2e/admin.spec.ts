/**
 * The admin role and area in a real browser: the demo admin
 * signs in on the same /sign-in and lands on /admin whatever page they came
 * from, the header links the area, its sidebar marks the current section,
 * the audit log opens; a learner and an agent opening /admin are told it is
 * the operators'; a guest is sent to sign in and back. The catalogue says in
 * words which exams and packages are on sale, and an exam whose bank does not
 * hold its tests cannot be put on sale: the refusal names them. Axe on each;
 * 1280 and 375 px.
 */
import AxeBuilder from "@axe-core/playwright"
import { mkdirSync } from "node:fs"
import { type Cookie, expect, type Page } from "@playwright/test"
import { signedInCookies } from "./support/session-cookies.ts"
import { test } from "./support/hydrated-test.ts"

const ADMIN = { email: "admin@examready.example", password: "Admin-Operator-2026", name: "Olive Operator" }
const AGENT = { email: "support@examready.example", password: "Support-Agent-2026" }
const LEARNER = { email: "demo@examready.example", password: "Demo-Learner-2026" }
const FOR_OPERATORS = "This page is for the shop's operators."
const SCREENS = ".tmp/screens"
/** The on-sale screens' pictures, looked at by hand. */
const SALE_SCREENS = "/tmp/admin-sale"

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
    await main(page)
      .getByRole("button", { name: /Show changes to/ })
      .click()
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

  // The admin's session for the screen tests (signing in is the first test's subject).
  let adminSession: Array<Cookie> | undefined

  // One test per screen, each within the default time: all fifteen in one test (thirty page
  // loads, fifteen axe runs) outlasted even three minutes on a loaded two-core machine.
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
  for (const [path, title] of screens) {
    test(`${path} passes axe, and does not scroll sideways on a phone`, async ({ page, context, baseURL }) => {
      adminSession ??= await signedInCookies(baseURL!, ADMIN)
      await context.addCookies(adminSession)
      const wrong: Array<string> = []
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expect(heading(page)).toContainText(title)
        // The screen's list or form has arrived (no loading notice left).
        await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0)
        // Axe once (at 1280 px); the phone width is for the layout.
        if (width === 1280) wrong.push(...(await seriousOrWorse(page)))
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        if (sideways > 0) wrong.push(`at ${width}: scrolls ${sideways} px sideways`)
      }
      expect(wrong).toEqual([])
    })
  }

  test("the catalogue shows what is on sale, and refuses to put on sale an exam whose bank does not hold its tests, saying why", async ({ page }) => {
    mkdirSync(SALE_SCREENS, { recursive: true })
    await page.goto("/sign-in")
    await signIn(page, ADMIN)
    await expect(page).toHaveURL((url) => url.pathname === "/admin")
    const wrong: Array<string> = []

    // The exams list: each exam's availability in words.
    await page.goto("/admin/catalogue/exams")
    const exams = main(page).getByRole("list", { name: "Exams" })
    const find = async (code: string) => {
      await main(page).getByRole("searchbox", { name: "Find an exam by name or code" }).fill(code)
      await main(page).getByRole("button", { name: "Search", exact: true }).click()
      const row = exams.getByRole("article", { name: new RegExp(`^${code} `) })
      await expect(row).toBeVisible()
      return row
    }
    await expect(await find("SPW-STM-100")).toContainText("On sale")
    const comingSoon = await find("NCP-F01")
    await expect(comingSoon).toContainText("Coming soon")
    await expect(comingSoon).not.toContainText("On sale")
    wrong.push(...(await seriousOrWorse(page)).map((violation) => `exams list: ${violation}`))
    await page.screenshot({ path: `${SALE_SCREENS}/exams-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: `${SALE_SCREENS}/exams-375.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })

    // The exam's screen: why it is not on sale, and the refusal of Put on sale naming its tests.
    await comingSoon.getByRole("link", { name: "Edit exam NCP-F01" }).click()
    await expect(heading(page)).toContainText("NCP-F01")
    const sale = main(page).getByRole("region", { name: "Coming soon" })
    const reasons = sale.getByRole("list", { name: "Not on sale because:" })
    await expect(reasons.getByRole("listitem")).toHaveText([
      "it has not been put on sale",
      "Practice Test 1 states 65 questions but its bank holds 0",
      "Practice Test 2 states 65 questions but its bank holds 0"
    ])
    await sale.getByRole("button", { name: "Put on sale" }).click()
    await expect(sale.getByRole("alert")).toContainText(
      "cannot go on sale: Practice Test 1 states 65 questions but its bank holds 0; Practice Test 2 states 65 questions but its bank holds 0."
    )
    await expect(sale.getByRole("button", { name: "Put on sale" })).toBeEnabled()
    wrong.push(...(await seriousOrWorse(page)).map((violation) => `exam screen: ${violation}`))
    await page.screenshot({ path: `${SALE_SCREENS}/exam-refused-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: `${SALE_SCREENS}/exam-refused-375.png`, fullPage: true })
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    if (sideways > 0) wrong.push(`exam screen at 375: scrolls ${sideways} px sideways`)
    await page.setViewportSize({ width: 1280, height: 900 })

    // The packages list: the seeded package holding NCP-F01 is coming soon.
    await page.goto("/admin/catalogue/packages")
    const packages = main(page).getByRole("list", { name: "Packages" }).getByRole("article")
    await expect(packages.first()).toBeVisible()
    for (const row of await packages.all()) await expect(row).toContainText(/On sale|Coming soon/)
    await expect(packages.filter({ hasText: "NCP-F01" }).first()).toContainText("Coming soon")
    wrong.push(...(await seriousOrWorse(page)).map((violation) => `packages list: ${violation}`))
    await page.screenshot({ path: `${SALE_SCREENS}/packages-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: `${SALE_SCREENS}/packages-375.png`, fullPage: true })
    expect(wrong).toEqual([])
  })

  for (const [who, account, way] of [
    ["a learner", LEARNER, "Go to my profile"],
    ["the support agent", AGENT, "Go to the support desk"]
  ] as const) {
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
