/**
 * One simulated learner of the soak (scripts/soak.ts): signs up through the
 * API, buys an exam and starts its test, opens a helpdesk ticket, then until
 * the end browses the catalogue, saves answers, chats with support, buys
 * more exams and refreshes its access token every 10 s, as the browser does.
 *
 * It keeps a ledger of what the server acknowledged (a 200 for a save, a
 * paid order, a stored message) and of what it sent without an answer (a
 * request cut by the kill may or may not have been applied), so the soak can
 * check afterwards that nothing acknowledged was lost and nothing doubled.
 */
import type { Calls } from "./calls.ts"

export const API = "/api/v1/u"
export const PASSWORD = "Soak-Learner-2026"
const CARD = { number: "4242424242424242", expMonth: 12, expYear: 2035, cvc: "314", name: "Soak Learner" }
const REFRESH_EVERY_MS = 10_000

export interface CatalogExam {
  readonly _id: string
  readonly code: string
}

export interface AttemptQuestion {
  readonly _id: string
  readonly options: ReadonlyArray<{ readonly _id: string }>
}

/** A save: the chosen options, as the server stores them (sorted, so equal sets compare equal). */
type Choice = string

export interface Ledger {
  /** Per question: the last answer the server acknowledged, and answers sent after it with no answer back. */
  readonly answers: Map<string, { acknowledged: Choice | undefined; unanswered: Array<Choice> }>
  readonly paidOrders: Set<string>
  /** Messages the server stored (by clientId), and those sent with no answer back (stored once at most). */
  readonly storedMessages: Set<string>
  readonly unansweredMessages: Set<string>
}

export interface Learner {
  readonly email: string
  token: string
  sid: string
  attemptId: string | undefined
  questions: ReadonlyArray<AttemptQuestion>
  ticketId: string | undefined
  ownedExams: Set<string>
  seq: number
  readonly ledger: Ledger
}

export const newLedger = (): Ledger => ({ answers: new Map(), paidOrders: new Set(), storedMessages: new Set(), unansweredMessages: new Set() })

const choiceOf = (optionIds: ReadonlyArray<string>): Choice => [...optionIds].sort().join(",")

const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(Math.random() * items.length)]!

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The `sid` cookie a sign-in sets (the session the refresh needs besides the token). */
export const sidOf = (response: Response): string => {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^sid=([^;]*)/.exec(cookie)
    if (match !== null) return match[1]!
  }
  return ""
}

const headersOf = (learner: Learner) => ({ "x-access-token": learner.token, cookie: `sid=${learner.sid}` })

/**
 * Exams the shop refused to sell (409: "coming soon", its questions not written yet; the
 * catalogue still lists them): every learner leaves them alone once one was refused.
 */
const notForSale = new Set<string>()

/** Buys one exam the learner does not hold yet: cart, quote, pay. Paid orders go in the ledger. */
const buyExam = async (calls: Calls, learner: Learner, exam: CatalogExam): Promise<boolean> => {
  const headers = headersOf(learner)
  const added = await calls.post("cart add", `${API}/cart/lines`, { list: "cart", item: { kind: "exam", _id: exam._id } }, headers, [409])
  if (added === undefined) {
    notForSale.add(exam._id)
    return false
  }
  const quote = await calls.post<{ data: { _id: string } }>("checkout quote", `${API}/checkout/quote`, { couponCode: null }, headers)
  if (quote === undefined) return false
  const paid = await calls.post<{ data: { status: string; orderId?: string } }>(
    "checkout pay",
    `${API}/checkout/pay`,
    {
      quoteId: quote.data._id,
      idempotencyKey: crypto.randomUUID(),
      card: CARD
    },
    headers
  )
  if (paid?.data.status !== "paid" || paid.data.orderId === undefined) return false
  learner.ledger.paidOrders.add(paid.data.orderId)
  learner.ownedExams.add(exam._id)
  return true
}

