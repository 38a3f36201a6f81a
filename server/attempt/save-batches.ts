/**
 * Answer saves written together (docs/decisions/answer-saves.md). 200 learners saving
 * at once sent 200 statements, each its own round trip, commit and socket
 * write: on PostgreSQL the Node thread spent a quarter of its time writing
 * to the database's socket, and PostgreSQL a commit per click. Here the
 * saves that arrive while no statement can be sent wait in one batch, and
 * the batch goes as ONE statement (repository.ts `saveAnswers`) at the next
 * turn of the event loop, or, when `maxInFlight` statements are out, at the
 * turn after one of them answers. Each save still takes one round trip; it
 * shares it.
 *
 * What a save keeps, batched or not:
 * - **Its own decision.** The statement locks each attempt of the batch, in
 *   the order of their ids (so two batches, on one server or two, never wait
 *   on each other in a circle), and judges each save under its attempt's
 *   lock, as one save alone did.
 * - **Its order.** One save per attempt in a batch: a second save of the same
 *   attempt (a retry beside its original) waits for a later batch, so the
 *   attempt's saves are written in the order they arrived. (An upsert may
 *   not touch one row twice in one statement, either.)
 * - **Its answer.** A batch whose statement fails is sent again one save at a
 *   time, so one save the database refuses fails that save only.
 *
 * Plain callbacks inside, one Effect per batch, as live-session-reads.ts does
 * for the session reads of every signed-in call.
 */
import { type Context, Effect, Exit } from "effect"
import { atNextTurn } from "../platform/db/next-turn.ts"

export interface SaveBatchOptions {
  /** Statements out at once; more saves wait for one to answer. */
  readonly maxInFlight: number
  /** Saves in one statement at most (a larger batch waits for the next). */
  readonly maxBatch: number
}

/**
 * One statement out at a time, up to 500 saves in it: the batches stay
 * large (measured, 200 learners saving without pause on PostgreSQL: 3,374
 * saves/s with 1 out, 3,007 with 2, 2,902 with 4; docs/measurements.md).
 */
export const SAVE_BATCHES: SaveBatchOptions = { maxInFlight: 1, maxBatch: 500 }

/**
 * `saveAll` answers one outcome per save, in the order given. `attemptOf`
 * names the row a save locks. `context`: the services each statement runs
 * with (the layer's). Answers a function that saves one, as an Effect.
 */
export const makeSaveBatches = <S, A>(
  saveAll: (saves: ReadonlyArray<S>) => Effect.Effect<ReadonlyArray<A>>,
  attemptOf: (save: S) => string,
  options: SaveBatchOptions,
  context: Context.Context<never>
): ((save: S) => Effect.Effect<A>) => {
  const run = Effect.runCallbackWith(context)
  type Waiter = { readonly save: S; readonly answer: (exit: Exit.Exit<A>) => void }
  /** Batches not sent yet, oldest first, each keyed by attempt; only the last one takes new saves. */
  const waiting: Array<Map<string, Waiter>> = []
  let inFlight = 0

  const send = (batch: ReadonlyArray<Waiter>, onSent: () => void) => {
    run(saveAll(batch.map((waiter) => waiter.save)), {
      onExit: (exit) => {
        onSent()
        if (Exit.isSuccess(exit)) {
          batch.forEach((waiter, index) => {
            waiter.answer(Exit.succeed(exit.value[index]!))
          })
        } else if (batch.length === 1) {
          batch[0]!.answer(Exit.failCause(exit.cause))
        } else {
          // One save may be what the database refused: each alone, so it fails only itself.
          for (const waiter of batch) sendAlone(waiter)
        }
      }
    })
  }

  const sendAlone = (waiter: Waiter) => {
    inFlight++
    send([waiter], () => {
      inFlight--
      schedule()
    })
  }

  const sendWaiting = () => {
    while (inFlight < options.maxInFlight && waiting.length > 0) {
      inFlight++
      send([...waiting.shift()!.values()], () => {
        inFlight--
        // The next batch goes at the next turn, not at once: the saves that
        // arrive meanwhile (the answers just sent bring the next ones) join it.
        schedule()
      })
    }
  }

  const schedule = atNextTurn(() => sendWaiting())

  const enqueue = (save: S, answer: (exit: Exit.Exit<A>) => void) => {
    const attempt = attemptOf(save)
    let batch = waiting.at(-1)
    if (batch === undefined || batch.size >= options.maxBatch || batch.has(attempt)) {
      batch = new Map()
      waiting.push(batch)
    }
    batch.set(attempt, { save, answer })
    schedule()
  }

  return (save) => Effect.callback<A>((resume) => enqueue(save, (exit) => resume(exit)))
}
