/**
 * Limits of the upload's multipart stream (spec §5: an image of at most
 * 1048576 bytes). The parser counts a part's headers in its size, so its
 * file limit leaves room for them; upload-reader.ts checks the file's own
 * bytes against IMAGE_MAX_BYTES exactly.
 */
import { IMAGE_MAX_BYTES } from "../../../src/domain/account/image-rules.ts"

export const UPLOAD_LIMITS = {
  maxParts: 8,
  maxFieldSize: "16 KiB",
  maxFileSize: IMAGE_MAX_BYTES + 16 * 1024,
  maxTotalSize: IMAGE_MAX_BYTES + 64 * 1024
} as const
