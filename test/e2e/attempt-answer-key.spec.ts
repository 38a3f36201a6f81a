/**
 * The answer key is part of what is sold (src/domain/attempt/answer-key.ts),
 * in a real browser against the real server: Transactions states before any
 * refund that a correct answer shown ends the right to one; a practice check
 * made while the refund dialog is open (another tab, here the API) makes the
 * refund's answer say why it is no longer possible; the order then says so
 * itself and offers no Refund. A refund that submits an open exam attempt
 * leaves a result with the score and the learner's answers, never the key.
 * Axe on the refund dialog's refusal and on the refunded result.
 *
 * A new learner buys Netlane Certified Network Associate through the sandbox
 * (its Practice Test 1 allows practice) and opens a practice attempt.
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"
import { ANSWER_KEY_REFUND_TERMS, ANSWER_KEY_WITHHELD } from "../../src/domain/attempt/answer-key.ts"
import { resultPath } from "../../src/domain/attempt/attempt-paths.ts"
import { test } from "./support/hydrated-test.ts"
import { newLearner } from "./support/helpdesk-people.ts"
import { API, startTest } from "./support/shop-api.ts"

const EXAM = "NL-NA-110"
const TEST = "Practice Test 1"

const seriousOrWorse = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`)

test("after a practice check, the refund dialog says why a refund is no longer possible", async ({ page }) => {
  const { token } = await newLearner(page.request, "Key Checker", "Key-Checker-2026")
  const headers = { "x-access-token": token }
  const attemptId = await startTest(page.request, token, EXAM, TEST, "practice")

  // Before anything was shown: refundable, and the terms say what would end it.
  await page.goto("/profile/transaction")
  await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible()
  const order = page.getByRole("main").getByRole("list", { name: "Your orders" }).getByRole("article")
  await expect(order).toHaveCount(1)
  await expect(order.getByText(/^Refundable until /)).toContainText(ANSWER_KEY_REFUND_TERMS)
  await order.getByRole("button", { name: /^Refund order of / }).click()
  const ask = page.getByRole("alertdialog", { name: "Refund this order?" })
  await expect(ask).toBeVisible()
  await expect(ask).toContainText(ANSWER_KEY_REFUND_TERMS)

  // Meanwhile, in another tab, the learner checks an answer in the practice attempt.
  const attempt = (await (await page.request.get(`${API}/attempts/${attemptId}`, { headers })).json()) as {
    data: { sections: ReadonlyArray<{ questions: ReadonlyArray<{ _id: string; options: ReadonlyArray<{ _id: string }> }> }> }
  }
  const question = attempt.data.sections[0]!.questions[0]!
  const saved = await page.request.post(`${API}/attempts/${attemptId}/save`, {
    headers,
    data: { seq: 1, qsnId: question._id, answer: [question.options[0]!._id], marked: false }
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const checked = await page.request.post(`${API}/attempts/${attemptId}/check`, { headers, data: { qsnId: question._id } })
  expect(checked.ok(), await checked.text()).toBe(true)

  // The refund is refused, and the dialog says why.
  await ask.getByRole("button", { name: /^Refund \$/ }).click()
  const refused = page.getByRole("alertdialog", { name: "The refund did not go through" })
  await expect(refused.getByRole("alert")).toHaveText(
    /^This order cannot be refunded: the correct answers of .+ were shown to you \(practice check on \d{1,2} \w+ \d{4}\)\.$/
  )
  // The server's final word: nothing to try again.
  await expect(refused.getByRole("button")).toHaveText(["Close"])
  expect(await seriousOrWorse(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath("refund-refused-after-check-1280.png") })
  await page.setViewportSize({ width: 375, height: 740 })
  await page.screenshot({ path: test.info().outputPath("refund-refused-after-check-375.png") })
  await refused.getByRole("button", { name: "Close" }).click()
  await expect(refused).toBeHidden()
  // The row already says what the server holds, before any reload.
  await expect(order.getByText(/^This order cannot be refunded: the correct answers of /)).toBeVisible()
  await expect(order.getByRole("button", { name: /^Refund order of / })).toHaveCount(0)

  // What the server holds: still paid, the reason on the order, no Refund offered.
  await page.reload()
  const reloaded = page.getByRole("main").getByRole("list", { name: "Your orders" }).getByRole("article")
  await expect(reloaded.getByText("Paid", { exact: true })).toBeVisible()
  await expect(reloaded.getByText(/^This order cannot be refunded: the correct answers of /)).toBeVisible()
  await expect(reloaded.getByRole("button", { name: /^Refund order of / })).toHaveCount(0)
})

test("a refund submits the open exam attempt, and its result shows the score and own answers without the answer key", async ({ page }) => {
  const { token } = await newLearner(page.request, "Key Refunder", "Key-Refunder-2026")
  const headers = { "x-access-token": token }
  const attemptId = await startTest(page.request, token, EXAM, TEST)
  const attempt = (await (await page.request.get(`${API}/attempts/${attemptId}`, { headers })).json()) as {
    data: { sections: ReadonlyArray<{ questions: ReadonlyArray<{ _id: string; options: ReadonlyArray<{ _id: string; text: string }> }> }> }
  }
  const question = attempt.data.sections[0]!.questions[0]!
  const saved = await page.request.post(`${API}/attempts/${attemptId}/save`, {
    headers,
    data: { seq: 1, qsnId: question._id, answer: [question.options[0]!._id], marked: false }
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const orders = (await (await page.request.post(`${API}/transactions/pagin`, { headers, data: { page: 1, perPage: 10 } })).json()) as {
    data: { docs: ReadonlyArray<{ _id: string }> }
  }
  const refunded = await page.request.post(`${API}/transactions/${orders.data.docs[0]!._id}/refund`, { headers })
  expect(refunded.ok(), await refunded.text()).toBe(true)

  await page.goto(resultPath(attemptId))
  await expect(page.getByRole("heading", { level: 1, name: `${TEST}: your result` })).toBeVisible()
  await expect(page.getByRole("note").filter({ hasText: ANSWER_KEY_WITHHELD })).toBeVisible()
  const first = page.getByRole("list", { name: "Reviewed questions" }).getByRole("article").first()
  await expect(first.getByText("Your answer")).toBeVisible()
  await expect(first.getByText("Correct answer")).toHaveCount(0)
  await expect(page.getByRole("heading", { name: "Explanation" })).toHaveCount(0)
  await expect(page.getByRole("group", { name: "Show questions" }).getByRole("button")).toHaveText([/^All /, /^Marked /])
  expect(await seriousOrWorse(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath("refunded-result-1280.png"), fullPage: true })
})
