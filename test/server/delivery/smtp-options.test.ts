/**
 * The relay's settings: what each setting makes of nodemailer's
 * options, and every setting that could put a password or the mail on the
 * wire in clear, refused at start with a sentence.
 */
import { Option, Redacted, Result } from "effect"
import { describe, expect, it } from "vitest"
import type { ServerSettings } from "../../../server/platform/config.ts"
import { describeRelay, smtpOptionsOf } from "../../../server/platform/delivery/smtp-options.ts"

const base: ServerSettings = { port: 0, dataDir: ":memory:", databaseUrl: Option.none(), webRoot: "", nodeEnv: "test", seedDemo: false }
const options = (settings: Partial<ServerSettings>) => smtpOptionsOf({ ...base, ...settings })
const ok = (settings: Partial<ServerSettings>) => {
  const result = options(settings)
  if (Result.isFailure(result)) throw new Error(result.failure)
  return result.success
}
const refused = (settings: Partial<ServerSettings>) => {
  const result = options(settings)
  if (Result.isSuccess(result)) throw new Error("expected a refusal")
  return result.failure
}

describe("the relay's settings", () => {
  it("no SMTP_URL: no relay (the outbox only)", () => {
    expect(ok({})).toBeUndefined()
    expect(ok({ smtpUrl: "  " })).toBeUndefined()
  })

  it("smtp:// requires STARTTLS on 587 by default, with the login and the CA given", () => {
    const relay = ok({ smtpUrl: "smtp://mail.example.com", smtpUser: "shop", smtpPassword: Redacted.make("secret"), smtpCa: "PEM" })!
    expect(relay).toMatchObject({
      host: "mail.example.com",
      port: 587,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
      auth: { user: "shop", pass: "secret" },
      tls: { ca: ["PEM"], servername: "mail.example.com", minVersion: "TLSv1.2", rejectUnauthorized: true },
      disableFileAccess: true,
      disableUrlAccess: true
    })
    expect(describeRelay(relay)).toBe("smtp://mail.example.com:587 (STARTTLS required, login as shop)")
    expect(describeRelay(relay)).not.toContain("secret")
  })

  it("smtps:// is TLS from the first byte on 465; an address gets no SNI name", () => {
    expect(ok({ smtpUrl: "smtps://10.0.0.5" })).toMatchObject({ host: "10.0.0.5", port: 465, secure: true, requireTLS: false })
    expect(ok({ smtpUrl: "smtps://10.0.0.5" })!.tls).not.toHaveProperty("servername")
    expect(ok({ smtpUrl: "smtp://relay.local:2525", smtpTls: "starttls" })!.port).toBe(2525)
  })

  it("SMTP_TLS=off: plain text to a mail catcher, never with a login, in production only on this machine", () => {
    expect(ok({ smtpUrl: "smtp://127.0.0.1:1025", smtpTls: "off" })).toMatchObject({ requireTLS: false, ignoreTLS: true, auth: undefined })
    expect(ok({ smtpUrl: "smtp://localhost:25", smtpTls: "off", nodeEnv: "production" })).toMatchObject({ ignoreTLS: true })
    expect(refused({ smtpUrl: "smtp://mail.example.com", smtpTls: "off", nodeEnv: "production" })).toMatch(/refused in production/)
    expect(refused({ smtpUrl: "smtp://127.0.0.1:1025", smtpTls: "off", smtpUser: "a", smtpPassword: Redacted.make("b") })).toMatch(/password in clear/)
  })

  it("refuses a login in the address, half a login, contradictions and other schemes", () => {
    expect(refused({ smtpUrl: "smtp://shop:secret@mail.example.com" })).toMatch(/SMTP_USER and SMTP_PASSWORD/)
    expect(refused({ smtpUrl: "smtp://mail.example.com", smtpUser: "shop" })).toMatch(/without SMTP_PASSWORD/)
    expect(refused({ smtpUrl: "smtp://mail.example.com", smtpPassword: Redacted.make("x") })).toMatch(/without SMTP_USER/)
    expect(refused({ smtpUrl: "smtps://mail.example.com", smtpTls: "starttls" })).toMatch(/contradicts/)
    expect(refused({ smtpUrl: "smtp://mail.example.com", smtpTls: "tls" })).toMatch(/smtps:\/\//)
    expect(refused({ smtpUrl: "http://mail.example.com" })).toMatch(/smtp:\/\/ or smtps:\/\//)
    expect(refused({ smtpUrl: "not a url" })).toMatch(/SMTP_URL must be an address/)
  })
})
