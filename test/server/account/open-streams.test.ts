import { describe, expect, it } from "vitest"
import { openStreams } from "../../../server/account/event-stream/open-streams.ts"

describe("the open event streams' bounds", () => {
  it("an account over its bound gives up its oldest stream, which is told once and no longer counted", () => {
    const open = openStreams({ perAccount: 2, perAddress: 10, total: 10 })
    const replaced: Array<string> = []
    const first = open.admit("u1", "a", () => replaced.push("first"))
    open.admit("u1", "a", () => replaced.push("second"))
    expect(open.size()).toBe(2)
    const third = open.admit("u1", "b", () => replaced.push("third"))
    expect(third._tag).toBe("Admitted")
    expect(replaced).toEqual(["first"])
    expect(open.size()).toBe(2)
    // The replaced stream ending afterwards releases nothing twice.
    if (first._tag === "Admitted") first.release()
    expect(open.size()).toBe(2)
  })

  it("refuses over the address's bound (429) and the server's (503), and admits again once one ends", () => {
    const open = openStreams({ perAccount: 5, perAddress: 2, total: 3 })
    const a = open.admit("u1", "a", () => {})
    open.admit("u2", "a", () => {})
    expect(open.admit("u3", "a", () => {})).toEqual({ _tag: "Refused", why: "address" })
    open.admit("u3", "b", () => {})
    expect(open.admit("u4", "c", () => {})).toEqual({ _tag: "Refused", why: "server" })
    if (a._tag === "Admitted") a.release()
    expect(open.admit("u4", "c", () => {})._tag).toBe("Admitted")
    expect(open.size()).toBe(3)
  })

  it("an account at its bound replaces even when the server is full: the total does not grow", () => {
    const open = openStreams({ perAccount: 1, perAddress: 5, total: 1 })
    let told = 0
    open.admit("u1", "a", () => told++)
    expect(open.admit("u1", "a", () => {})._tag).toBe("Admitted")
    expect(told).toBe(1)
    expect(open.size()).toBe(1)
  })
})
