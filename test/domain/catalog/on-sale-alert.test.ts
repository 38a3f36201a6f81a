import { describe, expect, it } from "vitest"
import { isKeptRequestFor, KEPT_REQUEST_MS, keptRequestText, parseKeptRequest } from "../../../src/domain/catalog/on-sale-alert.ts"

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0)

describe("a guest's kept Notify me press", () => {
  it("counts on the exam it was made on, for the time a sign-in takes", () => {
    const kept = { examId: "e1", at: NOW }
    expect(isKeptRequestFor(kept, "e1", NOW)).toBe(true)
    expect(isKeptRequestFor(kept, "e1", NOW + KEPT_REQUEST_MS)).toBe(true)
    expect(isKeptRequestFor(kept, "e1", NOW + KEPT_REQUEST_MS + 1)).toBe(false)
  })

  it("does not count on another exam, when there is none, or from a clock set back", () => {
    expect(isKeptRequestFor({ examId: "e1", at: NOW }, "e2", NOW)).toBe(false)
    expect(isKeptRequestFor(null, "e1", NOW)).toBe(false)
    expect(isKeptRequestFor({ examId: "e1", at: NOW }, "e1", NOW - 1)).toBe(false)
  })

  it("reads back what it wrote, and nothing from anything else", () => {
    expect(parseKeptRequest(keptRequestText({ examId: "e1", at: NOW }))).toEqual({ examId: "e1", at: NOW })
    for (const text of [null, "", "e1", "null", "[]", "{}", '{"examId":"","at":1}', '{"examId":"e1","at":"soon"}', '{"examId":"e1"}']) {
      expect(parseKeptRequest(text), String(text)).toBeNull()
    }
  })
})
