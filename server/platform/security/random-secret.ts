/**
 * Unguessable values and their stored fingerprints. Secrets handed to a
 * browser (session cookie, reset token) are stored only as SHA-256, so a copy
 * of the database cannot be replayed; 32 random bytes make a brute-force
 * search of the hash pointless.
 */
import { createHash, randomBytes, randomInt } from "node:crypto"

/** 32 random bytes, base64url: a cookie- and URL-safe secret. */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString("base64url")

export const sha256Hex = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex")

/** Six random digits, leading zeros kept ("004211"). */
export const randomSixDigits = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0")
