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
import { MediaId } from "../../../src/api/shared/ids.ts"
import { CurrentUser } from "../../../src/api/shared/security.ts"
import { pathId } from "../../shared/path-id.ts"
import { MEDIA_NOT_FOUND_MESSAGE, MediaService } from "./service.ts"
import { UPLOAD_LIMITS } from "./upload-limits.ts"

/** An address naming no possible image is "not found", like an unknown or another learner's image. */
const mediaIdOf = pathId(MediaId, MEDIA_NOT_FOUND_MESSAGE)

export const MediaHandlers = HttpApiBuilder.group(
  Api,
  "media",
  Effect.fn(function* (handlers) {
    const media = yield* MediaService
    return (
      handlers
        // Raw, so the server reads the multipart stream itself: a body that is
        // not multipart at all then answers the JSON 400 of an unreadable
        // upload instead of a plain-text 415.
        .handleRaw("upload", ({ request }) =>
          Effect.flatMap(CurrentUser, (me) =>
            Effect.map(media.upload(me.userId, Stream.provideContext(request.multipartStream, Multipart.limitsServices(UPLOAD_LIMITS))), ({ id }) => ({
              data: { data: { _id: id } }
            }))
          )
        )
        .handle("downloadFile", ({ params }) =>
          Effect.flatMap(CurrentUser, (me) =>
            Effect.map(
              Effect.flatMap(mediaIdOf(params.id), (id) => media.read(me.userId, id)),
              (image) => ({
                data: { Body: { data: Array.from(image.bytes) }, ContentType: image.contentType }
              })
            )
          )
        )
        .handle("fileUrl", ({ params }) =>
          Effect.flatMap(CurrentUser, (me) =>
            Effect.map(
              Effect.flatMap(mediaIdOf(params.id), (id) => media.urlOf(me.userId, id)),
              (url) => ({ data: { data: url } })
            )
          )
        )
    )
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
  Effect.fn(function* (handlers) {
    const media = yield* MediaService
    return handlers.handle("file", ({ params, query }) =>
      Effect.map(
        Effect.flatMap(mediaIdOf(params.id), (id) => media.readSigned(id, query.expires, query.signature)),
        (image) =>
          HttpServerResponse.uint8Array(image.bytes, {
            contentType: image.contentType,
            headers: {
              "x-content-type-options": "nosniff",
              "content-disposition": `inline; filename="image.${image.contentType === "image/png" ? "png" : "jpg"}"`,
              "cache-control": "private, max-age=3600",
              "content-security-policy": "default-src 'none'; sandbox"
            }
          })
      )
    )
  })
)
