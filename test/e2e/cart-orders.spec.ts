/**
 * What the learner bought, in a real browser against the real server:
 * Transactions (the paid order with its coupon, card and status, the
 * PDF receipt downloaded, a refund asked for in its dialog and the exam then
 * under Expired in My Exams; more than one page, by address), and My
 * Packages (the package under Active, its detail with its exams, a test of
 * one started). Axe on every new screen and on the refund dialog;
 * screenshots at 375 and 1280 px (.tmp/playwright-output/orders-*.png).
 *
 * Each test buys through the API as a new learner (signed up, email and
 * phone verified through the dev outbox, the cart filled, quoted and paid),
 * so nothing here changes the demo learner other suites count on.
 */
import AxeBuilder from "@axe-core/playwright"
import { readFile } from "node:fs/promises"
import { type APIRequestContext, expect, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { newLearner as newLearnerWith } from "./support/new-learner.ts"

const API = "/api/v1/u"
const PASSWORD = "Buying-Things-2026"
const SCREENS = ".tmp/playwright-output"

interface Ref {
  readonly _id: string
  readonly name: string
}
const main = (page: Page) => page.getByRole("main")
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Profile", exact: true })

const seriousOrWorse = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`)

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

const screenshots = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await noSidewaysScroll(page)
    await page.screenshot({ path: `${SCREENS}/orders-${name}-${width}.png`, fullPage: true })
  }
}

/** A new learner with a verified email and phone, signed in on `page` (its cookies); answers the API token. */
const newLearner = async (page: Page): Promise<string> => (await newLearnerWith(page.request, "Robin Refund", PASSWORD, "orders")).token

const findExam = async (request: APIRequestContext, code: string): Promise<Ref> => {
  const answer = await request.post(`${API}/public/exams/pagin`, { data: { page: 1, perPage: 100 } })
  const exam = ((await answer.json()) as { data: { docs: ReadonlyArray<Ref & { code: string }> } }).data.docs.find((e) => e.code === code)
  expect(exam, `exam ${code}`).toBeDefined()
  return exam!
}

const findPackage = async (request: APIRequestContext, name: string): Promise<Ref> => {
  const answer = await request.post(`${API}/public/packages/pagin`, { data: { page: 1, perPage: 100 } })
  const found = ((await answer.json()) as { data: { docs: ReadonlyArray<Ref> } }).data.docs.find((p) => p.name === name)
  expect(found, `package ${name}`).toBeDefined()
  return found!
}

const card = (number: string) => ({ number, expMonth: 12, expYear: 2031, cvc: "314", name: "Robin Refund" })

/** Puts `item` in the learner's cart and quotes it (with `couponCode`); answers the quote's id. */
const fillAndQuote = async (request: APIRequestContext, token: string, item: { kind: "exam" | "package"; _id: string }, couponCode: string | null = null) => {
  const headers = { "x-access-token": token }
  const added = await request.post(`${API}/cart/lines`, { headers, data: { list: "cart", item } })
  expect(added.ok(), await added.text()).toBe(true)
  return quote(request, token, couponCode)
}

const quote = async (request: APIRequestContext, token: string, couponCode: string | null = null): Promise<string> => {
  const quoted = await request.post(`${API}/checkout/quote`, { headers: { "x-access-token": token }, data: { couponCode } })
  expect(quoted.ok(), await quoted.text()).toBe(true)
  return ((await quoted.json()) as { data: { _id: string } }).data._id
}

/** Pays the quote with `number` under a new idempotency key; answers the outcome's status. */
const pay = async (request: APIRequestContext, token: string, quoteId: string, number: string): Promise<string> => {
  const paid = await request.post(`${API}/checkout/pay`, {
    headers: { "x-access-token": token },
    data: { quoteId, idempotencyKey: crypto.randomUUID(), card: card(number) }
  })
  expect(paid.ok(), await paid.text()).toBe(true)
  return ((await paid.json()) as { data: { status: string } }).data.status
}

let tabula: Ref
let dataBundle: Ref

test.beforeAll(async ({ request }) => {
  tabula = await findExam(request, "TBL-SQL-100")
  dataBundle = await findPackage(request, "Data Engineering Essentials Bundle")
})

test.describe("Transactions", () => {
  test("the paid order with its coupon and card, the PDF receipt, a refund, and the exam then expired", async ({ page }) => {
    const token = await newLearner(page)
    const quoteId = await fillAndQuote(page.request, token, { kind: "exam", _id: tabula._id }, "WELCOME10")
    expect(await pay(page.request, token, quoteId, "4242424242424242")).toBe("paid")

    await page.goto("/profile")
    await sidebar(page).getByRole("link", { name: "Transaction" }).click()
    await expect(page).toHaveURL(/\/profile\/transaction$/)
    await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible()
    const orders = main(page).getByRole("list", { name: "Your orders" })
    const order = orders.getByRole("article")
    await expect(order).toHaveCount(1)
    await expect(order.getByText("Paid", { exact: true })).toBeVisible()
    await expect(order.getByRole("list", { name: "Items" })).toContainText(tabula.name)
    // $24.99 less WELCOME10's 10 % ($2.50) is $22.49.
    await expect(order.getByText("$22.49", { exact: true })).toBeVisible()
    await expect(order.getByText("WELCOME10 (−$2.50)")).toBeVisible()
    await expect(order.getByRole("img", { name: "Visa" })).toBeVisible()
    await expect(order.getByText(/ending in\s*4242/)).toBeAttached()
    await expect(order.getByText(/^Refundable until /)).toBeVisible()
    expect(await seriousOrWorse(page)).toEqual([])
    await screenshots(page, "transactions")

    // The receipt: a PDF download named after its number.
    const download = page.waitForEvent("download")
    await order.getByRole("button", { name: /^Download receipt R-\S+ \(PDF\)$/ }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^receipt-R-[\w-]+\.pdf$/)
    const bytes = await readFile((await file.path())!)
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")

    // The refund: asked first (Keep my order changes nothing), then the server's sentence.
    await order.getByRole("button", { name: /^Refund order of / }).click()
    const ask = page.getByRole("alertdialog", { name: "Refund this order?" })
    await expect(ask).toBeVisible()
    await expect(ask.getByRole("button", { name: "Keep my order" })).toBeFocused()
    await ask.getByRole("button", { name: "Keep my order" }).click()
    await expect(ask).toBeHidden()
    await expect(order.getByText("Paid", { exact: true })).toBeVisible()

    await order.getByRole("button", { name: /^Refund order of / }).click()
    await expect(ask).toBeVisible()
    expect(await seriousOrWorse(page)).toEqual([])
    await page.setViewportSize({ width: 375, height: 900 })
    await page.screenshot({ path: `${SCREENS}/orders-refund-dialog-375.png` })
    await page.setViewportSize({ width: 1280, height: 900 })
    const refundAnswer = page.waitForResponse((response) => response.url().endsWith("/refund") && response.request().method() === "POST")
    await ask.getByRole("button", { name: "Refund $22.49" }).click()
    const { message } = (await (await refundAnswer).json()) as { message: string }
    const done = page.getByRole("dialog", { name: "Order refunded" })
    await expect(done.getByRole("status")).toHaveText(message)
    await page.screenshot({ path: `${SCREENS}/orders-refunded-dialog-1280.png` })
    await done.getByRole("button", { name: "Close" }).click()
    await expect(done).toBeHidden()
    await expect(order.getByText("Refunded", { exact: true })).toBeVisible()
    await expect(order.getByRole("button", { name: /^Refund order of / })).toHaveCount(0)
    await expect(order.getByRole("button", { name: /^Download receipt / })).toBeVisible()
    await expect(order.getByText(/credit note \S+/)).toBeVisible()

    // A reload shows what the server holds.
    await page.reload()
    await expect(main(page).getByRole("article").getByText("Refunded", { exact: true })).toBeVisible()

    // The order's exam ended: under Expired in My Exams, not under Active.
    await page.goto("/profile/exam/expired")
    await expect(main(page).getByRole("heading", { level: 2, name: tabula.name })).toBeVisible()
    await page.goto("/profile/exam/active")
    await expect(main(page).getByRole("heading", { level: 2, name: "No active exams yet" })).toBeVisible()
  })

  test("more than one page, each at its own address, and a page past the end said so", async ({ page }) => {
    const token = await newLearner(page)
    // Eleven declined payments are eleven failed orders (the cart is kept each time).
    const quoteId = await fillAndQuote(page.request, token, { kind: "exam", _id: tabula._id })
    for (let i = 0; i < 11; i += 1) expect(await pay(page.request, token, quoteId, "4000000000000002")).toBe("declined")

    await page.goto("/profile/transaction")
    const orders = main(page).getByRole("list", { name: "Your orders" })
    await expect(orders.getByRole("article")).toHaveCount(10)
    await expect(orders.getByRole("article").first().getByText("Payment failed", { exact: true })).toBeVisible()
    await expect(main(page).getByText("11 orders, page 1 of 2")).toBeVisible()
    const pages = main(page).getByRole("navigation", { name: "Transaction pages" })
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page")
    expect(await seriousOrWorse(page)).toEqual([])
    await screenshots(page, "transactions-failed")

    await pages.getByRole("link", { name: "Page 2" }).click()
    await expect(page).toHaveURL(/\/profile\/transaction\/2$/)
    await expect(orders.getByRole("article")).toHaveCount(1)
    await expect(main(page).getByRole("navigation", { name: "Transaction pages" }).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page"
    )
    // The sidebar still marks Transaction.
    await expect(sidebar(page).getByRole("link", { name: "Transaction" })).toHaveAttribute("aria-current", "page")

    await page.goBack()
    await expect(page).toHaveURL(/\/profile\/transaction$/)
    await expect(orders.getByRole("article")).toHaveCount(10)
    // Keyboard: Previous is not a link on page 1, Next is.
    await main(page).getByRole("navigation", { name: "Transaction pages" }).getByRole("link", { name: "Next page" }).focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/profile\/transaction\/2$/)

    await page.goto("/profile/transaction/5")
    await expect(page).toHaveURL(/\/profile\/transaction\/5$/)
    await expect(main(page).getByText("There is no page 5.")).toBeVisible()
    await main(page).getByRole("link", { name: "Go to the last page (2)" }).click()
    await expect(page).toHaveURL(/\/profile\/transaction\/2$/)
  })

  test("a learner without orders sees the empty state", async ({ page }) => {
    await newLearner(page)
    await page.goto("/profile/transaction")
    await expect(main(page).getByRole("heading", { level: 2, name: "No transactions yet" })).toBeVisible()
    expect(await seriousOrWorse(page)).toEqual([])
  })
})

test.describe("My Packages", () => {
  test("a bought package under Active, its exams on its page, and a test of one started", async ({ page }) => {
    const token = await newLearner(page)
    const quoteId = await fillAndQuote(page.request, token, { kind: "package", _id: dataBundle._id })
    expect(await pay(page.request, token, quoteId, "5555555555554444")).toBe("paid")

    await page.goto("/profile")
    await sidebar(page).getByRole("link", { name: "My Packages" }).click()
    await expect(page).toHaveURL(/\/profile\/package\/active\/1$/)
    await expect(page.getByRole("heading", { level: 1, name: "My Packages" })).toBeVisible()
    const tabs = main(page).getByRole("navigation", { name: "My Packages" })
    await expect(tabs.getByRole("link", { name: "Active" })).toHaveAttribute("aria-current", "page")
    const packageCard = main(page).getByRole("list", { name: "Active packages" }).getByRole("article", { name: dataBundle.name })
    await expect(packageCard).toBeVisible()
    await expect(packageCard.getByText("3 exams")).toBeVisible()
    await expect(packageCard.getByText(/^\d+ days left$/)).toBeVisible()
    expect(await seriousOrWorse(page)).toEqual([])
    await screenshots(page, "packages")

    await tabs.getByRole("link", { name: "Expired" }).click()
    await expect(page).toHaveURL(/\/profile\/package\/expired\/1$/)
    await expect(main(page).getByRole("heading", { level: 2, name: "No expired packages" })).toBeVisible()
    expect(await seriousOrWorse(page)).toEqual([])
    await main(page).getByRole("navigation", { name: "My Packages" }).getByRole("link", { name: "Active" }).click()

    await main(page)
      .getByRole("link", { name: `View exams of ${dataBundle.name}` })
      .click()
    await expect(page).toHaveURL(/\/profile\/package\/[^/]+$/)
    await expect(page.getByRole("heading", { level: 1, name: dataBundle.name })).toBeVisible()
    const exams = main(page).getByRole("list", { name: "Exams in this package" }).getByRole("article")
    await expect(exams).toHaveCount(3)
    const sql = exams.filter({ hasText: tabula.name })
    await expect(sql.getByText(/^\d+ days? left$/)).toBeVisible()
    await expect(sql.getByText(/^Valid /)).toBeVisible()
    expect(await seriousOrWorse(page)).toEqual([])
    await screenshots(page, "package-detail")

    await sql.getByRole("link", { name: `Start a test of ${tabula.name} in My Exams` }).click()
    await expect(page).toHaveURL(/\/profile\/exam\/[^/]+$/)
    await page
      .getByRole("link", { name: /^Start / })
      .first()
      .click()
    await page.getByRole("button", { name: "Start test" }).click()
    await expect(page).toHaveURL(/\/test\/[^/]+\/[^/]+\/[^/]+$/)
    await expect(page.getByRole("heading", { level: 2, name: /^Question 1 of \d+$/ })).toBeVisible()
  })

  test("another learner's or an unknown package is not found", async ({ page }) => {
    await newLearner(page)
    await page.goto("/profile/package/00000000-0000-4000-8000-000000000000")
    await expect(page.getByRole("heading", { level: 1, name: "Package not found" })).toBeVisible()
    expect(await seriousOrWorse(page)).toEqual([])
  })
})
