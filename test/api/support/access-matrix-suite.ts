/**
 * The access-control matrix ("attack suite"), read from the
 * contract: every operation of `/openapi.json` whose address names a record
 * (an attempt, a subscription, an order and its receipt and refund, a
 * payment, a cart line, a ticket, its messages and attachments, an uploaded
 * image) is called with learner A's real ids by
 *  - another learner, B: 404 on the learner's calls (a stranger's record is
 *    answered like one that does not exist), 403 on the support desk's;
 *  - the support agent on the learner's calls: 404 (an agent reaches tickets
 *    through the desk, never a learner's orders or attempts);
 *  - a guest: 401 everywhere,
 * always with a JSON `message`; and afterwards every row of A's is as it was.
 *
 * The operations are not listed here: a new one is checked the day it is
 * added. A new path parameter must be classified below (whose record it
 * names), or the matrix fails and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEMO_AGENT } from "../../../server/account/seed-demo-agent.ts"
import { ATTACHMENT_FIELD } from "../../../src/api/helpdesk/helpdesk.ts"
import { pngFile } from "./image-files.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const API = "/api/v1/u"
const EXAM_CODE = "TBL-SQL-100"
const WISHED_EXAM_CODE = "TBL-DBA-300"

/**
 * Parameters that name public records (the catalogue, posts, pages): anyone may read them.
 * Notify me names a public exam too: the request it reads or changes is the caller's own, found by the token
 * (test/api/support/on-sale-suite.ts checks one learner's request is never another's).
 */
const PUBLIC_PARAMETERS = new Set([
  "public/categories/{id}",
  "public/exams/{id}",
  "public/packages/{id}",
  "blog/*/{id}",
  "pages/get/{slug}",
  "exams/{id}/notify-me"
])

/** A's records, by the parameter that names them. */
interface Owned {
  readonly userId: string
  readonly token: string
  readonly lineId: string
  readonly idempotencyKey: string
  readonly orderId: string
  readonly subscId: string
  readonly attemptId: string
  readonly questionId: string
  readonly optionId: string
  readonly ticketId: string
  readonly attachmentId: string
  readonly mediaId: string
}

