import { describe, expect, it } from "vitest"
import { initialsOf, paletteSlot } from "../../../src/domain/catalog/badge.ts"

describe("initialsOf", () => {
  it("takes the first letter of up to three words, in capitals", () => {
    expect(initialsOf("Project Leadership Council")).toBe("PLC")
    expect(initialsOf("Nimbus")).toBe("N")
    expect(initialsOf("DevOps Practice Board")).toBe("DPB")
    expect(initialsOf("Keystone Developer Program Extra Words")).toBe("KDP")
    expect(initialsOf("datum institute")).toBe("DI")
  })

  it("skips punctuation and splits on dashes and ampersands", () => {
    expect(initialsOf("Cloud & Security – Bundle")).toBe("CSB")
    expect(initialsOf("(ISC) Guild")).toBe("IG")
    expect(initialsOf("   ")).toBe("")
  })
})

describe("paletteSlot", () => {
  it("is stable for a name and ignores case and surrounding spaces", () => {
    expect(paletteSlot("Nimbus", 8)).toBe(paletteSlot("Nimbus", 8))
    expect(paletteSlot(" nimbus ", 8)).toBe(paletteSlot("Nimbus", 8))
  })

  it("stays inside the palette", () => {
    const vendors = [
      "Nimbus",
      "Cumulo",
      "SecureGuild",
      "Netlane",
      "Project Leadership Council",
      "Datum Institute",
      "Keystone Developer Program",
      "ServiceCraft",
      "Sprintwise",
      "Tabula",
      "Cognitia",
      "DevOps Practice Board"
    ]
    const slots = vendors.map((vendor) => paletteSlot(vendor, 8))
    expect(slots.every((slot) => Number.isInteger(slot) && slot >= 0 && slot < 8)).toBe(true)
    // Spread over the palette, not piled on one colour.
    expect(new Set(slots).size).toBeGreaterThanOrEqual(4)
  })

  it("answers 0 for an empty palette", () => {
    expect(paletteSlot("Nimbus", 0)).toBe(0)
  })
})
