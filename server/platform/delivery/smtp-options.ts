/**
 * The SMTP relay's connection, read from the settings (SMTP_URL, SMTP_TLS,
 * SMTP_USER, SMTP_PASSWORD, SMTP_CA_FILE; config.ts says what each means)
 * and checked once at start: a setting that cannot work stops the server
 * with a sentence saying why, rather than losing mail later.
 *
 * The rules that keep a password and the mail off the wire in clear:
 *  - STARTTLS is required by default (nodemailer's requireTLS: a relay that
 *    does not offer it gets nothing, not even the login);
 *  - a login is only ever sent over TLS (SMTP_TLS=off with SMTP_USER is
 *    refused), and never written in SMTP_URL, which is logged and shown;
 *  - plain text (SMTP_TLS=off) in production only to a relay on this machine;
 *  - the relay's certificate is verified (name and chain; SMTP_CA_FILE for a
 *    private CA), TLS 1.2 at least.
 */
import { Redacted, Result } from "effect"
import { isIP } from "node:net"
import type { ServerSettings, SmtpTls } from "../config.ts"

/** What nodemailer's SMTP transport is given (a subset of its options). */
export interface SmtpOptions {
  readonly host: string
  readonly port: number
  /** TLS from the first byte (smtps://). */
  readonly secure: boolean
  /** STARTTLS or nothing. */
  readonly requireTLS: boolean
  /** Plain text on purpose (SMTP_TLS=off). */
  readonly ignoreTLS: boolean
  readonly auth: { readonly user: string; readonly pass: string } | undefined
  readonly tls: {
    readonly ca?: ReadonlyArray<string>
    readonly servername?: string
    readonly minVersion: "TLSv1.2"
    readonly rejectUnauthorized: true
  }
  readonly connectionTimeout: number
  readonly greetingTimeout: number
  readonly socketTimeout: number
  /** The letters are built from text: nodemailer must never read a file or fetch a URL for one. */
  readonly disableFileAccess: true
  readonly disableUrlAccess: true
}

/** How the relay is reached, for the log (no secret in it). */
export const describeRelay = (options: SmtpOptions): string =>
  `${options.secure ? "smtps" : "smtp"}://${options.host}:${options.port} ` +
  `(${options.secure ? "TLS" : options.requireTLS ? "STARTTLS required" : "no TLS"}, ${options.auth === undefined ? "no login" : `login as ${options.auth.user}`})`

const isLoopback = (host: string) => host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."))

/**
 * The relay's options, or why the settings cannot work. Undefined when no
 * relay is configured (SMTP_URL unset or empty): the outbox only.
 */
export const smtpOptionsOf = (settings: ServerSettings): Result.Result<SmtpOptions | undefined, string> => {
  const raw = settings.smtpUrl?.trim() ?? ""
  if (raw === "") return Result.succeed(undefined)
  if (!URL.canParse(raw)) return Result.fail(`SMTP_URL must be an address such as smtp://mail.example.com:587, not "${raw}".`)
  const url = new URL(raw)
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    return Result.fail(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol}//).`)
  }
  if (url.username !== "" || url.password !== "") {
    return Result.fail("SMTP_URL must not hold a user or password: set SMTP_USER and SMTP_PASSWORD instead.")
  }
  const host = url.hostname.replace(/^\[|\]$/g, "")
  const implicit = url.protocol === "smtps:"
  const tls: SmtpTls = settings.smtpTls ?? (implicit ? "tls" : "starttls")
  if (implicit && tls !== "tls") return Result.fail(`SMTP_URL smtps:// is TLS from the first byte: SMTP_TLS=${tls} contradicts it.`)
  if (!implicit && tls === "tls") return Result.fail("SMTP_TLS=tls needs an smtps:// SMTP_URL (TLS from the first byte).")
  const user = settings.smtpUser?.trim() ?? ""
  const password = settings.smtpPassword === undefined ? "" : Redacted.value(settings.smtpPassword)
  if (user === "" && password !== "") return Result.fail("SMTP_PASSWORD is set without SMTP_USER.")
  if (user !== "" && password === "") return Result.fail("SMTP_USER is set without SMTP_PASSWORD.")
  if (tls === "off" && user !== "") return Result.fail("SMTP_TLS=off would send the SMTP password in clear: a login needs STARTTLS or TLS.")
  if (tls === "off" && settings.nodeEnv === "production" && !isLoopback(host)) {
    return Result.fail(`SMTP_TLS=off is refused in production for a relay that is not on this machine (${host}).`)
  }
  const ca = settings.smtpCa?.trim() ?? ""
  return Result.succeed({
    host,
    port: url.port === "" ? (implicit ? 465 : 587) : Number(url.port),
    secure: implicit,
    requireTLS: tls === "starttls",
    ignoreTLS: tls === "off",
    auth: user === "" ? undefined : { user, pass: password },
    tls: {
      ...(ca === "" ? {} : { ca: [ca] }),
      // A certificate names a host, not an address: SNI only for names.
      ...(isIP(host) === 0 ? { servername: host } : {}),
      minVersion: "TLSv1.2",
      rejectUnauthorized: true
    },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true
  })
}
