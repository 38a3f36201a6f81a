/**
 * Coming soon in a real browser against the real server and its demo data
 * (src/domain/catalog/availability.ts): a coming-soon exam's page shows it,
 * sells nothing and offers Notify me, which a learner turns on and off and
 * a guest is brought back to after signing in, with the request then made;
 * an exam on sale still has Add to cart; lists, the package page and the
 * mega-menu say "coming soon" in words. Screenshots at 375 and 1280 px go to
 * /tmp/public-ui/ (SCREENS_DIR to change it).
 *
 * The demo exam NCP-F01 (Nimbus Certified Cloud Practitioner – Foundations)
 * has no question bank: it is coming soon. TBL-SQL-100 is on sale.
 */
import { mkdirSync } from "node:fs"
import { type APIRequestContext, expect, type Page } from "@playwright/test"
import type { ExamDetail, MenuCategory, PackageDetail } from "../../src/api/catalog/catalog.ts"
import { examOverviewPath, packageOverviewPath } from "../../src/domain/catalog/catalog-paths.ts"
import { SIGN_IN_TO_BE_NOTIFIED } from "../../src/domain/catalog/on-sale-alert.ts"
import { newLearner, seriousOrWorse } from "./support/helpdesk-people.ts"
import { test } from "./support/hydrated-test.ts"
import { API } from "./support/shop-api.ts"
import { shopAddress } from "./support/shop-address.ts"

const SCREENS = process.env.SCREENS_DIR ?? "/tmp/public-ui"
mkdirSync(SCREENS, { recursive: true })
const PASSWORD = "Coming-Soon-2026"

const readJson = async <T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> => {
  const answer = data === undefined ? await request.get(`${API}${path}`) : await request.post(`${API}${path}`, { data })
  expect(answer.ok(), path).toBe(true)
  return ((await answer.json()) as { data: T }).data
}

/** The exam whose code is `code`, found as the brief says: a search by its code. */
const examByCode = async (request: APIRequestContext, code: string): Promise<ExamDetail> => {
  const found = await readJson<{ docs: ReadonlyArray<{ _id: string; code: string }> }>(request, "/public/exams/pagin", {
    page: 1,
    perPage: 12,
    searchString: code
  })
  const card = found.docs.find((exam) => exam.code === code)
  expect(card, `exam ${code}`).toBeDefined()
  return readJson<ExamDetail>(request, `/public/exams/${card!._id}`)
}

const alertOf = async (request: APIRequestContext, token: string, examId: string): Promise<boolean> => {
  const answer = await request.get(`${API}/exams/${examId}/notify-me`, { headers: { "x-access-token": token } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { data: { requested: boolean } }).data.requested
}

const main = (page: Page) => page.getByRole("main")
const buyBox = (page: Page) => page.getByRole("complementary")
const successToast = (page: Page) => page.locator(".Toastify__toast--success")
const heading = (page: Page) => page.getByRole("heading", { level: 1 })

const shoot = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test.describe("a coming-soon exam's page", () => {
  test("says so, sells nothing, lists its tests as planned, and offers Notify me", async ({ page, request }) => {
    const exam = await examByCode(request, "NCP-F01")
    expect(exam.availability).toBe("comingSoon")
    await page.goto(examOverviewPath(exam))
    await expect(heading(page)).toHaveText(exam.name)

    await expect(main(page).getByText("Coming soon").first()).toBeVisible()
    await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0)
    await expect(buyBox(page).getByRole("button", { name: "Add to wishlist" })).toBeVisible()
    await expect(buyBox(page).getByRole("button", { name: "Notify me" })).toBeVisible()
    await expect(buyBox(page)).toContainText("Planned price")
    // No question count anywhere on the page: the bank does not hold them.
    await expect(main(page)).not.toContainText(/\d+\s+questions?\b/i)
    await expect(main(page)).not.toContainText(/timed practice tests? ·/)

    const planned = page.getByRole("list", { name: "Planned practice tests" }).getByRole("listitem")
    await expect(planned).toHaveCount(exam.tests.length)
    for (const [index, plannedTest] of exam.tests.entries()) {
      await expect(planned.nth(index)).toContainText(plannedTest.name)
      await expect(planned.nth(index)).toContainText("planned")
    }
    await expect(page.getByRole("table")).toHaveCount(0)

    expect(await seriousOrWorse(page)).toEqual([])
    await shoot(page, "coming-soon-overview-guest")
  })

  test("an exam on sale still has Add to cart and its question counts", async ({ page, request }) => {
    const exam = await examByCode(request, "TBL-SQL-100")
    expect(exam.availability).toBe("onSale")
    await page.goto(examOverviewPath(exam))
    const box = page.getByRole("complementary", { name: "Buy this exam" })
    await expect(box.getByRole("button", { name: "Add to cart" })).toBeVisible()
    await expect(box).toContainText(`${exam.questionCount} questions`)
    await expect(page.getByRole("button", { name: "Notify me" })).toHaveCount(0)
    await expect(box).not.toContainText("Coming soon")
    await expect(page.getByRole("list", { name: "Planned practice tests" })).toHaveCount(0)
  })
})

