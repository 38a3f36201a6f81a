/**
 * A learner's images: stored on upload, read back only by their owner. Every
 * lookup is scoped by the owner's id, so another learner's id is simply not
 * found (404), the same as an unknown one.
 */
import { Context, Effect, Layer, Option, Stream } from "effect"
import type { Multipart } from "effect/http"
import { SqlClient } from "effect/sql"
import { Invalid, NotFound } from "../../src/api/errors.ts"
import { MediaFolder } from "./media-folder.ts"
import { MediaUrls } from "./media-urls.ts"
import { readUploadedImage } from "./upload-reader.ts"

export const MEDIA_NOT_FOUND_MESSAGE = "This image was not found."

export interface StoredImage {
  readonly bytes: Uint8Array
  readonly contentType: "image/png" | "image/jpeg"
}

interface MediaRow {
  readonly id: string
  readonly storage_key: string
  readonly content_type: "image/png" | "image/jpeg"
}

export class MediaService extends Context.Service<MediaService, {
  readonly upload: (
    ownerId: string,
    parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>
  ) => Effect.Effect<{ readonly id: string }, Invalid>
  /** The owner's image, or NotFound. */
  readonly read: (ownerId: string, mediaId: string) => Effect.Effect<StoredImage, NotFound>
  /** A signed URL of the owner's image, or NotFound. */
  readonly urlOf: (ownerId: string, mediaId: string) => Effect.Effect<string, NotFound>
  /** True when the media belongs to the learner. */
  readonly owns: (ownerId: string, mediaId: string) => Effect.Effect<boolean>
  /** The bytes behind a signed URL; NotFound when the signature or expiry fails. */
  readonly readSigned: (mediaId: string, expires: string, signature: string) => Effect.Effect<StoredImage, NotFound>
}>()("exam-shop/MediaService") {
  static readonly layer = Layer.effect(
    MediaService,
    Effect.gen(function*() {
      const sql = yield* SqlClient.SqlClient
      const folder = yield* MediaFolder
      const urls = yield* MediaUrls
      const notFound = new NotFound({ message: MEDIA_NOT_FOUND_MESSAGE })

      const upload = Effect.fn("MediaService.upload")(function*(
        ownerId: string,
        parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>
      ) {
        const image = yield* readUploadedImage(parts)
        const storageKey = yield* folder.put(image.bytes, image.type === "png" ? "png" : "jpg")
        const rows = yield* sql<{ id: string }>`
          INSERT INTO media (user_id, storage_key, content_type, byte_size)
          VALUES (${ownerId}, ${storageKey}, ${`image/${image.type}`}, ${image.bytes.length})
          RETURNING id`.pipe(Effect.orDie)
        return { id: rows[0]!.id }
      })

      const findOwned = (ownerId: string, mediaId: string) =>
        sql<MediaRow>`
          SELECT id, storage_key, content_type FROM media
          WHERE id = ${mediaId} AND user_id = ${ownerId}`.pipe(Effect.orDie, Effect.map((rows) => Option.fromNullishOr(rows[0])))

      const load = (row: MediaRow) =>
        Effect.map(folder.get(row.storage_key), (bytes): StoredImage => ({ bytes, contentType: row.content_type }))

      const read = Effect.fn("MediaService.read")(function*(ownerId: string, mediaId: string) {
        const row = yield* findOwned(ownerId, mediaId)
        if (Option.isNone(row)) return yield* notFound
        return yield* load(row.value)
      })

      const urlOf = Effect.fn("MediaService.urlOf")(function*(ownerId: string, mediaId: string) {
        const row = yield* findOwned(ownerId, mediaId)
        if (Option.isNone(row)) return yield* notFound
        return urls.urlFor(row.value.id)
      })

      const owns = (ownerId: string, mediaId: string) => Effect.map(findOwned(ownerId, mediaId), Option.isSome)

      const readSigned = Effect.fn("MediaService.readSigned")(function*(mediaId: string, expires: string, signature: string) {
        if (!urls.isValid(mediaId, expires, signature)) return yield* notFound
        const rows = yield* sql<MediaRow>`SELECT id, storage_key, content_type FROM media WHERE id = ${mediaId}`.pipe(Effect.orDie)
        const row = rows[0]
        if (row === undefined) return yield* notFound
        return yield* load(row)
      })

      return MediaService.of({ upload, read, urlOf, owns, readSigned })
    })
  )
}
