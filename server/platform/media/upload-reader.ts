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
import { Effect, type Stream } from "effect"
import type { Multipart } from "effect/http"
import { Invalid } from "../../../src/api/shared/errors.ts"
import { IMAGE_TOO_MANY_PIXELS_MESSAGE, UPLOAD_FIELD } from "../../../src/api/account/media.ts"
import {
  IMAGE_FORMAT_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  sniffImageType
} from "../../../src/domain/account/image-rules.ts"
import { readFilePart } from "./file-part.ts"
import { cleanPicture } from "./image-cleaner.ts"

export const UNREADABLE_UPLOAD_MESSAGE = "The upload could not be read. Please attach the image again."

export interface UploadedImage {
  readonly bytes: Uint8Array
  readonly type: "png" | "jpeg"
}

const invalid = (message: string) => new Invalid({ message, issues: [{ path: UPLOAD_FIELD, message }] })

export const readUploadedImage = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>): Effect.Effect<UploadedImage, Invalid> =>
  Effect.gen(function* () {
    const { found, bytes: head, stopped } = yield* readFilePart(parts, UPLOAD_FIELD)
    if (stopped === "tooLarge") {
      // Judge the format first from the bytes that did arrive: a huge
      // PDF is told about the format, as the browser's own check would.
      return yield* invalid(found && sniffImageType(head) === null ? IMAGE_FORMAT_MESSAGE : IMAGE_TOO_LARGE_MESSAGE)
    }
    if (stopped === "unreadable") return yield* invalid(UNREADABLE_UPLOAD_MESSAGE)
    if (!found || head.length === 0) return yield* invalid(IMAGE_REQUIRED_MESSAGE)
    const type = sniffImageType(head)
    if (type === null) return yield* invalid(IMAGE_FORMAT_MESSAGE)
    if (head.length > IMAGE_MAX_BYTES) return yield* invalid(IMAGE_TOO_LARGE_MESSAGE)
    const bytes = yield* cleanPicture(head, type, IMAGE_MAX_BYTES).pipe(
      Effect.mapError((refused) =>
        invalid(
          refused.reason === "tooManyPixels" ? IMAGE_TOO_MANY_PIXELS_MESSAGE : refused.reason === "tooLarge" ? IMAGE_TOO_LARGE_MESSAGE : IMAGE_FORMAT_MESSAGE
        )
      )
    )
    return { bytes, type }
  })
