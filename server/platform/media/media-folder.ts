/**
 * MEDIA_STORE=folder: image bytes as files with generated names in
 * `${DATA_DIR}/media`, a folder no route serves (the browser app is served
 * from WEB_ROOT, and images only through the checked media calls). With an
 * in-memory database (DATA_DIR=:memory:, the tests) it is a temporary folder
 * removed at shutdown. Only for a single server, or servers that share
 * DATA_DIR's storage: the default store is the database (media-table.ts).
 */
import { Effect, Layer } from "effect"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { readFile, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Settings } from "../config.ts"
import { type ImageExtension, MediaStore, newStorageKey, STORAGE_KEY } from "./media-store.ts"

/** The folder of a server with a data folder: `${DATA_DIR}/media` (also where the database store finds older images). */
export const mediaFolderOf = (dataDir: string) => resolve(dataDir, "media")

export const mediaFolderStore = Layer.effect(
  MediaStore,
  Effect.gen(function* () {
    const settings = yield* Settings
    // The temporary folder is made on the first upload, so a run that
    // uploads nothing leaves nothing behind even if it is killed.
    let temporary: string | undefined
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        if (temporary !== undefined) rmSync(temporary, { recursive: true, force: true })
      })
    )
    const folder =
      settings.dataDir === ":memory:"
        ? Effect.sync(() => (temporary ??= mkdtempSync(join(tmpdir(), "exam-shop-media-"))))
        : Effect.succeed(
            yield* Effect.sync(() => {
              const dir = mediaFolderOf(settings.dataDir)
              mkdirSync(dir, { recursive: true, mode: 0o700 })
              return dir
            })
          )

    const put = (bytes: Uint8Array, extension: ImageExtension) =>
      Effect.flatMap(folder, (dir) =>
        Effect.promise(async () => {
          const key = newStorageKey(extension)
          // "wx": never overwrite; 0o600: readable by the server only.
          await writeFile(join(dir, key), bytes, { flag: "wx", mode: 0o600 })
          return key
        })
      ).pipe(Effect.withSpan("MediaFolder.put"))

    const get = (storageKey: string) =>
      STORAGE_KEY.test(storageKey)
        ? Effect.flatMap(folder, (dir) => Effect.promise(() => readFile(join(dir, storageKey)))).pipe(
            Effect.map((buffer) => new Uint8Array(buffer)),
            Effect.withSpan("MediaFolder.get")
          )
        : Effect.die(new Error(`Refusing to read the media file "${storageKey}"`))

    return MediaStore.of({ put, get })
  })
)
