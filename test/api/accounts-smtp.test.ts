/**
 * Email over SMTP (SMTP_URL): the hand-written client against a tiny SMTP
 * server on a loopback port, through the real sign-up call; and what the
 * client writes on the wire.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { addressOf, formatMessage, parseSmtpUrl, sendOverSmtp } from "../../server/platform/delivery/smtp-client.ts"
import { accountsClient, LOOSE_ADDRESS_LIMITS, uniqueEmail } from "./support/accounts-client.ts"
import { type SmtpCatcher, startSmtpCatcher } from "./support/smtp-catcher.ts"
import { startTestServer, type TestServer } from "./support/test-server.ts"

const bodyOf = (data: string) => data.slice(data.indexOf("\r\n\r\n") + 4)
const header = (data: string, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(data)?.[1]

describe("email over SMTP", () => {
  let catcher: SmtpCatcher
  let server: TestServer
  beforeAll(async () => {
    catcher = await startSmtpCatcher()
    server = await startTestServer({ kind: "pglite" }, {
      smtpUrl: catcher.url,
      mailFrom: "ExamReady Test <shop@examready.example>",
      rateLimits: LOOSE_ADDRESS_LIMITS
    })
  })
  afterAll(async () => {
    await server?.close()
    await catcher?.close()
  })

  it("sends the sign-up code to the learner over SMTP, and keeps it in the outbox", async () => {
    const client = accountsClient(server)
    const email = uniqueEmail("smtp")
    expect((await client.post("/auth/signup", { name: "Sam Smtp", email, password: "password 123" })).status).toBe(200)
    await catcher.waitForLetters(1)
    const [letter] = catcher.letters
    expect(letter!.from).toBe("shop@examready.example")
    expect(letter!.to).toEqual([email])
    expect(catcher.commands.map((c) => c.split(/[ :]/)[0])).toEqual(["EHLO", "MAIL", "RCPT", "DATA", "QUIT"])
    const code = await client.latestCode(email)
    expect(header(letter!.data, "Subject")).toBe(`Your ExamReady verification code: ${code}`)
    expect(header(letter!.data, "To")).toBe(email)
    expect(header(letter!.data, "From")).toBe("ExamReady Test <shop@examready.example>")
    expect(bodyOf(letter!.data)).toContain(`Your code to verify your email is ${code}.`)
    // The code from the SMTP letter signs the learner in.
    expect((await client.post("/auth/verify-email", { email, otp: code })).status).toBe(200)
  })

  it("still answers and keeps the outbox copy when the mail server refuses the letter", async () => {
    const refusing = await startSmtpCatcher({ refuseRecipients: true })
    const other = await startTestServer({ kind: "pglite" }, { smtpUrl: refusing.url, rateLimits: LOOSE_ADDRESS_LIMITS })
    try {
      const client = accountsClient(other)
      const email = uniqueEmail("refused")
      expect((await client.post("/auth/signup", { name: "Refused", email, password: "password 123" })).status).toBe(200)
      expect(await client.messagesTo(email)).toHaveLength(1)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(refusing.letters).toEqual([])
      expect(refusing.commands.some((c) => c.startsWith("RCPT"))).toBe(true)
    } finally {
      await other.close()
      await refusing.close()
    }
  })
})

describe("the SMTP client", () => {
  it("writes headers and body with CRLF, dot-stuffs lines, and keeps header values on one line", () => {
    const text = formatMessage({
      from: "Shop <shop@example.com>",
      to: "a@example.com",
      subject: "Hi\r\nBcc: victim@example.com",
      body: "line one\n.hidden dot line\nend"
    }, new Date("2026-01-02T03:04:05Z"))
    expect(text).toContain("Subject: Hi Bcc: victim@example.com\r\n")
    expect(text).not.toMatch(/^Bcc:/m)
    expect(text).toContain("Date: Fri, 02 Jan 2026 03:04:05 GMT\r\n")
    expect(text).toMatch(/Message-ID: <[0-9a-f-]{36}@example\.com>/)
    expect(text.endsWith("line one\r\n..hidden dot line\r\nend")).toBe(true)
    expect(text).not.toMatch(/[^\r]\n/)
  })

  it("encodes a non-ASCII subject and body", () => {
    const text = formatMessage({ from: "s@example.com", to: "a@example.com", subject: "Grüße", body: "Café ☕" })
    expect(text).toContain(`Subject: =?UTF-8?B?${Buffer.from("Grüße").toString("base64")}?=`)
    expect(text).toContain("Content-Transfer-Encoding: base64")
    expect(Buffer.from(text.slice(text.indexOf("\r\n\r\n") + 4), "base64").toString("utf8")).toBe("Café ☕")
  })

  it("reads smtp:// URLs only", () => {
    expect(parseSmtpUrl("smtp://127.0.0.1:2525")).toEqual({ host: "127.0.0.1", port: 2525 })
    expect(parseSmtpUrl("smtp://mail.example.com")).toEqual({ host: "mail.example.com", port: 25 })
    expect(() => parseSmtpUrl("smtps://mail.example.com")).toThrow(/smtp:\/\//)
    expect(addressOf("Name <x@example.com>")).toBe("x@example.com")
    expect(addressOf("x@example.com")).toBe("x@example.com")
  })

  it("fails with a clear error when nothing listens", async () => {
    const catcher = await startSmtpCatcher()
    const { port } = parseSmtpUrl(catcher.url)
    await catcher.close()
    await expect(sendOverSmtp({ host: "127.0.0.1", port }, { from: "s@example.com", to: "a@example.com", subject: "x", body: "y" }, 2000))
      .rejects.toThrow()
  })
})
