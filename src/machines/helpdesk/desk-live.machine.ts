/**
 * A helpdesk screen's ear on the real-time stream: tells it
 * when what it shows may have changed, so the desk's queue, its counts or a
 * ticket (and the learner's own ticket lists) reload without a page reload.
 *
 *   connection:  listening ─ stream ends / fails ─▶ waiting ─ after RETRY ─▶ listening
 *   changes:     quiet ─ a helpdesk event it watches ─▶ settling ─ after SETTLE / emit "changed" ─▶ quiet
 *   typing:      idle ─ the learner's typing ping (one ticket) ─▶ shown ─ after TYPING_SHOWN / their message ─▶ idle
 *
 * A message, a ticket's change of state or assignee, or a moved read marker
 * (unread counts, "seen" ticks) is a change; so is every (re)connection (events may have been missed while away). With a
 * `ticketId` only that ticket's events count (the ticket screen); without,
 * every ticket's (the queue). A burst of events (a learner sending several
 * messages, an assign and a reply) becomes ONE "changed" after SETTLE_MS:
 * the screen reloads once, and that reload reads everything the burst did.
 * The screen listens with `actor.on("changed", …)`; this machine loads
 * nothing itself.
 */
import { assign, emit, fromEventObservable, setup, type SnapshotFrom } from "xstate"
import type { ServerEvent } from "../../api/events.ts"

/** How long a burst of events is gathered before one reload. */
export const SETTLE_MS = 250
/** How long to wait before joining the stream again after it gave up. */
export const LIVE_RETRY_MS = 5000
/** How long "… is typing" stays after the learner's last ping (pings come every few seconds while they type). */
export const LEARNER_TYPING_SHOWN_MS = 5000

export interface DeskLiveInput {
  /** Whose stream (the signed-in agent). */
  readonly userId: string | null
  /** Only this ticket's events, or null for every ticket's. */
  readonly ticketId: string | null
}

/** What the event stream hands the machine: the contract's events and each (re)connection. */
export type DeskLiveEvent = ServerEvent | { readonly type: "events.connected" }

export interface DeskLiveContext extends DeskLiveInput {
  /** The learner typing in the watched ticket just now, or null. */
  readonly typist: string | null
}

export interface DeskLiveEmitted {
  readonly type: "changed"
}

const ticketOf = (event: DeskLiveEvent): string | null => {
  switch (event.type) {
    case "helpdeskMessage":
    case "helpdeskTicket":
    case "helpdeskRead":
      return event.payload.ticketId
    default:
      return null
  }
}

export const deskLiveMachine = setup({
  types: {
    context: {} as DeskLiveContext,
    events: {} as DeskLiveEvent,
    input: {} as DeskLiveInput,
    emitted: {} as DeskLiveEmitted
  },
  actors: {
    liveEvents: fromEventObservable<DeskLiveEvent, { readonly userId: string | null }>(() => {
      throw new Error("provide liveEvents")
    })
  },
  actions: {
    showTypist: assign((_, params: { readonly name: string }) => ({ typist: params.name })),
    hideTypist: assign({ typist: null })
  },
  guards: {
    /** The learner typing in the one ticket this screen watches (a queue shows no typing). */
    isWatchedLearnerTyping: ({ context }, params: { readonly event: DeskLiveEvent }) =>
      params.event.type === "helpdeskTyping" &&
      context.ticketId !== null &&
      params.event.payload.ticketId === context.ticketId &&
      params.event.payload.author.kind === "learner",
    /** A message or a change of a ticket this screen watches. */
    isWatchedChange: ({ context }, params: { readonly event: DeskLiveEvent }) => {
      const ticketId = ticketOf(params.event)
      return ticketId !== null && (context.ticketId === null || context.ticketId === ticketId)
    }
  },
  delays: { settle: SETTLE_MS, liveRetry: LIVE_RETRY_MS, typingShownFor: LEARNER_TYPING_SHOWN_MS }
}).createMachine({
  id: "deskLive",
  context: ({ input }) => ({ ...input, typist: null }),
  type: "parallel",
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
    changes: {
      initial: "quiet",
      states: {
        quiet: {
          on: {
            helpdeskMessage: { guard: { type: "isWatchedChange", params: ({ event }) => ({ event }) }, target: "settling" },
            helpdeskTicket: { guard: { type: "isWatchedChange", params: ({ event }) => ({ event }) }, target: "settling" },
            // A read marker moved: unread counts and "seen" ticks change.
            helpdeskRead: { guard: { type: "isWatchedChange", params: ({ event }) => ({ event }) }, target: "settling" },
            "events.connected": "settling"
          }
        },
        // Further events while settling are read by the reload that follows.
        settling: { after: { settle: { target: "quiet", actions: emit({ type: "changed" }) } } }
      }
    },
    typing: {
      initial: "idle",
      states: {
        idle: {
          on: {
            helpdeskTyping: {
              guard: { type: "isWatchedLearnerTyping", params: ({ event }) => ({ event }) },
              target: "shown",
              actions: { type: "showTypist", params: ({ event }) => ({ name: event.payload.author.name }) }
            }
          }
        },
        shown: {
          after: { typingShownFor: { target: "idle", actions: "hideTypist" } },
          on: {
            // Another ping: shown for a while longer.
            helpdeskTyping: {
              guard: { type: "isWatchedLearnerTyping", params: ({ event }) => ({ event }) },
              target: "shown",
              reenter: true,
              actions: { type: "showTypist", params: ({ event }) => ({ name: event.payload.author.name }) }
            },
            // Their message arrived: they have stopped typing it.
            helpdeskMessage: { guard: { type: "isWatchedChange", params: ({ event }) => ({ event }) }, target: "idle", actions: "hideTypist" }
          }
        }
      }
    }
  }
})

export type DeskLiveSnapshot = SnapshotFrom<typeof deskLiveMachine>
export const isDeskLiveConnected = (snapshot: DeskLiveSnapshot): boolean => snapshot.matches({ connection: "listening" })
/** "Ada is typing…" on the desk's ticket screen, or null. */
export const selectTypist = (snapshot: DeskLiveSnapshot): string | null => snapshot.context.typist