/** After sign-up: the first exam bought, its first test started, a ticket opened. */
export const prepareLearner = async (calls: Calls, learner: Learner, exam: CatalogExam): Promise<void> => {
  if (!(await buyExam(calls, learner, exam))) throw new Error(`${learner.email} could not buy ${exam.code}`)
  const headers = headersOf(learner)
  const active = await calls.post<{ data: { docs: ReadonlyArray<{ _id: string }> } }>("my exams", `${API}/exams/activeExams`, { page: 1, perPage: 10 }, headers)
  const subscId = active?.data.docs[0]?._id
  if (subscId === undefined) throw new Error(`${learner.email} holds no exam after paying`)
  const detail = await calls.get<{ data: { tests: ReadonlyArray<{ _id: string }> } }>("subscription", `${API}/exams/subscription/${subscId}`, headers)
  const testId = detail?.data.tests[0]?._id
  if (testId === undefined) throw new Error(`${exam.code} has no test`)
  const started = await calls.post<{ data: { attemptId: string } }>("attempt start", `${API}/attempts/start`, { subscId, testId }, headers)
  if (started === undefined) throw new Error(`${learner.email} could not start a test`)
  learner.attemptId = started.data.attemptId
  const attempt = await calls.get<{ data: { sections: ReadonlyArray<{ questions: ReadonlyArray<AttemptQuestion> }> } }>(
    "attempt read",
    `${API}/attempts/${learner.attemptId}`,
    headers
  )
  learner.questions = attempt?.data.sections.flatMap((section) => section.questions) ?? []
  const clientId = crypto.randomUUID()
  const ticket = await calls.post<{ data: { _id: string } }>(
    "ticket open",
    `${API}/helpdesk/tickets`,
    {
      subject: "Soak question",
      category: "technical",
      link: null,
      followUpOf: null,
      message: { clientId, text: "Hello from the soak", attachmentIds: [] }
    },
    headers
  )
  if (ticket === undefined) throw new Error(`${learner.email} could not open a ticket`)
  learner.ticketId = ticket.data._id
  learner.ledger.storedMessages.add(clientId)
}

const saveAnswer = async (calls: Calls, learner: Learner) => {
  if (learner.attemptId === undefined || learner.questions.length === 0) return
  const question = pick(learner.questions)
  const chosen = [pick(question.options)._id]
  const entry = learner.ledger.answers.get(question._id) ?? { acknowledged: undefined, unanswered: [] }
  learner.ledger.answers.set(question._id, entry)
  learner.seq += 1
  const saved = await calls.post(
    "answer save",
    `${API}/attempts/${learner.attemptId}/save`,
    {
      seq: learner.seq,
      qsnId: question._id,
      answer: chosen,
      marked: false
    },
    headersOf(learner)
  )
  if (saved === undefined) entry.unanswered.push(choiceOf(chosen))
  else {
    entry.acknowledged = choiceOf(chosen)
    entry.unanswered = []
  }
}

const sendMessage = async (calls: Calls, learner: Learner) => {
  if (learner.ticketId === undefined) return
  const clientId = crypto.randomUUID()
  const sent = await calls.post(
    "chat send",
    `${API}/helpdesk/tickets/${learner.ticketId}/messages`,
    {
      clientId,
      text: `Soak message ${learner.ledger.storedMessages.size + 1}`,
      attachmentIds: []
    },
    headersOf(learner)
  )
  if (sent === undefined) learner.ledger.unansweredMessages.add(clientId)
  else learner.ledger.storedMessages.add(clientId)
}

const browse = async (calls: Calls, learner: Learner, exams: ReadonlyArray<CatalogExam>) => {
  const headers = headersOf(learner)
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      return calls.get("menu", `${API}/public/get/menu`, headers)
    case 1:
      return calls.post("exam list", `${API}/public/exams/pagin`, { page: 1, perPage: 12 }, headers)
    case 2:
      return calls.get("exam overview", `${API}/public/exams/${pick(exams)._id}`, headers)
    default:
      return calls.post("my exams", `${API}/exams/activeExams`, { page: 1, perPage: 10 }, headers)
  }
}

const refreshToken = async (calls: Calls, learner: Learner) => {
  const answer = await calls.get<{ token: string }>("token refresh", `${API}/profile/tokenRefresh`, headersOf(learner))
  if (answer !== undefined) learner.token = answer.token
}