test.describe("Notify me", () => {
  test("a learner turns it on, sees it kept after a reload, and turns it off", async ({ page }) => {
    const exam = await examByCode(page.request, "NCP-F01")
    const { token } = await newLearner(page.request, "Nina Notified", PASSWORD)
    await page.goto(examOverviewPath(exam))
    const box = buyBox(page)

    await box.getByRole("button", { name: "Notify me" }).click()
    await expect(box.getByText("You'll be notified")).toBeVisible()
    await expect(successToast(page)).toContainText(`"${exam.name}" goes on sale`)
    const dontNotify = box.getByRole("button", { name: "Don't notify me" })
    await expect(dontNotify).toBeFocused()
    expect(await alertOf(page.request, token, exam._id)).toBe(true)
    expect(await seriousOrWorse(page)).toEqual([])
    await shoot(page, "coming-soon-overview-asked")

    await page.reload()
    await expect(box.getByText("You'll be notified")).toBeVisible()
    await box.getByRole("button", { name: "Don't notify me" }).click()
    await expect(box.getByRole("button", { name: "Notify me" })).toBeVisible()
    await expect(box.getByText("You'll be notified")).toHaveCount(0)
    await expect(successToast(page).filter({ hasText: "You will not be told" })).toBeVisible()
    expect(await alertOf(page.request, token, exam._id)).toBe(false)
  })

  test("a guest is asked to sign in, and back on the page signed in the request is made", async ({ page, browser }) => {
    const exam = await examByCode(page.request, "NCP-F01")
    // The learner is made in a context of its own: this page stays a guest's.
    const other = await browser.newContext({ baseURL: shopAddress() })
    const { token, email } = await newLearner(other.request, "Gus Guest", PASSWORD)
    await other.close()

    await page.goto(examOverviewPath(exam))
    await buyBox(page).getByRole("button", { name: "Notify me" }).click()
    const prompt = page.getByRole("alert").filter({ hasText: SIGN_IN_TO_BE_NOTIFIED })
    await expect(prompt).toBeVisible()
    await prompt.getByRole("link", { name: "Sign in" }).click()
    await expect(page).toHaveURL(
      (url) => url.pathname === "/sign-in" && decodeURIComponent(url.searchParams.get("lastLocation") ?? "") === examOverviewPath(exam)
    )

    await main(page).getByRole("textbox", { name: "Email", exact: true }).fill(email)
    await main(page).getByLabel("Password", { exact: true }).fill(PASSWORD)
    await page.getByRole("button", { name: "Sign in" }).click()

    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === examOverviewPath(exam))
    await expect(buyBox(page).getByText("You'll be notified")).toBeVisible()
    await expect(successToast(page).filter({ hasText: `"${exam.name}" goes on sale` })).toBeVisible()
    expect(await alertOf(page.request, token, exam._id)).toBe(true)
    // Made once: the kept press is gone, so a reload only reads the state.
    expect(await page.evaluate(() => sessionStorage.getItem("notify-me-after-sign-in"))).toBeNull()
  })
})

