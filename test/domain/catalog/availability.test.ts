import { describe, expect, it } from "vitest"
import { comingSoonAmong, examAvailability, packageAvailability } from "../../../src/domain/catalog/availability.ts"

describe("the one on-sale rule", () => {
  const offer = { visible: true, forSale: true, priceCents: 2499, tests: [{ stated: 20, held: 20 }] }

  it("sells an exam only when its bank holds every listed test as stated", () => {
    expect(examAvailability(offer)).toBe("onSale")
    expect(examAvailability({ ...offer, tests: [{ stated: 20, held: 19 }] })).toBe("comingSoon")
    expect(examAvailability({ ...offer, forSale: false })).toBe("comingSoon")
  })

  it("sells a package only when every exam in it is on sale", () => {
    expect(packageAvailability({ visible: true, priceCents: 9900, exams: ["onSale", "onSale"] })).toBe("onSale")
    expect(packageAvailability({ visible: true, priceCents: 9900, exams: ["onSale", "comingSoon"] })).toBe("comingSoon")
  })
})

describe("comingSoonAmong", () => {
  it("keeps the coming-soon items, in their order", () => {
    const exams = [
      { name: "A", availability: "onSale" },
      { name: "B", availability: "comingSoon" },
      { name: "C", availability: "onSale" },
      { name: "D", availability: "comingSoon" }
    ] as const
    expect(comingSoonAmong(exams).map((exam) => exam.name)).toEqual(["B", "D"])
    expect(comingSoonAmong(exams.filter((exam) => exam.availability === "onSale"))).toEqual([])
  })
})
