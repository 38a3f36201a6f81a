/**
 * The operator runs the shop from the browser, end to end, in a
 * real browser against the real server: the demo admin creates a category
 * and a sub-category, an exam in it with a price, a test of that exam with
 * questions imported from a GIFT file (checked first), and a coupon; a new
 * learner finds the exam in the mega-menu (refused "Put on sale" while it has
 * no tests, put on sale once its bank holds them), buys it with the coupon and takes
 * the test; the admin finds the order by the learner's email and refunds
 * it, and the learner loses the access; the audit log holds each change;
 * finally the admin unpublishes what they made and it leaves the menu.
 * Axe on every admin screen visited.
 */
import AxeBuilder from "@axe-core/playwright"
import { readFile } from "node:fs/promises"
import { type Browser, expect, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { newLearner as newLearnerWith } from "./support/new-learner.ts"
import { putOnSale } from "../../server/admin/catalogue/sale-messages.ts"

const ADMIN = { email: "admin@examready.example", password: "Admin-Operator-2026" }
const PASSWORD = "Operator-Flow-2026"
const RUN = `${Date.now() % 100000}`
const CATEGORY = `Quantum Ops ${RUN}`
const SUB_CATEGORY = `Quantum Foundations ${RUN}`
const EXAM = { name: `Quantum Operations Fundamentals ${RUN}`, code: `QOF-${RUN}`, vendor: "Qubitly", price: "40.00" }
const TEST_NAME = "Practice Test A"
const SECTION = "Core concepts"
const COUPON = `OPS${RUN}`

const main = (page: Page) => page.getByRole("main")
const heading = (page: Page) => page.getByRole("heading", { level: 1 })
const banner = (page: Page) => page.getByRole("banner")
const adminNav = (page: Page) => main(page).getByRole("navigation", { name: "Admin" })

// react-aria's live announcer keeps a pending button's announcement for a few seconds after the
// button is gone (an empty role=img labelled by its id): a spoken-only region, skipped by axe.
const seriousOrWorse = async (page: Page) =>
  (await new AxeBuilder({ page }).exclude("[data-live-announcer]").analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`)

const signIn = async (page: Page, account: { readonly email: string; readonly password: string }) => {
  await page.goto("/sign-in")
  await main(page).getByRole("textbox", { name: "Email", exact: true }).fill(account.email)
  await main(page).getByLabel("Password", { exact: true }).fill(account.password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page).not.toHaveURL(/\/sign-in/)
}

/** Picks `option` in the react-aria select labelled `label` (its button is named by its value, then its label). */
const choose = async (page: Page, label: string, option: string) => {
  await main(page)
    .getByRole("button", { name: new RegExp(` ${label}$`) })
    .click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

/** A new learner with a verified email and phone, signed in in a page of their own browser context. */
const newLearner = async (browser: Browser): Promise<{ readonly page: Page; readonly email: string }> => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const { email } = await newLearnerWith(page.request, "Quinn Learner", PASSWORD, `operator-${RUN}`)
  return { page, email }
}

test.describe.configure({ mode: "serial" })
// One long story: a missing control fails its step within 20 s rather than at the test's end.
test.use({ actionTimeout: 20_000 })

test("an operator builds an exam with imported questions and a coupon; a learner buys and takes it; the refund ends the access", async ({ page, browser }) => {
  test.setTimeout(300_000)
  const axe: Array<string> = []
  const checkAxe = async (where: string) => {
    // A toast sliding in or out is half transparent, and one can start leaving (5 s after it came) while
    // axe reads the page: the operator's toasts are closed first, so the screen is judged as it stays.
    // (Toasts' own colours are judged where they are the subject: account-profile.spec, account-auth.spec.)
    // One at a time, the top one first, until none is left: when one closes the next slides up
    // under the pointer, and a hovered toast never leaves by itself (it pauses), nor can a sliding one be
    // clicked; so each press is retried until the stack is empty, and the pointer then leaves the corner.
    const toasts = page.locator(".Toastify__toast")
    await expect(async () => {
      const close = toasts.getByRole("button", { name: "close" }).first()
      if ((await close.count()) > 0) await close.click({ timeout: 1_000 })
      await expect(toasts).toHaveCount(0, { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await page.mouse.move(1, (page.viewportSize()?.height ?? 800) - 1)
    axe.push(...(await seriousOrWorse(page)).map((violation) => `${where}: ${violation}`))
  }

  // 1. A category (first in the menu) and a sub-category.
  await signIn(page, ADMIN)
  await adminNav(page).getByRole("link", { name: "Catalogue" }).click()
  await expect(heading(page)).toHaveText("Catalogue: categories")
  await main(page).getByRole("button", { name: "New category" }).click()
  const newCategory = main(page).getByRole("form", { name: "New category" })
  await newCategory.getByRole("textbox", { name: "Name", exact: true }).fill(CATEGORY)
  await newCategory.getByRole("textbox", { name: "Order", exact: true }).fill("0")
  await checkAxe("new category form")
  await newCategory.getByRole("button", { name: "Create category" }).click()
  const categoryRow = main(page)
    .getByRole("list", { name: "Categories" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: CATEGORY }) })
  await expect(categoryRow).toBeVisible()
  await main(page)
    .getByRole("button", { name: `New sub-category of ${CATEGORY}` })
    .click()
  const newSub = main(page).getByRole("form", { name: `New sub-category of ${CATEGORY}` })
  await newSub.getByRole("textbox", { name: "Name", exact: true }).fill(SUB_CATEGORY)
  await newSub.getByRole("button", { name: "Create sub-category" }).click()
  await expect(main(page).getByRole("list", { name: `Sub-categories of ${CATEGORY}` })).toContainText(SUB_CATEGORY)
  await checkAxe("categories")

  // 2. An exam in it, with a price, published.
  await main(page).getByRole("navigation", { name: "Catalogue" }).getByRole("link", { name: "Exams" }).click()
  await main(page).getByRole("link", { name: "New exam" }).click()
  const examForm = main(page).getByRole("form", { name: "New exam" })
  await examForm.getByRole("textbox", { name: "Name", exact: true }).fill(EXAM.name)
  await examForm.getByRole("textbox", { name: "Code", exact: true }).fill(EXAM.code)
  await examForm.getByRole("textbox", { name: "Vendor", exact: true }).fill(EXAM.vendor)
  await choose(page, "Level", "Foundation")
  await examForm.getByRole("textbox", { name: "Price", exact: true }).fill(EXAM.price)
  await examForm.getByRole("textbox", { name: "Validity (days)", exact: true }).fill("90")
  await choose(page, "Category", CATEGORY)
  await choose(page, "Sub-category", SUB_CATEGORY)
  await examForm.getByRole("textbox", { name: "Short description", exact: true }).fill("Timed practice for the Quantum Operations Fundamentals exam.")
  await examForm.getByRole("checkbox", { name: /^Publish/ }).check()
  await checkAxe("new exam form")
  await examForm.getByRole("button", { name: "Create exam" }).click()
  await expect(heading(page)).toContainText(EXAM.code)
  // Not on sale yet, and it cannot be: it has no practice tests.
  const sale = main(page).getByRole("region", { name: "Coming soon" })
  await sale.getByRole("button", { name: "Put on sale" }).click()
  await expect(sale.getByRole("alert")).toHaveText(`"${EXAM.name}" cannot go on sale: it has no practice tests.`)
  await checkAxe("exam refused for sale")

  // 3. A test of it, its section, and questions imported from a GIFT file after a check.
  await adminNav(page).getByRole("link", { name: "Question bank" }).click()
  await main(page).getByRole("textbox", { name: "Find an exam", exact: true }).fill(EXAM.code)
  await main(page)
    .getByRole("button", { name: `Add a test to ${EXAM.name}` })
    .click()
  const newTest = page.getByRole("dialog").getByRole("form", { name: "New test" })
  await newTest.getByRole("textbox", { name: "Test name", exact: true }).fill(TEST_NAME)
  await newTest.getByRole("textbox", { name: "Duration (minutes)", exact: true }).fill("20")
  await newTest.getByRole("textbox", { name: "Pass mark (%)", exact: true }).fill("50")
  await newTest.getByRole("button", { name: "Create the test" }).click()
  // Creating the test opens its page.
  await expect(heading(page)).toHaveText(TEST_NAME)
  await main(page).getByRole("textbox", { name: "New section name", exact: true }).fill(SECTION)
  await main(page).getByRole("button", { name: "Add section" }).click()
  await expect(main(page).getByRole("list", { name: "Sections in test order" })).toContainText(SECTION)

  const importPanel = main(page).getByRole("region", { name: "Import and export" })
  const gift = await readFile("test/api/fixtures/question-files/sample.gift", "utf8")
  await importPanel.getByRole("textbox", { name: "Questions to import", exact: true }).fill(gift)
  await importPanel.getByRole("button", { name: "Check" }).click()
  await importPanel.getByRole("button", { name: "Import 4 questions" }).click()
  await expect(importPanel).toContainText(`4 questions imported into "${SECTION}".`)
  await expect(
    main(page)
      .getByRole("list", { name: "Sections in test order" })
      .getByRole("link", { name: /^Edit question \d+/ })
  ).toHaveCount(4)
  await checkAxe("test page")

  // 3b. Its bank now holds its test: the operator puts the exam on sale.
  await adminNav(page).getByRole("link", { name: "Catalogue" }).click()
  await main(page).getByRole("navigation", { name: "Catalogue" }).getByRole("link", { name: "Exams" }).click()
  await main(page).getByRole("searchbox", { name: "Find an exam by name or code" }).fill(EXAM.code)
  await main(page).getByRole("button", { name: "Search", exact: true }).click()
  const examRow = main(page)
    .getByRole("list", { name: "Exams" })
    .getByRole("article", { name: `${EXAM.code} ${EXAM.name}` })
  await expect(examRow).toContainText("Coming soon")
  await examRow.getByRole("link", { name: `Edit exam ${EXAM.code}` }).click()
  await expect(main(page).getByRole("region", { name: "Coming soon" }).getByRole("listitem")).toHaveText(["it has not been put on sale"])
  await main(page).getByRole("button", { name: "Put on sale" }).click()
  await expect(page.getByText(putOnSale(EXAM.code))).toBeVisible()
  const onSale = main(page).getByRole("region", { name: "On sale" })
  await expect(onSale.getByRole("button", { name: "Withdraw from sale" })).toBeVisible()
  await checkAxe("exam on sale")

  // 4. A coupon: 25% off.
  await adminNav(page).getByRole("link", { name: "Coupons" }).click()
  await main(page).getByRole("link", { name: "New coupon" }).click()
  await main(page).getByRole("textbox", { name: "Code", exact: true }).fill(COUPON)
  await choose(page, "Type", "FLAT PERCENT")
  await main(page).getByRole("textbox", { name: "Discount (percent)", exact: true }).fill("25")
  await checkAxe("new coupon form")
  await main(page).getByRole("button", { name: "Create coupon" }).click()
  await expect(heading(page)).toContainText(COUPON)

  // 5. A new learner finds the exam in the menu, buys it with the coupon and takes the test.
  const learner = await newLearner(browser)
  const shop = learner.page
  await shop.goto("/")
  await banner(shop).getByRole("button", { name: "Category" }).click()
  await shop.getByRole("menu", { name: "Category" }).getByRole("menuitem", { name: CATEGORY, exact: true }).click()
  await shop.getByRole("menu", { name: CATEGORY, exact: true }).getByRole("menuitem", { name: EXAM.name, exact: true }).click()
  await expect(heading(shop)).toHaveText(EXAM.name)
  await shop.getByRole("complementary", { name: "Buy this exam" }).getByRole("button", { name: "Add to cart" }).click()
  await banner(shop).getByRole("link", { name: "Cart, 1 item" }).click()
  const summary = shop.getByRole("complementary", { name: "Order summary" })
  await summary.getByRole("textbox", { name: "Coupon code", exact: true }).fill(COUPON)
  await summary.getByRole("button", { name: "Apply" }).click()
  await expect(summary).toContainText("$30.00")
  await summary.getByRole("button", { name: "Checkout" }).click()
  const card = shop.getByRole("form", { name: "Card details" })
  await card.getByRole("textbox", { name: "Card number", exact: true }).pressSequentially("4242424242424242")
  await card.getByRole("textbox", { name: "Expiry (MM / YY)", exact: true }).fill("1231")
  await card.getByRole("textbox", { name: "Security code", exact: true }).fill("314")
  await card.getByRole("textbox", { name: "Name on the card", exact: true }).fill("Quinn Learner")
  await card.getByRole("button", { name: "Pay $30.00" }).click()
  await expect(shop.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible()
  await shop.getByRole("link", { name: "Go to My Exams" }).click()
  await shop.getByRole("link", { name: `View tests of ${EXAM.name}` }).click()
  await shop.getByRole("link", { name: `Start ${TEST_NAME}`, exact: true }).click()
  await shop.getByRole("button", { name: "Start test" }).click()
  await expect(shop.getByRole("heading", { level: 2, name: "Question 1 of 4" })).toBeVisible()
  // The first question is single choice: its first option's label is what a learner presses.
  await shop
    .locator("label")
    .filter({ has: shop.locator("input[type=radio]") })
    .first()
    .click()
  await expect(shop.getByRole("radio").first()).toBeChecked()
  await shop.getByRole("button", { name: "Submit test" }).click()
  await shop.getByRole("alertdialog").getByRole("button", { name: "Submit test" }).click()
  await expect(shop.getByRole("heading", { level: 1, name: `${TEST_NAME}: your result` })).toBeVisible()

  // 6. The admin finds the order by the learner's email and refunds it.
  await adminNav(page).getByRole("link", { name: "Orders" }).click()
  await main(page).getByRole("textbox", { name: "Learner's email", exact: true }).fill(learner.email)
  await main(page).getByRole("button", { name: "Find orders" }).click()
  // The list first shows every order (other files' learners buy too) until the search's answer comes.
  await expect(main(page).getByText("1 order", { exact: true })).toBeVisible()
  await main(page)
    .getByRole("list", { name: "Orders" })
    .getByRole("listitem")
    .filter({ hasText: learner.email })
    .getByRole("link", { name: /^Order / })
    .click()
  await checkAxe("order page")
  await main(page).getByRole("button", { name: "Refund order…" }).click()
  const confirm = page.getByRole("alertdialog", { name: "Refund this order?" })
  await checkAxe("refund dialog")
  await confirm.getByRole("button", { name: "Refund $30.00" }).click()
  await expect(main(page)).toContainText("Refunded on")

  // 7. The learner has lost the access: the exam is under Expired, no test can be started.
  await shop.goto("/profile/exam/active")
  await expect(shop.getByRole("link", { name: `View tests of ${EXAM.name}` })).toHaveCount(0)
  await shop.goto("/profile/exam/expired")
  await shop.getByRole("link", { name: `View tests of ${EXAM.name}` }).click()
  await expect(shop.getByRole("link", { name: /^(Start|Resume) / })).toHaveCount(0)

  // 8. Every change is in the audit log.
  await adminNav(page).getByRole("link", { name: "Audit log" }).click()
  const log = main(page).getByRole("list", { name: "Changes" })
  for (const summary of [CATEGORY, SUB_CATEGORY, EXAM.code, `Exam ${EXAM.code} put on sale`, COUPON]) await expect(log).toContainText(summary)
  await checkAxe("audit log")

  // 9. Unpublished again, the category leaves the menu (the shop looks as it did for the other specs).
  await adminNav(page).getByRole("link", { name: "Catalogue" }).click()
  await main(page)
    .getByRole("button", { name: `Unpublish category ${CATEGORY}` })
    .click()
  // Exact: "Unpublish category …" also holds "publish category …", which would pass before the change is answered.
  await expect(main(page).getByRole("button", { name: `Publish category ${CATEGORY}`, exact: true })).toBeVisible()
  await shop.goto("/")
  await banner(shop).getByRole("button", { name: "Category" }).click()
  await expect(shop.getByRole("menu", { name: "Category" }).getByRole("menuitem", { name: CATEGORY, exact: true })).toHaveCount(0)

  expect(axe).toEqual([])
  await shop.context().close()
})
