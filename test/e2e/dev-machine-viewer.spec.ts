/**
 * The developers' machine viewer in Chromium: the list of every
 * machine with its counts and path coverage, one machine's statechart drawn
 * (ELK in a worker, SVG), its states and transitions as an outline and its
 * Mermaid text, an unknown id as the
 * not-found page; live, the viewer in one tab following a learner taking a
 * test in another (the attempt actor's current state marked with
 * aria-current, what is enabled, the event log, actors starting and
 * ending); axe on the pages, 375 and 1280 px screenshots. (The production
 * build's lack of the viewer and of the inspector is checked by `npm test`
 * itself, scripts/test-all.ts.)
 */
import { mkdirSync } from "node:fs"
import { expect, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { newLearner, SCREENS, seriousOrWorse } from "./support/helpdesk-people.ts"
import { startTest } from "./support/shop-api.ts"

/** Screenshots at 375 and 1280 px; at neither does the page scroll sideways (wide parts scroll in their own panel). */
const shoot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true })
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBe(0)
  }
}

test("lists every machine and shows one as an outline of its states and transitions", async ({ page }) => {
  mkdirSync(SCREENS, { recursive: true })
  await page.goto("/dev/machines")
  await expect(page.getByRole("heading", { level: 1, name: "Machines" })).toBeVisible()
  const table = page.getByRole("region", { name: "Machines" }).getByRole("table")
  await expect(table.getByRole("caption")).toHaveText(/^\d+ machines$/)
  const attempt = table.getByRole("row").filter({ has: page.getByRole("link", { name: "attempt", exact: true }) })
  await expect(attempt).toContainText("src/machines/attempt/attempt.machine.ts")
  await expect(attempt).toContainText(/states (\d+)\/\1, transitions (\d+)\/\2, \d+ paths/)
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
  // Drawn by ELK in a worker: a box per state, an arrow per transition target, labels with triggers and guards.
  const drawing = page.getByRole("img", { name: "Statechart of checkout" })
  await expect(drawing).toBeVisible()
  await expect(drawing.locator("g.state")).toHaveCount(12)
  expect(await drawing.locator("g.edge").count()).toBeGreaterThanOrEqual(30)
  await expect(drawing.locator("g.state[data-state-id='checkout.quoted'].compound")).toHaveCount(1)
  await expect(drawing.getByText("always [hasPendingKey]")).toBeVisible()
  expect(await seriousOrWorse(page)).toEqual([])
  await shoot(page, "dev-machine-checkout")

  await page.goto("/dev/machines/noSuchMachine")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found")
})

/** A new learner holding the SQL exam, an attempt of its first test started: the attempt's address. */
const startedAttempt = async (page: Page): Promise<string> => {
  const { token } = await newLearner(page.request, "Viewer Learner", "Viewer-Learner-2026")
  return `/test/${await startTest(page.request, token, "TBL-SQL-100")}`
}

test("follows a test taken in another tab: the attempt actor's state, what is enabled, the log", async ({ context, page }) => {
  mkdirSync(SCREENS, { recursive: true })
  const shop = await context.newPage()
  const attemptPath = await startedAttempt(shop)

  await page.goto("/dev/machines/attempt")
  const live = page.getByRole("region", { name: "Live" })
  await expect(live).toContainText("No attempt actor is running in this browser")

  await shop.goto(attemptPath)
  await expect(shop.getByRole("heading", { level: 2, name: /^Question 1 of \d+$/ })).toBeVisible()
  // The newest attempt actor is followed. (The page the test was started from may still be
  // listed for a moment: a tab's closing message, posted while the page unloads, can arrive late.)
  const actors = live.getByRole("radiogroup", { name: /^Actors of attempt \(\d+ running\)$/ })
  await expect(actors.getByRole("radio", { checked: true })).toHaveCount(1)
  await expect(actors.getByRole("radio", { checked: true })).toHaveAccessibleName(new RegExp(`on ${attemptPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} in tab`))
  const current = live.locator("[data-live-state]")
  await expect(current).toHaveText("active.ongoing.timed.{ countdown.running, resync.idle }")
  const outline = page.getByRole("region", { name: "States and transitions" })
  const marked = outline.locator("li[aria-current=true]")
  await expect(marked.first()).toBeVisible()
  const markedIds = await marked.evaluateAll((items) => items.map((item) => item.getAttribute("data-state-id")))
  expect(markedIds).toEqual(
    expect.arrayContaining([
      "attempt.active",
      "attempt.active.ongoing",
      "attempt.active.ongoing.timed",
      "attempt.active.ongoing.timed.countdown",
      "attempt.active.ongoing.timed.resync.idle"
    ])
  )
  const drawn = page.getByRole("img", { name: "Statechart of attempt" })
  await expect(drawn.locator("g.state[data-active=true][data-state-id='attempt.active.ongoing.timed.resync.idle']")).toHaveCount(1)
  await expect(live.getByRole("list", { name: "Transitions enabled now" })).toContainText("NEXT")

  // The learner answers and moves on: the log gets the events, the state follows.
  await shop
    .locator("label")
    .filter({ has: shop.locator("input[type=radio], input[type=checkbox]") })
    .first()
    .click()
  await shop.getByRole("button", { name: /^Next/ }).click()
  await expect(shop.getByRole("heading", { level: 2, name: /^Question 2 of \d+$/ })).toBeVisible()
  const log = live.getByRole("table")
  await expect(log).toContainText("ANSWER")
  await expect(log).toContainText("NEXT")
  expect(await seriousOrWorse(page)).toEqual([])
  await shoot(page, "dev-machine-attempt-live")

  // Leaving the test ends its actor: the viewer keeps it, as stopped.
  await shop.goto("/")
  await expect(live.getByRole("radiogroup", { name: /^Actors of attempt \(0 running\)$/ })).toBeVisible()
  await expect(live.getByRole("radio", { name: /\(stopped\)$/ })).toHaveCount(1)

  await page.goto("/dev/machines")
  const running = page.getByRole("region", { name: "Running now" }).getByRole("table")
  await expect(
    running
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: "session", exact: true }) })
      .first()
  ).toContainText("running")
})
