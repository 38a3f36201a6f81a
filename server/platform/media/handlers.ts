/**
 * The learner's images (upload, bytes, URL) and the bytes behind a signed
 * URL: decode, ask the media service, encode. The media service, its folder
 * and URL signer are built once by the application (server/app.ts), since
 * the profile uses the same instance.
 */
import { Effect, Stream } from "effect"
import { HttpServerResponse, Multipart } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { CurrentUser } from "../../../src/api/security.ts"
import { MediaService } from "./service.ts"
import { UPLOAD_LIMITS } from "./upload-limits.ts"

export const MediaHandlers = HttpApiBuilder.group(
  Api,
  "media",
  Effect.fn(function*(handlers) {
    const media = yield* MediaService
    return handlers
      // Raw, so the server reads the multipart stream itself: a body that is
      // not multipart at all then answers the JSON 400 of an unreadable
      // upload instead of a plain-text 415.
      .handleRaw("upload", ({ request }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.map(
            media.upload(me.userId, Stream.provideContext(request.multipartStream, Multipart.limitsServices(UPLOAD_LIMITS))),
            ({ id }) => ({ data: { data: { _id: id } } })
          )))
      .handle("downloadFile", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) =>
          Effect.map(media.read(me.userId, params.id), (image) => ({
            data: { Body: { data: Array.from(image.bytes) }, ContentType: image.contentType }
          }))))
      .handle("fileUrl", ({ params }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(media.urlOf(me.userId, params.id), (url) => ({ data: { data: url } }))))
  })
)

/**
 * The bytes behind a signed URL, as the image type sniffed at upload —
 * never HTML: `nosniff` stops a browser guessing otherwise, and `inline`
 * with a fixed file name keeps the original name out of the answer.
 */
export const MediaFileHandlers = HttpApiBuilder.group(
  Api,
  "mediaFile",
  Effect.fn(function*(handlers) {
    const media = yield* MediaService
    return handlers.handle("file", ({ params, query }) =>
      Effect.map(media.readSigned(params.id, query.expires, query.signature), (image) =>
        HttpServerResponse.uint8Array(image.bytes, {
          contentType: image.contentType,
          headers: {
            "x-content-type-options": "nosniff",
            "content-disposition": `inline; filename="image.${image.contentType === "image/png" ? "png" : "jpg"}"`,
            "cache-control": "private, max-age=3600",
            "content-security-policy": "default-src 'none'; sandbox"
          }
        })))
  })
)
