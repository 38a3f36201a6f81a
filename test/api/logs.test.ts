/**
 * The server's log as `npm start` writes it: the real server
 * process (server/main.ts) in a child, its standard output read line by
 * line. Every line is one JSON object; a request's lines — the request log
 * and what the request logged on its way, a background try it started
 * included — carry its request id (the one it sent, or the one its answer
 * names); probes are not logged; and no password, card number, token,
 * session cookie or one-time code reaches the log, whatever the request
 * held or how it failed.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freePort } from "./support/free-port.ts"

const ROOT = join(import.meta.dirname, "../..")
const API = "/api/v1/u"
const PASSWORD = "Log-Secret-Password-91"
const WRONG_PASSWORD = "Log-Wrong-Password-17"
const CARD = "4242424242424242"

interface LogLine {
  readonly message: unknown
  readonly level: string
  readonly timestamp: string
  readonly annotations: Record<string, unknown>
  readonly cause?: string
}

let child: ChildProcess
let output = ""
let base = ""
const dataDir = mkdtempSync(join(tmpdir(), "exam-shop-logs-"))

beforeAll(async () => {
  const port = await freePort()
  // A relay that is not there: each email's first try fails and logs a warning, inside the request that sent it.
  const deadRelay = await freePort()
  child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_FORMAT: "json",
      SMTP_URL: `smtp://127.0.0.1:${deadRelay}`,
      SMTP_TLS: "off",
      RELAX_ADDRESS_RATE_LIMITS: "true",
      WEB_ROOT: join(ROOT, "test/api/fixtures/web")
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  child.stdout!.on("data", (chunk) => (output += chunk))
  child.stderr!.on("data", (chunk) => (output += chunk))
  base = `http://127.0.0.1:${port}`
  const until = Date.now() + 120_000
  while (!output.includes("The exam shop is serving")) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`the server did not start:\n${output.slice(-3000)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}, 150_000)

afterAll(async () => {
  if (child !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve))
    child.kill("SIGTERM")
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

const lines = (): ReadonlyArray<LogLine> =>
  output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine
      } catch {
        throw new Error(`a log line that is not JSON: ${line}`)
      }
    })

const linesOf = (requestId: string) => lines().filter((line) => line.annotations["requestId"] === requestId)

const waitForLines = async (requestId: string, test: (found: ReadonlyArray<LogLine>) => boolean) => {
  const until = Date.now() + 15_000
  while (!test(linesOf(requestId))) {
    if (Date.now() > until) throw new Error(`the log lines of ${requestId} never matched:\n${JSON.stringify(linesOf(requestId), null, 1)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return linesOf(requestId)
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) })

describe("the server's log", () => {
  it("writes one JSON object a line, the start-up's lines too", () => {
    const all = lines()
    expect(all.length).toBeGreaterThan(3)
    for (const line of all) {
      expect(typeof line.timestamp).toBe("string")
      expect(["INFO", "WARN", "ERROR", "DEBUG"]).toContain(line.level)
    }
    expect(all.some((line) => line.message === "The exam shop is serving on " + base.replace("127.0.0.1", "localhost"))).toBe(true)
  })

  it("gives every line of a request its id: the request log and what the request started, a background try included", async () => {
    const email = `logs-${process.pid}-${Date.now()}@example.com`
    const requestId = `logs-signup-${process.pid}`
    const answer = await post("/auth/signup", { name: "Lou Logs", email, password: PASSWORD }, { "x-request-id": requestId })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("x-request-id")).toBe(requestId)
    const found = await waitForLines(
      requestId,
      (each) =>
        each.some((line) => line.message === "Sent HTTP response") &&
        each.some((line) => line.message === "Could not send an email through the SMTP relay; it stays in the outbox")
    )
    const request = found.find((line) => line.message === "Sent HTTP response")!
    // The request log as before, inside the id.
    expect(request.annotations).toMatchObject({ "http.method": "POST", "http.url": "/auth/signup", "http.status": 200, requestId })
    const relay = found.find((line) => line.level === "WARN")!
    expect(relay.annotations).toMatchObject({
      requestId,
      outboxId: expect.any(String),
      attempts: 1,
      relay: expect.stringMatching(/^ESOCKET: connect ECONNREFUSED/)
    })
  })

  it("names a request's generated id in its answer and its log line; leaves probes out of the log", async () => {
    const answer = await fetch(`${base}${API}/nothing-here`)
    const requestId = answer.headers.get("x-request-id")!
    expect(requestId).toMatch(/^[0-9a-f]{24}-[0-9a-z]+$/)
    const [line] = await waitForLines(requestId, (each) => each.length > 0)
    expect(line!.annotations).toMatchObject({ "http.status": 404, "http.url": `${API}/nothing-here` })

    const probes = ["/health", "/ready", "/metrics"]
    for (const path of probes) {
      expect((await fetch(`${base}${path}`, { headers: { "x-request-id": `logs-probe-${path.slice(1)}` } })).status).toBe(200)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (const path of probes) expect(linesOf(`logs-probe-${path.slice(1)}`)).toEqual([])
  })

  it("never logs a password, a card number, a token, a session cookie or a code, whatever the requests held", async () => {
    const email = `logs-secrets-${process.pid}-${Date.now()}@example.com`
    expect((await post("/auth/signup", { name: "Sam Secret", email, password: PASSWORD })).status).toBe(200)
    const outbox = (await (await fetch(`${base}/dev/outbox.json`)).json()) as ReadonlyArray<{ to: string; body: string }>
    const code = /\b(\d{6})\b/.exec(outbox.find((letter) => letter.to === email)!.body)![1]!
    const verified = await post("/auth/verify-email", { email, otp: code })
    expect(verified.status).toBe(200)
    const token = ((await verified.json()) as { token: string }).token
    const sid = /sid=([^;]+)/.exec(verified.headers.get("set-cookie") ?? "")![1]!

    // A wrong password, a sign-in with the right one, malformed and refused bodies holding secrets.
    await post("/auth/login", { email, password: WRONG_PASSWORD })
    await post("/auth/login", { email, password: PASSWORD })
    await post("/auth/login", { email: 42, password: PASSWORD })
    await post("/auth/login", `{"email": "${email}", "password": "${PASSWORD}"`)
    const pay = { quoteId: "nosuchquote1", idempotencyKey: "logs-key-1", card: { number: CARD, expMonth: 12, expYear: 2035, cvc: "123", name: "Ada" } }
    await post(`${API}/checkout/pay`, pay, { "x-access-token": token })
    await post(`${API}/checkout/pay`, { ...pay, card: { ...pay.card, expMonth: "Infinity" } }, { "x-access-token": token })
    await post(`${API}/checkout/pay`, pay)
    // Tokens in headers, a cookie, an address's query string.
    await fetch(`${base}${API}/profile/tokenRefresh`, { headers: { "x-access-token": token, cookie: `sid=${sid}` } })
    await fetch(`${base}${API}/profile/tokenRefresh`, { headers: { "x-access-token": token, cookie: "sid=not-the-session" } })
    await fetch(`${base}${API}/profile`, { headers: { "x-access-token": `${token}x` } })
    await fetch(`${base}${API}/helpdesk/unread?token=${token}&password=${PASSWORD}`)
    await post("/auth/reset-password", { email, otp: code, password: PASSWORD })
    await new Promise((resolve) => setTimeout(resolve, 500))

    const log = lines()
      .map((line) => JSON.stringify(line))
      .join("\n")
    expect(log).toContain("/auth/login")
    for (const secret of [PASSWORD, WRONG_PASSWORD, CARD, "4242 4242", token, token.split(".")[2]!, sid]) {
      expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false)
    }
    // The code is six digits: not as a number of its own anywhere (a UUID's hex may hold the digits inside a longer run).
    expect(new RegExp(`(?<![0-9a-f])${code}(?![0-9a-f])`).test(log), "the log holds the one-time code").toBe(false)
  }, 60_000)
})
