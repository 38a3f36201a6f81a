/**
 * MEDIA_STORE=database (the default): image bytes in table media_bytes
 * (migration 0019), so any server on the database serves an image another
 * one stored, and a backup of the database is a backup of the images. An
 * image is at most 1 MiB (upload-limits.ts), well within what a bytea
 * column and one round trip handle.
 *
 * A shop that kept images in DATA_DIR/media before (the folder store) keeps
 * them: at start the files named there that the table lacks are copied in
 * (the folder is left as it was), so every server then finds them.
 */
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { existsSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { Settings } from "../config.ts"
import { mediaFolderOf } from "./media-folder.ts"
import { type ImageExtension, MediaStore, newStorageKey, STORAGE_KEY } from "./media-store.ts"

export const mediaTableStore = Layer.effect(
  MediaStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const settings = yield* Settings

    const put = (bytes: Uint8Array, extension: ImageExtension) => {
      const key = newStorageKey(extension)
      return sql`INSERT INTO media_bytes (storage_key, bytes) VALUES (${key}, ${bytes})`.pipe(Effect.orDie, Effect.as(key), Effect.withSpan("MediaTable.put"))
    }

    const get = (storageKey: string) =>
      STORAGE_KEY.test(storageKey)
        ? sql<{ bytes: Uint8Array }>`SELECT bytes FROM media_bytes WHERE storage_key = ${storageKey}`.pipe(
            Effect.orDie,
            Effect.flatMap(([row]) =>
              row === undefined ? Effect.die(new Error(`No bytes stored for the media key "${storageKey}"`)) : Effect.succeed(new Uint8Array(row.bytes))
            ),
            Effect.withSpan("MediaTable.get")
          )
        : Effect.die(new Error(`Refusing to read the media key "${storageKey}"`))

    if (settings.dataDir !== ":memory:") {
      const copied = yield* copyFolderIntoTable(mediaFolderOf(settings.dataDir))
      if (copied > 0) yield* Effect.logInfo(`Copied ${copied} images from ${mediaFolderOf(settings.dataDir)} into the database`)
    }

    return MediaStore.of({ put, get })
  })
)

/** Copies the folder store's files the table lacks; answers how many. */
const copyFolderIntoTable = (folder: string) =>
  Effect.gen(function* () {
    if (!existsSync(folder)) return 0
    const sql = yield* SqlClient.SqlClient
    const files = (yield* Effect.promise(() => readdir(folder))).filter((name) => STORAGE_KEY.test(name))
    if (files.length === 0) return 0
    const present = new Set(
      (yield* sql<{ storage_key: string }>`SELECT storage_key FROM media_bytes WHERE ${sql.in("storage_key", files)}`).map((row) => row.storage_key)
    )
    let copied = 0
    for (const name of files.filter((file) => !present.has(file))) {
      const bytes = new Uint8Array(yield* Effect.promise(() => readFile(join(folder, name))))
      // Another server starting from the same folder may copy it first.
      const inserted = yield* sql`
        INSERT INTO media_bytes (storage_key, bytes) VALUES (${name}, ${bytes}) ON CONFLICT (storage_key) DO NOTHING
        RETURNING storage_key`
      copied += inserted.length
    }
    return copied
  }).pipe(Effect.orDie, Effect.withSpan("MediaTable.copyFolder"))
