/**
 * A learner's images: stored on upload, read back only by their owner. Every
 * lookup is scoped by the owner's id (repository.ts), so another learner's id
 * is simply not found (404), the same as an unknown one.
 */
import { Context, Effect, Layer, Option, type Stream } from "effect"
import type { Multipart } from "effect/http"
import { type Invalid, NotFound } from "../../../src/api/shared/errors.ts"
import { MediaStore } from "./media-store.ts"
import { MediaUrls } from "./media-urls.ts"
import { type ImageContentType, type MediaRecord, MediaRepository } from "./repository.ts"
import { readUploadedImage } from "./upload-reader.ts"
import { MediaId } from "../../../src/api/shared/ids.ts"

export const MEDIA_NOT_FOUND_MESSAGE = "This image was not found."

export interface StoredImage {
  readonly bytes: Uint8Array
  readonly contentType: ImageContentType
}

export class MediaService extends Context.Service<
  MediaService,
  {
    readonly upload: (ownerId: string, parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) => Effect.Effect<{ readonly id: MediaId }, Invalid>
    /** The owner's image, or NotFound. */
    readonly read: (ownerId: string, mediaId: string) => Effect.Effect<StoredImage, NotFound>
    /** A signed URL of the owner's image, or NotFound. */
    readonly urlOf: (ownerId: string, mediaId: string) => Effect.Effect<string, NotFound>
    /** True when the media belongs to the learner. */
    readonly owns: (ownerId: string, mediaId: string) => Effect.Effect<boolean>
    /** The bytes behind a signed URL; NotFound when the signature or expiry fails. */
    readonly readSigned: (mediaId: string, expires: string, signature: string) => Effect.Effect<StoredImage, NotFound>
  }
>()("exam-shop/MediaService") {
  /** The rules over whichever MediaRepository is provided (the database's, or a rule test's). */
  static readonly layerNoDeps = Layer.effect(
    MediaService,
    Effect.gen(function* () {
      const repository = yield* MediaRepository
      const store = yield* MediaStore
      const urls = yield* MediaUrls
      const notFound = new NotFound({ message: MEDIA_NOT_FOUND_MESSAGE })

      const upload = Effect.fn("MediaService.upload")(function* (ownerId: string, parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) {
        const image = yield* readUploadedImage(parts)
        const storageKey = yield* store.put(image.bytes, image.type === "png" ? "png" : "jpg")
        const id = yield* repository.insert({
          ownerId,
          storageKey,
          contentType: `image/${image.type}`,
          byteSize: image.bytes.length
        })
        return { id: MediaId.make(id) }
      })

      const load = (record: MediaRecord) => Effect.map(store.get(record.storageKey), (bytes): StoredImage => ({ bytes, contentType: record.contentType }))

      const read = Effect.fn("MediaService.read")(function* (ownerId: string, mediaId: string) {
        const record = yield* repository.findOwned(ownerId, mediaId)
        if (Option.isNone(record)) return yield* notFound
        return yield* load(record.value)
      })

      const urlOf = Effect.fn("MediaService.urlOf")(function* (ownerId: string, mediaId: string) {
        const record = yield* repository.findOwned(ownerId, mediaId)
        if (Option.isNone(record)) return yield* notFound
        return urls.urlFor(record.value.id)
      })

      const owns = (ownerId: string, mediaId: string) => Effect.map(repository.findOwned(ownerId, mediaId), Option.isSome)

      const readSigned = Effect.fn("MediaService.readSigned")(function* (mediaId: string, expires: string, signature: string) {
        if (!urls.isValid(mediaId, expires, signature)) return yield* notFound
        const record = yield* repository.find(mediaId)
        if (Option.isNone(record)) return yield* notFound
        return yield* load(record.value)
      })

      return MediaService.of({ upload, read, urlOf, owns, readSigned })
    })
  )

  /** Over the database; the store (media-store.ts) and the URL signer come from the application. */
  static readonly layer = MediaService.layerNoDeps.pipe(Layer.provide(MediaRepository.layer))
}
