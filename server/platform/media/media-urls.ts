/**
 * Signed, time-limited URLs of image bytes (the profile's `image.path` and
 * `GET /download/fileurl/{id}`). An <img> cannot send the token header, so
 * the URL itself carries the permission: an HMAC of the media id and expiry
 * under a key derived from the server secret. Expiry is rounded to the next
 * hour plus one, so the URL stays the same (and cacheable) for an hour and is
 * valid for one to two hours.
 */
import { Context, Effect, Layer } from "effect"
import { createHmac, timingSafeEqual } from "node:crypto"
import { USER_API_PREFIX } from "../../../src/api/api.ts"
import { ServerSecret } from "../security/server-secret.ts"

const HOUR = 3600

export class MediaUrls extends Context.Service<
  MediaUrls,
  {
    readonly urlFor: (mediaId: string) => string
    readonly isValid: (mediaId: string, expires: string, signature: string) => boolean
  }
>()("exam-shop/MediaUrls") {
  static readonly layer = Layer.effect(
    MediaUrls,
    Effect.gen(function* () {
      const key = (yield* ServerSecret).keyFor("media-url")
      const sign = (mediaId: string, expires: string) => createHmac("sha256", key).update(`${mediaId}\n${expires}`).digest()

      const urlFor = (mediaId: string) => {
        const now = Math.floor(Date.now() / 1000)
        const expires = String((Math.floor(now / HOUR) + 2) * HOUR)
        const signature = sign(mediaId, expires).toString("base64url")
        return `${USER_API_PREFIX}/download/file/${encodeURIComponent(mediaId)}?expires=${expires}&signature=${signature}`
      }

      const isValid = (mediaId: string, expires: string, signature: string) => {
        if (!/^\d{1,12}$/.test(expires) || Number(expires) <= Date.now() / 1000) return false
        const expected = sign(mediaId, expires)
        const given = Buffer.from(signature, "base64url")
        return given.length === expected.length && timingSafeEqual(given, expected)
      }

      return MediaUrls.of({ urlFor, isValid })
    })
  )
}
