/**
 * The spaced review, readiness per objective and pacing in a real browser
 * against the real server, after one submitted attempt of the
 * demo learner: the exam's page shows what is due today and tomorrow and
 * the readiness chart; a review session answers a due question right and
 * moves it to tomorrow; the result shows where the time went. Axe on each
 * new screen, screenshots at 375 and 1280 px (.tmp/playwright-output/learning-*.png).
 *
 * The attempt is taken through the API (the test screen has its own specs):
 * PLC Certified Project Manager's Practice Test 2 (60 minutes, 21
 * questions, pass marks 70 and 65), a subscription no other spec uses, with
 * three questions answered (3:20, 1:00 marked, 0:30) and the rest left.
 */
import AxeBuilder from "@axe-core/playwright"
import { type APIRequestContext, expect, request as playwrightRequest, type Cookie, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { API } from "./support/shop-api.ts"

const DEMO = { email: "demo@examready.example", password: "Demo-Learner-2026" }
const EXAM = "PLC Certified Project Manager"
const TEST_NAME = "Practice Test 2"
const SHOTS = ".tmp/playwright-output"

interface ReviewQuestion {
  readonly _id: string
  readonly text: string
  readonly options: ReadonlyArray<{ readonly _id: string; readonly text: string }>
  readonly correct: ReadonlyArray<string>
  readonly outcome: string
  readonly marked: boolean
}

interface Summary {
  readonly active: boolean
  readonly dueToday: number
  readonly dueTomorrow: number
  readonly scheduled: number
}

let cookies: Array<Cookie> = []
let api: APIRequestContext
let headers: Record<string, string> = {}
let subscId = ""
let attemptId = ""
let questions: ReadonlyArray<ReviewQuestion> = []

/**
 * The learner's day is set around midday: a question missed is due ten
 * minutes after the submit, which is tomorrow for a learner whose clock
 * reads 23:55. The browser gets the fixed-offset zone of the whole hour
 * nearest to making it noon now (Etc/GMT-N is UTC+N), and the test's own
 * calls name the same offset (as the API suite's middayOffset does).
 */
const MIDDAY_OFFSET_HOURS = Math.round((720 - (new Date().getUTCHours() * 60 + new Date().getUTCMinutes())) / 60)
const MIDDAY_ZONE = MIDDAY_OFFSET_HOURS === 0 ? "Etc/UTC" : `Etc/GMT${MIDDAY_OFFSET_HOURS > 0 ? "-" : "+"}${Math.abs(MIDDAY_OFFSET_HOURS)}`
const utcOffsetMinutes = () => MIDDAY_OFFSET_HOURS * 60

test.use({ timezoneId: MIDDAY_ZONE })

const summary = async (): Promise<Summary> => {
  const answer = await api.post(`${API}/learning/reviews/summary`, { headers, data: { subscId, utcOffsetMinutes: utcOffsetMinutes() } })
  expect(answer.status(), await answer.text()).toBe(200)
  return ((await answer.json()) as { data: Summary }).data
}

const expectNoSeriousAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

const screenshots = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    // The charts redraw to the new width.
    await page.waitForTimeout(150)
    await page.screenshot({ path: `${SHOTS}/learning-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.beforeAll(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL: baseURL! })
  const login = await api.post("/auth/login", { data: DEMO })
  expect(login.status(), await login.text()).toBe(200)
  headers = { "x-access-token": ((await login.json()) as { token: string }).token }
  cookies = (await api.storageState()).cookies

  const active = (await (await api.post(`${API}/exams/activeExams`, { headers, data: { page: 1, perPage: 20 } })).json()) as {
    data: { docs: ReadonlyArray<{ _id: string; examName: string }> }
  }
  subscId = active.data.docs.find((each) => each.examName === EXAM)!._id
  const detail = (await (await api.get(`${API}/exams/subscription/${subscId}`, { headers })).json()) as {
    data: { tests: ReadonlyArray<{ _id: string; name: string }> }
  }
  const testId = detail.data.tests.find((each) => each.name === TEST_NAME)!._id
  const started = await api.post(`${API}/attempts/start`, { headers, data: { subscId, testId } })
  expect(started.status(), await started.text()).toBe(200)
  attemptId = ((await started.json()) as { data: { attemptId: string } }).data.attemptId
  const attempt = (await (await api.get(`${API}/attempts/${attemptId}`, { headers })).json()) as {
    data: { sections: ReadonlyArray<{ questions: ReadonlyArray<{ _id: string; options: ReadonlyArray<{ _id: string }> }> }> }
  }
  const shown = attempt.data.sections.flatMap((section) => section.questions)
  const saves = [
    { spentMs: 200_000, marked: false },
    { spentMs: 60_000, marked: true },
    { spentMs: 30_000, marked: false }
  ]
  for (const [index, save] of saves.entries()) {
    const question = shown[index]!
    const saved = await api.post(`${API}/attempts/${attemptId}/save`, {
      headers,
      data: { seq: index + 1, qsnId: question._id, answer: [question.options[0]!._id], marked: save.marked, spentMs: save.spentMs }
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  expect((await api.post(`${API}/attempts/${attemptId}/submit`, { headers })).status()).toBe(200)
  questions = ((await (await api.get(`${API}/attempts/${attemptId}/result`, { headers })).json()) as { data: { questions: ReadonlyArray<ReviewQuestion> } })
    .data.questions
})

test.afterAll(async () => {
  await api?.dispose()
})

test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies)
})

test.describe
  .serial("after a submitted attempt", () => {
    test("the exam's page shows the questions due today and tomorrow, and the readiness chart with its table", async ({ page }) => {
      const missed = questions.filter((question) => question.outcome !== "correct" || question.marked).length
      expect(missed).toBeGreaterThanOrEqual(18)
      const due = await summary()
      // Every missed or marked question is due ten minutes after the submit: today.
      expect(due.dueToday).toBeGreaterThanOrEqual(missed)

      await page.goto(`/profile/exam/${subscId}`)
      await expect(page.getByRole("heading", { level: 1, name: EXAM })).toBeVisible()
      const review = page.getByRole("region", { name: "Spaced review" })
      await expect(review.getByText(`${due.dueToday} questions due today`)).toBeVisible()
      await expect(review.getByText(due.dueTomorrow === 0 ? "nothing due tomorrow" : `${due.dueTomorrow} due tomorrow`)).toBeVisible()
      await expect(review.getByRole("link", { name: "Review now" })).toBeVisible()

      const readiness = page.getByRole("region", { name: "How ready you are" })
      // The strictest of the exam's pass marks (70 and 65).
      const chart = readiness.getByRole("img", { name: /^Readiness per objective against the pass mark of 70%: / })
      await expect(chart).toBeVisible()
      await expect(readiness.getByTestId("readiness-status")).toContainText("Not yet")
      await expect(readiness.getByRole("heading", { name: "Work on first" })).toBeVisible()
      await readiness.getByText("Show readiness as a table").click()
      const table = readiness.getByRole("table", { name: /Readiness per objective \(pass mark 70%\)/ })
      await expect(table).toBeVisible()
      // One row per objective of the exam, as the chart's label lists them.
      const objectives = ((await chart.getAttribute("aria-label")) ?? "").split(";").length
      await expect(table.getByRole("row")).toHaveCount(objectives + 1)
      await expectNoSeriousAxeViolations(page)
      await screenshots(page, "exam")
    })

    test("a review session reveals the answer only after answering, and moves a question answered right to tomorrow", async ({ page }) => {
      const before = await summary()
      await page.goto(`/profile/exam/${subscId}`)
      await page.getByRole("region", { name: "Spaced review" }).getByRole("link", { name: "Review now" }).click()
      await expect(page).toHaveURL(new RegExp(`/profile/exam/${subscId}/review$`))
      await expect(page.getByRole("heading", { level: 1, name: "Review your missed questions" })).toBeVisible()
      await expect(page.getByTestId("review-progress")).toHaveText(new RegExp(`^Question 1 of ${Math.min(10, before.dueToday)} · `))
      // Nothing of the answer before answering.
      await expect(page.getByText("Correct answer")).toHaveCount(0)
      await expect(page.getByTestId("review-feedback")).toHaveCount(0)
      await expectNoSeriousAxeViolations(page)
      await screenshots(page, "review-question")

      // The question on screen, answered with its correct options (known to the test from the attempt's result).
      let question: ReviewQuestion | undefined
      for (const candidate of questions) {
        if ((await page.getByText(candidate.text, { exact: true }).count()) > 0) question = candidate
      }
      expect(question, "the reviewed question is one of the attempt's").toBeDefined()
      await expect(page.getByRole("button", { name: "Check answer" })).toBeDisabled()
      for (const optionId of question!.correct) {
        const text = question!.options.find((option) => option._id === optionId)!.text
        await page.locator("label").filter({ hasText: text }).first().click()
      }
      await page.getByRole("button", { name: "Check answer" }).click()
      const feedback = page.getByTestId("review-feedback")
      await expect(feedback.getByText("Correct", { exact: true })).toBeVisible()
      await expect(page.getByTestId("next-review")).toHaveText("Next review: tomorrow")
      await expect(page.getByText("Correct answer").first()).toBeVisible()
      await expectNoSeriousAxeViolations(page)
      await screenshots(page, "review-answered")

      // The due date moved: one question less today, one more tomorrow.
      const after = await summary()
      expect(after).toMatchObject({ dueToday: before.dueToday - 1, dueTomorrow: before.dueTomorrow + 1 })

      // "I don't know" on the next one: Again, back in ten minutes (still today).
      await page.getByRole("button", { name: "Next question" }).click()
      await expect(page.getByTestId("review-progress")).toHaveText(/^Question 2 of /)
      await page.getByRole("button", { name: "I don't know" }).click()
      await expect(page.getByTestId("next-review")).toHaveText("Next review: in 10 minutes")

      await page.goto(`/profile/exam/${subscId}`)
      await expect(page.getByRole("region", { name: "Spaced review" }).getByText(`${after.dueTomorrow} due tomorrow`)).toBeVisible()
    })

    test("the result shows where the time went against the exam's pace, with the slowest questions", async ({ page }) => {
      await page.goto(`/attempt/${attemptId}`)
      const pacing = page.getByRole("region", { name: "Where your time went" })
      // 60 minutes for 21 questions: 171.4 s, 2:51 a question; 3:20 + 1:00 + 0:30 = 4:50 spent.
      await expect(pacing.getByTestId("pacing-pace")).toContainText("The exam's pace is 2:51 per question")
      await expect(pacing.getByTestId("pacing-pace")).toContainText("You spent 4:50")
      await expect(pacing.getByRole("img", { name: /^Time by section against a pace of 2 min 51 s per question: / })).toBeVisible()
      const slowest = pacing.getByRole("list", { name: "Slowest questions" }).getByRole("listitem")
      await expect(slowest).toHaveCount(3)
      await expect(slowest.first()).toContainText("Question 1")
      await expect(slowest.first()).toContainText("3:20, over the 2:51 pace")
      await expect(slowest.nth(1)).toContainText("1:00, within the 2:51 pace")
      await pacing.getByText("Show time by section as a table").click()
      await expect(pacing.getByRole("table", { name: /Time by section/ })).toBeVisible()
      await expectNoSeriousAxeViolations(page)
      await screenshots(page, "result")
    })
  })
