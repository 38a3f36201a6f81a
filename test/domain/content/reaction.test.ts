import { describe, expect, it } from "vitest"
import { applyReaction, nextReaction, pressBetween, type ReactionKind, type ReactionState } from "../../../src/domain/content/reaction.ts"

const state = (likes: number, dislikes: number, reaction: ReactionKind | null): ReactionState => ({ likes, dislikes, reaction })

describe("applyReaction", () => {
  it("a like without a reaction adds one like", () => {
    expect(applyReaction(state(12, 3, null), "like")).toEqual(state(13, 3, "like"))
  })

  it("a dislike without a reaction adds one dislike", () => {
    expect(applyReaction(state(12, 3, null), "dislike")).toEqual(state(12, 4, "dislike"))
  })

  it("repeating a like takes it back", () => {
    expect(applyReaction(state(13, 3, "like"), "like")).toEqual(state(12, 3, null))
  })

  it("repeating a dislike takes it back", () => {
    expect(applyReaction(state(12, 4, "dislike"), "dislike")).toEqual(state(12, 3, null))
  })

  it("a like replaces the learner's dislike", () => {
    expect(applyReaction(state(12, 4, "dislike"), "like")).toEqual(state(13, 3, "like"))
  })

  it("a dislike replaces the learner's like", () => {
    expect(applyReaction(state(13, 3, "like"), "dislike")).toEqual(state(12, 4, "dislike"))
  })

  it("two presses of the same kind leave the counts as they were", () => {
    const start = state(5, 2, null)
    for (const kind of ["like", "dislike"] as const) {
      expect(applyReaction(applyReaction(start, kind), kind)).toEqual(start)
    }
  })

  it("never counts below zero, even from stale counts", () => {
    expect(applyReaction(state(0, 0, "like"), "like")).toEqual(state(0, 0, null))
    expect(applyReaction(state(0, 0, "like"), "dislike")).toEqual(state(0, 1, "dislike"))
  })

  it("agrees with the server's nextReaction on every case", () => {
    for (const current of [null, "like", "dislike"] as const) {
      for (const pressed of ["like", "dislike"] as const) {
        expect(applyReaction(state(5, 5, current), pressed).reaction).toBe(nextReaction(current, pressed))
      }
    }
  })
})

describe("pressBetween", () => {
  it("presses the wanted reaction to set it, or the current one to take it back", () => {
    expect(pressBetween(null, "like")).toBe("like")
    expect(pressBetween("like", "dislike")).toBe("dislike")
    expect(pressBetween("like", null)).toBe("like")
    expect(pressBetween("dislike", null)).toBe("dislike")
    expect(pressBetween("like", "like")).toBeNull()
    expect(pressBetween(null, null)).toBeNull()
  })

  it("one press of it turns `from` into `to`", () => {
    const kinds = [null, "like", "dislike"] as const
    for (const from of kinds) {
      for (const to of kinds) {
        const press = pressBetween(from, to)
        if (press !== null) expect(nextReaction(from, press)).toBe(to)
      }
    }
  })
})
