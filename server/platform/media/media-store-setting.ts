/**
 * The media store MEDIA_STORE names (server/platform/config.ts): the
 * database unless "folder" is asked for. An S3-compatible store is not
 * built (docs/decisions/multiple-servers.md).
 */
import { Effect, Layer } from "effect"
import { Settings } from "../config.ts"
import { mediaFolderStore } from "./media-folder.ts"
import { mediaTableStore } from "./media-table.ts"

export const MediaStoreLive = Layer.unwrap(Effect.map(Settings, (settings) => (settings.mediaStore === "folder" ? mediaFolderStore : mediaTableStore)))
