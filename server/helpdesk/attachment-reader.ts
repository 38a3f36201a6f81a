/**
 * Reads one helpdesk attachment from the multipart stream (field
 * ATTACHMENT_FIELD) and judges it by its bytes, never by its name or the
 * declared type (as the profile image's upload-reader.ts does): a PNG, a
 * JPEG or a PDF (`%PDF-`), at most ATTACHMENT_MAX_BYTES. The stream is
 * limited a little above that (ATTACHMENT_LIMITS), so an oversized upload
 * stops being read soon after it crosses the limit. Refusals: missing →
 * format → size, each with the contract's message. A picture is then
 * decoded and answered re-encoded without metadata
 * (server/platform/media/image-cleaner.ts): over IMAGE_MAX_PIXELS it is
 * refused, one that does not decode gets the format message. A PDF keeps
 * the signature check alone.
 */
import { Effect, type Stream } from "effect"
import type { Multipart } from "effect/http"
import { Invalid } from "../../src/api/shared/errors.ts"
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_FORMAT_MESSAGE,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_REQUIRED_MESSAGE,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  type AttachmentContentType
} from "../../src/api/helpdesk/helpdesk.ts"
import { IMAGE_TOO_MANY_PIXELS_MESSAGE } from "../../src/api/account/media.ts"
import { sniffImageType } from "../../src/domain/account/image-rules.ts"
import { plainLine } from "../../src/domain/shared/text.ts"
import { readFilePart } from "../platform/media/file-part.ts"
import { cleanPicture } from "../platform/media/image-cleaner.ts"

export const UNREADABLE_ATTACHMENT_MESSAGE = "The upload could not be read. Please attach the file again."

/** The multipart parser's limits: the file's own bytes are checked exactly afterwards. */
export const ATTACHMENT_LIMITS = {
  maxParts: 8,
  maxFieldSize: "16 KiB",
  maxFileSize: ATTACHMENT_MAX_BYTES + 16 * 1024,
  maxTotalSize: ATTACHMENT_MAX_BYTES + 64 * 1024
} as const

export interface UploadedAttachment {
  readonly name: string
  readonly contentType: AttachmentContentType
  readonly bytes: Uint8Array
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] as const // "%PDF-"

/** The attachment's real type from its first bytes, or null. */
export const sniffAttachmentType = (bytes: Uint8Array): AttachmentContentType | null => {
  const image = sniffImageType(bytes)
  if (image === "png") return "image/png"
  if (image === "jpeg") return "image/jpeg"
  return PDF_SIGNATURE.every((byte, i) => bytes[i] === byte) ? "application/pdf" : null
}

/**
 * The name to show: plain text (tags stripped, as every typed text is),
 * its last path segment, without control characters, at most
 * 200 characters.
 */
export const displayName = (raw: string, contentType: AttachmentContentType): string => {
  // Tags first: a closing tag holds a "/" that is not a folder's.
  // eslint-disable-next-line no-control-regex
  const base = (
    plainLine(raw.replace(/[\u0000-\u001f\u007f]/g, ""))
      .split(/[\\/]/)
      .pop() ?? ""
  ).trim()
  const name = Array.from(base).slice(0, 200).join("")
  if (name !== "") return name
  return contentType === "application/pdf" ? "attachment.pdf" : contentType === "image/png" ? "image.png" : "image.jpg"
}

const invalid = (message: string) => new Invalid({ message, issues: [{ path: ATTACHMENT_FIELD, message }] })

export const readAttachment = (parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>): Effect.Effect<UploadedAttachment, Invalid> =>
  Effect.gen(function* () {
    const { found, name, bytes, stopped } = yield* readFilePart(parts, ATTACHMENT_FIELD)
    if (stopped === "tooLarge") {
      return yield* invalid(found && sniffAttachmentType(bytes) === null ? ATTACHMENT_FORMAT_MESSAGE : ATTACHMENT_TOO_LARGE_MESSAGE)
    }
    if (stopped === "unreadable") return yield* invalid(UNREADABLE_ATTACHMENT_MESSAGE)
    if (!found || bytes.length === 0) return yield* invalid(ATTACHMENT_REQUIRED_MESSAGE)
    const contentType = sniffAttachmentType(bytes)
    if (contentType === null) return yield* invalid(ATTACHMENT_FORMAT_MESSAGE)
    if (bytes.length > ATTACHMENT_MAX_BYTES) return yield* invalid(ATTACHMENT_TOO_LARGE_MESSAGE)
    const stored =
      contentType === "application/pdf"
        ? bytes
        : yield* cleanPicture(bytes, contentType === "image/png" ? "png" : "jpeg", ATTACHMENT_MAX_BYTES).pipe(
            Effect.mapError((refused) =>
              invalid(
                refused.reason === "tooManyPixels"
                  ? IMAGE_TOO_MANY_PIXELS_MESSAGE
                  : refused.reason === "tooLarge"
                    ? ATTACHMENT_TOO_LARGE_MESSAGE
                    : ATTACHMENT_FORMAT_MESSAGE
              )
            )
          )
    return { name: displayName(name, contentType), contentType, bytes: stored }
  })
