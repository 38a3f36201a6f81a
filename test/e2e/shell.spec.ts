/**
 * The app shell in a real browser against the real server and its demo
 * database: header (mega-menu, search, counts, account links), footer
 * (links, contact, newsletter, version), layouts, client-route fallback,
 * narrow screens and accessibility.
 *
 * Expected data is read from the API in each test, never hard-coded, so the
 * tests follow the demo catalog if it changes.
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, type APIRequestContext, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import type { MenuCategory } from "../../src/api/catalog/catalog.ts"
import type { FooterSection } from "../../src/api/shell/footer.ts"
import { menuRowCount } from "../../src/domain/catalog/menu-rows.ts"
import { slugify } from "../../src/domain/shared/slug.ts"
import { SEARCH_REQUIRED, NEWSLETTER_EMAIL_REQUIRED } from "../../src/domain/shared/validation-messages.ts"
import { versionLabel } from "../../src/domain/shell/version-label.ts"

const readMenu = async (request: APIRequestContext): Promise<ReadonlyArray<MenuCategory>> => {
  const answer = await request.get("/api/v1/u/public/get/menu")
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: ReadonlyArray<MenuCategory> }).data
}

const readFooter = async (request: APIRequestContext): Promise<FooterSection> => {
  const answer = await request.get("/api/v1/u/pages/footer/getAll")
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: { section: FooterSection } }).data.section
}

const hasExamsInSubCategories = (category: MenuCategory) => category.subCategories.some((sub) => sub.exams.length > 0)

/** Opens the app and waits until the menu data has arrived (the home catalog shows it). */
const openHome = async (page: Page) => {
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Browse by category" })).toBeVisible()
}

const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

