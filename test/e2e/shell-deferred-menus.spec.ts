/**
 * The header's menus load their code on first use
 * (src/ui/shell/deferred-control.tsx): until then a placeholder
 * button stands in. Here the menus' chunks are held back (or refused) at
 * the network, so the press always comes before the code: it must not be
 * lost, open as the same press on the real menu would, and fall back to the
 * menu's own page when the code cannot be had.
 */
import { expect, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { newLearner } from "./support/helpdesk-people.ts"

const MEGA_MENU_CHUNK = /\/assets\/mega-menu-[\w-]+\.js$/
const NOTIFICATION_MENU_CHUNK = /\/assets\/notification-menu-[\w-]+\.js$/

/** Answers the chunk only after `ms` (the slow network a phone may have). */
const holdBack = (page: Page, chunk: RegExp, ms: number) =>
  page.route(chunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })

/**
 * Opens `path` and waits until the page is hydrated: the server's HTML shows
 * at once, but a key pressed before React has taken the page over reaches
 * no handler (that is true of any server-rendered page, and not what is checked here).
 */
const openHydrated = async (page: Page, path = "/") => {
  await page.goto(path)
  await page.waitForFunction(() => {
    const button = document.querySelector("nav[aria-label=Main] button")
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"))
  })
}

test.describe("the mega-menu's code arrives after the press", () => {
  test("from the keyboard: it opens on its first item, and Escape gives the focus back", async ({ page }) => {
    await holdBack(page, MEGA_MENU_CHUNK, 600)
    await openHydrated(page)
    const trigger = page.getByRole("button", { name: "Category" })
    await trigger.focus()
    await page.keyboard.press("Enter")
    const categories = page.getByRole("menu", { name: "Category" })
    await expect(categories).toBeVisible()
    await expect(categories.getByRole("menuitem").first()).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(categories).toBeHidden()
    await expect(page.getByRole("button", { name: "Category" })).toBeFocused()
  })

  test("with the mouse: it opens", async ({ page }) => {
    await holdBack(page, MEGA_MENU_CHUNK, 600)
    await openHydrated(page)
    await page.getByRole("button", { name: "Category" }).click()
    await expect(page.getByRole("menu", { name: "Category" })).toBeVisible()
  })

  test("when the code cannot be loaded, the press goes to All Categories", async ({ page }) => {
    const errors: Array<string> = []
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    await page.route(MEGA_MENU_CHUNK, (route) => route.abort())
    await openHydrated(page)
    await page.getByRole("button", { name: "Category" }).click()
    await expect(page).toHaveURL(/\/category$/)
    expect(errors.some((text) => text.includes("ChunkLoadError") || text.includes("failed to load"))).toBe(true)
  })
})

test("the notification dropdown's code arrives after the press: it opens", async ({ page }) => {
  await newLearner(page.request, "Nora Notified", "Deferred-Menus-2026")
  await holdBack(page, NOTIFICATION_MENU_CHUNK, 600)
  await openHydrated(page)
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications/ })
    .click()
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible()
})
