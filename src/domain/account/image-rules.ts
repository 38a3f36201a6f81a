export const IMAGE_MAX_BYTES = 1048576

export const IMAGE_EXTENSIONS: readonly string[] = ["jpg", "jpeg", "png"]

// The spec has a second, independent type check on the MIME type that allows
// bmp but not "jpg" (which is not a MIME subtype). It is kept separate from
// IMAGE_EXTENSIONS rather than merged, because the spec states both rules.
export const IMAGE_TYPE_CHECK: readonly string[] = ["jpeg", "bmp", "png"]

export const IMAGE_REQUIRED_MESSAGE = "You need to attach image"
export const IMAGE_TOO_LARGE_MESSAGE = "The image is too large"
export const IMAGE_FORMAT_MESSAGE_TEMPLATE = "Only the following formats are accepted: {list}"
export const IMAGE_FORMAT_MESSAGE = IMAGE_FORMAT_MESSAGE_TEMPLATE.replace("{list}", IMAGE_EXTENSIONS.join(", "))

export type ImageFileInfo = { name: string; size: number }

/**
 * First failing rule's message, or null when the file is acceptable.
 * Order is required → format → size, so a user who picked a huge PDF is told
 * about the format first (fixing the size would not help them).
 * A size that is not a number fails the size rule: unknown means not proven small.
 */
export function validateImage(file: ImageFileInfo | null | undefined): string | null {
  if (file == null) return IMAGE_REQUIRED_MESSAGE
  const ext = extensionOf(file.name)
  if (ext === null || !IMAGE_EXTENSIONS.includes(ext)) return IMAGE_FORMAT_MESSAGE
  if (!(file.size <= IMAGE_MAX_BYTES)) return IMAGE_TOO_LARGE_MESSAGE
  return null
}

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf(".")
  if (dot < 0 || dot === name.length - 1) return null
  return name.slice(dot + 1).toLowerCase()
}

/**
 * MIME types are case-insensitive and may carry parameters ("image/png; q=1"),
 * so both are normalised away before comparing.
 */
export function passesTypeCheck(mimeType: string): boolean {
  const essence = (mimeType.split(";")[0] ?? "").trim().toLowerCase()
  if (!essence.startsWith("image/")) return false
  return IMAGE_TYPE_CHECK.includes(essence.slice("image/".length))
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const

/**
 * Detects the real format from the first bytes, because the file name and the
 * browser-supplied MIME type are both under the uploader's control.
 * Only PNG and JPEG are recognised: those are the formats that pass both the
 * extension rule and the type check (BMP fails the extension rule).
 */
export function sniffImageType(bytes: Uint8Array): "png" | "jpeg" | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png"
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg"
  return null
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  if (bytes.length < signature.length) return false
  return signature.every((b, i) => bytes[i] === b)
}
