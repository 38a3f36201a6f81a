import { describe, expect, it } from "vitest"
import { daysLeftAt, daysLeftText } from "../../../src/domain/cart/days-left.ts"
import { myPackagesPath, packageDetailPath, packageStatusOfPath, transactionsPath } from "../../../src/domain/cart/order-paths.ts"
import { SIDEBAR_ITEMS } from "../../../src/ui/shared/signed-in/sidebar-items.ts"

describe("Transactions' and My Packages' addresses (spec §2)", () => {
  it("page 1 of Transactions is the sidebar's /profile/transaction; others name their page", () => {
    expect(transactionsPath()).toBe("/profile/transaction")
    expect(transactionsPath(1)).toBe("/profile/transaction")
    expect(transactionsPath(2)).toBe("/profile/transaction/2")
    expect(SIDEBAR_ITEMS.find((item) => item.label === "Transaction")?.href).toBe(transactionsPath())
  })

  it("My Packages' tabs name every page; the sidebar links the active tab's first", () => {
    expect(myPackagesPath("active")).toBe("/profile/package/active/1")
    expect(myPackagesPath("expired", 3)).toBe("/profile/package/expired/3")
    expect(myPackagesPath("active", 0)).toBe("/profile/package/active/1")
    expect(SIDEBAR_ITEMS.find((item) => item.label === "My Packages")?.href).toBe(myPackagesPath("active"))
    expect(packageStatusOfPath("/profile/package/expired/2")).toBe("expired")
    expect(packageStatusOfPath("/profile/package/active/2")).toBe("active")
  })

  it("a package's id is encoded into its address", () => {
    expect(packageDetailPath("psub-1")).toBe("/profile/package/psub-1")
    expect(packageDetailPath("a/b")).toBe("/profile/package/a%2Fb")
  })
})

describe("days left", () => {
  const now = Date.parse("2026-05-01T10:00:00.000Z")
  it("counts a part of a day as a day, and 0 once ended or unreadable", () => {
    expect(daysLeftAt("2026-05-01T10:00:01.000Z", now)).toBe(1)
    expect(daysLeftAt("2026-05-02T10:00:00.000Z", now)).toBe(1)
    expect(daysLeftAt("2026-05-02T10:00:01.000Z", now)).toBe(2)
    expect(daysLeftAt("2026-07-30T10:00:00.000Z", now)).toBe(90)
    expect(daysLeftAt("2026-05-01T10:00:00.000Z", now)).toBe(0)
    expect(daysLeftAt("2026-04-01T10:00:00.000Z", now)).toBe(0)
    expect(daysLeftAt("not a date", now)).toBe(0)
  })

  it("says it in words", () => {
    expect(daysLeftText(0)).toBe("Ended")
    expect(daysLeftText(1)).toBe("1 day left")
    expect(daysLeftText(90)).toBe("90 days left")
  })
})
