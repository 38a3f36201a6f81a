/**
 * The header's helpdesk count ("read markers per participant drive
 * unread counts (header, /helpdesk, the desk)"): how many of the signed-in
 * learner's tickets hold a reply they have not read, kept current by the
 * page's event stream. App-wide, like the cart: the wiring sends SIGNED_IN
 * (with the learner's id) and SIGNED_OUT as the session changes; an agent
 * never gets SIGNED_IN (their desk has its own counts).
 *
 *   signedOut ─ SIGNED_IN ─▶ signedIn (parallel) ─ SIGNED_OUT ─▶ signedOut
 *     connection: listening ─ stream ends / fails ─▶ waiting ─ after liveRetry ─▶ listening
 *     count:      loading ─ done ─▶ ready ─ a helpdesk message / state / read marker, a (re)connection ─▶ settling
 *                    │  ▲                                        settling ─ after settle ─▶ loading
 *                    │  └─ after retry ── failed ◀─ error
 *
 * A burst of events (an agent's reply and the learner's own read marker a
 * moment later) is gathered for SETTLE_MS into one load. A change that
 * arrives while a load is in flight starts that load again, so the count
 * shown is never older than the last event; so does joining the stream
 * (a fresh page's stream starts from now, so a reply stored between the
 * first load and the join would otherwise be missed). Typing pings change
 * nothing.
 */
import { assign, fromEventObservable, fromPromise, setup, type SnapshotFrom } from "xstate"
import type { ServerEvent } from "../../api/events.ts"
import type { UnreadCounts } from "../../api/helpdesk/helpdesk.ts"

/** How long a burst of events is gathered before one load. */
export const UNREAD_SETTLE_MS = 300
/** How long to wait before joining the stream again, or loading again after a failure. */
export const UNREAD_RETRY_MS = 5000

export interface HelpdeskUnreadContext {
  /** The signed-in learner whose stream is read; null when signed out. */
  readonly userId: string | null
  /** The last counts the server gave, or null before the first answer. */
  readonly counts: UnreadCounts | null
}

/** What the event stream hands in: the contract's events and each (re)connection. */
export type UnreadFeedEvent = ServerEvent | { readonly type: "events.connected" }

export type HelpdeskUnreadEvent = { readonly type: "SIGNED_IN"; readonly userId: string } | { readonly type: "SIGNED_OUT" } | UnreadFeedEvent

export const helpdeskUnreadMachine = setup({
  types: {
    context: {} as HelpdeskUnreadContext,
    events: {} as HelpdeskUnreadEvent
  },
  actors: {
    loadUnread: fromPromise<UnreadCounts>(async () => {
      throw new Error("provide loadUnread")
    }),
    liveEvents: fromEventObservable<UnreadFeedEvent, { readonly userId: string | null }>(() => {
      throw new Error("provide liveEvents")
    })
  },
  actions: {
    storeUser: assign((_, params: { readonly userId: string }) => ({ userId: params.userId })),
    forget: assign({ userId: null, counts: null }),
    storeCounts: assign((_, params: { readonly counts: UnreadCounts }) => ({ counts: params.counts }))
  },
  delays: { settle: UNREAD_SETTLE_MS, liveRetry: UNREAD_RETRY_MS, loadRetry: UNREAD_RETRY_MS }
}).createMachine({
  id: "helpdeskUnread",
  context: { userId: null, counts: null },
  initial: "signedOut",
  states: {
    signedOut: {
      entry: "forget",
      on: { SIGNED_IN: { target: "signedIn", actions: { type: "storeUser", params: ({ event }) => ({ userId: event.userId }) } } }
    },
    signedIn: {
      type: "parallel",
      on: { SIGNED_OUT: "signedOut" },
      states: {
        connection: {
          initial: "listening",
          states: {
            listening: {
              invoke: {
                id: "liveEvents",
                src: "liveEvents",
                input: ({ context }) => ({ userId: context.userId }),
                onDone: "waiting",
                onError: "waiting"
              }
            },
            waiting: { after: { liveRetry: "listening" } }
          }
        },
        count: {
          initial: "loading",
          states: {
            loading: {
              invoke: {
                id: "loadUnread",
                src: "loadUnread",
                onDone: { target: "ready", actions: { type: "storeCounts", params: ({ event }) => ({ counts: event.output }) } },
                onError: "failed"
              },
              // The answer in flight may predate the change, or a change made
              // before the stream joined (which the stream never replays): ask again.
              on: {
                helpdeskMessage: { target: "loading", reenter: true },
                helpdeskTicket: { target: "loading", reenter: true },
                helpdeskRead: { target: "loading", reenter: true },
                "events.connected": { target: "loading", reenter: true }
              }
            },
            ready: {
              on: {
                helpdeskMessage: "settling",
                helpdeskTicket: "settling",
                helpdeskRead: "settling",
                // Back on the stream after a gap: events may have been missed.
                "events.connected": "settling"
              }
            },
            // Further events while settling are read by the load that follows.
            settling: { after: { settle: "loading" } },
            failed: {
              after: { loadRetry: "loading" },
              on: { helpdeskMessage: "settling", helpdeskTicket: "settling", helpdeskRead: "settling", "events.connected": "settling" }
            }
          }
        }
      }
    }
  }
})

export type HelpdeskUnreadSnapshot = SnapshotFrom<typeof helpdeskUnreadMachine>

/** Tickets with a reply the learner has not read (0 until the first answer, and when signed out). */
export const selectUnreadTickets = (snapshot: HelpdeskUnreadSnapshot): number => snapshot.context.counts?.tickets ?? 0
