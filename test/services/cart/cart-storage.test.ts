import { describe, expect, it } from "vitest"
import { ExamId, PackageId } from "../../../src/api/shared/ids.ts"
import { forgetPendingKey, type KeyStore, readPendingKey, savePendingKey } from "../../../src/services/cart/checkout-key-storage.ts"
import { readGuestCart } from "../../../src/services/cart/guest-cart-items.ts"
import { clearGuestCart, GUEST_CART_KEY, readGuestCartLater, writeGuestCart } from "../../../src/services/cart/guest-cart-storage.ts"

const memoryStore = () => {
  const items = new Map<string, string>()
  const store: KeyStore = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key)
  }
  return { store, items }
}

const blockedStore: KeyStore = {
  getItem: () => {
    throw new Error("blocked")
  },
  setItem: () => {
    throw new Error("blocked")
  },
  removeItem: () => {
    throw new Error("blocked")
  }
}

const EXAM = { kind: "exam", _id: ExamId.make("exam-1") } as const
const PACKAGE = { kind: "package", _id: PackageId.make("pkg-1") } as const

describe("the guest's cart in local storage", () => {
  it("writes the items only and reads them back", () => {
    const { store, items } = memoryStore()
    writeGuestCart([EXAM, PACKAGE], store)
    expect(JSON.parse(items.get(GUEST_CART_KEY) ?? "null")).toEqual([
      { kind: "exam", _id: "exam-1" },
      { kind: "package", _id: "pkg-1" }
    ])
    expect(readGuestCart(store)).toEqual([EXAM, PACKAGE])
    writeGuestCart([], store)
    expect(items.has(GUEST_CART_KEY)).toBe(false)
    writeGuestCart([EXAM], store)
    clearGuestCart(store)
    expect(readGuestCart(store)).toEqual([])
  })

  it("ignores an entry that is not a cart, drops repeats and extra fields", () => {
    const { store, items } = memoryStore()
    items.set(GUEST_CART_KEY, "{not json")
    expect(readGuestCart(store)).toEqual([])
    items.set(GUEST_CART_KEY, JSON.stringify([{ kind: "course", _id: "x" }]))
    expect(readGuestCart(store)).toEqual([])
    items.set(
      GUEST_CART_KEY,
      JSON.stringify([
        { kind: "exam", _id: "exam-1", price: 1 },
        { kind: "exam", _id: "exam-1" }
      ])
    )
    expect(readGuestCart(store)).toEqual([EXAM])
  })

  it("reads later what the page starts with: at once when nothing is stored, else through the schema's module", async () => {
    const { store, items } = memoryStore()
    expect(await readGuestCartLater(store)).toEqual([])
    items.set(
      GUEST_CART_KEY,
      JSON.stringify([
        { kind: "exam", _id: "exam-1" },
        { kind: "course", _id: "x" }
      ])
    )
    expect(await readGuestCartLater(store)).toEqual([])
    writeGuestCart([EXAM, PACKAGE], store)
    expect(await readGuestCartLater(store)).toEqual([EXAM, PACKAGE])
    expect(await readGuestCartLater(blockedStore)).toEqual([])
  })

  it("does nothing where storage is blocked", () => {
    expect(readGuestCart(blockedStore)).toEqual([])
    expect(() => writeGuestCart([EXAM], blockedStore)).not.toThrow()
    expect(() => clearGuestCart(blockedStore)).not.toThrow()
  })
})

describe("the pending payment's key in session storage", () => {
  it("is kept per learner until forgotten", () => {
    const { store } = memoryStore()
    savePendingKey("u1", "0b8f6a52-2c1e-4f7e-9b0a-6a9f1e2d3c4b", store)
    expect(readPendingKey("u1", store)).toBe("0b8f6a52-2c1e-4f7e-9b0a-6a9f1e2d3c4b")
    expect(readPendingKey("u2", store)).toBeNull()
    forgetPendingKey("u1", store)
    expect(readPendingKey("u1", store)).toBeNull()
  })

  it("ignores what cannot be a key, and blocked storage", () => {
    const { store } = memoryStore()
    savePendingKey("u1", "not a key!", store)
    expect(readPendingKey("u1", store)).toBeNull()
    expect(readPendingKey("u1", blockedStore)).toBeNull()
    expect(() => savePendingKey("u1", "key-00000001", blockedStore)).not.toThrow()
    expect(() => forgetPendingKey("u1", blockedStore)).not.toThrow()
  })
})
