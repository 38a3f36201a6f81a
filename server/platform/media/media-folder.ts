/**
 * Where uploaded image bytes live: files with generated names in
 * `${DATA_DIR}/media`, a folder no route serves (the browser app is served
 * from WEB_ROOT, and images only through the checked media calls). With an
 * in-memory database (DATA_DIR=:memory:, the tests) it is a temporary folder
 * removed at shutdown. Several servers on one PostgreSQL database must share
 * DATA_DIR's storage, or move this service to an object store.
 */
import { Context, Effect, Layer } from "effect"
import { randomUUID } from "node:crypto"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { readFile, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Settings } from "../config.ts"

export type ImageExtension = "png" | "jpg"

// Only names this module generated are ever opened, so a bad row cannot
// point the server at another file.
const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/

export class MediaFolder extends Context.Service<MediaFolder, {
  /** Stores the bytes under a new generated name and answers that name. */
  readonly put: (bytes: Uint8Array, extension: ImageExtension) => Effect.Effect<string>
  readonly get: (storageKey: string) => Effect.Effect<Uint8Array>
}>()("exam-shop/MediaFolder") {
  static readonly layer = Layer.effect(
    MediaFolder,
    Effect.gen(function*() {
      const settings = yield* Settings
      // The temporary folder is made on the first upload, so a run that
      // uploads nothing leaves nothing behind even if it is killed.
      let temporary: string | undefined
      yield* Effect.addFinalizer(() =>
        Effect.sync(() => {
          if (temporary !== undefined) rmSync(temporary, { recursive: true, force: true })
        })
      )
      const folder = settings.dataDir === ":memory:"
        ? Effect.sync(() => (temporary ??= mkdtempSync(join(tmpdir(), "exam-shop-media-"))))
        : Effect.succeed(yield* Effect.sync(() => {
          const dir = resolve(settings.dataDir, "media")
          mkdirSync(dir, { recursive: true, mode: 0o700 })
          return dir
        }))

      const put = (bytes: Uint8Array, extension: ImageExtension) =>
        Effect.flatMap(folder, (dir) =>
          Effect.promise(async () => {
            const key = `${randomUUID()}.${extension}`
            // "wx": never overwrite; 0o600: readable by the server only.
            await writeFile(join(dir, key), bytes, { flag: "wx", mode: 0o600 })
            return key
          })).pipe(Effect.withSpan("MediaFolder.put"))

      const get = (storageKey: string) =>
        STORAGE_KEY.test(storageKey)
          ? Effect.flatMap(folder, (dir) => Effect.promise(() => readFile(join(dir, storageKey)))).pipe(
            Effect.map((buffer) => new Uint8Array(buffer)),
            Effect.withSpan("MediaFolder.get")
          )
          : Effect.die(new Error(`Refusing to read the media file "${storageKey}"`))

      return MediaFolder.of({ put, get })
    })
  )
}