test.describe("mega-menu", () => {
  test("lists the database's categories, as many as the window height allows, then All Categories", async ({ page, request }) => {
    const menu = await readMenu(request)
    expect(menu.length).toBeGreaterThan(0)
    const height = 800
    await page.setViewportSize({ width: 1280, height })
    await openHome(page)

    await page.getByRole("button", { name: "Category" }).click()
    const categories = page.getByRole("menu", { name: "Category" })
    await expect(categories).toBeVisible()

    const shown = menu.slice(0, menuRowCount(height))
    const items = categories.getByRole("menuitem")
    await expect(items).toHaveCount(shown.length + 1)
    for (const [index, category] of shown.entries()) {
      await expect(items.nth(index)).toHaveText(category.name)
    }
    const all = items.last()
    await expect(all).toHaveText("All Categories")
    await expect(all).toHaveAttribute("href", "/category")

    await all.click()
    await expect(page).toHaveURL(/\/category$/)
    await expect(categories).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories")
  })

  test("a category shows a chevron only if a sub-category has exams; exams link to their overview", async ({ page, request }) => {
    const menu = await readMenu(request)
    // Tall enough for every demo category, so the chevron-less ones are shown too.
    const height = 200 + 51 * (menu.length + 1)
    await page.setViewportSize({ width: 1280, height })
    await openHome(page)
    const shown = menu.slice(0, menuRowCount(height))
    const withExams = shown.find(hasExamsInSubCategories)
    const withoutExams = shown.find((category) => !hasExamsInSubCategories(category))
    expect(withExams, "the demo data has a category with exams").toBeDefined()
    expect(withoutExams, "the demo data has a category without exams in any sub-category").toBeDefined()

    await page.getByRole("button", { name: "Category" }).click()
    const categories = page.getByRole("menu", { name: "Category" })

    const plain = categories.getByRole("menuitem", { name: withoutExams!.name, exact: true })
    await expect(plain).not.toHaveAttribute("aria-haspopup", /.+/)
    await expect(plain.locator("svg")).toHaveCount(0)

    const parent = categories.getByRole("menuitem", { name: withExams!.name, exact: true })
    await expect(parent).toHaveAttribute("aria-haspopup", "menu")
    await expect(parent.locator("svg")).toHaveCount(1)

    await parent.click()
    const submenu = page.getByRole("menu", { name: withExams!.name, exact: true })
    await expect(submenu).toBeVisible()
    // Only sub-categories with exams are listed, each with all its exams.
    const listed = withExams!.subCategories.filter((sub) => sub.exams.length > 0)
    await expect(submenu.getByRole("group")).toHaveCount(listed.length)
    const exams = listed.flatMap((sub) => sub.exams)
    await expect(submenu.getByRole("menuitem")).toHaveCount(exams.length)
    // A coming-soon exam says so in its entry's text (and so in its name read aloud).
    const entryName = (exam: MenuCategory["subCategories"][number]["exams"][number]) =>
      exam.availability === "onSale" ? exam.name : `${exam.name} (coming soon)`
    for (const exam of exams) {
      await expect(submenu.getByRole("menuitem", { name: entryName(exam), exact: true })).toHaveAttribute(
        "href",
        `/exam-overview/${slugify(exam.name)}/${exam._id}`
      )
    }

    const first = exams[0]!
    await submenu.getByRole("menuitem", { name: entryName(first), exact: true }).click()
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/exam-overview/${slugify(first.name)}/${first._id}`)
    await expect(categories).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name)
  })

  test("works from the keyboard and closes on Escape", async ({ page, request }) => {
    const menu = await readMenu(request)
    const withExams = menu.slice(0, menuRowCount(800)).find(hasExamsInSubCategories)!
    await openHome(page)
    const trigger = page.getByRole("button", { name: "Category" })
    await trigger.focus()
    await page.keyboard.press("Enter")
    const categories = page.getByRole("menu", { name: "Category" })
    await expect(categories).toBeVisible()
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await expect(categories.getByRole("menuitem").first()).toBeFocused()

    // Walk down to a category with exams and open its sub-menu with the right arrow.
    const index = menu.indexOf(withExams)
    for (let step = 0; step < index; step++) await page.keyboard.press("ArrowDown")
    await expect(categories.getByRole("menuitem", { name: withExams.name, exact: true })).toBeFocused()
    await page.keyboard.press("ArrowRight")
    const submenu = page.getByRole("menu", { name: withExams.name, exact: true })
    await expect(submenu).toBeVisible()
    await expect(submenu.getByRole("menuitem").first()).toBeFocused()

    await page.keyboard.press("Escape")
    await expect(submenu).toBeHidden()
    await page.keyboard.press("Escape")
    await expect(categories).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
  })
})

test.describe("header", () => {
  test("search: 'Please enter exam name' once touched, then /exam?searchString=… and the bar closes", async ({ page }) => {
    await openHome(page)
    // The icon button that opens the bar (the bar has its own "Search" submit button).
    const toggle = page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).first()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")

    const field = page.getByRole("searchbox", { name: "Search exams" })
    await expect(field).toBeFocused()
    // Not touched yet: no message.
    await expect(page.getByText(SEARCH_REQUIRED)).toHaveCount(0)

    const bar = page.getByRole("search")
    await bar.getByRole("button", { name: "Search", exact: true }).click()
    await expect(page.getByText(SEARCH_REQUIRED)).toBeVisible()
    await expect(field).toHaveAttribute("aria-invalid", "true")

    await field.fill("   ")
    await expect(page.getByText(SEARCH_REQUIRED)).toBeVisible()
    await field.fill("Cloud Security")
    await expect(page.getByText(SEARCH_REQUIRED)).toHaveCount(0)
    await field.press("Enter")

    await expect(page).toHaveURL(/\/exam\?searchString=Cloud%20Security$/)
    expect(new URL(page.url()).searchParams.get("searchString")).toBe("Cloud Security")
    await expect(field).toBeHidden()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results")
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()

    // Re-opened, the bar is empty and untouched again.
    await toggle.click()
    await expect(page.getByRole("searchbox", { name: "Search exams" })).toHaveValue("")
    await expect(page.getByText(SEARCH_REQUIRED)).toHaveCount(0)
    await page.keyboard.press("Escape")
    await expect(page.getByRole("searchbox", { name: "Search exams" })).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test("a guest sees cart and wishlist with zero counts, and sign-in / sign-up links", async ({ page }) => {
    await openHome(page)
    const banner = page.getByRole("banner")
    await expect(banner.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/cart")
    await expect(banner.getByRole("link", { name: "Wishlist, 0 items" })).toHaveAttribute("href", "/wishlist")
    await expect(banner.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in")
    await expect(banner.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/sign-up")
    await expect(banner.getByRole("link", { name: "ExamReady home" })).toHaveAttribute("href", "/")

    await banner.getByRole("link", { name: "Sign in" }).click()
    await expect(page).toHaveURL(/\/sign-in$/)
    // After a client-side navigation the new screen's heading has focus.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
    await expect(page).toHaveTitle("Sign in | ExamReady")
  })

  test("Skip to content is the first tab stop and moves to the main content", async ({ page }) => {
    await openHome(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("main")).toBeFocused()
  })
})

test.describe("footer", () => {
  test("links, contact details and social links from the footer content; version and copyright", async ({ page, request }) => {
    const section = await readFooter(request)
    await openHome(page)
    const footer = page.getByRole("contentinfo")

    const quick = footer.getByRole("navigation", { name: "Quick Links" })
    await expect(quick.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about")
    await expect(quick.getByRole("link", { name: "FAQ'S" })).toHaveAttribute("href", "/faqs")
    await expect(quick.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog")
    const legal = footer.getByRole("navigation", { name: "Legal" })
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy")
    await expect(legal.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms-condition")

    await expect(footer.getByText("Follow on")).toBeVisible()
    const social = [
      ["Twitter", section.follow_on_twitter],
      ["Facebook", section.follow_on_facebook],
      ["LinkedIn", section.follow_on_linkdin]
    ] as const
    for (const [name, href] of social) {
      const link = footer.getByRole("link", { name, exact: true })
      await expect(link).toHaveAttribute("href", href)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }

    await expect(footer.getByText(section.address)).toBeVisible()
    await expect(footer.getByRole("link", { name: section.email })).toHaveAttribute("href", `mailto:${section.email}`)
    await expect(footer.getByRole("link", { name: section.phone })).toBeVisible()
    await expect(footer).toContainText("certification testing platform")

    const now = new Date()
    await expect(footer.getByText(`Version ${versionLabel(now)}`)).toBeVisible()
    await expect(footer.getByText(`© ${now.getFullYear()} ExamReady Learning. All rights reserved.`)).toBeVisible()

    await quick.getByRole("link", { name: "FAQ'S" }).click()
    await expect(page).toHaveURL(/\/faqs$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions")
  })

  test("newsletter: 'Please enter email' once touched, success toast and reset, then the server's error for a repeat", async ({ page, request }) => {
    // Learn the server's own messages through the API with a throw-away address.
    const probe = uniqueEmail("probe")
    const first = await request.post("/api/v1/u/public/newsLetter/createSubscription", { data: { email: probe } })
    expect(first.ok()).toBe(true)
    const successMessage = ((await first.json()) as { message: string }).message
    const again = await request.post("/api/v1/u/public/newsLetter/createSubscription", { data: { email: probe } })
    expect(again.status()).toBe(409)
    const repeatMessage = ((await again.json()) as { message: string }).message

    await openHome(page)
    const footer = page.getByRole("contentinfo")
    const field = footer.getByRole("textbox", { name: "Email address" })
    const subscribe = footer.getByRole("button", { name: "Subscribe" })
    await expect(field).toHaveAttribute("type", "email")
    await expect(footer.getByText(NEWSLETTER_EMAIL_REQUIRED)).toHaveCount(0)

    await subscribe.click()
    await expect(footer.getByText(NEWSLETTER_EMAIL_REQUIRED)).toBeVisible()
    await expect(field).toHaveAttribute("aria-invalid", "true")
    await field.fill("not-an-email")
    await expect(footer.getByText(NEWSLETTER_EMAIL_REQUIRED)).toBeVisible()

    const email = uniqueEmail("ui")
    await field.fill(email)
    await expect(footer.getByText(NEWSLETTER_EMAIL_REQUIRED)).toHaveCount(0)
    await subscribe.click()

    await expect(page.locator(".Toastify__toast--success")).toHaveText(successMessage)
    await expect(field).toHaveValue("")
    await expect(footer.getByText(NEWSLETTER_EMAIL_REQUIRED)).toHaveCount(0)

    // Signing the same address up again: the server's message as an error toast.
    await field.fill(email)
    await field.press("Enter")
    await expect(page.locator(".Toastify__toast--error")).toHaveText(repeatMessage)
    await expect(field).toHaveValue(email)
  })
})

test.describe("routes and layouts", () => {
  test("test-taking screens send a guest to sign in and back (attempt.spec.ts checks they have no header or footer)", async ({ page }) => {
    for (const path of ["/test/a", "/test/a/b", "/test/a/b/c"]) {
      await page.goto(path)
      // encodeURIComponent of these paths holds only letters, digits and %.
      await expect(page).toHaveURL(new RegExp(`/sign-in\\?lastLocation=${encodeURIComponent(path)}$`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
    }
  })

  test("client routes load the app from the server's fallback", async ({ page }) => {
    await page.goto("/blog")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog")
    await expect(page).toHaveTitle("Blog | ExamReady")
    await expect(page.getByRole("banner")).toBeVisible()

    await page.goto("/sign-in?lastLocation=%2Fcart")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
    expect(new URL(page.url()).searchParams.get("lastLocation")).toBe("/cart")

    await page.goto("/faqs")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions")

    // Signed-in screens send a guest to sign in and back (test/e2e/account-profile.spec.ts has the rest).
    await page.goto("/profile/exam/active")
    await expect(page).toHaveURL(/\/sign-in\?lastLocation=%2Fprofile%2Fexam%2Factive$/)

    await page.goto("/no/such/page")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found")
    await expect(page.getByRole("contentinfo")).toBeVisible()
  })
})

test.describe("narrow window (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("the hamburger menu holds Category, Cart, Wishlist, Sign in and Sign up", async ({ page }) => {
    await openHome(page)
    await expect(page.getByRole("button", { name: "Category" })).toBeHidden()
    const toggle = page.getByRole("button", { name: "Menu" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")

    const nav = page.getByRole("navigation", { name: "Mobile" })
    await expect(nav.getByRole("link", { name: "Category" })).toHaveAttribute("href", "/category")
    await expect(nav.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/cart")
    await expect(nav.getByRole("link", { name: "Wishlist, 0 items" })).toHaveAttribute("href", "/wishlist")
    await expect(nav.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in")
    await expect(nav.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/sign-up")

    // Escape closes it and gives focus back to the button.
    await nav.getByRole("link", { name: "Cart, 0 items" }).focus()
    await page.keyboard.press("Escape")
    await expect(nav).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")

    // Following a link closes it too.
    await toggle.click()
    await nav.getByRole("link", { name: "Category" }).click()
    await expect(page).toHaveURL(/\/category$/)
    await expect(nav).toBeHidden()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
  })
})

test.describe("accessibility", () => {
  const seriousOrWorse = (violations: ReadonlyArray<{ id: string; impact?: string | null; nodes: ReadonlyArray<{ target: unknown }> }>) =>
    violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`)

  test("the home page has no serious or critical axe violations", async ({ page }) => {
    await openHome(page)
    const results = await new AxeBuilder({ page }).analyze()
    expect(seriousOrWorse(results.violations)).toEqual([])
  })

  test("nor with the mega-menu and a sub-menu open", async ({ page, request }) => {
    const menu = await readMenu(request)
    const withExams = menu.slice(0, menuRowCount(800)).find(hasExamsInSubCategories)!
    await openHome(page)
    await page.getByRole("button", { name: "Category" }).click()
    await page.getByRole("menuitem", { name: withExams.name, exact: true }).click()
    await expect(page.getByRole("menu", { name: withExams.name, exact: true })).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(seriousOrWorse(results.violations)).toEqual([])
  })

  test("nor with the search bar open and showing its error, and on a narrow window with the menu open", async ({ page }) => {
    await openHome(page)
    await page.getByRole("button", { name: "Search", exact: true }).click()
    await page.getByRole("search").getByRole("button", { name: "Search", exact: true }).click()
    await expect(page.getByText(SEARCH_REQUIRED)).toBeVisible()
    expect(seriousOrWorse((await new AxeBuilder({ page }).analyze()).violations)).toEqual([])

    await page.setViewportSize({ width: 375, height: 740 })
    await page.getByRole("button", { name: "Menu" }).click()
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible()
    expect(seriousOrWorse((await new AxeBuilder({ page }).analyze()).violations)).toEqual([])
  })
})
