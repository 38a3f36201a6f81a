/**
 * Work gathered for the database, sent at the next turn of the event loop:
 * the batches of session reads (live-session-reads.ts) and of answer saves
 * (save-batches.ts) both send what waits once per turn, however many calls
 * asked for it in that turn, so the requests of one moment go together.
 */

/** A function that runs `send` once at the next turn, however often it is called before then. */
export const atNextTurn = (send: () => void): (() => void) => {
  let scheduled = false
  return () => {
    if (scheduled) return
    scheduled = true
    setImmediate(() => {
      scheduled = false
      send()
    })
  }
}
