/**
 * Bidirectional spoofing on the admin's screens: a learner name holding
 * U+202E (right-to-left override) reverses what follows it unless the name
 * is isolated. New names with it are refused (src/domain/shared/
 * direction-controls.ts), but rows written before that rule may still hold
 * one, so this spec writes it the way such a row came to be: straight into
 * the database. It runs a server of its own on a PGlite data folder, buys
 * an exam as a new learner, stops the server, sets the name with SQL, starts
 * the server again on the same data, and checks that Admin › Orders shows
 * the name inside an isolating element (`<bdi>`, computed `unicode-bidi:
 * isolate`) and the email after it unchanged. Axe; 1280 and 375 px.
 */
import AxeBuilder from "@axe-core/playwright"
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { expect, type Page } from "@playwright/test"
import { newLearner } from "./support/helpdesk-people.ts"
import { buyExam } from "./support/shop-api.ts"
import { test } from "./support/hydrated-test.ts"
import { ownServer } from "./support/own-server.ts"

const SERVER = ownServer(37)
const BASE = SERVER.base
const ADMIN = { email: "admin@examready.example", password: "Admin-Operator-2026" }
const SCREENS = ".tmp/screens"
/** What an attacker named themself: the override turns "Ann 001$" around and everything after it on the line. */
const SPOOFED_NAME = "Ann \u202e001$"

/** The name written as a row from before the rule: no server check on the way. */
const storeNameDirectly = async (dataDir: string, email: string, name: string) => {
  const db = await PGlite.create({ dataDir: join(dataDir, "pglite"), extensions: { pg_trgm } })
  try {
    const updated = await db.query("UPDATE users SET name = $1 WHERE lower(email) = lower($2)", [name, email])
    expect(updated.affectedRows).toBe(1)
  } finally {
    await db.close()
  }
}

const seriousOrWorse = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude("[data-live-announcer]").analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`)

test("Admin › Orders shows a stored name with a right-to-left override isolated, the email after it as written", async ({ browser }) => {
  test.setTimeout(180_000)
  mkdirSync(SCREENS, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), "examready-user-text-"))
  let server = SERVER.start(dataDir)
  const context = await browser.newContext({ baseURL: BASE })
  try {
    await SERVER.waitUntilUp(context.request)
    const { token, email } = await newLearner(context.request, "Ann Spoof", "User-Text-Spoof-2026")
    const paid = await buyExam(context.request, token, "TBL-SQL-100")
    expect(paid.ok(), await paid.text()).toBe(true)

    await SERVER.stop(server, "SIGTERM")
    await storeNameDirectly(dataDir, email, SPOOFED_NAME)
    server = SERVER.start(dataDir)
    await SERVER.waitUntilUp(context.request)

    const page = await context.newPage()
    await page.goto("/sign-in")
    const main = page.getByRole("main")
    await main.getByRole("textbox", { name: "Email", exact: true }).fill(ADMIN.email)
    await main.getByLabel("Password", { exact: true }).fill(ADMIN.password)
    await page.getByRole("button", { name: "Sign in" }).click()
    await expect(page).toHaveURL((url) => url.pathname === "/admin")
    await page.goto("/admin/orders")

    const row = main.getByRole("article").filter({ hasText: email })
    await expect(row).toHaveCount(1)
    const name = row.getByText(SPOOFED_NAME, { exact: true })
    await expect(name).toBeVisible()
    expect(
      await name.evaluate((element) => ({
        tag: element.tagName.toLowerCase(),
        unicodeBidi: getComputedStyle(element).unicodeBidi
      }))
    ).toEqual({ tag: "bdi", unicodeBidi: "isolate" })
    // The email that follows is its own isolated run, read as written.
    const address = row.getByText(email, { exact: true })
    expect(await address.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe("isolate")

    expect(await seriousOrWorse(page)).toEqual([])
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `${SCREENS}/admin-orders-user-text-${width}.png`, fullPage: true })
    }
  } finally {
    await context.close()
    await SERVER.stop(server, "SIGTERM")
    rmSync(dataDir, { recursive: true, force: true })
  }
})
