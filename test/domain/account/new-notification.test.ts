import { describe, expect, it } from "vitest"
import { NotificationId } from "../../../src/api/shared/ids.ts"
import type { Notification, NotificationPage } from "../../../src/api/account/notifications.ts"
import { withNewNotification } from "../../../src/domain/account/new-notification.ts"

const note = (id: string): Notification => ({ _id: NotificationId.make(id), title: `Title ${id}`, description: "", createdAt: "2026-11-23T22:00:00.000Z" })

describe("withNewNotification", () => {
  it("puts the new one first and counts it", () => {
    const page: NotificationPage = { docs: [note("a")], total: 1, page: 1, perPage: 20 }
    expect(withNewNotification(page, note("b"))).toEqual({ docs: [note("b"), note("a")], total: 2, page: 1, perPage: 20 })
  })

  it("keeps the page at its size", () => {
    const page: NotificationPage = { docs: [note("a"), note("b")], total: 7, page: 1, perPage: 2 }
    expect(withNewNotification(page, note("c"))).toEqual({ docs: [note("c"), note("a")], total: 8, page: 1, perPage: 2 })
  })

  it("changes nothing for one the page already holds", () => {
    const page: NotificationPage = { docs: [note("a")], total: 1, page: 1, perPage: 20 }
    expect(withNewNotification(page, note("a"))).toBe(page)
  })
})
