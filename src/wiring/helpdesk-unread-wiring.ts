/**
 * The header's helpdesk count, app-wide: the unread machine
 * provided with GET /helpdesk/unread and the page's one event stream, and
 * made to follow the session like the cart: a learner signing in sends
 * SIGNED_IN with their id, signing out (or another account over this one)
 * SIGNED_OUT first. Support agents are not followed: the desk has its own
 * counts, and the learner's call would refuse them.
 */
import { createActor } from "xstate"
import { isAgent, isSignedIn, type SessionSnapshot } from "../machines/account/session.machine.ts"
import { helpdeskUnreadMachine } from "../machines/helpdesk/helpdesk-unread.machine.ts"
import { storedUserId } from "../services/shared/token-store.ts"
import { fromLazyEffect, fromLazyStream, type RuntimeSource } from "../services/shared/lazy-runtime.ts"
import type { HelpdeskUnreadActor } from "../ui/shared/app-actors.ts"
import type { SessionFeed } from "./cart-wiring.ts"
import { inspected } from "./flow-inspection.ts"

/** The signed-in learner's id (while the session is still checking, the stored one), or null for a guest or an agent. */
const learnerIdOf = (snapshot: SessionSnapshot): string | null =>
  isSignedIn(snapshot) && !isAgent(snapshot) ? (snapshot.context.userInfo?._id ?? storedUserId()) : null

/** The learner's ticket calls and the event stream, loaded when a learner is followed. */
const ticketCalls = () => import("../services/helpdesk/ticket-calls.ts")
const eventStreams = () => import("../services/shared/event-stream.ts")

export const startHelpdeskUnread = (runtime: RuntimeSource, session: SessionFeed): HelpdeskUnreadActor => {
  const unread = createActor(
    helpdeskUnreadMachine.provide({
      actors: {
        loadUnread: fromLazyEffect(runtime, ticketCalls, (calls) => calls.unreadCounts()),
        liveEvents: fromLazyStream(runtime, eventStreams, (streams, input: { readonly userId: string | null }) => streams.eventStream({ userId: input.userId }))
      }
    }),
    { ...inspected, systemId: "helpdeskUnread" }
  ).start()

  let followed: string | null = null
  const follow = (snapshot: SessionSnapshot) => {
    const learnerId = learnerIdOf(snapshot)
    if (learnerId === followed) return
    if (followed !== null) unread.send({ type: "SIGNED_OUT" })
    if (learnerId !== null) unread.send({ type: "SIGNED_IN", userId: learnerId })
    followed = learnerId
  }
  follow(session.getSnapshot())
  const subscription = session.subscribe(follow)
  unread.subscribe({ complete: () => subscription.unsubscribe() })
  return unread
}
