/**
 * Submits attempts left open past their deadline plus the grace (a closed
 * laptop, a lost connection at the last minute), scoring what was saved, with
 * submitted_by "server" — the service's `sweep` rule. Runs at start-up and
 * then on a schedule (ATTEMPT_SWEEP_SECONDS, 30 by default); tests call
 * `sweepAttempts` directly.
 *
 * Each attempt is taken with `FOR UPDATE SKIP LOCKED` in its own transaction
 * and submitted with a conditional UPDATE, so two servers sweeping at once,
 * or a sweep meeting a learner's save or submit, never score an attempt
 * twice: a locked attempt is skipped (its own call deals with the time), and
 * one already submitted is left as it is.
 */
import { Duration, Effect, Layer, Schedule } from "effect"
import { Settings } from "../platform/config.ts"
import { AttemptsService } from "./service.ts"

export const DEFAULT_SWEEP_SECONDS = 30

/** One sweep over the database: submits every running attempt whose grace is over; answers how many. */
export const sweepAttempts = AttemptsService.use((service) => service.sweep).pipe(Effect.provide(AttemptsService.layer))

/** The sweep at start-up and every `attemptSweepSeconds`; a failed sweep is logged and retried at the next. */
export const AttemptSweeperLive = Layer.effectDiscard(Effect.gen(function*() {
  const settings = yield* Settings
  // At least a second apart: 0 or less would spin.
  const every = Duration.seconds(Math.max(1, settings.attemptSweepSeconds ?? DEFAULT_SWEEP_SECONDS))
  const once = sweepAttempts.pipe(
    Effect.tap((count) => count > 0 ? Effect.logInfo(`Submitted ${count} attempts left open past their time`) : Effect.void),
    Effect.catchCause((cause) => Effect.logWarning("Submitting attempts past their time failed", cause))
  )
  yield* once.pipe(Effect.repeat(Schedule.spaced(every)), Effect.forkScoped)
}))
