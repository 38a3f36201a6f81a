import { describe, expect, it } from "vitest"
import {
  attemptScore,
  dayIssue,
  NO_ORDER_FILTER,
  orderFilterOf,
  orderPayloadOf,
  salesPaths,
  searchOf,
  subscriptionState,
  suggestedExpiry
} from "../../../src/domain/admin/sales-views.ts"

describe("the sales screens' addresses", () => {
  it("keeps the orders filter and page in the query, and reads it back", () => {
    const filter = { ...NO_ORDER_FILTER, email: "ada@example.com", status: "paid" as const, from: "2026-01-01" }
    const path = salesPaths.orders(filter, 2)
    expect(path).toBe("/admin/orders?email=ada%40example.com&status=paid&from=2026-01-01&page=2")
    expect(orderFilterOf(path.split("?")[1]!)).toEqual(filter)
    expect(salesPaths.orders()).toBe("/admin/orders")
  })

  it("leaves out a status or day that cannot be", () => {
    expect(orderFilterOf("status=lost&from=yesterday&to=2026-02-30x")).toEqual(NO_ORDER_FILTER)
  })

  it("sends only what narrows the list", () => {
    expect(orderPayloadOf(NO_ORDER_FILTER)).toEqual({})
    expect(orderPayloadOf({ ...NO_ORDER_FILTER, orderId: "o-1", to: "2026-03-01" })).toEqual({ orderId: "o-1", to: "2026-03-01" })
  })

  it("reads the coupons and learners search", () => {
    expect(salesPaths.coupons("spring", 1)).toBe("/admin/coupons?q=spring")
    expect(searchOf("?q=%20spring%20&page=3")).toBe("spring")
    expect(salesPaths.learners()).toBe("/admin/learners")
  })
})

describe("the sales screens' words", () => {
  it("checks a typed day", () => {
    expect(dayIssue("")).toBeNull()
    expect(dayIssue("2026-03-01")).toBeNull()
    expect(dayIssue("1/3/2026")).toBe("Write the day as YYYY-MM-DD.")
  })

  it("says a subscription's state and suggests 30 days after its end (or after today)", () => {
    expect(subscriptionState({ refunded: true, active: false })).toBe("Refunded")
    expect(subscriptionState({ refunded: false, active: true })).toBe("Active")
    expect(subscriptionState({ refunded: false, active: false })).toBe("Expired")
    const now = Date.parse("2026-06-01T12:00:00Z")
    expect(suggestedExpiry("2026-07-01T00:00:00Z", now)).toBe("2026-07-31")
    expect(suggestedExpiry("2025-01-01T00:00:00Z", now)).toBe("2026-07-01")
  })

  it("writes an attempt's score", () => {
    expect(attemptScore({ status: "submitted", score: 7, total: 10, percentage: 70, passed: true })).toBe("7 / 10 (70%) · passed")
    expect(attemptScore({ status: "ongoing", score: null, total: null, percentage: null, passed: null })).toBe("In progress")
  })
})
