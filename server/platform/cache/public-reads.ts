/**
 * The public reads kept in memory (docs/decisions/hot-reads-and-compression.md): the answer of a
 * public call (the menu, the footer, the home page, the catalogue's pages),
 * by request, as the bytes the handler encoded, their strong ETag, and
 * brotli and gzip copies compressed once, off the event loop, after the
 * entry is stored (until they are ready the bytes go out as they are).
 *
 * Dropped when the data changes, whoever changes it and on whichever server:
 * triggers on the tables behind these reads (migration 0021) bump a change
 * number and NOTIFY PUBLIC_READS_CHANNEL; every server listens
 * (db/notifications.ts) and empties its cache on each notification.
 *
 * - A read that was running when a change arrived is not stored (it may
 *   have read the data before the change): every change bumps a generation,
 *   and `store` keeps an entry only if the generation is still the one
 *   `begin` gave.
 * - While the listening connection is lost (PostgreSQL only), nothing is
 *   served from or stored in the cache; it is emptied when the connection
 *   is lost and again when it is back.
 * - In case a notification is lost without the connection noticing, the
 *   change number is also read every RECHECK (a few seconds): one that moved
 *   empties the cache. That bounds the worst case, never the usual one.
 *
 * Bounded: at most MAX_ENTRIES entries and MAX_BYTES bytes (the copies
 * counted), the least recently used dropped first.
 */
import { Context, Duration, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { DatabaseNotifications } from "../db/notifications.ts"
import { COMPRESS_MIN_BYTES, compress } from "../http/compressed-answer.ts"
import type { ContentCoding } from "../http/accept-encoding.ts"
import { strongTag } from "../http/entity-tag.ts"

export const PUBLIC_READS_CHANNEL = "exam_shop_public_reads"
export const MAX_ENTRIES = 2000
export const MAX_BYTES = 64 * 1024 * 1024
export const RECHECK = Duration.seconds(5)
/** Once per change, so the highest setting: brotli's quality 11, gzip's level 9. */
const LEVEL: Readonly<Record<ContentCoding, number>> = { br: 11, gzip: 9 }

export interface CachedRead {
  readonly contentType: string
  readonly bytes: Uint8Array
  /**
   * The strong tag of `bytes` (identity), and of each compressed copy: the
   * same with `-br` / `-gzip` inside the quotes (another representation).
   */
  readonly tags: Readonly<Record<ContentCoding | "identity", string>>
  /** The compressed copies, once ready (never for bytes under COMPRESS_MIN_BYTES, or a copy that is not smaller). */
  readonly copies: Partial<Record<ContentCoding, Uint8Array>>
}

const tagsOf = (bytes: Uint8Array) => {
  const identity = strongTag(bytes)
  return { identity, br: `${identity.slice(0, -1)}-br"`, gzip: `${identity.slice(0, -1)}-gzip"` }
}

export class PublicReads extends Context.Service<
  PublicReads,
  {
    /** The entry for `key`, or undefined (also while the cache is off). */
    readonly lookup: (key: string) => CachedRead | undefined
    /** Before reading what will be stored: answers the generation to pass to `store`. */
    readonly begin: () => number
    /** Keeps the answer read since `begin`, unless the data changed meanwhile. */
    readonly store: (generation: number, key: string, contentType: string, bytes: Uint8Array) => CachedRead | undefined
    /** How many entries are held (for tests and the benchmark's log). */
    readonly size: () => number
    /**
     * Drops every entry now: called by a change this server made (the admin
     * area's catalogue) once committed, so its next read is fresh
     * even before the change's notification arrives (PostgreSQL delivers it a
     * moment after the commit). The notification still reaches every server.
     */
    readonly forget: Effect.Effect<void>
  }
>()("exam-shop/PublicReads") {
  static readonly layer = Layer.effect(
    PublicReads,
    Effect.gen(function* () {
      const notifications = yield* DatabaseNotifications
      const sql = yield* SqlClient.SqlClient
      const entries = new Map<string, CachedRead>()
      let bytesHeld = 0
      let generation = 0
      let listening = true
      let knownVersion = -1

      const weight = (read: CachedRead) => read.bytes.length + (read.copies.br?.length ?? 0) + (read.copies.gzip?.length ?? 0)
      const clear = () => {
        generation++
        entries.clear()
        bytesHeld = 0
      }
      const changed = (version: number) => {
        if (Number.isFinite(version)) knownVersion = Math.max(knownVersion, version)
        clear()
      }
      const evict = () => {
        while (entries.size > MAX_ENTRIES || bytesHeld > MAX_BYTES) {
          const oldest = entries.keys().next()
          if (oldest.done === true) return
          bytesHeld -= weight(entries.get(oldest.value)!)
          entries.delete(oldest.value)
        }
      }

      const readVersion = sql<{ version: string | number }>`SELECT version FROM public_reads_version WHERE id = 1`.pipe(
        Effect.map((rows) => Number(rows[0]?.version ?? 0))
      )

      // Listening (and the number it starts from) before anything is served.
      yield* notifications.watch(PUBLIC_READS_CHANNEL, {
        notified: (payload) => changed(Number(payload)),
        lost: () => {
          listening = false
          clear()
        },
        resumed: () => {
          listening = true
          clear()
        }
      })
      knownVersion = yield* Effect.orDie(readVersion)
      yield* readVersion.pipe(
        Effect.tap((version) =>
          Effect.sync(() => {
            if (version > knownVersion) changed(version)
          })
        ),
        Effect.catchCause((cause) => Effect.logWarning("Could not read the public reads' change number", cause)),
        Effect.delay(RECHECK),
        Effect.forever,
        Effect.forkScoped
      )

      const lookup = (key: string) => {
        if (!listening) return undefined
        const read = entries.get(key)
        if (read !== undefined) {
          // Most recently used last.
          entries.delete(key)
          entries.set(key, read)
        }
        return read
      }

      const addCopies = (key: string, read: CachedRead, storedIn: number) => {
        for (const coding of ["br", "gzip"] as const) {
          compress(read.bytes, coding, LEVEL[coding]).then(
            (copy) => {
              if (generation !== storedIn || entries.get(key) !== read || copy.length >= read.bytes.length) return
              read.copies[coding] = copy
              bytesHeld += copy.length
              evict()
            },
            () => undefined
          )
        }
      }

      const store = (since: number, key: string, contentType: string, bytes: Uint8Array) => {
        if (!listening || since !== generation) return undefined
        const read: CachedRead = { contentType, bytes, tags: tagsOf(bytes), copies: {} }
        const previous = entries.get(key)
        if (previous !== undefined) bytesHeld -= weight(previous)
        entries.delete(key)
        entries.set(key, read)
        bytesHeld += bytes.length
        evict()
        if (bytes.length >= COMPRESS_MIN_BYTES) addCopies(key, read, generation)
        return read
      }

      return PublicReads.of({ lookup, begin: () => generation, store, size: () => entries.size, forget: Effect.sync(clear) })
    })
  )
}