test.describe("lists, the package page and the menu", () => {
  test("cards say coming soon in words and claim no questions; cards on sale are unchanged", async ({ page, request }) => {
    const exam = await examByCode(request, "NCP-F01")
    await page.goto(`/exam?searchString=${encodeURIComponent("Nimbus")}`)
    const cards = page.getByRole("list", { name: "Matching exams" }).getByRole("article")
    await expect(cards.first()).toBeVisible()
    const soon = cards.filter({ has: page.getByRole("link", { name: exam.name, exact: true }) })
    await expect(soon).toContainText("Coming soon")
    await expect(soon).toContainText("planned")
    await expect(soon).toContainText("Planned price")
    await expect(soon).not.toContainText(/questions?\b/)
    const onSale = cards.filter({ hasNotText: "Coming soon" }).first()
    await expect(onSale).toContainText(/\d+ questions/)
    expect(await seriousOrWorse(page)).toEqual([])
    await shoot(page, "coming-soon-list")
  })

  test("a coming-soon package has no Add to cart and names its coming-soon exams, each linking to its page", async ({ page, request }) => {
    const exam = await examByCode(request, "NCP-F01")
    const pkgCard = exam.packages[0]
    expect(pkgCard, "NCP-F01 is in a package").toBeDefined()
    const pkg = await readJson<PackageDetail>(request, `/public/packages/${pkgCard!._id}`)
    expect(pkg.availability).toBe("comingSoon")
    await page.goto(packageOverviewPath(pkg))
    await expect(heading(page)).toHaveText(pkg.name)
    await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0)
    await expect(buyBox(page).getByRole("button", { name: "Add to wishlist" })).toBeVisible()
    const waiting = page.getByRole("list", { name: "Exams coming soon" })
    const comingSoon = pkg.exams.filter((each) => each.availability === "comingSoon")
    await expect(waiting.getByRole("listitem")).toHaveCount(comingSoon.length)
    for (const each of comingSoon) {
      await expect(waiting.getByRole("link", { name: each.name, exact: true })).toHaveAttribute("href", examOverviewPath(each))
    }
    const examCards = page.getByRole("list", { name: "Exams in this package" }).getByRole("article")
    await expect(examCards.filter({ hasText: "Coming soon" })).toHaveCount(comingSoon.length)
    expect(await seriousOrWorse(page)).toEqual([])
    await shoot(page, "coming-soon-package")

    await waiting.getByRole("link", { name: exam.name, exact: true }).click()
    await expect(heading(page)).toHaveText(exam.name)
    await expect(buyBox(page).getByRole("button", { name: "Notify me" })).toBeVisible()
  })

  test("the mega-menu marks a coming-soon exam in its text", async ({ page, request }) => {
    const menu = ((await (await request.get(`${API}/public/get/menu`)).json()) as { data: ReadonlyArray<MenuCategory> }).data
    const category = menu.find((each) => each.subCategories.some((sub) => sub.exams.some((exam) => exam.availability === "comingSoon")))!
    const exams = category.subCategories.flatMap((sub) => sub.exams)
    const soon = exams.find((exam) => exam.availability === "comingSoon")!
    const onSale = exams.find((exam) => exam.availability === "onSale")
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto("/")
    await page.getByRole("button", { name: "Category" }).click()
    await page.getByRole("menu", { name: "Category" }).getByRole("menuitem", { name: category.name, exact: true }).click()
    const submenu = page.getByRole("menu", { name: category.name, exact: true })
    await expect(submenu.getByRole("menuitem", { name: `${soon.name} (coming soon)`, exact: true })).toBeVisible()
    if (onSale !== undefined) await expect(submenu.getByRole("menuitem", { name: onSale.name, exact: true })).toBeVisible()
    expect(await seriousOrWorse(page)).toEqual([])
    await page.screenshot({ path: `${SCREENS}/coming-soon-menu-1280.png` })
    // A phone has no mega-menu (its menu links to the categories page): what it shows instead.
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto("/")
    await page.getByRole("button", { name: "Menu" }).click()
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible()
    await page.screenshot({ path: `${SCREENS}/coming-soon-menu-375.png` })
  })
})
