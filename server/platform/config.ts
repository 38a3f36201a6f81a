/**
 * The server's settings, read once from the environment with safe defaults
 * for a local run. The README lists each one.
 */
import { Config, Context, Effect, Layer, Option, Redacted, Result } from "effect"
import { readFileSync } from "node:fs"
import { type AttachmentQuotaLimits, DEFAULT_ATTACHMENT_QUOTA } from "../../src/api/helpdesk/helpdesk-quota.ts"
import { parseTrustedProxies, type TrustedProxies } from "./security/client-address.ts"
import { type ScryptCost, TEST_SCRYPT_COST } from "./security/password-hasher.ts"
import { DEFAULT_RATE_LIMITS, relaxedPerAddress, type RateLimits } from "./security/rate-limit-rules.ts"

export interface ServerSettings {
  /** HTTP port; 8080 unless PORT is set. */
  readonly port: number
  /** Folder for the embedded database and other local data. */
  readonly dataDir: string
  /** A PostgreSQL server to use instead of the embedded one. */
  readonly databaseUrl: Option.Option<string>
  /** Folder of the built browser app (vite build output). */
  readonly webRoot: string
  /** "production" hides developer conveniences such as the outbox page. */
  readonly nodeEnv: string
  /** Load the demo catalog into an empty database. */
  readonly seedDemo: boolean
  // The settings below are optional so code that builds Settings by hand
  // (tests, tools) keeps compiling; each has a safe default.
  /**
   * Signs the access tokens (HS256). When unset, a secret generated on the
   * first start is kept in the database (table app_secrets), so restarts and
   * several servers share it.
   */
  readonly tokenSecret?: Redacted.Redacted<string> | undefined
  /**
   * The SMTP relay email is sent through (SMTP_URL: smtp://host[:port],
   * port 587 by default, or smtps://host[:port] for TLS from the first
   * byte, 465 by default); the outbox always keeps a copy. Never with a
   * user or password inside: those are SMTP_USER and SMTP_PASSWORD.
   */
  readonly smtpUrl?: string | undefined
  /**
   * SMTP_TLS: "starttls" (the default for smtp://: the connection is
   * upgraded with STARTTLS and nothing is sent when the relay does not
   * offer it), "tls" (the default for smtps://) or "off" (plain text: a
   * mail catcher or a relay on this machine; refused in production unless
   * the relay is on a loopback address).
   */
  readonly smtpTls?: SmtpTls | undefined
  /** SMTP_USER and SMTP_PASSWORD: the relay's login (AUTH PLAIN or LOGIN, as it offers), only over TLS. */
  readonly smtpUser?: string | undefined
  readonly smtpPassword?: Redacted.Redacted<string> | undefined
  /**
   * SMTP_CA_FILE read at start: the PEM certificates the relay's TLS
   * certificate must chain to, instead of the system's (a private relay);
   * the system's when unset. The relay's name is checked either way.
   */
  readonly smtpCa?: string | undefined
  /**
   * MAIL_RETRY_SECONDS: how often the relay job looks for email still owed
   * (30 when unset), and the first wait after a failed try; each further
   * failure doubles the wait, up to an hour.
   */
  readonly mailRetrySeconds?: number | undefined
  /** The From address of the shop's emails. */
  readonly mailFrom?: string | undefined
  /**
   * METRICS_TOKEN: GET /metrics answers only with "Authorization: Bearer
   * <token>". Unset: /metrics is open outside production and answers 404
   * in production (docs/decisions/operations.md).
   */
  readonly metricsToken?: Redacted.Redacted<string> | undefined
  /**
   * LOG_FORMAT: "json" (the default: one JSON object a line, a request's
   * lines carrying its requestId; platform/observability/logging.ts) or
   * "pretty" (coloured lines for a developer's terminal).
   */
  readonly logFormat?: LogFormat | undefined
  /** Attempt limits of sign-in and one-time codes; the defaults when unset. */
  readonly rateLimits?: RateLimits | undefined
  /**
   * The scrypt cost of new password hashes, OWASP's when unset.
   * PASSWORD_HASHING=fast sets the test suites' lower cost, honoured only
   * with NODE_ENV=test (security/password-hasher.ts).
   */
  readonly passwordHashCost?: ScryptCost | undefined
  /** Seconds between two sweeps of attempts left open past their time (30 when unset). */
  readonly attemptSweepSeconds?: number | undefined
  /** Seconds between two passes of the checkout's reconciler over pending orders (60 when unset). */
  readonly checkoutReconcileSeconds?: number | undefined
  /** Seconds between two heartbeats of an open event stream, which also re-check its session (25 when unset). */
  readonly eventsHeartbeatSeconds?: number | undefined
  /**
   * The bounds on open event streams, per server process (EVENT_STREAMS_PER_ACCOUNT,
   * EVENT_STREAMS_PER_ADDRESS, EVENT_STREAMS_MAX; DEFAULT_STREAM_LIMITS when unset):
   * an account's newest stream closes its oldest over the first, an address over
   * the second is refused (429), the server over the third is refused (503).
   */
  readonly streamLimits?: StreamLimits | undefined
  /**
   * In production, the demo learner is created only when this is set, and
   * with this password (a published password must never reach a
   * live shop). Outside production the README's published one is used.
   */
  readonly demoLearnerPassword?: Redacted.Redacted<string> | undefined
  /** The shop's address as learners reach it (https://shop.example), for links in emails; http://localhost:PORT when unset. */
  readonly publicUrl?: string | undefined
  /**
   * The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY:
   * addresses or CIDR ranges, comma-separated); none when unset, so the
   * connection's own address is the client's (security/client-address.ts).
   */
  readonly trustProxy?: TrustedProxies | undefined
  /**
   * Where uploaded images are kept (MEDIA_STORE): "database" (the default, a
   * table every server on the database shares) or "folder" (DATA_DIR/media,
   * one server's disk).
   */
  readonly mediaStore?: MediaStoreKind | undefined
  /**
   * The helpdesk's attachment quota of a learner (src/api/helpdesk/helpdesk-quota.ts):
   * HELPDESK_FILES_PER_DAY_MB, HELPDESK_FILES_TOTAL_MB and
   * HELPDESK_FILES_PER_TICKET_MB; DEFAULT_ATTACHMENT_QUOTA when unset.
   */
  readonly attachmentQuota?: AttachmentQuotaLimits | undefined
  /**
   * A dump of an embedded database (PGlite's `dumpDataDir` tar) that an
   * embedded database with no data yet (in memory, or a new folder) starts
   * from instead of an empty one. Only
   * code sets it: the test suites start hundreds of servers from one
   * migrated, seeded copy instead of migrating and seeding each.
   */
  readonly embeddedSnapshot?: Blob | undefined
}

