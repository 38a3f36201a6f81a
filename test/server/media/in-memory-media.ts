/**
 * The media table in memory.
 */
import { Effect, Layer, Option } from "effect"
import { MediaRepository, type MediaRecord, type NewMedia } from "../../../server/platform/media/repository.ts"

/** In memory, for testing rules without a database: ids are "media-1", "media-2", … */
export const mediaRepositoryInMemory = Layer.sync(MediaRepository, () => {
  const rows = new Map<string, NewMedia & { readonly id: string }>()
  const recordOrNone = (row: (NewMedia & { readonly id: string }) | undefined) =>
    Option.map(
      Option.fromNullishOr(row),
      (found): MediaRecord => ({
        id: found.id,
        storageKey: found.storageKey,
        contentType: found.contentType
      })
    )
  return MediaRepository.of({
    insert: (media) =>
      Effect.sync(() => {
        const id = `media-${rows.size + 1}`
        rows.set(id, { ...media, id })
        return id
      }),
    findOwned: (ownerId, mediaId) =>
      Effect.sync(() => {
        const row = rows.get(mediaId)
        return recordOrNone(row?.ownerId === ownerId ? row : undefined)
      }),
    find: (mediaId) => Effect.sync(() => recordOrNone(rows.get(mediaId)))
  })
})
