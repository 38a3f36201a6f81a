import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { ReactionState } from "../../../src/domain/content/reaction.ts"
import { isReacting, reactionMachine, type ReactionInput, type ReactionRequest, selectReaction } from "../../../src/machines/content/reaction.machine.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, type PathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const INPUT: ReactionInput = { target: "blog", id: "b1", likes: 12, dislikes: 3, reaction: null }

// The guard reads the session, outside the machine: the graph is walked once
// as a guest and once signed in, and a state or transition counts as covered
// when either walk takes it.
const asGuest = reactionMachine.provide({ guards: { isSignedIn: () => false } })
const signedIn = reactionMachine.provide({ guards: { isSignedIn: () => true } })

const options = {
  input: INPUT,
  events: [
    { type: "LIKE" },
    { type: "DISLIKE" },
    { type: "SYNC", reaction: "like" },
    { type: "xstate.done.actor.react", output: { likes: 13, dislikes: 3, reaction: "like" } },
    { type: "xstate.done.actor.react", output: { likes: 12, dislikes: 3, reaction: null } },
    { type: "xstate.error.actor.react", error: UNREACHABLE }
  ]
} as const

const runs: ReadonlyArray<readonly [string, typeof reactionMachine, PathCoverage]> = [
  ["guest", asGuest, computePathCoverage(asGuest, options)],
  ["signed in", signedIn, computePathCoverage(signedIn, options)]
]

const both = <T>(pick: (coverage: PathCoverage) => ReadonlyArray<T>): Array<T> => pick(runs[0]![2]).filter((item) => pick(runs[1]![2]).includes(item))

describe("reactionMachine path coverage", () => {
  it("reaches every state and takes every transition (guest and signed-in walks together)", () => {
    const [, , guest] = runs[0]!
    const missingStates = both((coverage) => coverage.states.missing)
    const missingTransitions = both((coverage) => coverage.transitions.missing)
    const { total: states } = guest.states
    const { total: transitions } = guest.transitions
    expect(recordCoverage(...runs.map(([, , coverage]) => coverage)).line).toBe(
      `coverage reaction: states ${states - missingStates.length}/${states}, transitions ${transitions - missingTransitions.length}/${transitions}`
    )
    expect(missingStates).toEqual([])
    expect(missingTransitions).toEqual([])
  })

  for (const [name, machine, coverage] of runs) {
    it.each(coverage.paths.map((path) => [path.description, path] as const))(`${name}: replays %s`, (_, path) => {
      expect(replayPath(machine, path, { input: INPUT })).toEqual(path.expected)
    })
  }
})

interface Pending {
  readonly request: ReactionRequest
  readonly resolve: (state: ReactionState) => void
  readonly reject: (error: unknown) => void
}

const start = (options: { readonly signedIn?: boolean; readonly input?: ReactionInput } = {}) => {
  const pending: Array<Pending> = []
  const askToSignIn = vi.fn<(target: string, id: string) => void>()
  const notifyFailure = vi.fn<(error: unknown) => void>()
  const actor = createActor(
    reactionMachine.provide({
      actors: {
        react: fromPromise<ReactionState, ReactionRequest>(({ input }) => new Promise((resolve, reject) => pending.push({ request: input, resolve, reject })))
      },
      actions: {
        askToSignIn: (_, params) => askToSignIn(params.target, params.id),
        notifyFailure: (_, params) => notifyFailure(params.error)
      },
      guards: { isSignedIn: () => options.signedIn ?? true }
    }),
    { input: options.input ?? INPUT }
  ).start()
  const shown = () => selectReaction(actor.getSnapshot())
  return { actor, pending, askToSignIn, notifyFailure, shown }
}

