import { describe, it, expect } from "vitest"
import {
  CARD_LOGOS,
  CHUNK_LOAD_TIMEOUT_MS,
  EXAM_PLAY_DEFAULT,
  NOTIFICATION_PAGE,
  NOTIFICATION_PER_PAGE,
  TOAST_AUTO_CLOSE_MS,
  TOAST_POSITION,
  TOKEN_REFRESH_MS
} from "../../../src/domain/shared/constants.ts"

describe("business constants", () => {
  it("time values match the spec", () => {
    expect(TOKEN_REFRESH_MS).toBe(10_000)
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000)
  })

  it("notification paging matches the spec", () => {
    expect(NOTIFICATION_PAGE).toBe(1)
    expect(NOTIFICATION_PER_PAGE).toBe(20)
  })

  it("UI defaults match the spec", () => {
    expect(TOAST_POSITION).toBe("top-right")
    expect(CARD_LOGOS).toEqual(["visa", "mastercard", "american-express"])
    expect(EXAM_PLAY_DEFAULT).toBe("ongoing")
  })
})
