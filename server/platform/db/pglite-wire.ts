/**
 * One Postgres wire-protocol session with PGlite inside this process: a
 * Duplex stream that `@effect/sql-pg` uses in place of a TCP socket (its
 * `stream` option). What the client writes goes to PGlite's
 * `execProtocolRaw` and what PGlite answers is read back — the same bytes
 * the loopback socket of pglite-socket carried, without the socket, its
 * per-message queue and two event-loop turns a message (measured in
 * docs/measurements.md, "PGlite in process").
 *
 * PGlite is ONE database session: the client must open a single connection
 * over it (sql-client.ts), so a transaction holds the session until it ends.
 */
import type { PGlite } from "@electric-sql/pglite"
import { Duplex } from "node:stream"

const SSL_REQUEST = 80877103
const CANCEL_REQUEST = 80877102
const TERMINATE = 0x58 // 'X'

/** Sees each batch of protocol messages handed to PGlite (a test counts statements and round trips with it). */
export type WireObserver = (messages: Uint8Array) => void

export class PGliteWire extends Duplex {
  private buffered: Buffer = Buffer.alloc(0)
  private started = false

  private readonly db: PGlite
  private readonly observe: WireObserver | undefined

  constructor(db: PGlite, observe?: WireObserver) {
    super()
    this.db = db
    this.observe = observe
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.accept([chunk], callback)
  }

  /** Chunks written while PGlite was busy arrive together: one call runs them all (a pipeline stays one batch). */
  override _writev(chunks: Array<{ chunk: Buffer }>, callback: (error?: Error | null) => void) {
    this.accept(
      chunks.map(({ chunk }) => chunk),
      callback
    )
  }

  override _final(callback: (error?: Error | null) => void) {
    this.push(null)
    callback()
  }

  private accept(chunks: ReadonlyArray<Buffer>, callback: (error?: Error | null) => void) {
    this.buffered = this.buffered.length === 0 && chunks.length === 1 ? chunks[0]! : Buffer.concat([this.buffered, ...chunks])
    this.drain().then(
      () => callback(),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)))
    )
  }

  /** Runs every whole message buffered: the startup message on its own, then the rest in one call. */
  private async drain() {
    while (true) {
      if (!this.started && !this.beforeStartup()) return
      const { length, terminate } = this.wholeMessages()
      if (length === 0 && !terminate) return
      const batch = this.buffered.subarray(0, length)
      this.buffered = this.buffered.subarray(length + (terminate ? 5 : 0))
      if (length > 0) {
        this.observe?.(batch)
        // One turn of the event loop first, as a socket's answer would take:
        // PGlite runs on this thread, and a chain of statements answered in
        // microtasks would keep the loop from reading other connections (a
        // learner's first save waited 17 s behind the others' next ones).
        await new Promise((resolve) => setImmediate(resolve))
        const db = this.db
        // No syncToFs: in Node PGlite's files (NodeFS, or memory) are written
        // through; only the browser's file systems have anything to sync.
        const reply = await db.runExclusive(() => db.execProtocolRaw(batch, { syncToFs: false }))
        this.started = true
        if (reply.length > 0) this.push(reply)
      }
      if (terminate) {
        this.buffered = Buffer.alloc(0)
        this.push(null)
        return
      }
    }
  }

  /**
   * Before the startup message: an SSL request is declined ('N', as a server
   * without TLS does); a cancel request is ignored (PGlite runs one
   * statement at a time and cannot stop it) and ends this stream. False
   * when nothing is left to run yet.
   */
  private beforeStartup(): boolean {
    while (this.buffered.length >= 8) {
      const length = this.buffered.readInt32BE(0)
      const code = this.buffered.readInt32BE(4)
      if (code === SSL_REQUEST && length === 8) {
        this.buffered = this.buffered.subarray(8)
        this.push(Buffer.from("N"))
        continue
      }
      if (code === CANCEL_REQUEST && length === 16) {
        this.buffered = Buffer.alloc(0)
        this.push(null)
        return false
      }
      return true
    }
    return false
  }

  /**
   * How many leading bytes are whole messages to run: the startup message
   * alone (it has no type byte), else every whole typed message up to a
   * Terminate, which the stream answers itself by ending.
   */
  private wholeMessages(): { readonly length: number; readonly terminate: boolean } {
    const bytes = this.buffered
    if (!this.started) {
      const length = bytes.length < 4 ? Infinity : bytes.readInt32BE(0)
      return { length: bytes.length < length ? 0 : length, terminate: false }
    }
    let at = 0
    while (at + 5 <= bytes.length) {
      if (bytes[at] === TERMINATE) return { length: at, terminate: true }
      const end = at + 1 + bytes.readInt32BE(at + 1)
      if (end > bytes.length) break
      at = end
    }
    return { length: at, terminate: false }
  }
}
