/**
 * security finding 10 (the rest): a number field sent with a value of
 * another type is refused 400 with words saying what was expected, never
 * with the JSON codec's `Expected "Infinity" | "-Infinity" | "NaN"` (what a
 * bare Schema.Number in a request answered, and the non-finite strings it
 * took as numbers). The contract is read for every request, so a new call
 * with a bare number is caught here; the answers are checked on PGlite and
 * on the PostgreSQL server.
 */
import { OpenApi } from "effect/http-api"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../../src/api/api.ts"
import { EXPIRY_MONTH_MESSAGE, EXPIRY_YEAR_MESSAGE } from "../../src/api/cart/checkout.ts"
import { PAGE_MESSAGE } from "../../src/api/shared/paging.ts"
import { SEQ_MESSAGE } from "../../src/api/attempt/attempt.ts"
import { newLearner } from "./support/attempts-fixture.ts"
import { onBothDatabases } from "./support/on-both-databases.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./support/test-server.ts"

const NON_FINITE = ["Infinity", "-Infinity", "NaN"]

type Json = string | number | boolean | null | ReadonlyArray<Json> | { readonly [key: string]: Json }

/** Paths (inside `root`) of every schema that takes the non-finite strings, following $refs into the components. */
const nonFiniteNumbers = (root: Json, components: Record<string, Json>, at: string, seen = new Set<string>()): Array<string> => {
  if (Array.isArray(root)) return root.flatMap((item, index) => nonFiniteNumbers(item, components, `${at}/${index}`, seen))
  if (root === null || typeof root !== "object") return []
  const node = root as { readonly [key: string]: Json }
  const found: Array<string> = []
  if (Array.isArray(node.enum) && NON_FINITE.every((value) => (node.enum as ReadonlyArray<Json>).includes(value))) found.push(at)
  const ref = node.$ref
  if (typeof ref === "string" && !seen.has(ref)) {
    seen.add(ref)
    const name = ref.split("/").pop()!
    found.push(...nonFiniteNumbers(components[name] ?? null, components, `${at} → ${name}`, seen))
  }
  for (const [key, value] of Object.entries(node)) if (key !== "$ref") found.push(...nonFiniteNumbers(value, components, `${at}/${key}`, seen))
  return found
}

describe("the contract's request numbers", () => {
  const spec = OpenApi.fromApi(Api) as unknown as {
    readonly paths: Record<string, Record<string, { readonly parameters?: Json; readonly requestBody?: Json; readonly responses?: Json }>>
    readonly components: { readonly schemas: Record<string, Json> }
  }
  const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation }))
  )

  it("take no non-finite strings anywhere a request is read (parameters and bodies of every call)", () => {
    expect(operations.length).toBeGreaterThan(50)
    const found = operations.flatMap(({ name, operation }) => [
      ...nonFiniteNumbers(operation.parameters ?? null, spec.components.schemas, `${name} parameters`),
      ...nonFiniteNumbers(operation.requestBody ?? null, spec.components.schemas, `${name} body`)
    ])
    expect(found).toEqual([])
  })

  it("(the search finds such a number where one is: answers may carry bare numbers)", () => {
    const inAnswers = operations.flatMap(({ name, operation }) => nonFiniteNumbers(operation.responses ?? null, spec.components.schemas, `${name} responses`))
    expect(inAnswers.length).toBeGreaterThan(0)
  })
})

const describeAnswers = (label: string, database: () => TestDatabase) =>
  describe(`mistyped numbers are refused in words on ${label}`, () => {
    let server: TestServer
    let token: string
    beforeAll(async () => {
      server = await startTestServer(database(), { seedDemo: false })
      token = (await newLearner(server, "numbers")).token
    }, 120_000)
    afterAll(() => server?.close())

    const post = async (path: string, body: unknown) => {
      const answer = await fetch(`${server.baseUrl}/api/v1/u${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-access-token": token },
        body: JSON.stringify(body)
      })
      return { status: answer.status, body: (await answer.json()) as { message: string; issues?: ReadonlyArray<{ path: string; message: string }> } }
    }
    const card = (change: Record<string, unknown>) => ({
      quoteId: "quote-1",
      idempotencyKey: "numbers-0001",
      card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123", name: "Ann Example", ...change }
    })

    it.each([
      ["a word", "x"],
      ["the string Infinity", "Infinity"],
      ["NaN as a string", "NaN"],
      ["null", null],
      ["a list", [12]]
    ])("answers a card's expiry month given as %s with what the month must be", async (_label, expMonth) => {
      const answer = await post("/checkout/pay", card({ expMonth }))
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(`The request body is not valid: card.expMonth — ${EXPIRY_MONTH_MESSAGE}`)
      expect(answer.body.issues).toEqual([{ path: "card.expMonth", message: EXPIRY_MONTH_MESSAGE }])
      expect(JSON.stringify(answer.body)).not.toContain('Infinity"')
    })

    it("answers the expiry year the same way", async () => {
      const answer = await post("/checkout/pay", card({ expYear: "twenty-thirty" }))
      expect(answer.status).toBe(400)
      expect(answer.body.issues).toEqual([{ path: "card.expYear", message: EXPIRY_YEAR_MESSAGE }])
    })

    it("answers a page, a save number and a read marker given as text with a number expected, and their range in the contract's words", async () => {
      for (const [path, body, field] of [
        ["/blog/pagin", { page: "2", perPage: 10 }, "page"],
        ["/attempts/00000000-0000-4000-8000-000000000000/save", { seq: "one", questionId: "q", optionIds: [] }, "seq"],
        ["/helpdesk/tickets/00000000-0000-4000-8000-000000000000/read", { upTo: "all" }, "upTo"]
      ] as const) {
        const answer = await post(path, body)
        expect(answer.status, path).toBe(400)
        expect(answer.body.issues?.find((issue) => issue.path === field)?.message, path).toBe("Expected number")
        expect(answer.body.message).toMatch(/^The request body is not valid: \w+ — Expected number$/)
      }
      expect((await post("/blog/pagin", { page: 1.5, perPage: 10 })).body.message).toBe(PAGE_MESSAGE)
      expect((await post("/attempts/00000000-0000-4000-8000-000000000000/save", { seq: 0, questionId: "q", optionIds: [] })).body.message).toBe(SEQ_MESSAGE)
    })
  })

await onBothDatabases("mistyped numbers", describeAnswers)
