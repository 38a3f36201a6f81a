/**
 * The developers' machine viewer (issue 12, first part) in Chromium: the
 * list of every machine with its counts, one machine's states and
 * transitions as an outline and its Mermaid text, an unknown id as the
 * not-found page; axe on both pages, 375 and 1280 px screenshots. (The
 * production build's lack of the viewer is checked by `npm test` itself,
 * scripts/test-all.ts.)
 */
import { mkdirSync } from "node:fs"
import { expect, type Page, test } from "@playwright/test"
import { SCREENS, seriousOrWorse } from "./support/helpdesk-people.ts"

const shoot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true })
  }
}

test("lists every machine and shows one as an outline of its states and transitions", async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true })
  await page.goto("/dev/machines")
  await expect(page.getByRole("heading", { level: 1, name: "Machines" })).toBeVisible()
  const table = page.getByRole("table")
  await expect(table.getByRole("caption")).toHaveText(/^\d+ machines$/)
  const attempt = table.getByRole("row").filter({ has: page.getByRole("link", { name: "attempt", exact: true }) })
  await expect(attempt).toContainText("src/machines/attempt/attempt.machine.ts")
  await expect(table.getByRole("link", { name: "checkout", exact: true })).toBeVisible()
  await expect(table.getByRole("link", { name: "chat", exact: true })).toBeVisible()
  await expect(table.getByRole("link", { name: "session", exact: true })).toBeVisible()
  expect(await seriousOrWorse(page)).toEqual([])
  await shoot(page, "dev-machines")

  await page.setViewportSize({ width: 1280, height: 900 })
  await table.getByRole("link", { name: "checkout", exact: true }).click()
  await expect(page).toHaveURL(/\/dev\/machines\/checkout$/)
  await expect(page.getByRole("heading", { level: 1, name: "Machine checkout" })).toBeVisible()
  const outline = page.getByRole("region", { name: "States and transitions" })
  await expect(outline.getByRole("list", { name: "States of checkout" })).toBeVisible()
  await expect(outline.getByRole("list", { name: "Transitions from paying" })).toBeVisible()
  await expect(page.getByLabel("Mermaid state diagram of checkout")).toContainText("stateDiagram-v2")
  expect(await seriousOrWorse(page)).toEqual([])
  await shoot(page, "dev-machine-checkout")

  await page.goto("/dev/machines/noSuchMachine")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found")
})
