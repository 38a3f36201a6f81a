/**
 * The media rules over the in-memory repository (no database): an image is
 * read back only by its owner (another learner's id is the same 404 as an
 * unknown one), and the bytes behind a URL need a valid signature. The
 * store and the URL signer are stand-ins; the real ones, the multipart
 * upload and the SQL are tested by the API suites on both databases.
 */
import { mediaRepositoryInMemory } from "./in-memory-media.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { MediaStore } from "../../../server/platform/media/media-store.ts"
import { MediaUrls } from "../../../server/platform/media/media-urls.ts"
import { MediaRepository } from "../../../server/platform/media/repository.ts"
import { MEDIA_NOT_FOUND_MESSAGE, MediaService } from "../../../server/platform/media/service.ts"

const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47])

/** Files in a Map; signed URLs whose signature is "ok". */
const StandIns = Layer.mergeAll(
  Layer.sync(MediaStore, () => {
    const files = new Map<string, Uint8Array>()
    return MediaStore.of({
      put: (bytes, extension) =>
        Effect.sync(() => {
          const key = `file-${files.size + 1}.${extension}`
          files.set(key, bytes)
          return key
        }),
      get: (key) => Effect.sync(() => files.get(key) ?? new Uint8Array())
    })
  }),
  Layer.succeed(
    MediaUrls,
    MediaUrls.of({
      urlFor: (mediaId) => `/download/file/${mediaId}?signature=ok`,
      isValid: (_mediaId, _expires, signature) => signature === "ok"
    })
  )
)

const TestLayer = MediaService.layerNoDeps.pipe(Layer.provideMerge(Layer.mergeAll(mediaRepositoryInMemory, StandIns)))

/** An image of `ownerId`, stored the way an upload stores it. */
const stored = (ownerId: string) =>
  Effect.gen(function* () {
    const store = yield* MediaStore
    const repository = yield* MediaRepository
    const storageKey = yield* store.put(BYTES, "png")
    return yield* repository.insert({ ownerId, storageKey, contentType: "image/png", byteSize: BYTES.length })
  })

describe("MediaService (in memory)", () => {
  it.effect("reads an image back for its owner only; anyone else gets the unknown id's 404", () =>
    Effect.gen(function* () {
      const media = yield* MediaService
      const id = yield* stored("owner")
      expect(yield* media.read("owner", id)).toEqual({ bytes: BYTES, contentType: "image/png" })
      expect(yield* media.owns("owner", id)).toBe(true)
      expect(yield* media.owns("stranger", id)).toBe(false)
      const theirs = yield* Effect.flip(media.read("stranger", id))
      const unknown = yield* Effect.flip(media.read("owner", "media-404"))
      expect(theirs).toMatchObject({ _tag: "NotFound", message: MEDIA_NOT_FOUND_MESSAGE })
      expect(unknown).toEqual(theirs)
      expect(yield* Effect.flip(media.urlOf("stranger", id))).toMatchObject({ _tag: "NotFound" })
    }).pipe(Effect.provide(TestLayer))
  )

  it.effect("serves the bytes behind a URL only with a valid signature", () =>
    Effect.gen(function* () {
      const media = yield* MediaService
      const id = yield* stored("owner")
      expect(yield* media.urlOf("owner", id)).toBe(`/download/file/${id}?signature=ok`)
      expect((yield* media.readSigned(id, "0", "ok")).bytes).toEqual(BYTES)
      expect(yield* Effect.flip(media.readSigned(id, "0", "forged"))).toMatchObject({ _tag: "NotFound" })
    }).pipe(Effect.provide(TestLayer))
  )
})
