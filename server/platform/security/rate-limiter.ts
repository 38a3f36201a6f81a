/**
 * Attempt counters in fixed windows, kept in the database (table
 * rate_limits) so they survive restarts and are shared by every server. Each
 * count is one atomic upsert, so simultaneous attempts cannot slip past the
 * limit. Subjects (an email, an address) are stored as SHA-256 only.
 */
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { TooManyRequests } from "../../../src/api/shared/errors.ts"
import { Settings } from "../config.ts"
import { sha256Hex } from "./random-secret.ts"
import { DEFAULT_RATE_LIMITS, type RateLimitRule, type RateLimits } from "./rate-limit-rules.ts"

export const tooManyAttemptsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`
}

interface CounterRow {
  readonly count: number
  readonly retry_seconds: number
}

export class RateLimiter extends Context.Service<
  RateLimiter,
  {
    readonly limits: RateLimits
    /** Counts this attempt; fails when it goes over the rule's maximum. */
    readonly consume: (rule: RateLimitRule, subject: string) => Effect.Effect<void, TooManyRequests>
    /** Fails when the maximum is already reached; counts nothing. */
    readonly check: (rule: RateLimitRule, subject: string) => Effect.Effect<void, TooManyRequests>
    /** Counts an attempt without judging it (e.g. a failed sign-in after the check). */
    readonly record: (rule: RateLimitRule, subject: string) => Effect.Effect<void>
    /** The attempts counted in the current window (0 before the first); counts nothing. */
    readonly count: (rule: RateLimitRule, subject: string) => Effect.Effect<number>
  }
>()("exam-shop/RateLimiter") {
  static readonly layer = Layer.effect(
    RateLimiter,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const settings = yield* Settings
      const limits = settings.rateLimits ?? DEFAULT_RATE_LIMITS

      const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${sha256Hex(subject.trim().toLowerCase())}`

      // The window is computed by the database clock, so every server agrees.
      const windowStart = (rule: RateLimitRule) => sql`to_timestamp(floor(extract(epoch from now()) / ${rule.windowSeconds}::int) * ${rule.windowSeconds}::int)`

      const increment = (rule: RateLimitRule, subject: string) =>
        sql<CounterRow>`
          INSERT INTO rate_limits (key, window_start, count)
          VALUES (${keyOf(rule, subject)}, ${windowStart(rule)}, 1)
          ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
          RETURNING count,
            ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}::int) - now())))::int AS retry_seconds`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows[0] ?? { count: 1, retry_seconds: rule.windowSeconds })
        )

      const consume = Effect.fn("RateLimiter.consume")(function* (rule: RateLimitRule, subject: string) {
        const counter = yield* increment(rule, subject)
        if (counter.count > rule.max) {
          return yield* new TooManyRequests({ message: tooManyAttemptsMessage(counter.retry_seconds) })
        }
      })

      const current = (rule: RateLimitRule, subject: string) =>
        sql<CounterRow>`
          SELECT count,
            ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}::int) - now())))::int AS retry_seconds
          FROM rate_limits
          WHERE key = ${keyOf(rule, subject)} AND window_start = ${windowStart(rule)}`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows[0])
        )

      const check = Effect.fn("RateLimiter.check")(function* (rule: RateLimitRule, subject: string) {
        const counter = yield* current(rule, subject)
        if (counter !== undefined && counter.count >= rule.max) {
          return yield* new TooManyRequests({ message: tooManyAttemptsMessage(counter.retry_seconds) })
        }
      })

      const record = (rule: RateLimitRule, subject: string) => Effect.asVoid(increment(rule, subject))

      const count = (rule: RateLimitRule, subject: string) => Effect.map(current(rule, subject), (counter) => counter?.count ?? 0)

      return RateLimiter.of({ limits, consume, check, record, count })
    })
  )
}