const MB = 1024 * 1024

export type MediaStoreKind = "database" | "folder"

export interface StreamLimits {
  readonly perAccount: number
  readonly perAddress: number
  readonly total: number
}

/**
 * One account's tabs rarely pass 5; an address is often a school's or an
 * office's NAT, so it holds more; the total keeps a server's streams (about
 * 110 KB and one socket each) well under its memory and open-file limits.
 */
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perAccount: 5, perAddress: 50, total: 2000 }

export type SmtpTls = "starttls" | "tls" | "off"

export type LogFormat = "json" | "pretty"

/** A METRICS_TOKEN shorter than this is refused: it is a password for the operators' scraper. */
export const METRICS_TOKEN_MIN_LENGTH = 24

/**
 * An absolute link to a page of the shop, for emails (a path alone is not a
 * link in a mail client). Outside the application (a unit test with no
 * Settings) the local default is used.
 */
export const shopLink = (path: string) =>
  Effect.map(Effect.serviceOption(Settings), (settings) => {
    const base = Option.match(settings, {
      onNone: () => "http://localhost:8080",
      onSome: (s) => s.publicUrl ?? `http://localhost:${s.port}`
    })
    return `${base.replace(/\/+$/, "")}${path}`
  })

export const DEFAULT_MAIL_FROM = "ExamReady <no-reply@examready.example>"

