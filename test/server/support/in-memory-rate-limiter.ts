/**
 * In memory, on the Effect clock, with the default limits: the same fixed
 * windows, for the rules' unit tests (one process, so no upsert needed).
 */
import { Clock, Effect, Layer } from "effect"
import { TooManyRequests } from "../../../src/api/shared/errors.ts"
import { DEFAULT_RATE_LIMITS, type RateLimitRule } from "../../../server/platform/security/rate-limit-rules.ts"
import { tooManyAttemptsMessage, RateLimiter } from "../../../server/platform/security/rate-limiter.ts"

export const rateLimiterInMemory = Layer.sync(RateLimiter, () => {
  const limits = DEFAULT_RATE_LIMITS
  const counts = new Map<string, number>()
  const counterOf = (rule: RateLimitRule, subject: string) =>
    Effect.map(Clock.currentTimeMillis, (now) => {
      const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds
      const key = `${rule.name}:${subject.trim().toLowerCase()}:${windowStart}`
      return { key, count: counts.get(key) ?? 0, retrySeconds: Math.ceil(windowStart + rule.windowSeconds - now / 1000) }
    })
  const tooMany = (retrySeconds: number) => new TooManyRequests({ message: tooManyAttemptsMessage(retrySeconds) })
  const record = (rule: RateLimitRule, subject: string) =>
    Effect.map(counterOf(rule, subject), (counter) => {
      counts.set(counter.key, counter.count + 1)
      return { ...counter, count: counter.count + 1 }
    })
  return RateLimiter.of({
    limits,
    consume: (rule, subject) =>
      Effect.flatMap(record(rule, subject), (counter) => (counter.count > rule.max ? Effect.fail(tooMany(counter.retrySeconds)) : Effect.void)),
    check: (rule, subject) =>
      Effect.flatMap(counterOf(rule, subject), (counter) => (counter.count >= rule.max ? Effect.fail(tooMany(counter.retrySeconds)) : Effect.void)),
    record: (rule, subject) => Effect.asVoid(record(rule, subject)),
    count: (rule, subject) => Effect.map(counterOf(rule, subject), (counter) => counter.count)
  })
})
