/**
 * Answers bytes made at request time (a server-rendered page, an HTML
 * document, a JSON body) compressed for the client that asked:
 *
 *   compressedAnswer(request, body, { contentType: "text/html; charset=utf-8" })
 *     : Effect<HttpServerResponse>
 *
 * - `request`: the HttpServerRequest being answered (its Accept-Encoding
 *   and If-None-Match are read);
 * - `body`: the bytes, or a string (sent as UTF-8);
 * - `options.contentType`: the Content-Type of the bytes as they are (it
 *   stays the same whatever the coding);
 * - `options.status` (200), `options.headers` (added as given, e.g.
 *   Cache-Control or a Link preload header), `options.etag` (true: a strong
 *   tag of the body is sent, and a 200 whose tag the client already holds
 *   is answered 304 with no body).
 *
 * The coding follows Accept-Encoding (accept-encoding.ts: brotli first,
 * then gzip, q=0 honoured) and is done here, with node:zlib on its thread
 * pool so the event loop is not held: brotli at quality 5 (about as fast as
 * gzip's default and still smaller, where the build's quality 11 would take
 * tens of milliseconds a page), gzip at level 6. Bodies under
 * COMPRESS_MIN_BYTES are sent as they are: the coding's overhead is more
 * than what it saves. Every answer says `Vary: Accept-Encoding`, so a
 * shared cache keeps one copy per coding.
 *
 * Bytes that never change (the built app's files) are compressed once at
 * build time instead (scripts/compress-dist.ts, served by web-app.ts), and
 * the cached public reads once per change (server/platform/cache/).
 */
import { Effect } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { type AnswerCoding, chooseCoding, type ContentCoding } from "./accept-encoding.ts"
import { noneMatchHits, strongTag } from "./entity-tag.ts"

/** Below this many bytes an answer is sent as it is. */
export const COMPRESS_MIN_BYTES = 1024

/** Brotli's quality for bytes compressed at request time (0–11; 11 is the build's). */
export const DYNAMIC_BROTLI_QUALITY = 5
/** Gzip's level for bytes compressed at request time (1–9). */
export const DYNAMIC_GZIP_LEVEL = 6

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The bytes in `coding`, on zlib's thread pool; `level` is brotli's quality or gzip's level. */
export const compress = (bytes: Uint8Array, coding: ContentCoding, level: number): Promise<Uint8Array> =>
  coding === "br"
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: level,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT
        }
      })
    : gzipAsync(bytes, { level })

export interface CompressedAnswerOptions {
  readonly contentType: string
  readonly status?: number
  readonly headers?: Readonly<Record<string, string>>
  readonly etag?: boolean
}

const tagSuffix = (coding: AnswerCoding) => (coding === "identity" ? "" : `-${coding}`)

export const compressedAnswer = (
  request: HttpServerRequest.HttpServerRequest,
  body: Uint8Array | string,
  options: CompressedAnswerOptions
): Effect.Effect<HttpServerResponse.HttpServerResponse> =>
  Effect.gen(function* () {
    const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body
    const status = options.status ?? 200
    const coding = bytes.length < COMPRESS_MIN_BYTES ? "identity" : chooseCoding(request.headers["accept-encoding"])
    const headers: Record<string, string> = { ...options.headers, vary: "Accept-Encoding" }
    if (options.etag === true && status === 200) {
      const base = strongTag(bytes)
      const tag = base.slice(0, -1) + tagSuffix(coding) + '"'
      headers.etag = tag
      // Any coding of the same bytes the client holds is still current.
      const tags = [base, base.slice(0, -1) + '-br"', base.slice(0, -1) + '-gzip"']
      if (noneMatchHits(request.headers["if-none-match"], tags)) {
        return HttpServerResponse.empty({ status: 304, headers })
      }
    }
    if (coding === "identity") {
      return HttpServerResponse.uint8Array(bytes, { status, headers, contentType: options.contentType })
    }
    const level = coding === "br" ? DYNAMIC_BROTLI_QUALITY : DYNAMIC_GZIP_LEVEL
    const encoded = yield* Effect.promise(() => compress(bytes, coding, level))
    return HttpServerResponse.uint8Array(encoded, {
      status,
      headers: { ...headers, "content-encoding": coding },
      contentType: options.contentType
    })
  })
