/**
 * The one "on sale" rule (src/domain/catalog/availability.ts): an exam is on
 * sale only when it is visible, put on sale, priced, and its bank holds every
 * listed test with exactly the stated count; a package only when visible,
 * priced and every exam in it is on sale.
 */
import { describe, expect, it } from "vitest"
import {
  comingSoonAmong,
  type ExamOffer,
  examAvailability,
  notOnSaleReasons,
  packageAvailability,
  testDeliverable,
  undeliverableReasons
} from "../../../src/domain/catalog/availability.ts"

const ready: ExamOffer = {
  visible: true,
  forSale: true,
  priceCents: 2499,
  tests: [
    { stated: 20, held: 20 },
    { stated: 5, held: 5 }
  ]
}

describe("an exam", () => {
  it("is on sale when visible, put on sale, priced and every listed test is held as stated", () => {
    expect(examAvailability(ready)).toBe("onSale")
    expect(notOnSaleReasons(ready)).toEqual([])
  })

  it("is coming soon when a test holds fewer questions than its page states", () => {
    const short = {
      ...ready,
      tests: [
        { stated: 20, held: 20 },
        { stated: 65, held: 12 }
      ]
    }
    expect(examAvailability(short)).toBe("comingSoon")
    expect(notOnSaleReasons(short)).toEqual([{ kind: "testShort", index: 1, stated: 65, held: 12 }])
  })

  it("is coming soon when a test holds more than stated: the page must tell the truth", () => {
    expect(examAvailability({ ...ready, tests: [{ stated: 20, held: 21 }] })).toBe("comingSoon")
  })

  it("is coming soon with a planned test of no questions, or with no tests at all", () => {
    expect(testDeliverable({ stated: 0, held: 0 })).toBe(false)
    expect(examAvailability({ ...ready, tests: [{ stated: 0, held: 0 }] })).toBe("comingSoon")
    expect(notOnSaleReasons({ ...ready, tests: [] })).toEqual([{ kind: "noTests" }])
  })

  it("is coming soon unpublished, without a price, or not put on sale, each reason named in the operator's order", () => {
    expect(notOnSaleReasons({ ...ready, visible: false, forSale: false, priceCents: 0 })).toEqual([
      { kind: "notForSale" },
      { kind: "hidden" },
      { kind: "noPrice" }
    ])
    expect(examAvailability({ ...ready, forSale: false })).toBe("comingSoon")
  })

  it("puts the operator's own switch aside when asking what stands between the bank and a sale", () => {
    expect(undeliverableReasons({ ...ready, tests: [{ stated: 65, held: 0 }] })).toEqual([{ kind: "testShort", index: 0, stated: 65, held: 0 }])
    expect(undeliverableReasons(ready)).toEqual([])
  })
})

describe("a package", () => {
  it("is on sale only when every exam in it is", () => {
    expect(packageAvailability({ visible: true, priceCents: 7499, exams: ["onSale", "onSale"] })).toBe("onSale")
    expect(packageAvailability({ visible: true, priceCents: 7499, exams: ["onSale", "comingSoon", "onSale"] })).toBe("comingSoon")
  })

  it("is coming soon unpublished, without a price, or empty (an unpublished exam in it reads as coming soon)", () => {
    expect(packageAvailability({ visible: false, priceCents: 7499, exams: ["onSale"] })).toBe("comingSoon")
    expect(packageAvailability({ visible: true, priceCents: 0, exams: ["onSale"] })).toBe("comingSoon")
    expect(packageAvailability({ visible: true, priceCents: 7499, exams: [] })).toBe("comingSoon")
    const hiddenExam = examAvailability({ ...ready, visible: false })
    expect(packageAvailability({ visible: true, priceCents: 7499, exams: ["onSale", hiddenExam] })).toBe("comingSoon")
  })
})

describe("comingSoonAmong", () => {
  it("keeps the coming-soon items, in their order (a package's page names them)", () => {
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
