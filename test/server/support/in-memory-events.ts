/**
 * The real-time events in memory: the stored events, the wake-ups within one
 * process, and the Events service over both.
 */
import { transactionInOrder } from "./transaction-in-order.ts"
import { Effect, Layer } from "effect"
import { EventsRepository, type StoredEvent } from "../../../server/platform/events/repository.ts"
import { EventWakeups, localWatchers } from "../../../server/platform/events/wakeups.ts"
import { Events } from "../../../server/platform/events/service.ts"

/** In memory, for the rules' unit tests: the same numbering, nothing rolled back. */
export const eventsRepositoryInMemory = Layer.sync(EventsRepository, () => {
  const rows: Array<StoredEvent & { readonly userId: string }> = []
  return EventsRepository.of({
    insert: (userId, type, payload) =>
      Effect.sync(() => {
        const id = rows.filter((row) => row.userId === userId).length + 1
        rows.push({ userId, id, type, payload })
        return id
      }),
    after: (userId, after, limit) =>
      Effect.sync(() =>
        rows
          .filter((row) => row.userId === userId && row.id > after)
          .slice(0, limit)
          .map(({ id, type, payload }) => ({ id, type, payload }))
      ),
    latest: (userId) => Effect.sync(() => rows.filter((row) => row.userId === userId).length)
  })
})

/** In one process, for the rules' unit tests: wake-ups only. */
export const wakeupsInProcess = Layer.sync(EventWakeups, () => {
  const local = localWatchers()
  return EventWakeups.of({ signal: (userId) => Effect.sync(() => local.notified(userId)), watch: local.watch })
})

export const eventsInMemory = Events.layerNoDeps.pipe(Layer.provide([eventsRepositoryInMemory, wakeupsInProcess, transactionInOrder]))
