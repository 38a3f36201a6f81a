/**
 * The catalog in a real browser against the real server and its demo
 * database: home → category → exam overview, the header search and the
 * results page's own search box (codes, typos, no results), paging, packages,
 * not-found pages, stale slugs, the cart controls' notice and accessibility.
 *
 * Expected data is read from the API in each test, never hard-coded, so the
 * tests follow the demo catalog if it changes.
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, type APIRequestContext, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import type { CategorySummary, ExamCard, ExamDetail, HomeCatalog, PackageCard, PackageDetail } from "../../src/api/catalog/catalog.ts"
import { categoryExamsPath, examOverviewPath, packageOverviewPath, subCategoryExamsPath } from "../../src/domain/catalog/catalog-paths.ts"
import { formatPrice, packageSavings } from "../../src/domain/catalog/price.ts"
import { SEARCH_REQUIRED } from "../../src/domain/shared/validation-messages.ts"
import { GUEST_ADDED_MESSAGE } from "../../src/domain/cart/shop-notices.ts"

const API = "/api/v1/u"

const readJson = async <T>(request: APIRequestContext, method: "get" | "post", path: string, data?: unknown): Promise<T> => {
  const answer = method === "get" ? await request.get(`${API}${path}`) : await request.post(`${API}${path}`, { data })
  expect(answer.ok(), `${method} ${path}`).toBe(true)
  return ((await answer.json()) as { data: T }).data
}

const readHome = (request: APIRequestContext) => readJson<HomeCatalog>(request, "get", "/public/home")
const readCategories = (request: APIRequestContext) => readJson<ReadonlyArray<CategorySummary>>(request, "get", "/public/categories")
const readExam = (request: APIRequestContext, id: string) => readJson<ExamDetail>(request, "get", `/public/exams/${id}`)
const readPackage = (request: APIRequestContext, id: string) => readJson<PackageDetail>(request, "get", `/public/packages/${id}`)
const readExamPage = (request: APIRequestContext, payload: Record<string, unknown>) =>
  readJson<{ docs: ReadonlyArray<ExamCard>; total: number }>(request, "post", "/public/exams/pagin", { page: 1, perPage: 12, ...payload })
const readPackagePage = (request: APIRequestContext) =>
  readJson<{ docs: ReadonlyArray<PackageCard>; total: number }>(request, "post", "/public/packages/pagin", { page: 1, perPage: 12 })

const heading = (page: Page) => page.getByRole("heading", { level: 1 })
/** The exam and package cards: each is an article whose title is a link. */
const cards = (page: Page, listName: string | RegExp) => page.getByRole("list", { name: listName }).getByRole("article")
const decodedPath = (page: Page) => decodeURIComponent(new URL(page.url()).pathname)

