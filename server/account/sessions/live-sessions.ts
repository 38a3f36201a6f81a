/**
 * The live sessions, read together. Every
 * signed-in call asks "is this token's session still live?" — the token
 * refresh every 10 seconds, and every learner call through the
 * Authorization middleware, answer saves included. Asked one statement per
 * call, 200 learners saving at once sent 200 session reads beside their 200
 * saves; here the lookups of one turn of the event loop share ONE read
 * (live-session-reads.ts), so a save costs its own statement plus a share
 * of one read.
 *
 * As strict as a read per call: a lookup only joins a read not yet sent, so
 * a sign-out committed before the call arrived, on any server, is seen.
 * One reader per application, shared by the refresh and the middleware.
 */
import { Context, Effect, Layer } from "effect"
import { type LiveSessionAnswer, makeLiveSessionReads } from "./live-session-reads.ts"
import { type SessionWithSecret, SessionsRepository } from "./repository.ts"

/** One read out at a time, at most 500 sessions in it: the next batch gathers while one is out. */
export const LIVE_SESSION_READS = { maxInFlight: 1, maxBatch: 500 } as const

export class LiveSessions extends Context.Service<
  LiveSessions,
  {
    /** The live session of that id (undefined: unknown, revoked or expired), as an Effect. */
    readonly lookup: (sessionId: string) => Effect.Effect<SessionWithSecret | undefined>
    /** The same without an Effect per call, for the Node server's own path (refresh-first.ts). */
    readonly lookupNow: (sessionId: string, callback: (answer: LiveSessionAnswer) => void) => void
  }
>()("exam-shop/LiveSessions") {
  static readonly layer = Layer.effect(
    LiveSessions,
    Effect.gen(function* () {
      const sessions = yield* SessionsRepository
      const lookupNow = makeLiveSessionReads(sessions.liveOf, LIVE_SESSION_READS, yield* Effect.context<never>())
      const lookup = (sessionId: string) => Effect.callback<SessionWithSecret | undefined>((resume) => lookupNow(sessionId, resume))
      return LiveSessions.of({ lookup, lookupNow })
    })
  )
}
