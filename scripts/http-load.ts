/**
 * A small HTTP/1.1 load generator for the benchmarks: N keep-alive
 * connections on raw sockets, each sending one request, reading the whole
 * answer (Content-Length or chunked), then sending the next, for a fixed
 * time. Prints nothing; returns requests per second and latency percentiles.
 *
 * Raw sockets rather than node:http's client: the client must not be the
 * bottleneck when the server under test is a bare node:http server answering
 * from memory (node:http's client tops out well below that server on one
 * core). No pipelining: one request in flight per connection, as a browser
 * sends them.
 */
import { connect, type Socket } from "node:net"
import { percentile } from "./perf/figures.ts"

export interface LoadRequest {
  readonly method: "GET" | "POST"
  readonly path: string
  readonly headers?: Readonly<Record<string, string>>
  readonly body?: string
}

export interface LoadOptions {
  readonly port: number
  readonly request: LoadRequest
  readonly connections: number
  readonly seconds: number
  /** Requests during this many seconds first are not counted (JIT, caches, pools). */
  readonly warmupSeconds: number
}

export interface LoadResult {
  readonly requests: number
  readonly perSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  /** Answers with a status other than the first one seen (which should be 200), and socket errors. */
  readonly errors: number
  readonly statuses: Readonly<Record<number, number>>
  readonly bodyBytes: number
}

const CRLF_CRLF = Buffer.from("\r\n\r\n")

const encodeRequest = ({ method, path, headers = {}, body }: LoadRequest): Buffer => {
  const lines = [`${method} ${path} HTTP/1.1`, "host: 127.0.0.1", "connection: keep-alive"]
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body)
  if (body !== undefined) lines.push(`content-length: ${payload.length}`)
  return Buffer.concat([Buffer.from(lines.join("\r\n") + "\r\n\r\n"), payload])
}

/** Where the answer that starts `buffer` ends, with its status; undefined while incomplete. */
const answerEnd = (buffer: Buffer): { end: number; status: number; bodyBytes: number } | undefined => {
  const headEnd = buffer.indexOf(CRLF_CRLF)
  if (headEnd === -1) return undefined
  const head = buffer.toString("latin1", 0, headEnd)
  const status = Number(head.slice(9, 12))
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)
  const bodyStart = headEnd + 4
  if (length !== null) {
    const end = bodyStart + Number(length[1])
    return buffer.length >= end ? { end, status, bodyBytes: Number(length[1]) } : undefined
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    let at = bodyStart
    let bodyBytes = 0
    while (true) {
      const lineEnd = buffer.indexOf("\r\n", at)
      if (lineEnd === -1) return undefined
      const size = parseInt(buffer.toString("latin1", at, lineEnd), 16)
      const next = lineEnd + 2 + size + 2
      if (buffer.length < next) return undefined
      bodyBytes += size
      at = next
      if (size === 0) return { end: at, status, bodyBytes }
    }
  }
  // 204 / 304: no body.
  return { end: bodyStart, status, bodyBytes: 0 }
}

export const runLoad = (options: LoadOptions): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const wire = encodeRequest(options.request)
    const started = performance.now()
    const countFrom = started + options.warmupSeconds * 1000
    const stopAt = countFrom + options.seconds * 1000
    const latencies: Array<number> = []
    const statuses: Record<number, number> = {}
    let errors = 0
    let bodyBytes = 0
    let open = options.connections
    let firstStatus: number | undefined
    const sockets: Array<Socket> = []

    const finish = () => {
      if (--open > 0) return
      const sorted = Float64Array.from(latencies).sort()
      const counted = sorted.length
      resolve({
        requests: counted,
        perSecond: counted / options.seconds,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        errors,
        statuses,
        bodyBytes
      })
    }

    for (let index = 0; index < options.connections; index++) {
      const socket = connect({ port: options.port, host: "127.0.0.1", noDelay: true })
      sockets.push(socket)
      let buffer: Buffer = Buffer.alloc(0)
      let sentAt = 0
      let done = false
      const send = () => {
        sentAt = performance.now()
        socket.write(wire)
      }
      const end = () => {
        if (done) return
        done = true
        socket.destroy()
        finish()
      }
      socket.on("connect", send)
      socket.on("data", (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk])
        const answer = answerEnd(buffer)
        if (answer === undefined) return
        buffer = buffer.subarray(answer.end)
        const now = performance.now()
        if (now >= countFrom) {
          latencies.push(now - sentAt)
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
          bodyBytes += answer.bodyBytes
          firstStatus ??= answer.status
          if (answer.status !== firstStatus) errors++
        }
        if (now >= stopAt) end()
        else send()
      })
      socket.on("error", (error) => {
        errors++
        if (latencies.length === 0 && index === 0) reject(error)
        end()
      })
      socket.on("close", end)
    }
  })
