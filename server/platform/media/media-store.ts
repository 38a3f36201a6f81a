/**
 * Where uploaded image bytes live, behind one small interface: `put` stores
 * bytes under a new generated name, `get` gives them back. Two stores, chosen
 * by MEDIA_STORE (media-store-setting.ts):
 *  - "database" (the default): table media_bytes (media-table.ts), so every
 *    server on the database serves every image;
 *  - "folder": files in DATA_DIR/media (media-folder.ts), one server's disk.
 * The `media` row (repository.ts) says whose the image is and names its key.
 */
import { Context, type Effect } from "effect"
import { randomUUID } from "node:crypto"

export type ImageExtension = "png" | "jpg"

/**
 * The only keys a store ever reads: names it generated. A bad row therefore
 * cannot point the server at another file (the folder) or row.
 */
export const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/

export const newStorageKey = (extension: ImageExtension) => `${randomUUID()}.${extension}`

export class MediaStore extends Context.Service<
  MediaStore,
  {
    /** Stores the bytes under a new generated name and answers that name. */
    readonly put: (bytes: Uint8Array, extension: ImageExtension) => Effect.Effect<string>
    readonly get: (storageKey: string) => Effect.Effect<Uint8Array>
  }
>()("exam-shop/MediaStore") {}
