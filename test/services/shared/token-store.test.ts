import { describe, expect, it } from "vitest"
import {
  clearStoredSession,
  readTokenCookie,
  SESSION_DATA_KEYS,
  STORAGE_KEYS,
  storeGeoLocal,
  storeSession,
  storeToken
} from "../../../src/services/shared/token-store.ts"

describe("readTokenCookie", () => {
  it("finds the token among other cookies and decodes it", () => {
    expect(readTokenCookie({ cookie: "a=1; token=eyJ.abc%3D; b=2" })).toBe("eyJ.abc=")
  })

  it("does not mistake a cookie whose name only ends in token", () => {
    expect(readTokenCookie({ cookie: "xtoken=nope; csrf_token=no" })).toBeNull()
  })

  it("returns null for a guest, an empty token, or no document", () => {
    expect(readTokenCookie({ cookie: "" })).toBeNull()
    expect(readTokenCookie({ cookie: "token=" })).toBeNull()
    expect(readTokenCookie()).toBeNull()
  })
})

describe("clearStoredSession", () => {
  it("expires the token cookie and removes token, userId, geoLocal, the cart counter and attempt data", () => {
    const jar = { cookie: "token=abc" }
    const removed: Array<string> = []
    clearStoredSession(jar, { setItem: () => {}, removeItem: (key) => void removed.push(key) })
    expect(jar.cookie).toMatch(/^token=;.*Max-Age=0/)
    expect(removed).toEqual([...STORAGE_KEYS, ...SESSION_DATA_KEYS])
    expect(removed).toEqual(["token", "userId", "geoLocal", "cartCounter", "attemptData"])
  })

  it("does nothing where there is no browser", () => {
    expect(() => clearStoredSession()).not.toThrow()
  })
})

const memoryStore = () => {
  const items = new Map<string, string>()
  return { items, store: { setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) } }
}

describe("storing the session", () => {
  it("storeSession writes the token cookie and localStorage token and userId", () => {
    const jar = { cookie: "" }
    const { items, store } = memoryStore()
    storeSession({ token: "a.b=c", userId: "u1" }, jar, store)
    expect(jar.cookie).toMatch(/^token=a\.b%3Dc; path=\/; SameSite=Lax/)
    expect(readTokenCookie({ cookie: jar.cookie.split(";")[0]! })).toBe("a.b=c")
    expect(Object.fromEntries(items)).toEqual({ token: "a.b=c", userId: "u1" })
  })

  it("storeToken replaces only the token", () => {
    const jar = { cookie: "" }
    const { items, store } = memoryStore()
    items.set("userId", "u1")
    storeToken("fresh", jar, store)
    expect(jar.cookie).toMatch(/^token=fresh;/)
    expect(Object.fromEntries(items)).toEqual({ userId: "u1", token: "fresh" })
  })

  it("storeGeoLocal keeps lat and lng as JSON", () => {
    const { items, store } = memoryStore()
    storeGeoLocal({ lat: 30.27, lng: -97.74 }, store)
    expect(JSON.parse(items.get("geoLocal")!)).toEqual({ lat: 30.27, lng: -97.74 })
  })

  it("a storage that throws (full, blocked) does not break signing in", () => {
    const jar = { cookie: "" }
    const throwing = {
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
      removeItem: () => {}
    }
    expect(() => storeSession({ token: "t", userId: "u" }, jar, throwing)).not.toThrow()
    expect(jar.cookie).toMatch(/^token=t;/)
  })
})
