import { describe, expect, it } from "vitest"
import { waitedFor } from "../../../src/domain/helpdesk/desk-format.ts"
import { deskTicketPath, deskViewOf, deskViewPath } from "../../../src/domain/helpdesk/desk-paths.ts"

const AT = Date.parse("2026-11-23T12:00:00.000Z")
const ago = (ms: number) => new Date(AT - ms).toISOString()

describe("waitedFor", () => {
  it("names the wait in its two largest units", () => {
    expect(waitedFor(ago(30_000), AT)).toBe("just now")
    expect(waitedFor(ago(12 * 60_000), AT)).toBe("12 min")
    expect(waitedFor(ago(3 * 3_600_000), AT)).toBe("3 h")
    expect(waitedFor(ago(3 * 3_600_000 + 5 * 60_000), AT)).toBe("3 h 5 min")
    expect(waitedFor(ago(2 * 86_400_000 + 4 * 3_600_000 + 59_000), AT)).toBe("2 d 4 h")
  })
  it("a time ahead of the clock or unreadable is just now", () => {
    expect(waitedFor(ago(-60_000), AT)).toBe("just now")
    expect(waitedFor("not a date", AT)).toBe("just now")
  })
})

describe("desk paths", () => {
  it("the queue is /desk, the other views /desk/{view}, the page in the query", () => {
    expect(deskViewPath("queue")).toBe("/desk")
    expect(deskViewPath("queue", 2)).toBe("/desk?page=2")
    expect(deskViewPath("mine")).toBe("/desk/mine")
    expect(deskViewPath("closed", 3)).toBe("/desk/closed?page=3")
    expect(deskTicketPath("a/b")).toBe("/desk/ticket/a%2Fb")
  })
  it("reads a view from its segment; an unknown one is null", () => {
    expect(deskViewOf(undefined)).toBe("queue")
    expect(deskViewOf("unassigned")).toBe("unassigned")
    expect(deskViewOf("everything")).toBeNull()
  })
})
