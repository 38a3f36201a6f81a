/**
 * My Exams and the timed attempt in a real browser against the real server:
 * My Exams' tabs and an expired exam, the instruction screen,
 * taking a test (single and multiple answers, marks, section tabs, the
 * palette, keyboard shortcuts), a reload mid-test, pause and resume, answers
 * given offline and sent on reconnecting, submitting with the confirmation,
 * the result and its filtered review, the 2-minute test submitting itself,
 * and axe on every screen.
 *
 * The demo learner's seeded subscriptions (server/seed/seed-attempts.ts):
 * Netlane Certified Network Associate (Practice Test 1 allows pause) and
 * Nimbus Certified Solutions Architect – Associate (its "Quick Check (2
 * minutes)" does not) are active. Sign-in is rate-limited per address, so the
 * file signs in once and hands the session cookie to each test. The tests of
 * the main flow share one attempt and run in order.
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, type Cookie, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { signedInCookies } from "./support/session-cookies.ts"

const DEMO = { email: "demo@examready.example", password: "Demo-Learner-2026" }
const NETLANE = "Netlane Certified Network Associate"
const NIMBUS = "Nimbus Certified Solutions Architect – Associate"

let cookies: Array<Cookie> = []

test.beforeAll(async ({ baseURL }) => {
  cookies = await signedInCookies(baseURL!, DEMO)
})

test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies)
})

const expectNoSeriousAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

/** The options of the question on screen, as their clickable labels (react-aria hides the inputs visually). */
const optionLabels = (page: Page) => page.locator("label").filter({ has: page.locator("input[type=radio], input[type=checkbox]") })
const questionHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /^Question \d+ of \d+$/ })
/** Every id the page holds more than once. */
const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id)
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))]
  })
const palette = (page: Page) => page.getByRole("complementary", { name: "Questions" })
const paletteButton = (page: Page, number: number) => palette(page).getByRole("button", { name: new RegExp(`^Question ${number},`) })

/** Seconds on the timer ("mm: ss"). */
const timerSeconds = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId("timer").textContent()) ?? ""
  const match = /^(\d+): (\d\d)$/.exec(text.trim())
  expect(match, `timer text "${text}"`).not.toBeNull()
  return Number(match![1]) * 60 + Number(match![2])
}

const questionNumber = async (page: Page): Promise<number> => Number(/^Question (\d+)/.exec((await questionHeading(page).textContent()) ?? "")?.[1])

/** From the exam's page of My Exams to the first question of one of its tests. */
const startTest = async (page: Page, exam: string, testName: string) => {
  await page.goto("/profile/exam/active")
  await page.getByRole("link", { name: `View tests of ${exam}` }).click()
  await expect(page.getByRole("heading", { level: 1, name: exam })).toBeVisible()
  const resume = page.getByRole("link", { name: `Resume ${testName}`, exact: true })
  if ((await resume.count()) > 0) {
    await resume.click()
  } else {
    await page.getByRole("link", { name: `Start ${testName}`, exact: true }).click()
    await expect(page.getByRole("heading", { level: 1, name: testName })).toBeVisible()
    await page.getByRole("button", { name: "Start test" }).click()
  }
  await expect(page).toHaveURL(/\/test\/[^/]+\/[^/]+\/[^/]+$/)
  await expect(questionHeading(page)).toBeVisible()
}

