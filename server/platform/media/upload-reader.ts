/**
 * Reads the uploaded image from the multipart stream (field `coverImage`,
 * spec §3) and judges it by its bytes, never by its name or the declared
 * type, with the spec's messages in the spec's order: missing → format →
 * size. The stream is limited to a little over 1 MiB per file
 * (upload-limits.ts), so an oversized upload stops being read soon after it
 * crosses the limit. Then the picture is decoded (image-cleaner.ts): over
 * IMAGE_MAX_PIXELS it is refused with the contract's message, a file that
 * does not decode gets the spec's format message, and what is answered for
 * storing is the re-encoded copy without metadata.
 */
import { Effect, Stream } from "effect"
import type { Multipart } from "effect/http"
import { Invalid } from "../../../src/api/errors.ts"
import { IMAGE_TOO_MANY_PIXELS_MESSAGE, UPLOAD_FIELD } from "../../../src/api/media.ts"
import {
  IMAGE_FORMAT_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  sniffImageType
} from "../../../src/domain/account/image-rules.ts"
import { cleanPicture } from "./image-cleaner.ts"

export const UNREADABLE_UPLOAD_MESSAGE = "The upload could not be read. Please attach the image again."

export interface UploadedImage {
  readonly bytes: Uint8Array
  readonly type: "png" | "jpeg"
}

const invalid = (message: string) => new Invalid({ message, issues: [{ path: UPLOAD_FIELD, message }] })

const concat = (chunks: ReadonlyArray<Uint8Array>, size: number) => {
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  return bytes
}

export const readUploadedImage = (
  parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>
): Effect.Effect<UploadedImage, Invalid> =>
  Effect.gen(function*() {
    const chunks: Array<Uint8Array> = []
    let size = 0
    let found = false
    const read = yield* Stream.runForEach(parts, (part) => {
      if (part._tag !== "File") return Effect.void
      // Other files are read past (the parser needs that) and ignored.
      if (part.key !== UPLOAD_FIELD || found) return Stream.runDrain(part.content)
      found = true
      return Stream.runForEach(part.content, (chunk) =>
        Effect.sync(() => {
          chunks.push(chunk)
          size += chunk.length
        }))
    }).pipe(Effect.result)

    const head = concat(chunks, size)
    if (read._tag === "Failure") {
      const reason = read.failure.reason._tag
      if (reason === "FileTooLarge" || reason === "BodyTooLarge") {
        // Judge the format first from the bytes that did arrive: a huge
        // PDF is told about the format, as the browser's own check would.
        return yield* invalid(found && sniffImageType(head) === null ? IMAGE_FORMAT_MESSAGE : IMAGE_TOO_LARGE_MESSAGE)
      }
      return yield* invalid(UNREADABLE_UPLOAD_MESSAGE)
    }
    if (!found || size === 0) return yield* invalid(IMAGE_REQUIRED_MESSAGE)
    const type = sniffImageType(head)
    if (type === null) return yield* invalid(IMAGE_FORMAT_MESSAGE)
    if (size > IMAGE_MAX_BYTES) return yield* invalid(IMAGE_TOO_LARGE_MESSAGE)
    const bytes = yield* cleanPicture(head, type, IMAGE_MAX_BYTES).pipe(Effect.mapError((refused) =>
      invalid(
        refused.reason === "tooManyPixels"
          ? IMAGE_TOO_MANY_PIXELS_MESSAGE
          : refused.reason === "tooLarge"
          ? IMAGE_TOO_LARGE_MESSAGE
          : IMAGE_FORMAT_MESSAGE
      )
    ))
    return { bytes, type }
  })
