/**
 * The `media` rows: whose an uploaded image is, where its bytes are stored
 * (media-store.ts: the database or a folder) and its sniffed type. Reads by owner are scoped by the
 * owner's id in SQL, so another learner's image is simply not found.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"

export type ImageContentType = "image/png" | "image/jpeg"

export interface MediaRecord {
  readonly id: string
  readonly storageKey: string
  readonly contentType: ImageContentType
}

export interface NewMedia {
  readonly ownerId: string
  readonly storageKey: string
  readonly contentType: ImageContentType
  readonly byteSize: number
}

interface MediaRow {
  readonly id: string
  readonly storage_key: string
  readonly content_type: ImageContentType
}

const recordOf = (row: MediaRow): MediaRecord => ({ id: row.id, storageKey: row.storage_key, contentType: row.content_type })

export class MediaRepository extends Context.Service<
  MediaRepository,
  {
    /** Stores the row and answers the new media id. */
    readonly insert: (media: NewMedia) => Effect.Effect<string>
    /** The owner's media with this id, if any. */
    readonly findOwned: (ownerId: string, mediaId: string) => Effect.Effect<Option.Option<MediaRecord>>
    /** Any media with this id (behind a checked signed URL only). */
    readonly find: (mediaId: string) => Effect.Effect<Option.Option<MediaRecord>>
  }
>()("exam-shop/MediaRepository") {
  static readonly layer = Layer.effect(
    MediaRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const insert = (media: NewMedia) =>
        sql<{ id: string }>`
          INSERT INTO media (user_id, storage_key, content_type, byte_size)
          VALUES (${media.ownerId}, ${media.storageKey}, ${media.contentType}, ${media.byteSize})
          RETURNING id`.pipe(
          Effect.orDie,
          Effect.flatMap((rows) => (rows[0] === undefined ? Effect.die(new Error("INSERT … RETURNING answered no row")) : Effect.succeed(rows[0].id))),
          Effect.withSpan("MediaRepository.insert")
        )

      const findOwned = (ownerId: string, mediaId: string) =>
        sql<MediaRow>`
          SELECT id, storage_key, content_type FROM media
          WHERE id = ${mediaId} AND user_id = ${ownerId}`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), recordOf)),
          Effect.withSpan("MediaRepository.findOwned")
        )

      const find = (mediaId: string) =>
        sql<MediaRow>`SELECT id, storage_key, content_type FROM media WHERE id = ${mediaId}`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), recordOf)),
          Effect.withSpan("MediaRepository.find")
        )

      return MediaRepository.of({ insert, findOwned, find })
    })
  )
}