/** Whose record a parameter of `path` names; undefined when it is not classified yet. */
const ownedValue = (path: string, parameter: string, owned: Owned): string | "public" | undefined => {
  const local = path.slice(API.length + 1)
  if (PUBLIC_PARAMETERS.has(local.replace(/^blog\/[^/]+\//, "blog/*/"))) return "public"
  switch (parameter) {
    case "lineId":
      return owned.lineId
    case "idempotencyKey":
      return owned.idempotencyKey
    case "orderId":
      return owned.orderId
    case "subscId":
      return owned.subscId
    case "attemptId":
      return owned.attemptId
    case "ticketId":
      return owned.ticketId
    case "attachmentId":
      return owned.attachmentId
    case "id":
      return local.startsWith("media/") || local.startsWith("download/") ? owned.mediaId : undefined
    default:
      return undefined
  }
}

/** A body each call accepts, so the answer is about whose record it is, not about a malformed request. */
const sampleBody = (method: string, path: string, owned: Owned): unknown => {
  if (method !== "POST") return undefined
  if (path.endsWith("/move")) return { to: "cart" }
  if (path.endsWith("/save")) return { seq: 1_000, qsnId: owned.questionId, answer: [owned.optionId], marked: true }
  // Practice mode's check: a stranger must not lock A's answer nor see its feedback.
  if (path.endsWith("/check")) return { qsnId: owned.questionId }
  if (path.startsWith(`${API}/desk/`) && path.endsWith("/messages"))
    return { clientId: crypto.randomUUID(), text: "Not yours", attachmentIds: [], internal: false }
  if (path.endsWith("/messages")) return { clientId: crypto.randomUUID(), text: "Not yours", attachmentIds: [] }
  if (path.endsWith("/read")) return { upTo: 1 }
  if (path.startsWith(`${API}/desk/`) && path.endsWith("/close")) return { reason: "Not yours" }
  return undefined
}

interface Operation {
  readonly method: string
  readonly path: string
}

/**
 * Addresses that carry their own permission instead of a token (an <img> cannot send one): a
 * signature and an expiry made by the server for the owner. Called here with a forged
 * signature, by anyone: answered 404 like an unknown image (the owner's real address is checked below).
 */
const SIGNED_ADDRESSES = new Set([`${API}/download/file/{id}`])
const FORGED_SIGNATURE = `?expires=${Math.floor(Date.now() / 1000) + 3600}&signature=${"ab".repeat(32)}`

export const describeAccessMatrix = (label: string, database: () => TestDatabase) =>
  describe(`the access-control matrix on ${label}`, () => {
    let server: TestServer
    let owned: Owned
    let stranger: string
    let agent: string
    let operations: ReadonlyArray<Operation>

    const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
      const headers: Record<string, string> = {}
      if (token !== undefined) headers["x-access-token"] = token
      if (body !== undefined && !(body instanceof FormData)) headers["content-type"] = "application/json"
      const answer = await fetch(server.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body)
      })
      const text = await answer.text()
      let json: Record<string, unknown> | undefined
      try {
        json = JSON.parse(text) as Record<string, unknown>
      } catch {
        json = undefined
      }
      return { status: answer.status, json, text }
    }
    const ok = async <T>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
      const answer = await call(method, path, token, body)
      if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`)
      return answer.json as T
    }
    const signIn = async (email: string, password: string) => await ok<{ token: string; data: { _id: string } }>("POST", "/auth/login", "", { email, password })
    const newLearner = async (label: string) => {
      const email = `matrix-${label}-${process.pid}-${Math.random().toString(36).slice(2, 8)}@example.com`
      await ok("POST", "/auth/signup", "", { name: `Matrix ${label}`, email, password: "Matrix-Learner-2026" })
      await server.query("UPDATE users SET email_verified_at = now() WHERE email = $1", [email])
      return signIn(email, "Matrix-Learner-2026")
    }
    const examId = async (code: string) => {
      const page = await ok<{ data: { docs: ReadonlyArray<{ _id: string; code: string }> } }>("POST", `${API}/public/exams/pagin`, "", {
        page: 1,
        perPage: 100
      })
      const exam = page.data.docs.find((each) => each.code === code)
      if (exam === undefined) throw new Error(`no exam ${code} in the demo catalogue`)
      return exam._id
    }
    /** Every row of A's, as JSON, to compare before and after the strangers' calls. */
    const rowsOfA = () =>
      server
        .query<{ rows: unknown }>(
          `SELECT jsonb_build_object(
           'attempts', (SELECT jsonb_agg(to_jsonb(x) ORDER BY x.id) FROM attempts x WHERE x.user_id = $1),
           'answers', (SELECT jsonb_agg(to_jsonb(x) ORDER BY x.question_id) FROM attempt_answers x JOIN attempts a ON a.id = x.attempt_id WHERE a.user_id = $1),
           'tickets', (SELECT jsonb_agg(to_jsonb(x) ORDER BY x.id) FROM tickets x WHERE x.user_id = $1),
           'messages', (SELECT jsonb_agg(to_jsonb(x) ORDER BY x.id) FROM ticket_messages x JOIN tickets t ON t.id = x.ticket_id WHERE t.user_id = $1),
           'reads', (SELECT jsonb_agg(to_jsonb(x) ORDER BY x.user_id) FROM ticket_reads x JOIN tickets t ON t.id = x.ticket_id WHERE t.user_id = $1),
           'attachments', (SELECT jsonb_agg(x.id ORDER BY x.id) FROM ticket_attachments x WHERE x.uploader_id = $1),
           'orders', (SELECT jsonb_agg(to_jsonb(x) ORDER BY x.id) FROM orders x WHERE x.user_id = $1),
           'cart', (SELECT jsonb_agg(to_jsonb(x) ORDER BY x.id) FROM cart_lines x WHERE x.user_id = $1),
           'media', (SELECT jsonb_agg(to_jsonb(x) ORDER BY x.id) FROM media x WHERE x.user_id = $1),
           'subscriptions', (SELECT jsonb_agg(to_jsonb(x) ORDER BY x.id) FROM subscriptions x WHERE x.user_id = $1),
           'reviewCards', (SELECT jsonb_agg(to_jsonb(x) ORDER BY x.question_id) FROM review_cards x WHERE x.user_id = $1)
         ) AS rows`,
          [owned.userId]
        )
        .then(([row]) => row!.rows)

    beforeAll(async () => {
      server = await startTestServer(database())
      // A: an exam bought with the sandbox card, its test started and answered, another exam in the
      // wishlist, a ticket with an attachment, an uploaded image.
      const a = await newLearner("owner")
      const token = a.token
      await ok("POST", `${API}/cart/lines`, token, { list: "cart", item: { kind: "exam", _id: await examId(EXAM_CODE) } })
      const quote = await ok<{ data: { _id: string } }>("POST", `${API}/checkout/quote`, token, { couponCode: null })
      const idempotencyKey = crypto.randomUUID()
      const paid = await ok<{ data: { status: string; orderId: string } }>("POST", `${API}/checkout/pay`, token, {
        quoteId: quote.data._id,
        idempotencyKey,
        card: { number: "4242424242424242", expMonth: 12, expYear: 2035, cvc: "314", name: "Matrix Owner" }
      })
      expect(paid.data.status).toBe("paid")
      const wished = await ok<{ data: { wishlist: ReadonlyArray<{ _id: string }> } }>("POST", `${API}/cart/lines`, token, {
        list: "wishlist",
        item: { kind: "exam", _id: await examId(WISHED_EXAM_CODE) }
      })
      const active = await ok<{ data: { docs: ReadonlyArray<{ _id: string }> } }>("POST", `${API}/exams/activeExams`, token, { page: 1, perPage: 10 })
      const subscId = active.data.docs[0]!._id
      const detail = await ok<{ data: { tests: ReadonlyArray<{ _id: string }> } }>("GET", `${API}/exams/subscription/${subscId}`, token)
      const started = await ok<{ data: { attemptId: string } }>("POST", `${API}/attempts/start`, token, { subscId, testId: detail.data.tests[0]!._id })
      const attemptId = started.data.attemptId
      const attempt = await ok<{ data: { sections: ReadonlyArray<{ questions: ReadonlyArray<{ _id: string; options: ReadonlyArray<{ _id: string }> }> }> } }>(
        "GET",
        `${API}/attempts/${attemptId}`,
        token
      )
      const question = attempt.data.sections[0]!.questions[0]!
      await ok("POST", `${API}/attempts/${attemptId}/save`, token, { seq: 1, qsnId: question._id, answer: [question.options[0]!._id], marked: false })
      // A review card of A's, due now: strangers must neither read nor rate it.
      await server.query(
        `INSERT INTO review_cards (user_id, question_id, exam_id, subscription_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review)
         SELECT $1, q.id, t.exam_id, $3, now(), 0.2, 7, 0, 0, 1, 0, 1, now() FROM questions q JOIN practice_tests t ON t.id = q.test_id WHERE q.id = $2`,
        [a.data._id, question._id, subscId]
      )
      const file = new FormData()
      file.append(ATTACHMENT_FIELD, new Blob([new Uint8Array(pngFile(8, 8))], { type: "image/png" }), "screen.png")
      const attachment = await ok<{ data: { _id: string } }>("POST", `${API}/helpdesk/attachments`, token, file)
      const ticket = await ok<{ data: { _id: string } }>("POST", `${API}/helpdesk/tickets`, token, {
        subject: "Mine",
        category: "technical",
        link: null,
        followUpOf: null,
        message: { clientId: crypto.randomUUID(), text: "Only mine", attachmentIds: [attachment.data._id] }
      })
      const image = new FormData()
      image.append("coverImage", new Blob([new Uint8Array(pngFile(8, 8))], { type: "image/png" }), "me.png")
      const media = await ok<{ data: { data: { _id: string } } }>("POST", `${API}/media/upload`, token, image)
      owned = {
        userId: a.data._id,
        token,
        lineId: wished.data.wishlist[0]!._id,
        idempotencyKey,
        orderId: paid.data.orderId,
        subscId,
        attemptId,
        questionId: question._id,
        optionId: question.options[1]?._id ?? question.options[0]!._id,
        ticketId: ticket.data._id,
        attachmentId: attachment.data._id,
        mediaId: media.data.data._id
      }
      stranger = (await newLearner("stranger")).token
      agent = (await signIn(DEMO_AGENT.email, DEMO_AGENT.password)).token
      const contract = await ok<{ paths: Record<string, Record<string, unknown>> }>("GET", "/openapi.json", "")
      operations = Object.entries(contract.paths)
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })))
        .filter((operation) => operation.path.includes("{"))
        // The admin area refuses every learner and agent with 403 whatever the record:
        // test/api/support/admin-suite.ts checks each of its operations.
        .filter((operation) => !operation.path.startsWith(`${API}/admin/`))
    }, 120_000)

    afterAll(async () => {
      await server?.close()
    })

    it("classifies every path parameter of the contract: a public record, or whose", () => {
      const unclassified = operations.flatMap(({ method, path }) =>
        [...path.matchAll(/\{(\w+)\}/g)].filter(([, name]) => ownedValue(path, name!, owned) === undefined).map(([, name]) => `${method} ${path}: {${name}}`)
      )
      expect(unclassified, "say in access-matrix-suite.ts whose record these name").toEqual([])
      // The matrix covers the records the checkout and the helpdesk added, not only the older ones.
      const checked = operations.filter(({ path }) => [...path.matchAll(/\{(\w+)\}/g)].some(([, name]) => ownedValue(path, name!, owned) !== "public"))
      expect(checked.length).toBeGreaterThanOrEqual(30)
    })

    it("answers another learner 404 (the desk's calls 403), the agent 404 and a guest 401, each with a message, and changes nothing of A's", async () => {
      const before = await rowsOfA()
      const wrong: Array<string> = []
      for (const { method, path } of operations) {
        const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!)
        const values = parameters.map((name) => ownedValue(path, name, owned))
        if (values.some((value) => value === "public" || value === undefined)) continue
        const signed = SIGNED_ADDRESSES.has(path)
        const address =
          parameters.reduce((built, name, index) => built.replace(`{${name}}`, encodeURIComponent(values[index]!)), path) + (signed ? FORGED_SIGNATURE : "")
        const isDesk = path.startsWith(`${API}/desk/`)
        const callers: ReadonlyArray<[string, string | undefined, number]> = signed
          ? [
              ["learner B", stranger, 404],
              ["a guest", undefined, 404]
            ]
          : [
              ["learner B", stranger, isDesk ? 403 : 404],
              // The desk's calls are the agent's own work (the helpdesk suite covers them).
              ...(isDesk ? [] : [["the agent", agent, 404] as [string, string, number]]),
              ["a guest", undefined, 401]
            ]
        for (const [who, token, expected] of callers) {
          const answer = await call(method, address, token, sampleBody(method, path, owned))
          const message = answer.json?.["message"]
          if (answer.status !== expected || typeof message !== "string" || message === "") {
            wrong.push(`${who}: ${method} ${path} answered ${answer.status} (expected ${expected}) ${answer.text.slice(0, 120)}`)
          }
        }
      }
      expect(wrong).toEqual([])
      expect(await rowsOfA()).toEqual(before)
    }, 120_000)

    // The spaced review's calls name A's subscription and question in their body, not in the address.
    it("answers the review calls naming A's subscription 404 to another learner and the agent, 401 to a guest, and changes nothing", async () => {
      const before = await rowsOfA()
      const wrong: Array<string> = []
      const day = { subscId: owned.subscId, utcOffsetMinutes: 0 }
      for (const [path, body] of [
        [`${API}/learning/reviews/summary`, day],
        [`${API}/learning/reviews/session`, day],
        [`${API}/learning/reviews/answer`, { subscId: owned.subscId, qsnId: owned.questionId, answer: [owned.optionId], version: 1 }]
      ] as const) {
        for (const [who, token, expected] of [
          ["learner B", stranger, 404],
          ["the agent", agent, 404],
          ["a guest", undefined, 401]
        ] as const) {
          const answer = await call("POST", path, token, body)
          const message = answer.json?.["message"]
          if (answer.status !== expected || typeof message !== "string" || message === "" || /explanation|"correct"/.test(answer.text)) {
            wrong.push(`${who}: POST ${path} answered ${answer.status} (expected ${expected}) ${answer.text.slice(0, 120)}`)
          }
        }
        // A's own call is answered: the ids are real.
        expect((await call("POST", path, owned.token, path.endsWith("/answer") ? { ...body, version: 99 } : body)).status, path).toBe(
          path.endsWith("/answer") ? 409 : 200
        )
      }
      expect(wrong).toEqual([])
      expect(await rowsOfA()).toEqual(before)
    })

    it("still answers A on the same calls (the ids are real)", async () => {
      for (const path of [
        `${API}/attempts/${owned.attemptId}`,
        `${API}/transactions/${owned.orderId}`,
        `${API}/transactions/${owned.orderId}/receipt`,
        `${API}/exams/subscription/${owned.subscId}`,
        `${API}/checkout/payments/${owned.idempotencyKey}`,
        `${API}/helpdesk/tickets/${owned.ticketId}`,
        `${API}/helpdesk/attachments/${owned.attachmentId}`,
        `${API}/media/download-file/${owned.mediaId}`
      ]) {
        expect((await call("GET", path, owned.token)).status, path).toBe(200)
      }
      // The signed address the owner is given opens without a token; the forged one above did not.
      const url = await call("GET", `${API}/download/fileurl/${owned.mediaId}`, owned.token)
      const signedUrl = String((url.json?.["data"] as { data?: unknown } | undefined)?.data ?? "")
      expect(signedUrl).toContain("signature=")
      expect((await fetch(new URL(signedUrl, server.baseUrl))).status).toBe(200)
    })
  })
