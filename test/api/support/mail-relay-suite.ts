/**
 * Email through an authenticated TLS relay, on either database:
 * the real application sends its letters through nodemailer to an SMTP
 * server started in the test (smtp-relay.ts: STARTTLS with a certificate
 * made for the run, a login required). What arrives — encrypted, logged in,
 * with the right headers, a text and an HTML part, the PDF attached — and
 * what happens when the relay refuses: the letter stays owed in the outbox,
 * the relay job sends it once the relay takes it, never twice.
 */
import { type Context, Effect, Layer, Option, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Settings, type ServerSettings } from "../../../server/platform/config.ts"
import { MailRelay } from "../../../server/platform/delivery/mail-relay.ts"
import { isPdf, pdfText } from "../../server/cart/checkout/receipts/pdf-text.ts"
import { accountsClient, LOOSE_ADDRESS_LIMITS, uniqueEmail } from "./accounts-client.ts"
import { newLearner } from "./attempts-fixture.ts"
import { leavesOf, parseMime } from "./mime.ts"
import { insertOrder, loadOrdersFixture } from "./orders-fixture.ts"
import { startTestRelay, type TestRelay } from "./smtp-relay.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"
import { TEST_SCRYPT_COST } from "../../../server/platform/security/password-hasher.ts"

export const USER = "shop@relay.test"
export const PASSWORD = "relay-password-of-the-shop"
const FROM = "ExamReady Test <shop@examready.example>"

interface OutboxRelayRow {
  readonly id: string
  readonly relay: string
  readonly relay_attempts: number
  readonly relay_error: string | null
  readonly message_id: string | null
  readonly sent_at: Date | null
}

