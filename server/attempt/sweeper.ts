/**
 * Submits attempts left open past their deadline plus the grace (a closed
 * laptop, a lost connection at the last minute), scoring what was saved, with
 * submitted_by "server" — the service's `sweep` rule. Runs at start-up and
 * then on a schedule (ATTEMPT_SWEEP_SECONDS, 30 by default), on one server
 * at a time: a pass runs on the server that takes the period's turn
 * (platform/jobs/job-turns.ts); tests call `sweepAttempts` directly.
 *
 * Each attempt is taken with `FOR UPDATE SKIP LOCKED` in its own transaction
 * and submitted with a conditional UPDATE, so two servers sweeping at once,
 * or a sweep meeting a learner's save or submit, never score an attempt
 * twice: a locked attempt is skipped (its own call deals with the time), and
 * one already submitted is left as it is.
 */
import { Effect, Layer } from "effect"
import { Settings } from "../platform/config.ts"
import { everyPeriodOnOneServer } from "../platform/jobs/job-turns.ts"
import { AttemptsService } from "./service.ts"

export const DEFAULT_SWEEP_SECONDS = 30

/** One sweep over the database: submits every running attempt whose grace is over; answers how many. */
export const sweepAttempts = AttemptsService.use((service) => service.sweep).pipe(Effect.provide(AttemptsService.layer))

/** The job's name in job_leases. */
export const SWEEPER_JOB = "attempt-sweeper"

/** The sweep at start-up and every `attemptSweepSeconds` across all servers; a failed sweep is logged and retried at the next. */
export const AttemptSweeperLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const settings = yield* Settings
    const pass = sweepAttempts.pipe(Effect.tap((count) => (count > 0 ? Effect.logInfo(`Submitted ${count} attempts left open past their time`) : Effect.void)))
    yield* everyPeriodOnOneServer(SWEEPER_JOB, settings.attemptSweepSeconds ?? DEFAULT_SWEEP_SECONDS, pass, "Submitting attempts past their time failed").pipe(
      Effect.forkScoped
    )
  })
)
