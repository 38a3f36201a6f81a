/**
 * NOTIFY on the embedded database. PGlite is one Postgres session, so a
 * LISTEN in it makes Postgres put each committed notification into the
 * answer of the very statement that committed it, a NotificationResponse
 * message before its ReadyForQuery. The wire hands that answer, raw, to the
 * client that sent the statement (@effect/sql-pg), which drops a
 * notification for a channel it is not listening on, and PGlite's own
 * `listen` only sees the answers of its parsed queries. So the notifications
 * are read here, on the way out: every answer PGlite gives to the wire
 * (pglite-wire.ts, or a socket server) is scanned for NotificationResponse
 * messages (message framing only: the other messages are skipped by their
 * length).
 *
 * This is synchronous with the commit: the listener runs before the
 * committing client even reads its COMMIT's answer, so a server that writes
 * and then reads sees its own change. Nothing is lost while the process runs
 * (there is no second connection to drop), and an embedded database has no
 * other process to notify.
 */
import type { PGlite } from "@electric-sql/pglite"

export interface EmbeddedNotifications {
  /** Calls `listener` with the payload of each notification committed on `channel`; answers a function that stops it. */
  readonly listen: (channel: string, listener: (payload: string) => void) => Promise<() => void>
}

/** NotificationResponse: 'A', int32 length, int32 process id, channel and payload as C strings. */
const NOTIFICATION_RESPONSE = 0x41
const HEADER_BYTES = 5

/**
 * Reads the backend messages of one answer, which may arrive in several
 * chunks, and calls `notified` for each NotificationResponse.
 */
export const notificationScanner = (notified: (channel: string, payload: string) => void) => {
  let carry: Uint8Array | undefined
  let skip = 0
  const decoder = new TextDecoder()
  const cString = (bytes: Uint8Array, from: number, to: number): [string, number] => {
    const end = bytes.indexOf(0, from)
    const stop = end === -1 || end > to ? to : end
    return [decoder.decode(bytes.subarray(from, stop)), stop + 1]
  }
  const scan = (chunk: Uint8Array) => {
    let data = chunk
    let at = 0
    if (skip > 0) {
      at = Math.min(skip, data.length)
      skip -= at
    }
    if (carry !== undefined) {
      const joined = new Uint8Array(carry.length + data.length - at)
      joined.set(carry)
      joined.set(data.subarray(at), carry.length)
      data = joined
      at = 0
      carry = undefined
    }
    while (at < data.length) {
      if (data.length - at < HEADER_BYTES) {
        carry = data.slice(at)
        return
      }
      const type = data[at]!
      const length = ((data[at + 1]! << 24) | (data[at + 2]! << 16) | (data[at + 3]! << 8) | data[at + 4]!) >>> 0
      const end = at + 1 + length
      if (type !== NOTIFICATION_RESPONSE) {
        if (end > data.length) {
          skip = end - data.length
          return
        }
        at = end
        continue
      }
      if (end > data.length) {
        carry = data.slice(at)
        return
      }
      const [channel, next] = cString(data, at + HEADER_BYTES + 4, end)
      const [payload] = cString(data, next, end)
      notified(channel, payload)
      at = end
    }
  }
  /** Forgets a partial message: each answer starts on a message boundary. */
  const reset = () => {
    carry = undefined
    skip = 0
  }
  return { scan, reset }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Reads the notifications out of everything `db` answers through
 * execProtocolRaw (the in-process wire) and execProtocolRawStream (a socket
 * server's path), for `listen`: every statement of the server goes one of
 * those two ways. (PGlite's own `listen` / `onNotification` are not used:
 * they hear only some of these answers, measured.)
 */
export const tapEmbeddedNotifications = (db: PGlite): EmbeddedNotifications => {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  const dispatch = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(payload)
      } catch (error) {
        console.error(`A listener of the embedded database's channel ${channel} failed`, error)
      }
    }
  }
  const scanner = notificationScanner(dispatch)
  const raw = db.execProtocolRaw.bind(db)
  db.execProtocolRaw = async (message, options) => {
    const reply = await raw(message, options)
    scanner.reset()
    scanner.scan(reply)
    return reply
  }
  const rawStream = db.execProtocolRawStream.bind(db)
  db.execProtocolRawStream = (message, options) => {
    scanner.reset()
    return rawStream(message, {
      ...options,
      onRawData: (data) => {
        scanner.scan(data)
        options.onRawData(data)
      }
    })
  }
  return {
    listen: async (channel, listener) => {
      const forChannel = listeners.get(channel) ?? new Set()
      if (forChannel.size === 0) await db.exec(`LISTEN ${quoteIdentifier(channel)}`)
      forChannel.add(listener)
      listeners.set(channel, forChannel)
      return () => {
        forChannel.delete(listener)
      }
    }
  }
}
