import { describe, expect, it } from "vitest"
import { clearStoredSession, readTokenCookie, STORAGE_KEYS } from "../../src/services/token-store.ts"

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
  it("expires the token cookie and removes token, userId and geoLocal", () => {
    const jar = { cookie: "token=abc" }
    const removed: Array<string> = []
    clearStoredSession(jar, { removeItem: (key) => void removed.push(key) })
    expect(jar.cookie).toMatch(/^token=;.*Max-Age=0/)
    expect(removed).toEqual([...STORAGE_KEYS])
    expect(removed).toEqual(["token", "userId", "geoLocal"])
  })

  it("does nothing where there is no browser", () => {
    expect(() => clearStoredSession()).not.toThrow()
  })
})
