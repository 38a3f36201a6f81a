/**
 * The people of the helpdesk's end-to-end specs, beside the new
 * learner of new-learner.ts: a submitted attempt of a bought exam, the demo
 * agent signed in, and the axe check the specs share.
 */
import AxeBuilder from "@axe-core/playwright"
import { type APIRequestContext, expect, type Page } from "@playwright/test"
import { API } from "./shop-api.ts"

export { API }
/** The new learner the helpdesk specs (and others) import from here. */
export { newLearner } from "./new-learner.ts"
export const AGENT = { email: "support@examready.example", password: "Support-Agent-2026" }
export const SCREENS = ".tmp/screens"

export interface AttemptQuestion {
  readonly _id: string
  readonly text: string
  readonly options: ReadonlyArray<{ readonly _id: string; readonly text: string }>
}

/** Buys an exam with 4242, starts its first test, answers its first question with its first option and submits. */
export const submittedAttempt = async (request: APIRequestContext, token: string, examCode = "TBL-SQL-100") => {
  const headers = { "x-access-token": token }
  const exams = await request.post(`${API}/public/exams/pagin`, { data: { page: 1, perPage: 100 } })
  const exam = ((await exams.json()) as { data: { docs: ReadonlyArray<{ _id: string; code: string }> } }).data.docs.find((e) => e.code === examCode)
  expect(exam).toBeDefined()
  expect((await request.post(`${API}/cart/lines`, { headers, data: { list: "cart", item: { kind: "exam", _id: exam!._id } } })).ok()).toBe(true)
  const quoted = await request.post(`${API}/checkout/quote`, { headers, data: { couponCode: null } })
  const quoteId = ((await quoted.json()) as { data: { _id: string } }).data._id
  const paid = await request.post(`${API}/checkout/pay`, {
    headers,
    data: { quoteId, idempotencyKey: crypto.randomUUID(), card: { number: "4242424242424242", expMonth: 12, expYear: 2031, cvc: "314", name: "Help Learner" } }
  })
  expect(paid.ok(), await paid.text()).toBe(true)
  const active = await request.post(`${API}/exams/activeExams`, { headers, data: { page: 1, perPage: 10 } })
  const subscId = ((await active.json()) as { data: { docs: ReadonlyArray<{ _id: string }> } }).data.docs[0]!._id
  const detail = await request.get(`${API}/exams/subscription/${subscId}`, { headers })
  const testId = ((await detail.json()) as { data: { tests: ReadonlyArray<{ _id: string }> } }).data.tests[0]!._id
  const started = await request.post(`${API}/attempts/start`, { headers, data: { subscId, testId } })
  expect(started.ok(), await started.text()).toBe(true)
  const attemptId = ((await started.json()) as { data: { attemptId: string } }).data.attemptId
  const attempt = await request.get(`${API}/attempts/${attemptId}`, { headers })
  const question = ((await attempt.json()) as { data: { sections: ReadonlyArray<{ questions: ReadonlyArray<AttemptQuestion> }> } }).data.sections[0]!
    .questions[0]!
  const chosen = question.options[0]!
  const saved = await request.post(`${API}/attempts/${attemptId}/save`, { headers, data: { seq: 1, qsnId: question._id, answer: [chosen._id], marked: false } })
  expect(saved.ok(), await saved.text()).toBe(true)
  expect((await request.post(`${API}/attempts/${attemptId}/submit`, { headers })).ok()).toBe(true)
  return { attemptId, question, chosen }
}

/** The demo agent signed in through the sign-in screen, landing on the desk. */
export const signInAsAgent = async (page: Page) => {
  await page.goto("/sign-in")
  const main = page.getByRole("main")
  await main.getByRole("textbox", { name: "Email", exact: true }).fill(AGENT.email)
  await main.getByLabel("Password", { exact: true }).fill(AGENT.password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page).toHaveURL((url) => url.pathname === "/desk")
}

/** The agent's API token (a sign-in through the API in the agent's own context). */
export const agentToken = async (request: APIRequestContext): Promise<string> => {
  const answer = await request.post("/auth/login", { data: AGENT })
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { token: string }).token
}

/** Axe's serious and critical findings on the page, as readable lines (none expected). */
export const seriousOrWorse = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`)