test.describe("My Exams", () => {
  test("lists the active and the expired exams in two tabs; an expired exam has no Start", async ({ page }) => {
    await page.goto("/profile/exam/active")
    await expect(page.getByRole("heading", { level: 1, name: "My Exams" })).toBeVisible()
    const tabs = page.getByRole("navigation", { name: "My Exams" })
    await expect(tabs.getByRole("link", { name: "Active" })).toHaveAttribute("aria-current", "page")
    const active = page.getByRole("list", { name: "Active exams" })
    await expect(active.getByRole("article")).toHaveCount(4)
    const netlane = active.getByRole("article", { name: NETLANE })
    await expect(netlane.getByText(/^Expires \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible()
    await expect(netlane.getByText("Netlane · NL-NA-110")).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await tabs.getByRole("link", { name: "Expired" }).click()
    await expect(page).toHaveURL(/\/profile\/exam\/expired$/)
    await expect(tabs.getByRole("link", { name: "Expired" })).toHaveAttribute("aria-current", "page")
    const expired = page.getByRole("list", { name: "Expired exams" })
    await expect(expired.getByRole("article").first()).toBeVisible()
    await expect(expired.getByText(/^Expired on \d{1,2} [A-Z][a-z]{2} \d{4}/).first()).toBeVisible()

    // The expired exam with practice questions: its tests show, none can be started.
    await expired
      .getByRole("link", { name: /^View tests of / })
      .first()
      .click()
    await expect(page.getByText("Your access to this exam has ended")).toBeVisible()
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible()
    await expect(page.getByRole("link", { name: /^(Start|Resume) / })).toHaveCount(0)
  })
})

test.describe
  .serial("taking a test", () => {
    let testUrl = ""

    test("the instruction screen shows the rules, and Start opens the first question", async ({ page }) => {
      await page.goto("/profile/exam/active")
      await page.getByRole("link", { name: `View tests of ${NETLANE}` }).click()
      const card = page.getByRole("region", { name: "Practice Test 1" })
      await expect(card.getByText("Allowed", { exact: true })).toBeVisible()
      await card.getByRole("link", { name: "Start Practice Test 1" }).click()

      await expect(page).toHaveURL(/\/instruction\/[^/]+\/[^/]+\/[^/]+$/)
      await expect(page.getByRole("heading", { level: 1, name: "Practice Test 1" })).toBeVisible()
      await expect(page.getByRole("table", { name: "Sections" }).getByRole("row")).toHaveCount(4)
      await expect(page.getByText("You may pause the test")).toBeVisible()
      await expect(page.getByText("When the time runs out, the test submits itself")).toBeVisible()
      await expect(page.getByText(/Every answer is saved as you go, even offline/)).toBeVisible()
      // Each mode radio is named by its title and described by its own text; no id is on the page twice.
      const modes = page.getByRole("radiogroup", { name: "How do you want to take this test?" })
      const practice = modes.getByRole("radio", { name: /Practice mode/ })
      const exam = modes.getByRole("radio", { name: /Exam mode/ })
      await expect(practice).toHaveAccessibleDescription("No timer. Check each answer to see whether it was right and why. Not counted in your results.")
      await expect(exam).toHaveAccessibleDescription("Timed like the real exam, scored at the end, and counted in your results.")
      await expect(practice).toHaveAccessibleName("Practice mode")
      await expect(exam).toHaveAccessibleName("Exam mode")
      expect(await duplicateIds(page)).toEqual([])
      await expectNoSeriousAxeViolations(page)

      await page.getByRole("button", { name: "Start test" }).click()
      await expect(page).toHaveURL(/\/test\/[^/]+\/[^/]+\/[^/]+$/)
      await expect(questionHeading(page)).toHaveText("Question 1 of 22")
      // No header or footer on the test screen.
      await expect(page.getByRole("banner")).toHaveCount(0)
      await expect(page.getByRole("contentinfo")).toHaveCount(0)
      await expect(page.getByTestId("timer")).toHaveText(/^(50: 00|49: [0-5]\d)$/)
      testUrl = page.url()
    })

    test("answers single and multiple questions, marks, and moves by keys, section tabs and the palette", async ({ page }) => {
      await page.goto(testUrl)
      await expect(questionHeading(page)).toHaveText("Question 1 of 22")
      await expectNoSeriousAxeViolations(page)

      // A single-answer question: one radio chosen, then another replaces it.
      await expect(page.getByText("Choose one answer.")).toBeVisible()
      await optionLabels(page).nth(0).click()
      await optionLabels(page).nth(1).click()
      await expect(page.getByRole("radio").nth(1)).toBeChecked()
      await expect(page.getByRole("radio").nth(0)).not.toBeChecked()
      await page.getByRole("button", { name: "Mark for review" }).click()
      await expect(page.getByRole("button", { name: "Mark for review" })).toHaveAttribute("aria-pressed", "true")
      await expect(paletteButton(page, 1)).toHaveAccessibleName("Question 1, current question, marked for review, saved")

      // Keyboard: N for next, a digit chooses, M marks, P goes back.
      await page.keyboard.press("n")
      await expect(questionHeading(page)).toHaveText("Question 2 of 22")
      await page.keyboard.press("1")
      await expect(page.getByRole("radio").nth(0)).toBeChecked()
      await page.keyboard.press("ArrowRight")
      await expect(questionHeading(page)).toHaveText("Question 3 of 22")
      await page.keyboard.press("p")
      await expect(questionHeading(page)).toHaveText("Question 2 of 22")
      await expect(paletteButton(page, 1)).toHaveAccessibleName("Question 1, answered and marked for review, saved")

      // Clear takes the answer back.
      await page.getByRole("button", { name: "Clear" }).click()
      await expect(page.getByRole("radio").nth(0)).not.toBeChecked()
      await expect(paletteButton(page, 2)).toHaveAccessibleName("Question 2, current question, saved")
      await page.keyboard.press("1")

      // Section tabs open a section's first question; the tab is marked current.
      const sections = page.getByRole("navigation", { name: "Sections" })
      await sections.getByRole("button", { name: /^Routing/ }).click()
      await expect(sections.getByRole("button", { name: /^Routing/ })).toHaveAttribute("aria-current", "true")
      await expect(page.locator("#question-heading + p")).toHaveText("Routing")
      const routingFirst = await questionNumber(page)
      expect(routingFirst).toBeGreaterThan(2)

      // The palette goes straight to any question.
      await paletteButton(page, 4).click()
      await expect(questionHeading(page)).toHaveText("Question 4 of 22")
      await expect(sections.getByRole("button", { name: /^Addressing and switching/ })).toHaveAttribute("aria-current", "true")

      // A multiple-answer question: two boxes ticked, one taken back.
      let guard = 0
      while ((await page.getByRole("checkbox").count()) === 0 && guard++ < 22) await page.getByRole("button", { name: /^Next/ }).click()
      expect(await page.getByRole("checkbox").count()).toBeGreaterThan(2)
      await expect(page.getByText("Choose every answer that applies.")).toBeVisible()
      const multiple = await questionNumber(page)
      await optionLabels(page).nth(0).click()
      await optionLabels(page).nth(1).click()
      await optionLabels(page).nth(2).click()
      await page.keyboard.press("3")
      await expect(page.getByRole("checkbox").nth(0)).toBeChecked()
      await expect(page.getByRole("checkbox").nth(1)).toBeChecked()
      await expect(page.getByRole("checkbox").nth(2)).not.toBeChecked()

      await expect(paletteButton(page, multiple)).toHaveAccessibleName(`Question ${multiple}, current question, saved`)
      await expect(paletteButton(page, 2)).toHaveAccessibleName("Question 2, answered, saved")
      await expect(palette(page).getByText(/^3 of 22 answered · 1 marked$/)).toBeVisible()
      testUrl = page.url()
    })

    test("a reload reopens the same question with the same answers, marks and time", async ({ page }) => {
      await page.goto(testUrl)
      const heading = await questionHeading(page).textContent()
      await expect(page.getByRole("checkbox").nth(0)).toBeChecked()
      await expect(palette(page).getByText(/^3 of 22 answered · 1 marked$/)).toBeVisible()
      const before = await timerSeconds(page)
      const at = Date.now()

      await page.reload()
      await expect(questionHeading(page)).toHaveText(heading!)
      expect(page.url()).toBe(testUrl)
      await expect(page.getByRole("checkbox").nth(0)).toBeChecked()
      await expect(page.getByRole("checkbox").nth(1)).toBeChecked()
      await expect(page.getByRole("checkbox").nth(2)).not.toBeChecked()
      await expect(palette(page).getByText(/^3 of 22 answered · 1 marked$/)).toBeVisible()
      const after = await timerSeconds(page)
      const elapsed = (Date.now() - at) / 1000
      expect(Math.abs(before - elapsed - after)).toBeLessThanOrEqual(2)

      await paletteButton(page, 1).click()
      await expect(page.getByRole("radio").nth(1)).toBeChecked()
      await expect(page.getByRole("button", { name: "Mark for review" })).toHaveAttribute("aria-pressed", "true")
    })

    test("pauses and resumes: the clock stops and the questions hide meanwhile", async ({ page }) => {
      await page.goto(testUrl)
      await expect(questionHeading(page)).toBeVisible()
      // Changes just made go to the server before the pause (which refuses saves): mark, unmark, pause at once.
      await page.keyboard.press("m")
      await page.keyboard.press("m")
      await page.getByRole("button", { name: "Pause" }).click()
      await expect(page.getByRole("heading", { name: "Test paused" })).toBeVisible()
      await expect(questionHeading(page)).toHaveCount(0)
      const paused = await timerSeconds(page)
      await page.waitForTimeout(2500)
      expect(await timerSeconds(page)).toBe(paused)

      // Still paused after a reload: the server holds the clock.
      await page.reload()
      await expect(page.getByRole("heading", { name: "Test paused" })).toBeVisible()
      expect(Math.abs((await timerSeconds(page)) - paused)).toBeLessThanOrEqual(1)

      await page.getByRole("button", { name: "Resume test" }).click()
      await expect(questionHeading(page)).toBeVisible()
      await expect(page.getByRole("button", { name: "Pause" })).toBeEnabled()
      await expect.poll(() => timerSeconds(page), { timeout: 5000 }).toBeLessThan(paused)
      await expect(palette(page).getByText(/^3 of 22 answered · 1 marked$/)).toBeVisible()
      await expect(page.locator(".Toastify__toast--error")).toHaveCount(0)
    })

    test("answers given offline wait on this device and are saved when the connection returns", async ({ page, context }) => {
      await page.goto(testUrl)
      await expect(questionHeading(page)).toBeVisible()
      await paletteButton(page, 10).click()
      await expect(questionHeading(page)).toHaveText("Question 10 of 22")

      await context.setOffline(true)
      await expect(page.getByRole("status").filter({ hasText: "You are offline." })).toBeVisible()
      await optionLabels(page).nth(0).click()
      await page.getByRole("button", { name: /^Next/ }).click()
      await expect(questionHeading(page)).toHaveText("Question 11 of 22")
      await optionLabels(page).nth(1).click()
      await page.getByRole("button", { name: /^Next/ }).click()
      await expect(paletteButton(page, 10)).toHaveAccessibleName("Question 10, answered, not saved yet")
      await expect(paletteButton(page, 11)).toHaveAccessibleName("Question 11, answered, not saved yet")
      await expect(page.getByText("(2 waiting)")).toBeVisible()

      await context.setOffline(false)
      await expect(page.getByRole("status").filter({ hasText: "You are offline." })).toHaveCount(0)
      await expect(paletteButton(page, 10)).toHaveAccessibleName("Question 10, answered, saved")
      await expect(paletteButton(page, 11)).toHaveAccessibleName("Question 11, answered, saved")

      // The server has them: a reload (reading the server's answers) shows both.
      await page.reload()
      await expect(palette(page).getByText(/^5 of 22 answered · 1 marked$/)).toBeVisible()
      await paletteButton(page, 11).click()
      await expect(page.getByRole("radio").nth(1)).toBeChecked()
    })

    test("submits after a confirmation with the counts, then shows the result and a filterable review", async ({ page }) => {
      await page.goto(testUrl)
      await expect(questionHeading(page)).toBeVisible()
      await page.getByRole("button", { name: "Submit test" }).click()
      const dialog = page.getByRole("alertdialog", { name: "Submit your test?" })
      await expect(dialog).toBeVisible()
      const count = (label: string) => dialog.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd")
      await expect(count("Answered")).toHaveText("5")
      await expect(count("Unanswered")).toHaveText("17")
      await expect(count("Marked for review")).toHaveText("1")

      // Keep answering closes it; the test goes on.
      await dialog.getByRole("button", { name: "Keep answering" }).click()
      await expect(dialog).toHaveCount(0)
      await page.getByRole("button", { name: "Submit test" }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: "Submit test" }).click()

      await expect(page).toHaveURL(/\/attempt\/[^/]+$/)
      await expect(page.getByRole("heading", { level: 1, name: "Practice Test 1: your result" })).toBeVisible()
      await expect(page.getByText(/by you$/)).toBeVisible()
      await expect(page.getByText(/^(Passed|Not passed)$/).first()).toBeVisible()
      await expect(page.getByRole("table", { name: "By section" }).getByRole("row")).toHaveCount(4)
      await expect(page.getByRole("table", { name: "By exam objective" })).toBeVisible()
      const reviewed = page.getByRole("list", { name: "Reviewed questions" }).getByRole("article")
      await expect(reviewed).toHaveCount(22)
      await expect(reviewed.first().getByRole("heading", { name: "Explanation" })).toBeVisible()
      await expect(reviewed.first().getByText("Correct answer").first()).toBeVisible()
      await expect(reviewed.first().getByText("Marked", { exact: true })).toBeVisible()
      await expectNoSeriousAxeViolations(page)

      const filters = page.getByRole("group", { name: "Show questions" })
      await expect(filters.getByRole("button", { name: "All (22)" })).toHaveAttribute("aria-pressed", "true")
      await expect(filters.getByRole("button", { name: "Unanswered (17)" })).toBeVisible()
      await expect(filters.getByRole("button", { name: "Marked (1)" })).toBeVisible()
      const wrong = filters.getByRole("button", { name: /^Wrong \(\d+\)$/ })
      const wrongCount = Number(/\((\d+)\)/.exec((await wrong.textContent()) ?? "")?.[1])
      await wrong.click()
      await expect(wrong).toHaveAttribute("aria-pressed", "true")
      await expect(reviewed).toHaveCount(wrongCount)
      for (const item of await reviewed.all()) await expect(item.getByText(/^(Wrong|Partly correct)$/)).toBeVisible()
      await filters.getByRole("button", { name: "Unanswered (17)" }).click()
      await expect(reviewed).toHaveCount(17)
      await expect(reviewed.first().getByText("Not answered")).toBeVisible()

      // The exam's page lists the attempt with its score and a Review link; the test can start again.
      await page.getByRole("link", { name: `Back to ${NETLANE}` }).click()
      const card = page.getByRole("region", { name: "Practice Test 1" })
      await expect(card.getByRole("link", { name: /^Review the attempt of / })).toBeVisible()
      await expect(card.getByRole("link", { name: "Start Practice Test 1" })).toBeVisible()

      // Reopening the submitted test goes to its result.
      await page.goto(testUrl)
      await expect(page).toHaveURL(/\/attempt\/[^/]+$/)
    })
  })

test.describe("the 2-minute test", () => {
  test("cannot be paused, and submits itself when the time runs out", async ({ page }) => {
    test.slow()
    await startTest(page, NIMBUS, "Quick Check (2 minutes)")
    await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0)
    await optionLabels(page).nth(0).click()
    await expect(paletteButton(page, 1)).toHaveAccessibleName(/saved$/)
    expect(await timerSeconds(page)).toBeLessThanOrEqual(120)

    await expect(page.locator(".Toastify__toast").filter({ hasText: "Time is up. Your answers are being submitted." })).toBeVisible({ timeout: 150_000 })
    await expect(page).toHaveURL(/\/attempt\/[^/]+$/, { timeout: 30_000 })
    await expect(page.getByRole("heading", { level: 1, name: "Quick Check (2 minutes): your result" })).toBeVisible()
    await expect(page.getByText(/when the time ran out$/)).toBeVisible()
    await expect(page.getByRole("group", { name: "Show questions" }).getByRole("button", { name: /^All \(\d+\)$/ })).toBeVisible()
  })
})

