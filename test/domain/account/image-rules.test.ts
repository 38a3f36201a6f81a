import { describe, it, expect } from "vitest"
import {
  IMAGE_EXTENSIONS,
  IMAGE_FORMAT_MESSAGE,
  IMAGE_FORMAT_MESSAGE_TEMPLATE,
  IMAGE_MAX_BYTES,
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_CHECK,
  passesTypeCheck,
  sniffImageType,
  validateImage
} from "../../../src/domain/account/image-rules.ts"

describe("image constants", () => {
  it("match the spec", () => {
    expect(IMAGE_MAX_BYTES).toBe(1048576)
    expect(IMAGE_MAX_BYTES).toBe(1024 * 1024)
    expect(IMAGE_EXTENSIONS).toEqual(["jpg", "jpeg", "png"])
    expect(IMAGE_TYPE_CHECK).toEqual(["jpeg", "bmp", "png"])
  })

  it("keep the spec's message texts", () => {
    expect(IMAGE_REQUIRED_MESSAGE).toBe("You need to attach image")
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe("The image is too large")
    expect(IMAGE_FORMAT_MESSAGE_TEMPLATE).toBe("Only the following formats are accepted: {list}")
    expect(IMAGE_FORMAT_MESSAGE).toBe("Only the following formats are accepted: jpg, jpeg, png")
  })
})

describe("validateImage", () => {
  it("requires a file", () => {
    expect(validateImage(null)).toBe(IMAGE_REQUIRED_MESSAGE)
    expect(validateImage(undefined)).toBe(IMAGE_REQUIRED_MESSAGE)
  })

  it("accepts jpg, jpeg and png up to the limit", () => {
    expect(validateImage({ name: "a.jpg", size: 100 })).toBeNull()
    expect(validateImage({ name: "a.jpeg", size: 100 })).toBeNull()
    expect(validateImage({ name: "a.png", size: IMAGE_MAX_BYTES })).toBeNull()
  })

  it("matches the extension case-insensitively, using the last dot", () => {
    expect(validateImage({ name: "Photo.PNG", size: 10 })).toBeNull()
    expect(validateImage({ name: "scan.final.JpG", size: 10 })).toBeNull()
    expect(validateImage({ name: "image.png.exe", size: 10 })).toBe(IMAGE_FORMAT_MESSAGE)
  })

  it("rejects other formats, including bmp", () => {
    expect(validateImage({ name: "a.gif", size: 10 })).toBe(IMAGE_FORMAT_MESSAGE)
    expect(validateImage({ name: "a.bmp", size: 10 })).toBe(IMAGE_FORMAT_MESSAGE)
    expect(validateImage({ name: "a.pdf", size: 10 })).toBe(IMAGE_FORMAT_MESSAGE)
  })

  it("rejects names without an extension", () => {
    expect(validateImage({ name: "png", size: 10 })).toBe(IMAGE_FORMAT_MESSAGE)
    expect(validateImage({ name: "photo.", size: 10 })).toBe(IMAGE_FORMAT_MESSAGE)
    expect(validateImage({ name: "", size: 10 })).toBe(IMAGE_FORMAT_MESSAGE)
  })

  it("rejects files over 1 MB", () => {
    expect(validateImage({ name: "a.png", size: IMAGE_MAX_BYTES + 1 })).toBe(IMAGE_TOO_LARGE_MESSAGE)
  })

  it("treats an unknown size as too large", () => {
    expect(validateImage({ name: "a.png", size: Number.NaN })).toBe(IMAGE_TOO_LARGE_MESSAGE)
  })

  it("reports the format before the size", () => {
    expect(validateImage({ name: "a.pdf", size: IMAGE_MAX_BYTES * 5 })).toBe(IMAGE_FORMAT_MESSAGE)
  })
})

describe("passesTypeCheck", () => {
  it("allows jpeg, bmp and png", () => {
    expect(passesTypeCheck("image/jpeg")).toBe(true)
    expect(passesTypeCheck("image/bmp")).toBe(true)
    expect(passesTypeCheck("image/png")).toBe(true)
  })

  it("ignores case and parameters", () => {
    expect(passesTypeCheck("IMAGE/PNG")).toBe(true)
    expect(passesTypeCheck(" image/jpeg; charset=binary")).toBe(true)
  })

  it("rejects other types", () => {
    expect(passesTypeCheck("image/gif")).toBe(false)
    expect(passesTypeCheck("image/jpg")).toBe(false)
    expect(passesTypeCheck("image/svg+xml")).toBe(false)
    expect(passesTypeCheck("application/png")).toBe(false)
    expect(passesTypeCheck("png")).toBe(false)
    expect(passesTypeCheck("")).toBe(false)
  })
})

describe("sniffImageType", () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

  it("detects PNG by its 8-byte signature", () => {
    expect(sniffImageType(new Uint8Array([...png, 0x00, 0x00, 0x00, 0x0d]))).toBe("png")
    expect(sniffImageType(new Uint8Array(png))).toBe("png")
  })

  it("detects JPEG by FF D8 FF", () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBe("jpeg")
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff]))).toBe("jpeg")
  })

  it("returns null for truncated signatures", () => {
    expect(sniffImageType(new Uint8Array(png.slice(0, 7)))).toBeNull()
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull()
    expect(sniffImageType(new Uint8Array([]))).toBeNull()
  })

  it("returns null for other content, including BMP and a corrupted PNG", () => {
    expect(sniffImageType(new Uint8Array([0x42, 0x4d, 0x36, 0x00]))).toBeNull()
    expect(sniffImageType(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeNull()
    expect(sniffImageType(new TextEncoder().encode("<svg></svg>"))).toBeNull()
    expect(sniffImageType(new Uint8Array([...png.slice(0, 7), 0x00]))).toBeNull()
  })
})