/** Lets the machine take a settled promise's result. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("reactionMachine behaviour", () => {
  it("a guest's press asks them to sign in and changes nothing", () => {
    const { actor, pending, askToSignIn, shown } = start({ signedIn: false })
    actor.send({ type: "LIKE" })
    actor.send({ type: "DISLIKE" })
    expect(askToSignIn).toHaveBeenCalledTimes(2)
    expect(askToSignIn).toHaveBeenCalledWith("blog", "b1")
    expect(pending).toEqual([])
    expect(shown()).toEqual({ likes: 12, dislikes: 3, reaction: null })
    expect(isReacting(actor.getSnapshot())).toBe(false)
  })

  it("a like shows at once, is sent, and the server's counts replace the guess", async () => {
    const { actor, pending, shown } = start()
    actor.send({ type: "LIKE" })
    expect(shown()).toEqual({ likes: 13, dislikes: 3, reaction: "like" })
    expect(pending.map((p) => p.request)).toEqual([{ target: "blog", id: "b1", kind: "like" }])
    // Someone else liked it meanwhile: the server knows best.
    pending[0]!.resolve({ likes: 20, dislikes: 3, reaction: "like" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(shown()).toEqual({ likes: 20, dislikes: 3, reaction: "like" })
  })

  it("a dislike replaces a like, and pressing it again takes it back", async () => {
    const { actor, pending, shown } = start({ input: { ...INPUT, likes: 13, reaction: "like" } })
    actor.send({ type: "DISLIKE" })
    expect(shown()).toEqual({ likes: 12, dislikes: 4, reaction: "dislike" })
    pending[0]!.resolve({ likes: 12, dislikes: 4, reaction: "dislike" })
    await waitFor(actor, (s) => s.matches("idle"))
    actor.send({ type: "DISLIKE" })
    expect(shown()).toEqual({ likes: 12, dislikes: 3, reaction: null })
    expect(pending[1]!.request.kind).toBe("dislike")
  })

  it("a failure rolls back to the counts before the click and goes to the shared handler", async () => {
    const { actor, pending, notifyFailure, shown } = start()
    actor.send({ type: "LIKE" })
    expect(shown().likes).toBe(13)
    pending[0]!.reject(UNREACHABLE)
    await waitFor(actor, (s) => s.matches("idle"))
    expect(shown()).toEqual({ likes: 12, dislikes: 3, reaction: null })
    expect(notifyFailure).toHaveBeenCalledWith(UNREACHABLE)
  })

  it("a failure after presses made in flight rolls back all of them", async () => {
    const { actor, pending, shown } = start()
    actor.send({ type: "LIKE" })
    actor.send({ type: "DISLIKE" })
    expect(shown()).toEqual({ likes: 12, dislikes: 4, reaction: "dislike" })
    pending[0]!.reject(UNREACHABLE)
    await waitFor(actor, (s) => s.matches("idle"))
    expect(shown()).toEqual({ likes: 12, dislikes: 3, reaction: null })
    expect(pending).toHaveLength(1)
  })

  it("presses in flight are shown at once and sent as one press when the answer comes", async () => {
    const { actor, pending, shown } = start()
    actor.send({ type: "LIKE" })
    actor.send({ type: "LIKE" })
    actor.send({ type: "DISLIKE" })
    expect(shown()).toEqual({ likes: 12, dislikes: 4, reaction: "dislike" })
    expect(pending).toHaveLength(1)
    pending[0]!.resolve({ likes: 13, dislikes: 3, reaction: "like" })
    await settle()
    // The server has the like; the learner wants a dislike: one dislike press gets there.
    expect(pending.map((p) => p.request.kind)).toEqual(["like", "dislike"])
    expect(shown()).toEqual({ likes: 12, dislikes: 4, reaction: "dislike" })
    pending[1]!.resolve({ likes: 12, dislikes: 4, reaction: "dislike" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(shown()).toEqual({ likes: 12, dislikes: 4, reaction: "dislike" })
  })

  it("a like and its take-back in flight end with no reaction", async () => {
    const { actor, pending, shown } = start()
    actor.send({ type: "LIKE" })
    actor.send({ type: "LIKE" })
    expect(shown()).toEqual({ likes: 12, dislikes: 3, reaction: null })
    pending[0]!.resolve({ likes: 13, dislikes: 3, reaction: "like" })
    await settle()
    expect(pending[1]!.request.kind).toBe("like")
    pending[1]!.resolve({ likes: 12, dislikes: 3, reaction: null })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(shown()).toEqual({ likes: 12, dislikes: 3, reaction: null })
  })

  it("SYNC sets the learner's own reaction, so the next press takes it back", () => {
    const { actor, pending, shown } = start({ input: { ...INPUT, target: "comment", id: "c1", likes: 5 } })
    actor.send({ type: "SYNC", reaction: "like" })
    expect(shown()).toEqual({ likes: 5, dislikes: 3, reaction: "like" })
    actor.send({ type: "LIKE" })
    expect(shown()).toEqual({ likes: 4, dislikes: 3, reaction: null })
    expect(pending[0]!.request).toEqual({ target: "comment", id: "c1", kind: "like" })
  })

  it("SYNC is ignored while a press is in flight: the answer carries the reaction", async () => {
    const { actor, pending, shown } = start()
    actor.send({ type: "LIKE" })
    actor.send({ type: "SYNC", reaction: null })
    expect(shown().reaction).toBe("like")
    pending[0]!.resolve({ likes: 13, dislikes: 3, reaction: "like" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(shown().reaction).toBe("like")
  })
})