const seriousOrWorse = (
  violations: ReadonlyArray<{ readonly impact?: string | null; readonly id: string; readonly nodes: ReadonlyArray<{ readonly target: unknown }> }>
) =>
  violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`)

const expectNoSeriousAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze()
  expect(seriousOrWorse(results.violations)).toEqual([])
}

test.describe("browsing", () => {
  test("home → category → exam overview", async ({ page, request }) => {
    const home = await readHome(request)
    const category = home.featuredCategories.find((c) => c.subCategories.some((sub) => sub.examCount > 0))!
    expect(category, "the demo data features a category with sub-categories").toBeDefined()

    await page.goto("/")
    await expect(page.getByRole("heading", { name: "Browse by category" })).toBeVisible()
    // What follows is the app's own navigation (the heading takes focus after it), so the click
    // waits for React to have taken the server's page over: a link pressed before that is a
    // plain page load (it works, but it is not what is checked here).
    await page.waitForFunction(() => {
      const link = document.querySelector("main a[href^='/exam/']")
      return link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps"))
    })
    // Every section the home page promises, from the database.
    await expect(cards(page, "Popular exams")).toHaveCount(home.popularExams.length)
    await expect(cards(page, "Save with a package")).toHaveCount(home.packages.length)
    await expect(page.getByRole("heading", { name: "From the blog" })).toBeVisible()
    const firstPost = page.getByRole("list", { name: "From the blog" }).getByRole("link").first()
    await expect(firstPost).toHaveAttribute("href", /^\/blog-detail\/.+/)

    await page.getByRole("list", { name: "Browse by category" }).getByRole("link", { name: category.name, exact: true }).click()
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === categoryExamsPath(category))
    await expect(heading(page)).toHaveText(category.name)
    await expect(heading(page)).toBeFocused()
    await expect(page).toHaveTitle(`${category.name} | ExamReady`)
    await expect(page.getByText(category.description)).toBeVisible()

    // The sub-categories filter the list; "All" first and chosen.
    const filter = page.getByRole("radiogroup", { name: `Filter ${category.name} exams` })
    const choices = filter.getByRole("radio")
    const offered = category.subCategories.filter((sub) => sub.examCount > 0)
    await expect(choices).toHaveCount(offered.length + 1)
    await expect(choices.first()).toHaveText(`All ${category.examCount}`)
    await expect(choices.first()).toBeChecked()
    await expect(page.getByText(`of ${category.examCount} exam`)).toBeVisible()

    // A sub-category with an exam on sale among its first twelve: that exam is bought below.
    const pages = await Promise.all(offered.map((each) => readExamPage(request, { category: category._id, subCategory: each._id })))
    const index = pages.findIndex((each) => each.docs.some((exam) => exam.availability === "onSale"))
    expect(index, "the featured category has a sub-category with an exam on sale").toBeGreaterThanOrEqual(0)
    const sub = offered[index]!
    const subExams = pages[index]!
    await filter.getByRole("radio", { name: new RegExp(`^${sub.name}`) }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get("subCategory") === sub._id)
    await expect(filter.getByRole("radio", { name: new RegExp(`^${sub.name}`) })).toBeChecked()
    await expect(cards(page, `${category.name} exams`)).toHaveCount(Math.min(12, subExams.total))
    await expect(page.getByText(`in ${sub.name}`)).toBeVisible()
    // Every card says what it is: its questions when on sale, "Coming soon" and no question count when not.
    for (const card of subExams.docs) {
      const shown = cards(page, `${category.name} exams`).filter({ has: page.getByRole("link", { name: card.name, exact: true }) })
      if (card.availability === "onSale") await expect(shown).toContainText(`${card.questionCount} question`)
      else {
        await expect(shown).toContainText("Coming soon")
        await expect(shown).not.toContainText(/questions?\b/)
      }
    }

    const exam = subExams.docs.find((each) => each.availability === "onSale")!
    await cards(page, `${category.name} exams`).getByRole("link", { name: exam.name, exact: true }).click()
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === examOverviewPath(exam))
    await expect(heading(page)).toHaveText(exam.name)
    await expect(page).toHaveTitle(`${exam.name} | ExamReady`)

    const detail = await readExam(request, exam._id)
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    await expect(crumbs.getByRole("link", { name: category.name })).toHaveAttribute("href", categoryExamsPath(category))
    await expect(crumbs.getByText(exam.name)).toHaveAttribute("aria-current", "page")
    await expect(page.getByText(`Exam code ${detail.code}`)).toBeVisible()
    const buyBox = page.getByRole("complementary", { name: "Buy this exam" })
    await expect(buyBox).toContainText(formatPrice(detail.salePrice ?? detail.price))
    if (detail.salePrice !== null) await expect(buyBox.locator("del")).toHaveText(formatPrice(detail.price))
    const tests = page.getByRole("table")
    await expect(tests.getByRole("row")).toHaveCount(detail.tests.length + 1)
    await expect(tests.getByRole("rowheader", { name: detail.tests[0]!.name, exact: true })).toBeVisible()

    // A guest's cart is kept in the browser: the badge counts it at once.
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible()
    await buyBox.getByRole("button", { name: "Add to cart" }).click()
    await expect(page.getByRole("alert").filter({ hasText: GUEST_ADDED_MESSAGE })).toBeVisible()
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible()
  })

  test("the category list links each sub-category to its category pre-filtered", async ({ page, request }) => {
    const categories = await readCategories(request)
    await page.goto("/category")
    await expect(heading(page)).toHaveText("Categories")
    const list = page.getByRole("list", { name: "All categories" })
    await expect(list.getByRole("heading", { level: 2 })).toHaveCount(categories.length)

    const category = categories.find((c) => c.subCategories.filter((sub) => sub.examCount > 0).length > 1)!
    const sub = category.subCategories.filter((s) => s.examCount > 0)[1]!
    const subLinks = page.getByRole("list", { name: `${category.name} sub-categories` })
    await expect(subLinks.getByRole("link", { name: sub.name, exact: true })).toHaveAttribute("href", subCategoryExamsPath(category, sub._id))
    await subLinks.getByRole("link", { name: sub.name, exact: true }).click()
    await expect(heading(page)).toHaveText(category.name)
    await expect(page.getByRole("radio", { name: new RegExp(`^${sub.name}`) })).toBeChecked()
    await expect(cards(page, `${category.name} exams`)).toHaveCount(Math.min(12, sub.examCount))
  })

  test("all exams page twelve at a time", async ({ page, request }) => {
    const all = await readExamPage(request, {})
    expect(all.total, "the demo catalog has more than one page of exams").toBeGreaterThan(12)
    await page.goto("/exam")
    await expect(heading(page)).toHaveText("All exams")
    await expect(cards(page, "All exams")).toHaveCount(12)
    await expect(page.getByText(`Showing 1–12 of ${all.total} exams`)).toBeVisible()
    const pager = page.getByRole("navigation", { name: "Exam pages" })
    await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page")
    await expect(pager.getByRole("button", { name: "Previous page" })).toBeDisabled()

    await pager.getByRole("button", { name: "Next page" }).click()
    await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    await expect(page.getByText(`Showing 13–${Math.min(24, all.total)} of ${all.total} exams`)).toBeVisible()
    await expect(pager.getByRole("button", { name: "Page 1" })).not.toHaveAttribute("aria-current", /.*/)

    // From the keyboard: Previous is enabled again and takes the learner back.
    await pager.getByRole("button", { name: "Previous page" }).focus()
    await page.keyboard.press("Enter")
    await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page")
    await expect(page.getByText(`Showing 1–12 of ${all.total} exams`)).toBeVisible()
  })
})

test.describe("the page in the address", () => {
  test("page 2 of all exams survives opening an exam, Back and a reload; a bad page does not break the list", async ({ page, request }) => {
    const all = await readExamPage(request, {})
    const second = await readExamPage(request, { page: 2 })
    const last = Math.ceil(all.total / 12)
    expect(last, "the demo catalog has more than one page of exams").toBeGreaterThan(1)
    const titles = page.getByRole("list", { name: "All exams" }).getByRole("heading", { level: 2 })
    const pager = page.getByRole("navigation", { name: "Exam pages" })
    const onPage2 = async () => {
      await expect(page).toHaveURL((url) => url.pathname === "/exam" && url.search === "?page=2")
      await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
      await expect(titles).toHaveText(second.docs.map((exam) => exam.name))
    }

    await page.goto("/exam")
    await expect(titles).toHaveCount(12)
    await pager.getByRole("button", { name: "Page 2" }).click()
    await onPage2()

    const exam = second.docs[0]!
    await titles.getByRole("link", { name: exam.name, exact: true }).click()
    await expect(heading(page)).toHaveText(exam.name)
    await page.goBack()
    await onPage2()
    await page.reload()
    await onPage2()

    // Back once more is page 1, where the list started.
    await page.goBack()
    await expect(page).toHaveURL((url) => url.pathname === "/exam" && url.search === "")
    await expect(page.getByText(`Showing 1–12 of ${all.total} exams`)).toBeVisible()

    // Not a page number: page 1. Past the end: the last page, in place of that address.
    await page.goto("/exam?page=abc")
    await expect(page.getByText(`Showing 1–12 of ${all.total} exams`)).toBeVisible()
    await page.goto("/exam?page=999")
    await expect(page).toHaveURL((url) => url.search === `?page=${last}`)
    await expect(page.getByText(`Showing ${(last - 1) * 12 + 1}–${all.total} of ${all.total} exams`)).toBeVisible()
  })
})

test.describe("search", () => {
  const headerSearch = async (page: Page, text: string) => {
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).first().click()
    const field = page.getByRole("searchbox", { name: "Search exams" })
    await field.fill(text)
    await field.press("Enter")
  }

  test("header search by code → results → overview; a typo still finds the exam", async ({ page, request }) => {
    const home = await readHome(request)
    const exam = home.popularExams[0]!
    await page.goto("/")
    await expect(page.getByRole("heading", { name: "Browse by category" })).toBeVisible()

    await headerSearch(page, exam.code.toLowerCase())
    await expect(page).toHaveURL((url) => url.pathname === "/exam" && url.searchParams.get("searchString") === exam.code.toLowerCase())
    await expect(heading(page)).toHaveText("Search results")
    const found = await readExamPage(request, { searchString: exam.code.toLowerCase() })
    await expect(page.getByText(`${found.total} result${found.total === 1 ? "" : "s"} for “${exam.code.toLowerCase()}”`)).toBeVisible()
    await expect(page).toHaveTitle(`Results for “${exam.code.toLowerCase()}” | ExamReady`)
    // The page's own box shows the search too.
    await expect(page.getByRole("searchbox", { name: "Search by exam name or code" })).toHaveValue(exam.code.toLowerCase())

    await cards(page, "Matching exams").getByRole("link", { name: exam.name, exact: true }).click()
    await expect(heading(page)).toHaveText(exam.name)
    expect(decodedPath(page)).toBe(examOverviewPath(exam))

    // A typo: the vendor's name with its last two letters swapped.
    const vendor = exam.vendor.split(" ")[0]!
    const typo = `${vendor.slice(0, -2)}${vendor.at(-1)}${vendor.at(-2)}`.toLowerCase()
    await headerSearch(page, typo)
    await expect(heading(page)).toHaveText("Search results")
    const matches = cards(page, "Matching exams")
    await expect(matches.first()).toBeVisible()
    await expect(matches.filter({ hasText: exam.vendor }).first()).toBeVisible()
  })

  test("the results page's box searches as the learner types, and Clear shows every exam", async ({ page, request }) => {
    const all = await readExamPage(request, {})
    const exam = (await readHome(request)).popularExams[1]!
    const words = exam.name.split(" ").slice(0, 2).join(" ")
    await page.goto("/exam")
    await expect(page.getByText(`of ${all.total} exams`)).toBeVisible()
    const box = page.getByRole("searchbox", { name: "Search by exam name or code" })

    // Blank: the spec's message, no search.
    await box.fill("   ")
    await page.getByRole("search", { name: "Exam search" }).getByRole("button", { name: "Search", exact: true }).click()
    await expect(page.getByText(SEARCH_REQUIRED)).toBeVisible()
    await expect(box).toHaveAttribute("aria-invalid", "true")
    expect(new URL(page.url()).search).toBe("")

    await box.fill(words)
    await expect(page.getByText(SEARCH_REQUIRED)).toHaveCount(0)
    // After the pause the address follows, replacing the entry rather than adding one per pause.
    await expect(page).toHaveURL((url) => url.searchParams.get("searchString") === words)
    await expect(cards(page, "Matching exams").getByRole("link", { name: exam.name, exact: true })).toBeVisible()
    await expect(box).toBeFocused()
    await expect(box).toHaveValue(words)

    await page.getByRole("search", { name: "Exam search" }).getByRole("button", { name: "Clear search" }).click()
    await expect(page).toHaveURL((url) => url.pathname === "/exam" && url.search === "")
    await expect(page.getByText(`of ${all.total} exams`)).toBeVisible()
    await expect(box).toHaveValue("")
  })

  test("a search with no match shows the no-results placeholder", async ({ page }) => {
    await page.goto("/exam?searchString=qqqzzzxxw")
    await expect(heading(page)).toHaveText("Search results")
    const placeholder = page.getByRole("heading", { name: "No exams match “qqqzzzxxw”" })
    await expect(placeholder).toBeVisible()
    // The spec's no-results image sits right above the message.
    await expect(placeholder.locator("xpath=preceding-sibling::*[local-name()='svg']")).toBeVisible()
    await expect(page.getByRole("link", { name: "browse the categories" })).toHaveAttribute("href", "/category")
    await expect(page.getByRole("list", { name: "Matching exams" })).toHaveCount(0)
  })
})

test.describe("packages", () => {
  test("package list → package overview with its exams and savings", async ({ page, request }) => {
    const packages = await readPackagePage(request)
    expect(packages.total).toBeGreaterThan(0)
    await page.goto("/package")
    await expect(heading(page)).toHaveText("Packages")
    await expect(cards(page, "Packages")).toHaveCount(Math.min(12, packages.total))

    const first = packages.docs[0]!
    await cards(page, "Packages").getByRole("link", { name: first.name, exact: true }).click()
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === packageOverviewPath(first))
    await expect(heading(page)).toHaveText(first.name)
    await expect(page).toHaveTitle(`${first.name} | ExamReady`)

    const detail = await readPackage(request, first._id)
    if (detail.availability === "onSale") {
      const buyBox = page.getByRole("complementary", { name: "Buy this package" })
      await expect(buyBox).toContainText(formatPrice(detail.separatePrice))
      const savings = packageSavings(detail)
      if (savings > 0) await expect(buyBox).toContainText(`You save${formatPrice(savings)}`)
      await expect(buyBox.getByRole("button", { name: "Add to cart" })).toBeVisible()
    } else {
      // Not sold until every exam in it is: its planned price, no savings, no Add to cart.
      const soonBox = page.getByRole("complementary", { name: "Coming soon" })
      await expect(soonBox).toContainText(`Planned price${formatPrice(detail.price)}`)
      await expect(soonBox).not.toContainText("You save")
      await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0)
      await expect(soonBox.getByRole("list", { name: "Exams coming soon" }).getByRole("link")).toHaveCount(
        detail.exams.filter((exam) => exam.availability === "comingSoon").length
      )
    }
    await expect(cards(page, "Exams in this package")).toHaveCount(detail.exams.length)

    const exam = detail.exams[0]!
    await cards(page, "Exams in this package").getByRole("link", { name: exam.name, exact: true }).click()
    await expect(heading(page)).toHaveText(exam.name)
  })
})

test.describe("addresses", () => {
  test("an unknown exam, package or category shows the not-found page", async ({ page }) => {
    const unknown = "00000000-0000-4000-8000-000000000000"
    for (const path of [
      `/exam-overview/no-such-exam/${unknown}`,
      `/package-overview/no-such-package/${unknown}`,
      `/exam/no-such-category/${unknown}`,
      "/exam-overview/x/not-an-id"
    ]) {
      await page.goto(path)
      await expect(heading(page)).toHaveText("Page not found")
      await expect(page).toHaveTitle("Page not found | ExamReady")
      await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible()
    }
  })

  test("a wrong slug with a right id moves to the right slug, replacing the address", async ({ page, request }) => {
    const home = await readHome(request)
    const exam = home.popularExams[0]!
    await page.goto("/")
    await expect(page.getByRole("heading", { name: "Browse by category" })).toBeVisible()
    await page.goto(`/exam-overview/an-old-name/${exam._id}`)
    await expect(heading(page)).toHaveText(exam.name)
    await expect.poll(() => decodedPath(page)).toBe(examOverviewPath(exam))
    await page.goBack()
    await expect(page).toHaveURL((url) => url.pathname === "/")

    const category = home.featuredCategories[0]!
    const sub = category.subCategories.find((s) => s.examCount > 0)!
    await page.goto(`/exam/old-name/${category._id}?subCategory=${sub._id}`)
    await expect(heading(page)).toHaveText(category.name)
    await expect.poll(() => decodedPath(page)).toBe(categoryExamsPath(category))
    expect(new URL(page.url()).searchParams.get("subCategory")).toBe(sub._id)

    const pkg = home.packages[0]!
    await page.goto(`/package-overview/${pkg.slug.toUpperCase()}/${pkg._id}`)
    await expect(heading(page)).toHaveText(pkg.name)
    await expect.poll(() => decodedPath(page)).toBe(packageOverviewPath(pkg))
  })
})

test.describe("accessibility", () => {
  test("no serious or critical axe violations on any catalog screen", async ({ page, request }) => {
    const home = await readHome(request)
    const category = home.featuredCategories[0]!
    const exam = home.popularExams[0]!
    const pkg = home.packages[0]!
    const screens: ReadonlyArray<readonly [string, string, string]> = [
      ["home", "/", "Browse by category"],
      ["category list", "/category", "Categories"],
      ["category exams", categoryExamsPath(category), category.name],
      ["search results", `/exam?searchString=${encodeURIComponent(exam.vendor)}`, "Search results"],
      ["exam overview", examOverviewPath(exam), exam.name],
      ["package list", "/package", "Packages"],
      ["package overview", packageOverviewPath(pkg), pkg.name]
    ]
    for (const [, path, title] of screens) {
      await page.goto(path)
      await expect(page.getByRole("heading", { name: title, exact: true }).first()).toBeVisible()
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0)
      await expectNoSeriousAxeViolations(page)
    }
  })

  test("the filter and the cards work from the keyboard", async ({ page, request }) => {
    const category = (await readHome(request)).featuredCategories.find((c) => c.subCategories.filter((s) => s.examCount > 0).length > 1)!
    const offered = category.subCategories.filter((s) => s.examCount > 0)
    await page.goto(categoryExamsPath(category))
    const all = page.getByRole("radio", { name: /^All/ })
    await expect(all).toBeChecked()
    await all.focus()
    await page.keyboard.press("ArrowRight")
    await expect(page.getByRole("radio", { name: new RegExp(`^${offered[0]!.name}`) })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL((url) => url.searchParams.get("subCategory") === offered[0]!._id)
    // Still on the same control: choosing a filter does not reload the screen.
    await expect(page.getByRole("radio", { name: new RegExp(`^${offered[0]!.name}`) })).toBeFocused()

    await expect(page.getByText(`in ${offered[0]!.name}`)).toBeVisible()
    await page.keyboard.press("Tab")
    const firstCard = cards(page, `${category.name} exams`).first().getByRole("link")
    await expect(firstCard).toBeFocused()
    const name = await firstCard.textContent()
    await page.keyboard.press("Enter")
    await expect(heading(page)).toHaveText(name ?? "")
  })

  test("narrow and wide windows show the exam overview without sideways scrolling", async ({ page, request }) => {
    const exam = (await readHome(request)).popularExams[0]!
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(examOverviewPath(exam))
      await expect(heading(page)).toHaveText(exam.name)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `at ${width}px`).toBeLessThanOrEqual(0)
    }
  })
})
