/**
 * How token refreshes read their sessions (live-session-reads.ts): lookups
 * of one moment share one read; a lookup never joins a read already sent
 * (so a sign-out committed before it arrived is always seen); one read out
 * at a time; a batch too large is split; a failed read fails its lookups
 * only. The reads here are a stand-in whose answers the test releases.
 */
import { Context, Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { makeLiveSessionReads, type LiveSessionAnswer } from "../../../server/account/sessions/live-session-reads.ts"
import type { SessionWithSecret } from "../../../server/account/sessions/repository.ts"

const session = (sessionId: string): SessionWithSecret => ({ sessionId, userId: `user of ${sessionId}`, secretHash: "h" })

/** A stand-in read: records the ids asked, answers when the test says (the live ones, or a failure). */
const standIn = () => {
  const reads: Array<{ readonly ids: ReadonlyArray<string>; readonly answer: (live: ReadonlyArray<string> | "fail") => void }> = []
  const liveOf = (ids: ReadonlyArray<string>) =>
    Effect.callback<ReadonlyArray<SessionWithSecret>>((resume) => {
      reads.push({
        ids,
        answer: (live) =>
          resume(live === "fail" ? Effect.die(new Error("the database is gone")) : Effect.succeed(ids.filter((id) => live.includes(id)).map(session)))
      })
    })
  return { reads, liveOf }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

const lookUp = (read: ReturnType<typeof makeLiveSessionReads>, sessionId: string) => {
  const answers: Array<LiveSessionAnswer> = []
  read(sessionId, (answer) => answers.push(answer))
  return answers
}

describe("live session reads", () => {
  it("reads the lookups of one moment in one read of their distinct sessions, each answered from it", async () => {
    const { reads, liveOf } = standIn()
    const read = makeLiveSessionReads(liveOf, { maxInFlight: 1, maxBatch: 500 }, Context.empty())
    const answers = ["a", "b", "a", "c"].map((id) => lookUp(read, id))
    expect(reads).toEqual([])
    await turn()
    expect(reads.map((each) => each.ids)).toEqual([["a", "b", "c"]])
    reads[0]!.answer(["a", "c"])
    expect(answers).toEqual([[Exit.succeed(session("a"))], [Exit.succeed(undefined)], [Exit.succeed(session("a"))], [Exit.succeed(session("c"))]])
  })

  it("never adds a lookup to a read already sent: it waits for the next read, sent once the first has answered", async () => {
    const { reads, liveOf } = standIn()
    const read = makeLiveSessionReads(liveOf, { maxInFlight: 1, maxBatch: 500 }, Context.empty())
    const first = lookUp(read, "a")
    await turn()
    // The read of "a" is out; "a" is signed out now, and asked again.
    const second = lookUp(read, "a")
    const third = lookUp(read, "b")
    await turn()
    expect(reads.map((each) => each.ids)).toEqual([["a"]])
    reads[0]!.answer(["a"])
    expect(first).toEqual([Exit.succeed(session("a"))])
    expect(second).toEqual([])
    await turn()
    expect(reads.map((each) => each.ids)).toEqual([["a"], ["a", "b"]])
    reads[1]!.answer(["b"])
    expect(second).toEqual([Exit.succeed(undefined)])
    expect(third).toEqual([Exit.succeed(session("b"))])
  })

  it("splits a batch over its limit, and sends as many reads at once as allowed", async () => {
    const { reads, liveOf } = standIn()
    const read = makeLiveSessionReads(liveOf, { maxInFlight: 2, maxBatch: 2 }, Context.empty())
    for (const id of ["a", "b", "c", "d", "e"]) lookUp(read, id)
    await turn()
    expect(reads.map((each) => each.ids)).toEqual([
      ["a", "b"],
      ["c", "d"]
    ])
    reads[0]!.answer([])
    await turn()
    expect(reads.map((each) => each.ids)).toEqual([["a", "b"], ["c", "d"], ["e"]])
  })

  it("answers the lookups of a failed read with its failure, and reads on for the next ones", async () => {
    const { reads, liveOf } = standIn()
    const read = makeLiveSessionReads(liveOf, { maxInFlight: 1, maxBatch: 500 }, Context.empty())
    const failed = lookUp(read, "a")
    await turn()
    reads[0]!.answer("fail")
    expect(failed).toHaveLength(1)
    expect(Exit.isFailure(failed[0]!)).toBe(true)
    const next = lookUp(read, "a")
    await turn()
    reads[1]!.answer(["a"])
    expect(next).toEqual([Exit.succeed(session("a"))])
  })
})