test.describe("narrow and wide windows", () => {
  test("My Exams, an exam, a result, the instructions and a test fit without sideways scrolling", async ({ page }) => {
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/profile/exam/active")
      await expect(page.getByRole("link", { name: `View tests of ${NETLANE}` })).toBeVisible()
      expect(await sideways(), `My Exams at ${width}px`).toBeLessThanOrEqual(0)

      await page.getByRole("link", { name: `View tests of ${NETLANE}` }).click()
      await expect(page.getByRole("heading", { level: 1, name: NETLANE })).toBeVisible()
      expect(await sideways(), `the exam at ${width}px`).toBeLessThanOrEqual(0)

      // The main flow above submitted an attempt of Practice Test 1.
      await page
        .getByRole("link", { name: /^Review the attempt of .* at Practice Test 1$/ })
        .first()
        .click()
      await expect(page.getByRole("heading", { level: 1, name: "Practice Test 1: your result" })).toBeVisible()
      expect(await sideways(), `the result at ${width}px`).toBeLessThanOrEqual(0)

      await page.goBack()
      await expect(page.getByRole("heading", { level: 1, name: NETLANE })).toBeVisible()
      const resume = page.getByRole("link", { name: "Resume Practice Test 2", exact: true })
      if ((await resume.count()) === 0) {
        await page.getByRole("link", { name: "Start Practice Test 2", exact: true }).click()
        await expect(page.getByRole("heading", { level: 1, name: "Practice Test 2" })).toBeVisible()
        expect(await sideways(), `the instructions at ${width}px`).toBeLessThanOrEqual(0)
        await page.getByRole("button", { name: "Start test" }).click()
      } else {
        await resume.click()
      }
      await expect(questionHeading(page)).toBeVisible()
      expect(await sideways(), `the test at ${width}px`).toBeLessThanOrEqual(0)
    }
  })
})
