/**
 * Reads the one file of a multipart upload in a given field, for the readers
 * that then judge it by its bytes (upload-reader.ts for the profile image,
 * server/helpdesk/attachment-reader.ts for a helpdesk attachment). Other
 * files, and a second file in the same field, are read past (the parser
 * needs that) and ignored; fields that are not files are skipped.
 *
 * Never fails: a stream the parser stops is answered with the bytes that did
 * arrive and why it stopped, so the reader can still judge the format of an
 * oversized file from its first bytes.
 */
import { Effect, Stream } from "effect"
import type { Multipart } from "effect/http"

export interface FilePart {
  /** Whether a file came in the field at all. */
  readonly found: boolean
  /** Its name as the browser sent it ("" when none came). */
  readonly name: string
  /** Its bytes: all of them, or those read before the stream stopped. */
  readonly bytes: Uint8Array
  /**
   * Why the stream stopped before its end: past the parser's size limits
   * (a file or the whole body), or unreadable otherwise; undefined when it
   * was read to the end.
   */
  readonly stopped: "tooLarge" | "unreadable" | undefined
}

const concat = (chunks: ReadonlyArray<Uint8Array>, size: number) => {
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  return bytes
}

export const readFilePart = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>, field: string): Effect.Effect<FilePart> =>
  Effect.gen(function* () {
    const chunks: Array<Uint8Array> = []
    let size = 0
    let name = ""
    let found = false
    const read = yield* Stream.runForEach(parts, (part) => {
      if (part._tag !== "File") return Effect.void
      if (part.key !== field || found) return Stream.runDrain(part.content)
      found = true
      name = part.name
      return Stream.runForEach(part.content, (chunk) =>
        Effect.sync(() => {
          chunks.push(chunk)
          size += chunk.length
        })
      )
    }).pipe(Effect.result)

    const reason = read._tag === "Failure" ? read.failure.reason._tag : undefined
    const stopped = reason === undefined ? undefined : reason === "FileTooLarge" || reason === "BodyTooLarge" ? "tooLarge" : "unreadable"
    return { found, name, bytes: concat(chunks, size), stopped }
  })