/** A token secret shorter than this is refused: HS256 wants at least 256 bits. */
export const TOKEN_SECRET_MIN_LENGTH = 32

export class Settings extends Context.Service<Settings, ServerSettings>()("exam-shop/Settings") {
  static readonly fromEnv = Layer.effect(
    Settings,
    Effect.gen(function* () {
      const port = yield* Config.Port("PORT").pipe(Config.withDefault(8080))
      const dataDir = yield* Config.String("DATA_DIR").pipe(Config.withDefault("./data"))
      const databaseUrl = yield* Config.option(Config.String("DATABASE_URL"))
      const webRoot = yield* Config.String("WEB_ROOT").pipe(Config.withDefault("./dist"))
      const nodeEnv = yield* Config.String("NODE_ENV").pipe(Config.withDefault("development"))
      const seedDemo = yield* Config.Boolean("SEED_DEMO").pipe(Config.withDefault(true))
      const tokenSecret = yield* Config.option(Config.Redacted("TOKEN_SECRET"))
      if (Option.isSome(tokenSecret) && Redacted.value(tokenSecret.value).length < TOKEN_SECRET_MIN_LENGTH) {
        return yield* Effect.die(new Error(`TOKEN_SECRET must be at least ${TOKEN_SECRET_MIN_LENGTH} characters long.`))
      }
      const smtpUrl = yield* Config.option(Config.String("SMTP_URL"))
      const smtpTls = yield* Config.option(Config.Literals(["starttls", "tls", "off"], "SMTP_TLS"))
      const smtpUser = yield* Config.option(Config.String("SMTP_USER"))
      const smtpPassword = yield* Config.option(Config.Redacted("SMTP_PASSWORD"))
      const smtpCaFile = yield* Config.option(Config.String("SMTP_CA_FILE"))
      const smtpCa = Option.isNone(smtpCaFile)
        ? Result.succeed(undefined)
        : Result.try({
            try: () => readFileSync(smtpCaFile.value, "utf8"),
            catch: (error) => `SMTP_CA_FILE could not be read (${smtpCaFile.value}): ${String(error)}`
          })
      if (Result.isFailure(smtpCa)) return yield* Effect.die(new Error(smtpCa.failure))
      const mailRetrySeconds = yield* Config.Int("MAIL_RETRY_SECONDS").pipe(Config.withDefault(30))
      const logFormat = yield* Config.Literals(["json", "pretty"], "LOG_FORMAT").pipe(Config.withDefault("json" as const))
      const metricsToken = yield* Config.option(Config.Redacted("METRICS_TOKEN"))
      if (Option.isSome(metricsToken) && Redacted.value(metricsToken.value).length < METRICS_TOKEN_MIN_LENGTH) {
        return yield* Effect.die(new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long.`))
      }
      const mailFrom = yield* Config.String("MAIL_FROM").pipe(Config.withDefault(DEFAULT_MAIL_FROM))
      // The end-to-end suite sends every request from 127.0.0.1, so its many
      // sign-ins would hit the per-address limits; per-account limits stay.
      // Never honoured in production.
      const loopbackTesting = yield* Config.Boolean("RELAX_ADDRESS_RATE_LIMITS").pipe(Config.withDefault(false))
      const rateLimits = loopbackTesting && nodeEnv !== "production" ? relaxedPerAddress(DEFAULT_RATE_LIMITS) : undefined
      const fastHashing = (yield* Config.Literals(["standard", "fast"], "PASSWORD_HASHING").pipe(Config.withDefault("standard" as const))) === "fast"
      const passwordHashCost = fastHashing && nodeEnv === "test" ? TEST_SCRYPT_COST : undefined
      const attemptSweepSeconds = yield* Config.Int("ATTEMPT_SWEEP_SECONDS").pipe(Config.withDefault(30))
      const checkoutReconcileSeconds = yield* Config.Int("CHECKOUT_RECONCILE_SECONDS").pipe(Config.withDefault(60))
      const eventsHeartbeatSeconds = yield* Config.Int("EVENTS_HEARTBEAT_SECONDS").pipe(Config.withDefault(25))
      const streamLimits: StreamLimits = {
        perAccount: yield* Config.Int("EVENT_STREAMS_PER_ACCOUNT").pipe(Config.withDefault(DEFAULT_STREAM_LIMITS.perAccount)),
        perAddress: yield* Config.Int("EVENT_STREAMS_PER_ADDRESS").pipe(Config.withDefault(DEFAULT_STREAM_LIMITS.perAddress)),
        total: yield* Config.Int("EVENT_STREAMS_MAX").pipe(Config.withDefault(DEFAULT_STREAM_LIMITS.total))
      }
      if (streamLimits.perAccount < 1 || streamLimits.perAddress < 1 || streamLimits.total < 1) {
        return yield* Effect.die(new Error("EVENT_STREAMS_PER_ACCOUNT, EVENT_STREAMS_PER_ADDRESS and EVENT_STREAMS_MAX must be at least 1."))
      }
      const demoLearnerPassword = yield* Config.option(Config.Redacted("DEMO_LEARNER_PASSWORD"))
      const publicUrl = yield* Config.option(Config.String("PUBLIC_URL"))
      if (Option.isSome(publicUrl) && !URL.canParse(publicUrl.value)) {
        return yield* Effect.die(new Error(`PUBLIC_URL must be an absolute address such as https://shop.example, not "${publicUrl.value}".`))
      }
      const trustProxy = parseTrustedProxies(yield* Config.String("TRUST_PROXY").pipe(Config.withDefault("")))
      if (Result.isFailure(trustProxy)) return yield* Effect.die(new Error(trustProxy.failure))
      const mediaStore = yield* Config.Literals(["database", "folder"], "MEDIA_STORE").pipe(Config.withDefault("database" as const))
      const megabytes = (name: string, fallback: number) =>
        Config.Number(name).pipe(
          Config.withDefault(fallback / MB),
          Config.map((mb) => Math.floor(mb * MB))
        )
      const attachmentQuota: AttachmentQuotaLimits = {
        perDayBytes: yield* megabytes("HELPDESK_FILES_PER_DAY_MB", DEFAULT_ATTACHMENT_QUOTA.perDayBytes),
        totalBytes: yield* megabytes("HELPDESK_FILES_TOTAL_MB", DEFAULT_ATTACHMENT_QUOTA.totalBytes),
        perTicketBytes: yield* megabytes("HELPDESK_FILES_PER_TICKET_MB", DEFAULT_ATTACHMENT_QUOTA.perTicketBytes)
      }
      return Settings.of({
        port,
        dataDir,
        databaseUrl,
        webRoot,
        nodeEnv,
        seedDemo,
        tokenSecret: Option.getOrUndefined(tokenSecret),
        smtpUrl: Option.getOrUndefined(smtpUrl),
        smtpTls: Option.getOrUndefined(smtpTls),
        smtpUser: Option.getOrUndefined(smtpUser),
        smtpPassword: Option.getOrUndefined(smtpPassword),
        smtpCa: smtpCa.success,
        mailRetrySeconds,
        metricsToken: Option.getOrUndefined(metricsToken),
        logFormat,
        mailFrom,
        rateLimits,
        passwordHashCost,
        attemptSweepSeconds,
        checkoutReconcileSeconds,
        eventsHeartbeatSeconds,
        streamLimits,
        publicUrl: Option.getOrUndefined(publicUrl),
        demoLearnerPassword: Option.getOrUndefined(demoLearnerPassword),
        trustProxy: trustProxy.success,
        mediaStore,
        attachmentQuota
      })
    })
  )
}