/** Until `until`: a pause of 1-4 s, then one thing a learner does; the token refreshed every 10 s beside it. */
export const runLearner = async (calls: Calls, learner: Learner, exams: ReadonlyArray<CatalogExam>, until: number): Promise<void> => {
  let refreshing = true
  const refresher = (async () => {
    while (refreshing && Date.now() < until) {
      await sleep(REFRESH_EVERY_MS)
      if (refreshing) await refreshToken(calls, learner)
    }
  })()
  while (Date.now() < until) {
    await sleep(1_000 + Math.random() * 3_000)
    const roll = Math.random()
    if (roll < 0.4) await saveAnswer(calls, learner)
    else if (roll < 0.8) await browse(calls, learner, exams)
    else if (roll < 0.93) await sendMessage(calls, learner)
    else {
      const notOwned = exams.filter((exam) => !learner.ownedExams.has(exam._id) && !notForSale.has(exam._id))
      if (notOwned.length > 0) await buyExam(calls, learner, pick(notOwned))
    }
  }
  refreshing = false
  await refresher
}

/** A tally the check fills in, learner by learner. */
export interface LossReport {
  answersChecked: number
  answersLost: number
  ordersChecked: number
  ordersLost: number
  messagesChecked: number
  messagesLost: number
  messagesDoubled: number
  examples: Array<string>
}

/** After the restart: every acknowledged answer, paid order and message is there, none twice. */
export const checkNothingLost = async (calls: Calls, learner: Learner, report: LossReport) => {
  const headers = headersOf(learner)
  if (learner.attemptId !== undefined) {
    const attempt = await calls.get<{ data: { answers: ReadonlyArray<{ qsnId: string; answer: ReadonlyArray<string> }> } }>(
      "check attempt",
      `${API}/attempts/${learner.attemptId}`,
      headers
    )
    const stored = new Map(attempt?.data.answers.map((each) => [each.qsnId, choiceOf(each.answer)]))
    for (const [questionId, { acknowledged, unanswered }] of learner.ledger.answers) {
      if (acknowledged === undefined) continue
      report.answersChecked++
      const now = stored.get(questionId)
      // A later save cut by the kill may have been applied: that answer is as good as the acknowledged one.
      if (now !== acknowledged && !unanswered.includes(now ?? "")) {
        report.answersLost++
        if (report.examples.length < 10) report.examples.push(`answer ${learner.attemptId}/${questionId}: acknowledged ${acknowledged}, stored ${now}`)
      }
    }
  }
  const orders = await calls.post<{ data: { docs: ReadonlyArray<{ _id: string; status: string }> } }>(
    "check orders",
    `${API}/transactions/pagin`,
    { page: 1, perPage: 100 },
    headers
  )
  const paid = new Set(orders?.data.docs.filter((order) => order.status === "paid").map((order) => order._id))
  for (const orderId of learner.ledger.paidOrders) {
    report.ordersChecked++
    if (!paid.has(orderId)) {
      report.ordersLost++
      if (report.examples.length < 10) report.examples.push(`order ${orderId} of ${learner.email} not paid after the restart`)
    }
  }
  if (learner.ticketId !== undefined) {
    const ticket = await calls.get<{ data: { messages: ReadonlyArray<{ clientId: string }> } }>(
      "check ticket",
      `${API}/helpdesk/tickets/${learner.ticketId}`,
      headers
    )
    const counts = new Map<string, number>()
    for (const message of ticket?.data.messages ?? []) counts.set(message.clientId, (counts.get(message.clientId) ?? 0) + 1)
    for (const clientId of learner.ledger.storedMessages) {
      report.messagesChecked++
      if ((counts.get(clientId) ?? 0) === 0) {
        report.messagesLost++
        if (report.examples.length < 10) report.examples.push(`message ${clientId} in ticket ${learner.ticketId} lost`)
      }
    }
    for (const [clientId, count] of counts) {
      if (count > 1) {
        report.messagesDoubled++
        if (report.examples.length < 10) report.examples.push(`message ${clientId} stored ${count} times`)
      }
    }
  }
}
