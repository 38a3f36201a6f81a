/**
 * Real time in a real browser: a new learner signed in on the
 * page; a purchase made beside it (through the API, as another tab would)
 * stores the "Payment received" notification, and the header's bell count
 * and dropdown change without a reload. Then the page goes offline, another
 * purchase happens meanwhile, and after the connection comes back the
 * missed notification arrives (EventSource's reconnect replays it after
 * Last-Event-ID and the session reloads the page on reconnecting), counted
 * once.
 */
import { type APIRequestContext, expect, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { newLearner as newLearnerWith } from "./support/new-learner.ts"

const API = "/api/v1/u"
const PASSWORD = "Live-Events-2026"

/** A new learner with a verified email and phone, signed in on `page` (its cookies); answers the API token. */
const newLearner = async (page: Page): Promise<string> => (await newLearnerWith(page.request, "Lee Live", PASSWORD, "live")).token

/** Buys the exam with `code` with the 4242 sandbox card: the server adds "Payment received". */
const buy = async (request: APIRequestContext, token: string, code: string) => {
  const headers = { "x-access-token": token }
  const exams = await request.post(`${API}/public/exams/pagin`, { data: { page: 1, perPage: 100 } })
  const exam = ((await exams.json()) as { data: { docs: ReadonlyArray<{ _id: string; code: string }> } }).data.docs.find((e) => e.code === code)
  expect(exam, `exam ${code}`).toBeDefined()
  expect((await request.post(`${API}/cart/lines`, { headers, data: { list: "cart", item: { kind: "exam", _id: exam!._id } } })).ok()).toBe(true)
  const quoted = await request.post(`${API}/checkout/quote`, { headers, data: { couponCode: null } })
  expect(quoted.ok(), await quoted.text()).toBe(true)
  const quoteId = ((await quoted.json()) as { data: { _id: string } }).data._id
  const paid = await request.post(`${API}/checkout/pay`, {
    headers,
    data: { quoteId, idempotencyKey: crypto.randomUUID(), card: { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "314", name: "Lee Live" } }
  })
  expect(paid.ok(), await paid.text()).toBe(true)
}

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ })

test("a notification reaches the header without a reload, and one missed while offline arrives after reconnecting", async ({ page }) => {
  const token = await newLearner(page)
  await page.goto("/")
  // The welcome notification of the verified email.
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1")
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  await buy(page.request, token, "TBL-SQL-100")
  await expect(bell(page)).toHaveAccessibleName("Notifications, 2", { timeout: 2_000 })
  await bell(page).click()
  await expect(page.getByRole("dialog").getByRole("listitem").first()).toContainText("Payment received")
  await page.keyboard.press("Escape")

  await page.context().setOffline(true)
  await buy(page.request, token, "DTM-DE-220")
  await page.context().setOffline(false)
  await expect(bell(page)).toHaveAccessibleName("Notifications, 3", { timeout: 15_000 })
  await page.waitForTimeout(1_000)
  await expect(bell(page)).toHaveAccessibleName("Notifications, 3")
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
})
