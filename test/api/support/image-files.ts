/**
 * Real picture files for the upload tests, made here (no binary fixtures):
 * PNGs written chunk by chunk (so a test can add a text chunk, pad a file to
 * an exact size, or declare 60000 × 60000 pixels in a file of a few hundred
 * bytes), and JPEGs made with sharp (with EXIF when asked).
 */
import { crc32, deflateSync } from "node:zlib"
import sharp from "sharp"

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** One PNG chunk: length, type, data, CRC of type and data. */
export const pngChunk = (type: string, data: Uint8Array): Buffer => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const header = (width: number, height: number, colourType: 0 | 2, bitDepth: 1 | 8) => {
  const data = Buffer.alloc(13)
  data.writeUInt32BE(width, 0)
  data.writeUInt32BE(height, 4)
  data.set([bitDepth, colourType, 0, 0, 0], 8)
  return pngChunk("IHDR", data)
}

export interface PngOptions {
  /** Chunks placed between IHDR and IDAT (tEXt, eXIf, a private one …). */
  readonly extraChunks?: ReadonlyArray<Buffer>
  /** Pixel colour [r, g, b] of a solid picture; a gradient when absent. */
  readonly rgb?: readonly [number, number, number]
}

/** The [r, g, b] of pixel (x, y) of the default gradient. */
export const gradientAt = (x: number, y: number): readonly [number, number, number] => [(x * 37) % 256, (y * 53) % 256, (x * y * 7 + 11) % 256]

/** A valid 8-bit RGB PNG of `width` × `height`. */
export const pngFile = (width: number, height: number, options: PngOptions = {}): Buffer => {
  const rows: Array<Buffer> = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) row.set(options.rgb ?? gradientAt(x, y), 1 + x * 3)
    rows.push(row)
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    header(width, height, 2, 8),
    ...(options.extraChunks ?? []),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", new Uint8Array(0))
  ])
}

/** A tEXt chunk: keyword, NUL, text (Latin-1). */
export const textChunk = (keyword: string, text: string): Buffer =>
  pngChunk("tEXt", Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0]), Buffer.from(text, "latin1")]))

/**
 * A picture whose header declares `width` × `height` 1-bit grey pixels, with
 * only the first rows' compressed data present: a few hundred bytes that a
 * decoder would have to expand to width × height pixels.
 */
export const pixelBombPng = (width: number, height: number): Buffer => {
  const rowBytes = 1 + Math.ceil(width / 8)
  const firstRows = deflateSync(Buffer.alloc(rowBytes * 16))
  return Buffer.concat([PNG_SIGNATURE, header(width, height, 0, 1), pngChunk("IDAT", firstRows), pngChunk("IEND", new Uint8Array(0))])
}

/**
 * A real PNG of exactly `size` bytes: a small picture with a private
 * ancillary chunk (`prVt`, which decoders skip) filling the rest.
 */
export const pngOfSize = (size: number): Buffer => {
  const bare = pngFile(4, 4)
  const padding = size - bare.length - 12
  if (padding < 0) throw new RangeError(`A PNG cannot be smaller than ${bare.length + 12} bytes here (asked for ${size}).`)
  const filler = Buffer.alloc(padding)
  for (let i = 0; i < padding; i++) filler[i] = (i * 31) % 251
  return pngFile(4, 4, { extraChunks: [pngChunk("prVt", filler)] })
}

/** A JPEG of `width` × `height` (a gradient), with the EXIF fields given (none when absent). */
export const jpegFile = async (width: number, height: number, exif?: Record<string, string>): Promise<Buffer> => {
  const raw = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set(gradientAt(x, y), (y * width + x) * 3)
  const picture = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 })
  return exif === undefined ? picture.toBuffer() : picture.withExif({ IFD0: exif }).toBuffer()
}

/**
 * A real JPEG of exactly `size` bytes: a small picture with comment (COM)
 * segments filling the rest, placed right after the start-of-image marker.
 */
export const jpegOfSize = async (size: number): Promise<Buffer> => {
  const bare = await jpegFile(4, 4)
  let left = size - bare.length
  if (left < 4) throw new RangeError(`A JPEG cannot be ${size} bytes here (the bare picture is ${bare.length}).`)
  const segments: Array<Buffer> = []
  while (left > 0) {
    // A segment is its marker (2 bytes), a length (2 bytes, counting itself) and at most 65533 bytes of data.
    let data = Math.min(left - 4, 65533)
    // Leave no remainder too small for a segment of its own.
    if (left - 4 - data > 0 && left - 4 - data < 4) data -= 4
    const segment = Buffer.alloc(4 + data, 0x61)
    segment.set([0xff, 0xfe], 0)
    segment.writeUInt16BE(data + 2, 2)
    segments.push(segment)
    left -= segment.length
  }
  return Buffer.concat([bare.subarray(0, 2), ...segments, bare.subarray(2)])
}

/** The chunk types of a PNG, in order. */
export const pngChunkTypes = (bytes: Uint8Array): Array<string> => {
  const buffer = Buffer.from(bytes)
  const types: Array<string> = []
  for (let offset = 8; offset + 8 <= buffer.length; ) {
    const length = buffer.readUInt32BE(offset)
    types.push(buffer.toString("latin1", offset + 4, offset + 8))
    offset += 12 + length
  }
  return types
}

/** The marker bytes of a JPEG's segments before its image data (0xe1 is APP1: EXIF or XMP; 0xfe a comment). */
export const jpegMarkers = (bytes: Uint8Array): Array<number> => {
  const buffer = Buffer.from(bytes)
  const markers: Array<number> = []
  for (let offset = 2; offset + 4 <= buffer.length && buffer[offset] === 0xff; ) {
    const marker = buffer[offset + 1]!
    markers.push(marker)
    if (marker === 0xda) break // start of scan: image data follows
    offset += 2 + buffer.readUInt16BE(offset + 2)
  }
  return markers
}

/** Width, height and raw RGB pixels of a picture, to compare what was stored with what was sent. */
export const pixelsOf = async (bytes: Uint8Array) => {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, data: new Uint8Array(data) }
}
