/**
 * The learner's uploaded images (spec §3 "Upload", §7): upload a profile
 * image, read its bytes back, or get a URL for it. Only the owner can read an
 * image; another learner's id answers 404, as an unknown one does.
 */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Invalid, NotFound } from "../shared/errors.ts"
import { MediaId } from "../shared/ids.ts"
import { Authorization } from "../shared/security.ts"

/** The multipart form field holding the file (spec §3). */
export const UPLOAD_FIELD = "coverImage"

/**
 * The most pixels an uploaded picture may have: a profile image, or a PNG or
 * JPEG attached to a helpdesk ticket. The server decodes every
 * uploaded picture and keeps a re-encoded copy without its metadata; a small
 * file can describe a huge picture (a 437 kB PNG of 60000 × 60000 pixels,
 * 3.6 billion, would take gigabytes to decode and can hang a browser tab),
 * so a picture over this is refused from its header, before it is decoded.
 * 25 megapixels take a 24-megapixel camera photo (6000 × 4000) and a 5K
 * screenshot (5120 × 2880).
 */
export const IMAGE_MAX_PIXELS = 25_000_000
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = "The image is too large: a picture can have at most 25 megapixels (6000 × 4000 pixels is 24)."

/** Spec: "the answer's data.data._id is the media id". */
export const UploadedMedia = Schema.Struct({ data: Schema.Struct({ _id: MediaId }) })
export const UploadAnswer = Schema.Struct({ data: UploadedMedia })

/** Spec: "data.Body.data is a byte array, shown as a PNG image". */
export const MediaDownload = Schema.Struct({
  Body: Schema.Struct({ data: Schema.Array(Schema.Number) }),
  ContentType: Schema.String
})
export const DownloadAnswer = Schema.Struct({ data: MediaDownload })

/** Spec: "GET /download/fileurl/{id} → data.data". */
export const MediaFileUrl = Schema.Struct({ data: Schema.String })
export const FileUrlAnswer = Schema.Struct({ data: MediaFileUrl })

const MediaIdParams = { id: Schema.String }

export class MediaGroup extends HttpApiGroup.make("media")
  .add(
    HttpApiEndpoint.post("upload", "/media/upload", {
      // Streamed: the server reads the parts itself, with size limits (server/
      // media/upload-limits.ts), so reading stops soon after 1 MiB and every
      // refusal carries the spec's own message. Clients send FormData.
      payload: Schema.Struct({ [UPLOAD_FIELD]: Schema.Unknown }).pipe(HttpApiSchema.asMultipartStream()),
      success: UploadAnswer,
      error: Invalid
    }),
    HttpApiEndpoint.get("downloadFile", "/media/download-file/:id", {
      params: MediaIdParams,
      success: DownloadAnswer,
      error: NotFound
    }),
    HttpApiEndpoint.get("fileUrl", "/download/fileurl/:id", {
      params: MediaIdParams,
      success: FileUrlAnswer,
      error: NotFound
    })
  )
  .middleware(Authorization) {}

/**
 * The image bytes behind a signed URL (profile `image.path`, `fileurl`). No
 * token: an <img> cannot send one; the URL's signature and expiry are the
 * permission. Answers the sniffed image type with `nosniff`, never HTML.
 */
export class MediaFileGroup extends HttpApiGroup.make("mediaFile").add(
  HttpApiEndpoint.get("file", "/download/file/:id", {
    params: MediaIdParams,
    query: { expires: Schema.String, signature: Schema.String },
    success: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "image/png" })),
    error: NotFound
  })
) {}
