/**
 * Token refreshes read their sessions together (every
 * signed-in browser asks every 10 seconds). Lookups made while no read can
 * be sent wait in one batch; the batch is sent as ONE statement (by primary
 * key, `SessionsRepository.liveOf`) at the next turn of the event loop, or,
 * when `maxInFlight` reads are already out, at the turn after one of them
 * answers.
 *
 * Why this is as strict as a statement per refresh: a lookup only ever joins
 * a batch that has not been sent, so every refresh is answered from a read
 * that started after the refresh arrived. A sign-out (or password change,
 * or reset) committed before that — on this server or any other on the same
 * database — is seen by it. Nothing is kept from one read to the next.
 *
 * Plain callbacks rather than an Effect per lookup: this runs for every
 * refresh on the Node server's own path (refresh-first.ts), where the
 * Effect runtime per request was a tenth of the server's time; the read
 * itself is one Effect per batch.
 */
import { Cause, type Context, Effect, Exit } from "effect"
import { atNextTurn } from "../../platform/db/next-turn.ts"
import type { SessionWithSecret } from "./repository.ts"

/** What a lookup answers: the live session, or undefined (unknown, revoked, expired); a failed read is the read's cause. */
export type LiveSessionAnswer = Exit.Exit<SessionWithSecret | undefined>

export interface LiveSessionReadOptions {
  /** Reads sent at once; more lookups wait for one to answer. */
  readonly maxInFlight: number
  /** Sessions in one read at most (a larger batch is sent as several reads). */
  readonly maxBatch: number
}

/** `context`: the services each read runs with (the layer's: its clock, its tracer). */
export const makeLiveSessionReads = (
  liveOf: (sessionIds: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<SessionWithSecret>>,
  options: LiveSessionReadOptions,
  context: Context.Context<never>
) => {
  const run = Effect.runCallbackWith(context)
  type Waiters = Map<string, Array<(answer: LiveSessionAnswer) => void>>
  /** Batches not sent yet, oldest first; only the last one takes new lookups. */
  const waiting: Array<Waiters> = []
  let inFlight = 0

  const send = (batch: Waiters) => {
    inFlight++
    run(liveOf([...batch.keys()]), {
      onExit: (exit) => {
        inFlight--
        const byId = Exit.isSuccess(exit) ? new Map(exit.value.map((row) => [row.sessionId, row])) : undefined
        for (const [sessionId, callbacks] of batch) {
          const answer: LiveSessionAnswer =
            byId === undefined ? Exit.failCause(Exit.isFailure(exit) ? exit.cause : Cause.die("unreachable")) : Exit.succeed(byId.get(sessionId))
          for (const callback of callbacks) callback(answer)
        }
        // The next batch goes at the next turn, not at once: the requests
        // arriving meanwhile (the answers just sent bring the next ones) join it.
        schedule()
      }
    })
  }

  const sendWaiting = () => {
    while (inFlight < options.maxInFlight && waiting.length > 0) send(waiting.shift()!)
  }

  const schedule = atNextTurn(() => sendWaiting())

  /** Looks up one session; `callback` is called once, from the read that answers it. */
  return (sessionId: string, callback: (answer: LiveSessionAnswer) => void): void => {
    let batch = waiting.at(-1)
    if (batch === undefined || (batch.size >= options.maxBatch && !batch.has(sessionId))) {
      batch = new Map()
      waiting.push(batch)
    }
    const callbacks = batch.get(sessionId)
    if (callbacks === undefined) batch.set(sessionId, [callback])
    else callbacks.push(callback)
    schedule()
  }
}
