/**
 * security finding 8: an uploaded picture is decoded, refused over the
 * pixel limit from its header, and stored as a re-encoded copy that carries
 * no metadata. The upload calls that use this are tested on both databases
 * by the API suites (media-cases.ts, helpdesk-suite.ts).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import sharp from "sharp"
import { IMAGE_MAX_PIXELS } from "../../../src/api/account/media.ts"
import { cleanPicture } from "../../../server/platform/media/image-cleaner.ts"
import { jpegFile, jpegMarkers, pixelBombPng, pixelsOf, pngChunk, pngChunkTypes, pngFile, textChunk } from "../../api/support/image-files.ts"

/** The attachments' limit: large enough for every picture here. */
const MAX_BYTES = 5 * 1024 * 1024

const refusal = (bytes: Uint8Array, type: "png" | "jpeg") =>
  cleanPicture(bytes, type, MAX_BYTES).pipe(
    Effect.flip,
    Effect.map((refused) => refused.reason)
  )

describe("cleanPicture", () => {
  it.effect("keeps a PNG's pixels and drops its text chunks (a PNG that is also an HTML page)", () =>
    Effect.gen(function* () {
      const polyglot = pngFile(16, 9, {
        extraChunks: [
          textChunk("Comment", "<html><script>alert(document.cookie)</script></html>"),
          pngChunk("zTXt", Buffer.from("Title\0\0xyz")),
          pngChunk("prVt", Buffer.from("<script>alert(2)</script>"))
        ]
      })
      const cleaned = yield* cleanPicture(polyglot, "png", MAX_BYTES)
      expect(pngChunkTypes(polyglot)).toEqual(["IHDR", "tEXt", "zTXt", "prVt", "IDAT", "IEND"])
      // Nothing but the picture: its header, pixel data, end, and the pixel density libvips always writes.
      expect(pngChunkTypes(cleaned).filter((type) => type !== "IDAT" && type !== "pHYs")).toEqual(["IHDR", "IEND"])
      expect(Buffer.from(cleaned).includes("<script>")).toBe(false)
      const [sent, stored] = yield* Effect.promise(() => Promise.all([pixelsOf(polyglot), pixelsOf(cleaned)]))
      expect(stored).toEqual(sent)
    })
  )

  it.effect("drops what follows the end of the picture", () =>
    Effect.gen(function* () {
      const trailer = Buffer.concat([pngFile(4, 4), Buffer.from("<html><script>alert(1)</script>")])
      const cleaned = yield* cleanPicture(trailer, "png", MAX_BYTES)
      expect(Buffer.from(cleaned).includes("<html>")).toBe(false)
      expect(pngChunkTypes(cleaned).at(-1)).toBe("IEND")
    })
  )

  it.effect("refuses 60000 × 60000 pixels from the header (a file of a few hundred bytes) without decoding it", () =>
    Effect.gen(function* () {
      const bomb = pixelBombPng(60_000, 60_000)
      expect(bomb.length).toBeLessThan(2048)
      const started = performance.now()
      expect(yield* refusal(bomb, "png")).toBe("tooManyPixels")
      // Decoding 3.6 billion pixels would take minutes and gigabytes; reading a header takes milliseconds.
      expect(performance.now() - started).toBeLessThan(2000)
    })
  )

  it.effect("takes exactly the limit's pixels and refuses one row more", () =>
    Effect.gen(function* () {
      const width = 5000
      const height = IMAGE_MAX_PIXELS / width
      expect(yield* refusal(pixelBombPng(width, height + 1), "png")).toBe("tooManyPixels")
      // At the limit the header passes; this file's rows are cut short, so it is then refused as unreadable.
      expect(yield* refusal(pixelBombPng(width, height), "png")).toBe("unreadable")
    })
  )

  it.effect("drops a JPEG's EXIF (camera, owner, any text) and keeps its picture", () =>
    Effect.gen(function* () {
      const photo = yield* Effect.promise(() =>
        jpegFile(40, 30, { Make: "Secret Camera Co", Artist: "Ann Example <script>alert(1)</script>", Copyright: "GPS 51.5N 0.1W" })
      )
      expect(jpegMarkers(photo)).toContain(0xe1)
      expect((yield* Effect.promise(() => sharp(photo).metadata())).exif).toBeDefined()
      const cleaned = yield* cleanPicture(photo, "jpeg", MAX_BYTES)
      expect(jpegMarkers(cleaned)).not.toContain(0xe1)
      const stored = yield* Effect.promise(() => sharp(cleaned).metadata())
      expect(stored).toMatchObject({ format: "jpeg", width: 40, height: 30 })
      expect(stored.exif).toBeUndefined()
      for (const text of ["Secret Camera", "Ann Example", "<script>", "GPS"]) expect(Buffer.from(cleaned).includes(text)).toBe(false)
    })
  )

  it.effect("turns a JPEG upright by its EXIF orientation before dropping it", () =>
    Effect.gen(function* () {
      // Orientation 6: stored 40 × 30, shown rotated a quarter turn (30 × 40).
      const sideways = yield* Effect.promise(() =>
        sharp(Buffer.alloc(40 * 30 * 3, 200), { raw: { width: 40, height: 30, channels: 3 } })
          .jpeg()
          .withMetadata({ orientation: 6 })
          .toBuffer()
      )
      const cleaned = yield* cleanPicture(sideways, "jpeg", MAX_BYTES)
      const stored = yield* Effect.promise(() => sharp(cleaned).metadata())
      expect(stored).toMatchObject({ width: 30, height: 40 })
      expect(stored.orientation).toBeUndefined()
    })
  )

  it.effect("holds the copy to the byte limit: encodes once more with stronger settings, refuses when still over", () =>
    Effect.gen(function* () {
      const photo = yield* Effect.promise(() => jpegFile(160, 120))
      const usual = yield* cleanPicture(photo, "jpeg", MAX_BYTES)
      // A limit the usual copy is over but a quality-80 copy is under.
      const smaller = yield* cleanPicture(photo, "jpeg", usual.length - 1)
      expect(smaller.length).toBeLessThan(usual.length)
      expect(yield* Effect.promise(() => sharp(smaller).metadata())).toMatchObject({ format: "jpeg", width: 160, height: 120 })
      expect(
        yield* cleanPicture(photo, "jpeg", 100).pipe(
          Effect.flip,
          Effect.map((refused) => refused.reason)
        )
      ).toBe("tooLarge")
      expect(
        yield* cleanPicture(pngFile(64, 64), "png", 100).pipe(
          Effect.flip,
          Effect.map((refused) => refused.reason)
        )
      ).toBe("tooLarge")
    })
  )

  it.effect("refuses bytes that do not decode as the format their signature announced", () =>
    Effect.gen(function* () {
      const signatureOnly = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("<script>alert(1)</script>")])
      expect(yield* refusal(signatureOnly, "png")).toBe("unreadable")
      expect(yield* refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), "jpeg")).toBe("unreadable")
      // A PNG announced as a JPEG is not taken either.
      expect(yield* refusal(pngFile(4, 4), "jpeg")).toBe("unreadable")
      // A PNG whose pixel data is cut short.
      const whole = pngFile(64, 64)
      expect(yield* refusal(whole.subarray(0, whole.length - 40), "png")).toBe("unreadable")
    })
  )
})
