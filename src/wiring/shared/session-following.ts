/**
 * How an app-wide actor follows the session (the cart, the header's
 * helpdesk count): one helper, so each says only whom it follows and which
 * of its events mean "signed in", "signed out" and "the first check has
 * answered". The session never knows its followers; they read its snapshots.
 *
 * The rule, the same for every follower:
 * - nobody → someone: signed in; someone → nobody: signed out;
 * - one learner → another (both known by id): signed out, then signed in;
 * - signed in before the id is known (the session still checking, no id
 *   stored): a follower of "someone" is signed in, and the id, once known,
 *   is not a new learner.
 */
import type { EventObject } from "xstate"
import { isCheckingSession, isSignedIn, type SessionSnapshot } from "../../machines/account/session.machine.ts"
import { storedUserId } from "../../services/shared/token-store.ts"

/** What a follower reads of the session actor: its snapshots, now and as they change. */
export interface SessionFeed {
  readonly getSnapshot: () => SessionSnapshot
  readonly subscribe: (listener: (snapshot: SessionSnapshot) => void) => { readonly unsubscribe: () => void }
}

/** The signed-in learner's id, or null for a guest; while the session is still checking, the stored one. */
export const learnerOf = (snapshot: SessionSnapshot): string | null => (isSignedIn(snapshot) ? (snapshot.context.userInfo?._id ?? storedUserId()) : null)

/**
 * Whom a follower follows and what it is told. `Whom` is `string` for a
 * follower that needs the learner's id (it follows nobody until the id is
 * known), `string | undefined` for one that follows "someone signed in".
 */
export interface Following<E extends EventObject, Whom extends string | undefined> {
  /** Whom the follower follows in this snapshot: a learner (by id, or `undefined`: not known yet), or null, nobody. */
  readonly whom: (snapshot: SessionSnapshot) => Whom | null
  readonly signedIn: (whom: Whom) => E
  readonly signedOut: E
  /** Told once the session's first check has answered (after `signedIn` when it signed someone in). */
  readonly checked?: E
  /**
   * What the follower knows at the start: "snapshot" when it was started
   * from the session's snapshot (its input), "nobody" when it starts signed
   * out and is told of a learner already there.
   */
  readonly startsFrom: "snapshot" | "nobody"
}

/** An app-wide actor, as far as following goes: it takes events and ends with the page. */
export interface SessionFollower<E extends EventObject> {
  send(event: E): void
  subscribe(observer: { readonly complete: () => void }): unknown
}

/** Sends `following`'s events to `follower` as the session changes, until the follower stops. */
export const followSession = <E extends EventObject, Whom extends string | undefined>(
  session: SessionFeed,
  follower: SessionFollower<E>,
  following: Following<NoInfer<E>, Whom>
): void => {
  const send = (event: E) => follower.send(event)
  const first = session.getSnapshot()
  let current: Whom | null = following.startsFrom === "snapshot" ? following.whom(first) : null
  let checking = isCheckingSession(first)
  const follow = (snapshot: SessionSnapshot) => {
    const next = following.whom(snapshot)
    if (current === null && next !== null) send(following.signedIn(next))
    else if (current !== null && next === null) send(following.signedOut)
    else if (typeof current === "string" && typeof next === "string" && next !== current) {
      send(following.signedOut)
      send(following.signedIn(next))
    }
    // An id not known yet is the same learner as the one known before.
    current = next === undefined && current !== null ? current : next
    if (checking && !isCheckingSession(snapshot) && following.checked !== undefined) send(following.checked)
    checking = isCheckingSession(snapshot)
  }
  if (following.startsFrom === "nobody") follow(first)
  const subscription = session.subscribe(follow)
  follower.subscribe({ complete: () => subscription.unsubscribe() })
}
