/**
 * What a learner does in the shop, through the API, to set a browser test
 * up: buy an exam with a sandbox card, start one of its tests. (The screens
 * for these have their own specs; here they are only the way in.)
 */
import { type APIRequestContext, expect } from "@playwright/test"

export const API = "/api/v1/u"

/** The sandbox card that pays. */
export const PAYING_CARD = "4242424242424242"

export const findExam = async (request: APIRequestContext, code: string): Promise<{ readonly _id: string; readonly code: string }> => {
  const answer = await request.post(`${API}/public/exams/pagin`, { data: { page: 1, perPage: 100 } })
  const exam = ((await answer.json()) as { data: { docs: ReadonlyArray<{ _id: string; code: string }> } }).data.docs.find((each) => each.code === code)
  expect(exam, `exam ${code}`).toBeDefined()
  return exam!
}

/** Prices what is in the cart and pays for it with a sandbox card (under a new key unless one is given); answers the payment call's answer. */
export const payCart = async (request: APIRequestContext, token: string, options: { readonly card?: string; readonly idempotencyKey?: string } = {}) => {
  const headers = { "x-access-token": token }
  const quoted = await request.post(`${API}/checkout/quote`, { headers, data: { couponCode: null } })
  const quoteId = ((await quoted.json()) as { data: { _id: string } }).data._id
  const card = options.card ?? PAYING_CARD
  return request.post(`${API}/checkout/pay`, {
    headers,
    data: {
      quoteId,
      idempotencyKey: options.idempotencyKey ?? crypto.randomUUID(),
      card: { number: card, expMonth: 12, expYear: 2031, cvc: card.startsWith("37") ? "1234" : "314", name: "Test Learner" }
    }
  })
}

/** Puts the exam in the cart and pays for it (see payCart); answers the payment call's answer. */
export const buyExam = async (
  request: APIRequestContext,
  token: string,
  code: string,
  options: { readonly card?: string; readonly idempotencyKey?: string } = {}
) => {
  const exam = await findExam(request, code)
  const added = await request.post(`${API}/cart/lines`, { headers: { "x-access-token": token }, data: { list: "cart", item: { kind: "exam", _id: exam._id } } })
  expect(added.ok(), await added.text()).toBe(true)
  return payCart(request, token, options)
}

/** Buys the exam and starts one of its tests (the first when no name is given), in exam mode unless asked; answers the attempt's id. */
export const startTest = async (
  request: APIRequestContext,
  token: string,
  examCode: string,
  testName?: string,
  mode: "exam" | "practice" = "exam"
): Promise<string> => {
  const headers = { "x-access-token": token }
  const paid = await buyExam(request, token, examCode)
  expect(paid.ok(), await paid.text()).toBe(true)
  const active = await request.post(`${API}/exams/activeExams`, { headers, data: { page: 1, perPage: 10 } })
  const subscId = ((await active.json()) as { data: { docs: ReadonlyArray<{ _id: string }> } }).data.docs[0]!._id
  const detail = await request.get(`${API}/exams/subscription/${subscId}`, { headers })
  const tests = ((await detail.json()) as { data: { tests: ReadonlyArray<{ _id: string; name: string }> } }).data.tests
  const test = testName === undefined ? tests[0] : tests.find((each) => each.name === testName)
  expect(test, `test ${testName ?? "(first)"} of ${examCode}`).toBeDefined()
  const started = await request.post(`${API}/attempts/start`, {
    headers,
    data: { subscId, testId: test!._id, ...(mode === "exam" ? {} : { mode }) }
  })
  expect(started.ok(), await started.text()).toBe(true)
  return ((await started.json()) as { data: { attemptId: string } }).data.attemptId
}
