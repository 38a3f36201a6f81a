/**
 * The support agent's role in a real browser: the demo agent
 * signs in on the same /sign-in and lands on the desk whatever page they
 * came from, the header links the desk (also in the mobile menu), a learner
 * opening /desk is told it is the support team's, a guest is sent to sign
 * in and back; axe on the desk and on the learner's refusal; 1280 and 375 px.
 */
import AxeBuilder from "@axe-core/playwright"
import { mkdirSync } from "node:fs"
import { expect, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"

const AGENT = { email: "support@examready.example", password: "Support-Agent-2026", name: "Sam Support" }
const LEARNER = { email: "demo@examready.example", password: "Demo-Learner-2026", name: "Dana Demo" }
const FOR_SUPPORT_TEAM = "This page is for the support team."
const SCREENS = ".tmp/screens"

const main = (page: Page) => page.getByRole("main")
const heading = (page: Page) => page.getByRole("heading", { level: 1 })
const banner = (page: Page) => page.getByRole("banner")

const signIn = async (page: Page, account: { readonly email: string; readonly password: string }) => {
  await main(page).getByRole("textbox", { name: "Email", exact: true }).fill(account.email)
  await main(page).getByLabel("Password", { exact: true }).fill(account.password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

const seriousOrWorse = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`)

test.describe("the support desk", () => {
  test("the demo agent signs in from a shop page, lands on /desk, and the header links the desk", async ({ page }) => {
    await page.goto(`/sign-in?lastLocation=${encodeURIComponent("/cart")}`)
    await signIn(page, AGENT)
    await expect(page).toHaveURL((url) => url.pathname === "/desk")
    await expect(heading(page)).toHaveText("Support desk")
    // The desk is the ticket queue (test/e2e/helpdesk-desk-tickets.spec.ts answers a ticket there).
    await expect(
      main(page)
        .getByRole("navigation", { name: "Ticket views" })
        .getByRole("link", { name: /^Queue/ })
    ).toHaveAttribute("aria-current", "page")
    // An agent has a verified phone: never sent to add one.
    await expect(page).not.toHaveURL(/sign-up-phone/)

    const deskLink = banner(page).getByRole("link", { name: "Support desk" })
    await expect(deskLink).toBeVisible()
    await expect(deskLink).toHaveAttribute("aria-current", "page")

    // Reached by keyboard like any header link, and it opens the desk from elsewhere.
    await page.goto("/category")
    await expect(deskLink).not.toHaveAttribute("aria-current", "page")
    await deskLink.focus()
    await expect(deskLink).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL((url) => url.pathname === "/desk")
    await expect(heading(page)).toHaveText("Support desk")

    expect(await seriousOrWorse(page)).toEqual([])
  })

  test("a learner opening /desk reads that it is the support team's, and has no desk link", async ({ page }) => {
    await page.goto("/sign-in")
    await signIn(page, LEARNER)
    await expect(page).toHaveURL((url) => url.pathname === "/")
    await expect(banner(page).getByRole("link", { name: LEARNER.name })).toBeVisible()
    await expect(banner(page).getByRole("link", { name: "Support desk" })).toHaveCount(0)

    await page.goto("/desk")
    await expect(heading(page)).toHaveText(FOR_SUPPORT_TEAM)
    await expect(main(page).getByRole("link", { name: "Go to my helpdesk" })).toBeVisible()
    expect(await seriousOrWorse(page)).toEqual([])
  })

  test("a guest opening /desk is sent to sign in, and back to the desk as the agent", async ({ page }) => {
    await page.goto("/desk")
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("lastLocation") === "/desk")
    await signIn(page, AGENT)
    await expect(page).toHaveURL((url) => url.pathname === "/desk")
    await expect(heading(page)).toHaveText("Support desk")
  })

  test("the desk at 1280 and 375 px, with the desk link in the mobile menu", async ({ page }) => {
    mkdirSync(SCREENS, { recursive: true })
    await page.goto("/sign-in")
    await signIn(page, AGENT)
    await expect(page).toHaveURL((url) => url.pathname === "/desk")
    // A fresh load, without the sign-in toast (whose icon axe reports on its own: role-img-alt).
    await page.goto("/desk")
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await expect(heading(page)).toHaveText("Support desk")
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `${SCREENS}/desk-${width}.png`, fullPage: true })
    }
    await page.getByRole("button", { name: "Menu" }).click()
    const mobileMenu = page.getByRole("navigation", { name: "Mobile" })
    await expect(mobileMenu.getByRole("link", { name: "Support desk" })).toBeVisible()
    await page.screenshot({ path: `${SCREENS}/desk-375-menu.png` })
    expect(await seriousOrWorse(page)).toEqual([])
  })
})
