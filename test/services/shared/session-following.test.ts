/**
 * The one rule by which app-wide actors follow the session
 * (src/wiring/shared/session-following.ts), over a fake session feed and a
 * follower that records what it is told.
 */
import { describe, expect, it } from "vitest"
import type { SessionSnapshot } from "../../../src/machines/account/session.machine.ts"
import { followSession, type SessionFeed } from "../../../src/wiring/shared/session-following.ts"

type Told = { readonly type: "SIGNED_IN"; readonly userId?: string } | { readonly type: "SIGNED_OUT" } | { readonly type: "SESSION_CHECKED" }

const snapshotOf = (state: { readonly isLogin: boolean; readonly userId?: string | null; readonly checking?: boolean; readonly role?: string }) =>
  ({
    context: { isLogin: state.isLogin, userInfo: state.userId == null ? null : { _id: state.userId, role: state.role ?? "learner" }, profile: null },
    matches: (value: unknown) => state.checking === true && JSON.stringify(value) === JSON.stringify({ account: "checking" })
  }) as unknown as SessionSnapshot

const fakeSession = (first: SessionSnapshot) => {
  const listeners = new Set<(snapshot: SessionSnapshot) => void>()
  let snapshot = first
  const feed: SessionFeed = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return { unsubscribe: () => void listeners.delete(listener) }
    }
  }
  const become = (next: SessionSnapshot) => {
    snapshot = next
    for (const listener of listeners) listener(next)
  }
  return { feed, become, listeners }
}

const recorder = () => {
  const told: Array<Told> = []
  let complete = () => {}
  return {
    told,
    stop: () => complete(),
    follower: {
      send: (event: Told) => void told.push(event),
      subscribe: (observer: { readonly complete: () => void }) => {
        complete = observer.complete
      }
    }
  }
}

describe("followSession", () => {
  it("a follower started from the snapshot hears sign-ins, sign-outs, a learner over another, and the first check's end", () => {
    const session = fakeSession(snapshotOf({ isLogin: false, checking: true }))
    const cart = recorder()
    followSession(session.feed, cart.follower, {
      whom: (snapshot) => (snapshot.context.isLogin ? (snapshot.context.userInfo?._id ?? undefined) : null),
      signedIn: () => ({ type: "SIGNED_IN" }) as const,
      signedOut: { type: "SIGNED_OUT" },
      checked: { type: "SESSION_CHECKED" },
      startsFrom: "snapshot"
    })
    expect(cart.told).toEqual([])
    session.become(snapshotOf({ isLogin: true, userId: "u1" }))
    expect(cart.told).toEqual([{ type: "SIGNED_IN" }, { type: "SESSION_CHECKED" }])
    session.become(snapshotOf({ isLogin: true, userId: "u2" }))
    session.become(snapshotOf({ isLogin: false }))
    expect(cart.told.slice(2)).toEqual([{ type: "SIGNED_OUT" }, { type: "SIGNED_IN" }, { type: "SIGNED_OUT" }])
    cart.stop()
    expect(session.listeners.size).toBe(0)
  })

  it("an id learnt after the sign-in is the same learner; a follower starting from nobody is told of the learner already there", () => {
    const session = fakeSession(snapshotOf({ isLogin: true, userId: null, checking: true }))
    const cart = recorder()
    followSession(session.feed, cart.follower, {
      whom: (snapshot) => (snapshot.context.isLogin ? (snapshot.context.userInfo?._id ?? undefined) : null),
      signedIn: () => ({ type: "SIGNED_IN" }) as const,
      signedOut: { type: "SIGNED_OUT" },
      startsFrom: "snapshot"
    })
    session.become(snapshotOf({ isLogin: true, userId: "u1" }))
    expect(cart.told).toEqual([])

    const unread = recorder()
    followSession(session.feed, unread.follower, {
      whom: (snapshot) => snapshot.context.userInfo?._id ?? null,
      signedIn: (userId: string) => ({ type: "SIGNED_IN", userId }) as const,
      signedOut: { type: "SIGNED_OUT" },
      startsFrom: "nobody"
    })
    expect(unread.told).toEqual([{ type: "SIGNED_IN", userId: "u1" }])
    session.become(snapshotOf({ isLogin: true, userId: "u2" }))
    expect(unread.told.slice(1)).toEqual([{ type: "SIGNED_OUT" }, { type: "SIGNED_IN", userId: "u2" }])
  })
})
