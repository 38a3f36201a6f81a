/**
 * Every uploaded picture (a profile image, a helpdesk attachment) is decoded
 * and stored as a fresh copy: a file is not judged by its first
 * bytes alone. sharp (libvips) reads the header first and refuses a picture
 * of more than IMAGE_MAX_PIXELS (src/api/account/media.ts) before decoding a pixel;
 * a file that does not decode as the PNG or JPEG its signature announced is
 * refused; what is stored is the decoded picture encoded again in the same
 * format, turned upright by its EXIF orientation and carrying nothing else:
 * no text chunks (a `tEXt` holding `<script>`), no EXIF (a phone's GPS
 * position), no XMP or ICC profile (colours are converted to sRGB), nothing
 * after the end of the image. The copy is held to the same byte limit as
 * the upload: when the first encoding comes out larger (a PNG its maker
 * squeezed harder than libvips' default), it is encoded once more with
 * stronger settings (PNG: the highest compression effort; JPEG: quality 80),
 * and refused as too large only if that is still over.
 *
 * sharp does its work on libuv's thread pool, so the event loop stays free
 * while a picture is decoded.
 */
import { Data, Effect } from "effect"
import sharp from "sharp"
import { IMAGE_MAX_PIXELS } from "../../../src/api/account/media.ts"

// Each upload is a different picture: libvips' operation cache would only hold memory.
sharp.cache(false)

export type PictureType = "png" | "jpeg"

/** Why a picture was refused: more pixels than the limit, or bytes that do not decode. */
export class PictureRefused extends Data.TaggedError("PictureRefused")<{
  readonly reason: "tooManyPixels" | "unreadable" | "tooLarge"
}> {}

/** JPEG quality of the stored copy: close to any camera's own, so a second generation loses little. */
const JPEG_QUALITY = 90
/** The second try's quality, when the first copy is over the byte limit. */
const JPEG_SMALLER_QUALITY = 80

const refusalOf = (error: unknown): PictureRefused =>
  new PictureRefused({
    reason: error instanceof Error && /pixel limit/i.test(error.message) ? "tooManyPixels" : "unreadable"
  })

const reencode = async (bytes: Uint8Array, type: PictureType, maxBytes: number): Promise<Uint8Array | PictureRefused> => {
  // failOn "error": a truncated or corrupt picture is refused; a mere warning (common in camera JPEGs) is not.
  const picture = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", animated: false })
  const header = await picture.metadata()
  if (header.format !== type) return new PictureRefused({ reason: "unreadable" })
  if (header.width * header.height > IMAGE_MAX_PIXELS) return new PictureRefused({ reason: "tooManyPixels" })
  const upright = picture.autoOrient()
  const encode = (smaller: boolean) =>
    (type === "png"
      ? // A palette picture stays a palette picture (a screenshot would otherwise triple in size).
        upright.clone().png(smaller ? { palette: header.isPalette, compressionLevel: 9, effort: 10 } : { palette: header.isPalette })
      : upright.clone().jpeg({ quality: smaller ? JPEG_SMALLER_QUALITY : JPEG_QUALITY, mozjpeg: smaller })
    ).toBuffer()
  const first = await encode(false)
  if (first.length <= maxBytes) return new Uint8Array(first)
  const second = await encode(true)
  return second.length <= maxBytes ? new Uint8Array(second) : new PictureRefused({ reason: "tooLarge" })
}

/** The picture re-encoded without metadata, at most `maxBytes` long, or why it was refused. */
export const cleanPicture = (bytes: Uint8Array, type: PictureType, maxBytes: number): Effect.Effect<Uint8Array, PictureRefused> =>
  Effect.tryPromise({ try: () => reencode(bytes, type, maxBytes), catch: refusalOf }).pipe(
    Effect.flatMap((result) => (result instanceof PictureRefused ? Effect.fail(result) : Effect.succeed(result))),
    Effect.withSpan("cleanPicture", { attributes: { type, bytes: bytes.length } })
  )
