/**
 * The header's helpdesk count, app-wide: the unread machine
 * provided with GET /helpdesk/unread and the page's one event stream, and
 * made to follow the session like the cart (session-following.ts): a learner signing in sends
 * SIGNED_IN with their id, signing out (or another account over this one)
 * SIGNED_OUT first. Support agents are not followed: the desk has its own
 * counts, and the learner's call would refuse them.
 */
import { createActor } from "xstate"
import { isAgent } from "../../machines/account/session.machine.ts"
import { helpdeskUnreadMachine } from "../../machines/helpdesk/helpdesk-unread.machine.ts"
import { fromLazyEffect, fromLazyStream, type RuntimeSource } from "../../services/shared/lazy-runtime.ts"
import type { HelpdeskUnreadActor } from "../../ui/shared/app-actors.ts"
import { inspected } from "../shared/flow-inspection.ts"
import { followSession, learnerOf, type SessionFeed } from "../shared/session-following.ts"

/** The learner's ticket calls and the event stream, loaded when a learner is followed. */
const ticketCalls = () => import("../../services/helpdesk/ticket-calls.ts")
const eventStreams = () => import("../../services/shared/event-stream.ts")

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

  // A learner (by id: the stream is theirs) is followed; a guest or an agent is nobody.
  followSession(session, unread, {
    whom: (snapshot) => (isAgent(snapshot) ? null : learnerOf(snapshot)),
    signedIn: (userId: string) => ({ type: "SIGNED_IN", userId }) as const,
    signedOut: { type: "SIGNED_OUT" },
    startsFrom: "nobody"
  })
  return unread
}
