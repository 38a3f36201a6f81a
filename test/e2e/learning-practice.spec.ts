/**
 * Practice mode and practice sets in a real browser against the real server:
 * the instruction screen's mode choice, a practice attempt whose
 * checked answer shows whether it was right, the correct answer and the
 * explanation (and still does after a reload, locked), and "Practise your
 * mistakes" built from a submitted exam attempt. Axe on each new screen;
 * screenshots at 375 and 1280 px of the mode choice and the feedback
 * (written under the test's output folder, to look at).
 *
 * Each test is a new learner who buys Netlane Certified Network Associate
 * through the sandbox (its Practice Test 1 allows practice).
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { newLearner } from "./support/helpdesk-people.ts"
import { API, buyExam, startTest } from "./support/shop-api.ts"

const EXAM = "NL-NA-110"
const TEST = "Practice Test 1"

const expectNoSeriousAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

const optionLabels = (page: Page) =>
  page
    .getByRole("region", { name: /^Question \d+ of \d+$/ })
    .or(page.locator("section.question"))
    .locator("label")
    .filter({ has: page.locator("input[type=radio], input[type=checkbox]") })
const questionHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /^Question \d+ of \d+$/ })

/** Both widths, full page, into the test's output folder. */
const screenshots = async (page: Page, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const subscriptionOf = async (page: Page, token: string): Promise<string> => {
  const active = await page.request.post(`${API}/exams/activeExams`, { headers: { "x-access-token": token }, data: { page: 1, perPage: 10 } })
  return ((await active.json()) as { data: { docs: ReadonlyArray<{ _id: string }> } }).data.docs[0]!._id
}

test("a practice attempt: chosen on the instruction screen, each checked answer with its feedback, locked after a reload", async ({ page }) => {
  const { token } = await newLearner(page.request, "Practice Taker", "Practice-Taker-2026")
  const paid = await buyExam(page.request, token, EXAM)
  expect(paid.ok(), await paid.text()).toBe(true)
  const subscId = await subscriptionOf(page, token)

  await page.goto(`/profile/exam/${subscId}`)
  const card = page.getByRole("region", { name: TEST, exact: true })
  await card.getByRole("link", { name: `Start ${TEST}` }).click()
  await expect(page.getByRole("heading", { level: 1, name: TEST })).toBeVisible()
  const choice = page.getByRole("radiogroup", { name: "How do you want to take this test?" })
  await expect(choice.getByRole("radio", { name: /Exam mode/ })).toBeChecked()
  await choice.getByText("Practice mode").click()
  await expect(choice.getByRole("radio", { name: /Practice mode/ })).toBeChecked()
  await expect(page.getByText("press Check answer", { exact: false })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await screenshots(page, "instruction-mode-choice")

  await page.getByRole("button", { name: "Start practice" }).click()
  await expect(page).toHaveURL(/\/test\/[^/]+/)
  await expect(questionHeading(page)).toHaveText(/^Question 1 of \d+$/)
  await expect(page.getByTestId("practice-mode")).toBeVisible()
  await expect(page.getByRole("timer")).toHaveCount(0)
  const check = page.getByRole("button", { name: "Check answer" })
  await expect(check).toBeDisabled()

  await optionLabels(page).first().click()
  await expect(check).toBeEnabled()
  await check.click()
  const feedback = page.getByRole("status").filter({ hasText: "Your answer:" })
  await expect(feedback).toBeVisible()
  await expect(feedback.getByTestId("feedback-outcome")).toHaveText(/^(Correct|Incorrect|Partly correct)$/)
  await expect(feedback).toContainText(/The correct answers?:/)
  await expect(feedback).toContainText("Why:")
  await expect(page.getByRole("button", { name: "Checked" })).toBeDisabled()
  await expect(page.getByRole("button", { name: "Mark for review" })).toBeDisabled()
  await expectNoSeriousAxeViolations(page)
  await screenshots(page, "practice-feedback")

  // After a reload the checked question still shows its feedback, and its answer is locked.
  const outcome = await feedback.getByTestId("feedback-outcome").textContent()
  await page.reload()
  await expect(page.getByRole("status").filter({ hasText: "Your answer:" }).getByTestId("feedback-outcome")).toHaveText(outcome!)
  for (const option of await optionLabels(page).all()) await expect(option).toHaveAttribute("data-disabled", "true")

  // Finishing says it was practice, and the test's card lists it apart.
  await page.getByRole("button", { name: "Finish practice" }).first().click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Finish practice" }).click()
  await expect(page).toHaveURL(/\/attempt\/[^/]+$/)
  await expect(page.getByRole("note").filter({ hasText: "This was a practice" })).toBeVisible()
  await page.goto(`/profile/exam/${subscId}`)
  await expect(card.getByRole("heading", { name: "Practice (not counted in your results)" })).toBeVisible()
  await expect(card.getByText("No attempts yet.")).toBeVisible()
})

test("practise your mistakes: the set is built from a submitted attempt and taken in practice mode", async ({ page }) => {
  const { token } = await newLearner(page.request, "Mistake Maker", "Mistake-Maker-2026")
  const headers = { "x-access-token": token }
  const attemptId = await startTest(page.request, token, EXAM, TEST)
  const subscId = await subscriptionOf(page, token)
  const card = page.getByRole("region", { name: TEST, exact: true })
  const mistakes = card.getByRole("region", { name: "Practise your mistakes" })

  // Before any submitted attempt: nothing to practise, nothing to start.
  await page.goto(`/profile/exam/${subscId}`)
  await expect(mistakes).toContainText("No mistakes to practise")
  await expect(mistakes.getByRole("button")).toHaveCount(0)

  // Two answers (the first option of each), then submitted: every other question is unanswered, so a mistake.
  const attempt = await page.request.get(`${API}/attempts/${attemptId}`, { headers })
  const questions = (
    (await attempt.json()) as { data: { sections: ReadonlyArray<{ questions: ReadonlyArray<{ _id: string; options: ReadonlyArray<{ _id: string }> }> }> } }
  ).data.sections.flatMap((section) => section.questions)
  for (const [index, question] of questions.slice(0, 2).entries()) {
    const saved = await page.request.post(`${API}/attempts/${attemptId}/save`, {
      headers,
      data: { seq: index + 1, qsnId: question._id, answer: [question.options[0]!._id], marked: index === 1 }
    })
    expect(saved.ok(), await saved.text()).toBe(true)
  }
  expect((await page.request.post(`${API}/attempts/${attemptId}/submit`, { headers })).ok()).toBe(true)
  const detail = await page.request.get(`${API}/exams/subscription/${subscId}`, { headers })
  const total = ((await detail.json()) as { data: { tests: ReadonlyArray<{ name: string; mistakes: { total: number } }> } }).data.tests.find(
    (each) => each.name === TEST
  )!.mistakes.total
  // At least the unanswered ones and the marked one.
  expect(total).toBeGreaterThanOrEqual(questions.length - 1)

  await page.reload()
  await expect(mistakes).toContainText(`${total} questions answered wrong, marked for review or left unanswered`)
  await expectNoSeriousAxeViolations(page)
  const size = mistakes.getByRole("radiogroup", { name: "How many" })
  await expect(size.getByRole("radio", { name: "10" })).toBeChecked()
  await expect(mistakes.getByRole("button", { name: `Practise 10 questions of ${TEST}` })).toBeVisible()
  await size.getByText(`All ${total}`).click()
  await mistakes.getByRole("button", { name: `Practise ${total} questions of ${TEST}` }).click()

  await expect(page).toHaveURL(/\/test\/[^/]+/)
  await expect(page.getByTestId("practice-mode")).toBeVisible()
  await expect(questionHeading(page)).toHaveText(`Question 1 of ${total}`)
  await expectNoSeriousAxeViolations(page)
})