export const waitUntil = async <T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> => {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() - started > timeoutMs) throw new Error(`waited ${timeoutMs} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const relaySettings = (relay: TestRelay): Partial<ServerSettings> => ({
  smtpUrl: relay.url,
  smtpUser: USER,
  smtpPassword: Redacted.make(PASSWORD),
  smtpCa: relay.certificate.cert,
  mailFrom: FROM,
  // The job looks every second here (30 s by default), so a retry is seen within the test.
  mailRetrySeconds: 1,
  rateLimits: LOOSE_ADDRESS_LIMITS
})

export const describeMailRelay = (label: string, database: () => TestDatabase) =>
  describe(`email through an authenticated TLS relay on ${label}`, () => {
    let relay: TestRelay
    let server: TestServer

    beforeAll(async () => {
      relay = await startTestRelay({ user: USER, password: PASSWORD })
      server = await startTestServer(database(), relaySettings(relay))
    })
    afterAll(async () => {
      await server?.close()
      await relay?.close()
    })

    const rowOf = async (recipient: string) =>
      (
        await server.query<OutboxRelayRow>(
          "SELECT id::text AS id, relay, relay_attempts, relay_error, message_id, sent_at FROM outbox WHERE recipient = $1 ORDER BY id DESC",
          [recipient]
        )
      )[0]

    const lettersTo = (recipient: string) => relay.letters.filter((letter) => letter.to.includes(recipient))

    it("sends the sign-up code over STARTTLS after a login, with a text and an HTML part and the shop's headers", async () => {
      const client = accountsClient(server)
      const email = uniqueEmail("relay")
      expect((await client.post("/auth/signup", { name: "Sam Relay", email, password: "password 123" })).status).toBe(200)
      const letter = await waitUntil("the code at the relay", async () => lettersTo(email)[0])
      expect(letter.secure).toBe(true)
      expect(["PLAIN", "LOGIN"]).toContain(letter.authMethod)
      expect(letter.user).toBe(USER)
      expect(letter.from).toBe("shop@examready.example")
      expect(letter.to).toEqual([email])

      const code = await client.latestCode(email)
      const mail = parseMime(letter.raw)
      expect(mail.headers.get("subject")).toBe(`Your ExamReady verification code: ${code}`)
      expect(mail.headers.get("from")).toBe(FROM)
      expect(mail.headers.get("to")).toBe(email)
      expect(mail.headers.get("mime-version")).toBe("1.0")
      expect(Number.isNaN(Date.parse(mail.headers.get("date") ?? ""))).toBe(false)
      expect(mail.type).toBe("multipart/alternative")
      const [text, html] = mail.parts
      expect(text!.type).toBe("text/plain")
      expect(text!.content.toString("utf8")).toContain(`Your code to verify your email is ${code}. It expires in`)
      expect(html!.type).toBe("text/html")
      expect(html!.content.toString("utf8")).toContain(`<strong>${code}</strong>`)
      expect(html!.content.toString("utf8")).toContain("Hello Sam Relay,")

      // The outbox keeps the letter, marked sent after one try, under the Message-ID it went with.
      const row = await waitUntil("the row marked sent", async () => {
        const found = await rowOf(email)
        return found?.relay === "sent" ? found : undefined
      })
      expect(row.relay_attempts).toBe(1)
      expect(row.sent_at).not.toBeNull()
      expect(mail.headers.get("message-id")).toBe(row.message_id)
      expect(row.message_id).toMatch(/^<[0-9a-f-]{36}@examready\.example>$/)
      // The code from the relayed letter signs the learner in.
      expect((await client.post("/auth/verify-email", { email, otp: code })).status).toBe(200)
    })

    it("escapes what a learner typed in the HTML part, and keeps it as typed in the text part", async () => {
      const client = accountsClient(server)
      const email = uniqueEmail("escaped")
      const name = `Ann & Bob < 3 "the" 'best'`
      expect((await client.post("/auth/signup", { name, email, password: "password 123" })).status).toBe(200)
      const letter = await waitUntil("the letter", async () => lettersTo(email)[0])
      const [text, html] = parseMime(letter.raw).parts
      expect(text!.content.toString("utf8")).toContain(`Hello ${name},`)
      const markup = html!.content.toString("utf8")
      expect(markup).toContain("Hello Ann &amp; Bob &lt; 3 &quot;the&quot; &#39;best&#39;,")
      expect(markup).not.toContain("< 3")
      expect(markup).not.toContain(`"the"`)
    })

    it("sends a refund's credit note with its PDF: the text and HTML as alternatives, the file beside them", async () => {
      const fixture = await loadOrdersFixture(server)
      const learner = await newLearner(server, "relay-refund")
      const order = await insertOrder(server, fixture, learner)
      const answer = await fetch(`${server.baseUrl}/api/v1/u/transactions/${order.orderId}/refund`, {
        method: "POST",
        headers: { "x-access-token": learner.token }
      })
      expect(answer.status).toBe(200)
      const creditNote = ((await answer.json()) as { data: { creditNoteNumber: string } }).data.creditNoteNumber
      const letter = await waitUntil("the credit note", async () =>
        relay.letters.find((each) => parseMime(each.raw).headers.get("subject") === `Your ExamReady credit note ${creditNote}`)
      )
      const mail = parseMime(letter.raw)
      expect(mail.type).toBe("multipart/mixed")
      const [alternative, file] = mail.parts
      expect(alternative!.type).toBe("multipart/alternative")
      const [text, html] = leavesOf(alternative!)
      expect(text!.content.toString("utf8")).toContain(`Your credit note ${creditNote} is attached as a PDF.`)
      expect(text!.content.toString("utf8")).toContain("  Refunded: $19.99")
      expect(html!.content.toString("utf8")).toMatch(/<td[^>]*>Refunded<\/td><td[^>]*>\$19\.99/)
      expect(file!.type).toBe("application/pdf")
      expect(file!.headers.get("content-disposition")).toContain(`filename=ExamReady-credit-note-${creditNote}.pdf`)
      expect(isPdf(file!.content)).toBe(true)
      expect(pdfText(file!.content)).toContain(`Credit note ${creditNote}`)
    })

    it("keeps a letter in the outbox while the relay refuses the login, and sends it once when the login works again", async () => {
      relay.setPassword("the relay's password was changed")
      const loginsBefore = relay.logins.length
      try {
        const client = accountsClient(server)
        const email = uniqueEmail("wrong-password")
        expect((await client.post("/auth/signup", { name: "Wes Wrong", email, password: "password 123" })).status).toBe(200)
        const failed = await waitUntil("a failed try", async () => {
          const row = await rowOf(email)
          return row !== undefined && row.relay_attempts >= 1 && row.relay_error !== null ? row : undefined
        })
        expect(failed.relay).toBe("pending")
        expect(failed.relay_error).toMatch(/EAUTH 535/)
        expect(lettersTo(email)).toEqual([])
        // It logged in only inside TLS, and was refused.
        const tries = relay.logins.slice(loginsBefore)
        expect(tries.length).toBeGreaterThan(0)
        expect(tries.every((login) => login.secure && !login.accepted && login.user === USER)).toBe(true)
        // The code is still in the outbox for /dev/outbox, as before.
        expect(await client.messagesTo(email)).toHaveLength(1)

        relay.setPassword(PASSWORD)
        await waitUntil("the retried letter", async () => lettersTo(email)[0])
        const sent = await waitUntil("the row marked sent", async () => {
          const row = await rowOf(email)
          return row?.relay === "sent" ? row : undefined
        })
        expect(sent.relay_attempts).toBeGreaterThanOrEqual(2)
        // The job keeps running: still one letter a few passes later.
        await new Promise((resolve) => setTimeout(resolve, 2500))
        expect(lettersTo(email)).toHaveLength(1)
      } finally {
        relay.setPassword(PASSWORD)
      }
    })

    it("keeps a letter the relay answers 'try later' (451) and sends it once; gives up one it refuses for good (550)", async () => {
      const client = accountsClient(server)
      try {
        relay.refuseRecipients({ code: 451, message: "4.3.0 Mailbox busy, try later" })
        const later = uniqueEmail("try-later")
        expect((await client.post("/auth/signup", { name: "Lee Later", email: later, password: "password 123" })).status).toBe(200)
        const waiting = await waitUntil("a refused try", async () => {
          const row = await rowOf(later)
          return row?.relay_error?.includes("451") ? row : undefined
        })
        expect(waiting.relay).toBe("pending")
        relay.refuseRecipients(undefined)
        await waitUntil("the retried letter", async () => lettersTo(later)[0])
        await waitUntil("the row marked sent", async () => ((await rowOf(later))?.relay === "sent" ? true : undefined))

        relay.refuseRecipients({ code: 550, message: "5.1.1 No such user here" })
        const never = uniqueEmail("no-such-user")
        expect((await client.post("/auth/signup", { name: "Nat Never", email: never, password: "password 123" })).status).toBe(200)
        const givenUp = await waitUntil("the letter given up", async () => {
          const row = await rowOf(never)
          return row?.relay === "failed" ? row : undefined
        })
        expect(givenUp.relay_error).toMatch(/EENVELOPE 550/)
        expect(givenUp.relay_attempts).toBe(1)
        expect(lettersTo(never)).toEqual([])
      } finally {
        relay.refuseRecipients(undefined)
      }
    })

    it("sends an owed letter once when two tries race for it, and gives up one whose time is over", async () => {
      const insertOwed = async (recipient: string, giveUpIn: string) =>
        (
          await server.query<{ id: string }>(
            `INSERT INTO outbox (channel, recipient, subject, body, html, message_id, relay, relay_next_at, relay_give_up_at)
           VALUES ('email', $1, 'Owed letter', 'Owed body', '<p>Owed body</p>', $2, 'pending', now(), now() + $3::interval)
           RETURNING id::text AS id`,
            [recipient, `<owed-${Math.random().toString(36).slice(2)}@examready.example>`, giveUpIn]
          )
        )[0]!.id
      // A second relay service over the same database and relay, as a second server would have.
      const settings = Layer.succeed(
        Settings,
        Settings.of({
          port: 0,
          dataDir: ":memory:",
          databaseUrl: Option.none(),
          webRoot: "",
          nodeEnv: "test",
          passwordHashCost: TEST_SCRYPT_COST,
          seedDemo: false,
          ...relaySettings(relay)
        })
      )
      const withRelay = <A>(use: (relay: Context.Service.Shape<typeof MailRelay>) => Effect.Effect<A>) =>
        server.run(
          Effect.gen(function* () {
            return yield* use(yield* MailRelay)
          }).pipe(Effect.provide(MailRelay.layer.pipe(Layer.provide(settings))), Effect.scoped)
        )

      const raced = uniqueEmail("raced")
      const id = await insertOwed(raced, "1 hour")
      const outcomes = await withRelay((mailRelay) => Effect.all([mailRelay.deliver(id), mailRelay.deliver(id), mailRelay.deliver(id)], { concurrency: 3 }))
      // This server's own job may have taken it first: then all three found it taken.
      expect(outcomes.filter((outcome) => outcome === "sent").length).toBeLessThanOrEqual(1)
      expect(outcomes.every((outcome) => outcome === "sent" || outcome === "skipped")).toBe(true)
      await waitUntil("the raced letter", async () => lettersTo(raced)[0])
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(lettersTo(raced)).toHaveLength(1)

      const late = uniqueEmail("too-late")
      const lateId = await insertOwed(late, "-1 second")
      await withRelay((mailRelay) => mailRelay.deliver(lateId))
      const [row] = await server.query<OutboxRelayRow>("SELECT relay, relay_error FROM outbox WHERE id = $1::bigint", [lateId])
      expect(row!.relay).toBe("failed")
      expect(row!.relay_error).toContain("time to be delivered was over")
      expect(lettersTo(late)).toEqual([])
    })
  })
