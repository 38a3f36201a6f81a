/**
 * The helpdesk chat (the design card's third actor): one ticket's
 * conversation, live, with nothing lost or doubled on a weak connection.
 *
 * Parallel regions:
 *  - connection: the account's event stream (`liveEvents`) while the browser
 *    is online — connecting, then live at `events.connected`; a stream that
 *    gives up waits `reconnectDelay` (backoff) and opens again; the browser
 *    going offline stops it until it is online again.
 *  - history: the ticket and its messages (`loadTicket`), reloaded at every
 *    (re)connection so what happened while not connected shows; failed
 *    offers a retry (and the failure goes to `notifyFailure`).
 *  - outbox: each message written here is queued at once under a clientId
 *    the wiring makes (`newMessage` answers with QUEUE), written to local
 *    storage (`persistOutbox`; a reload hands the stored queue back as
 *    input), and sent in order, one at a time, with its clientId
 *    (`sendMessage`). A failure of the network (no answer, 5xx, 429) waits
 *    `sendRetryDelay` and tries again (at once when the browser is back
 *    online); any other 4xx is the server's no for good: the message shows
 *    failed with the server's sentence and a Retry. A 409 also shows as the
 *    chat's notice (a ticket closed too long ago: the screen offers a
 *    follow-up).
 *  - typing: the other side's "… is typing", shown for `typingShownFor`
 *    after each ping (or until their message arrives).
 *  - reading: while the page is visible, messages above the read marker are
 *    marked read (`markRead`).
 *  - closing: the close call (`closeTicket`), then `ticketClosed`.
 *
 * Incoming messages merge by seq and are added once, known by id or by
 * clientId (the server echoes my own message to my stream too); a message
 * the log holds leaves the outbox, whether the send's answer or the echo
 * came first. Which calls these are — the learner's or the desk's — is the
 * wiring's choice: nothing here knows who is writing beyond `side`, the
 * author kind whose read marker is `readUpTo`.
 */
import { assign, fromPromise, fromEventObservable, setup, type SnapshotFrom } from "xstate"
import type { HelpdeskAttachment, MessageAuthor, MessageAuthorKind, SentMessage, TicketMessage, TicketSummary } from "../../api/helpdesk/helpdesk.ts"
import type { ServerEvent } from "../../api/events.ts"
import {
  backoffMs,
  type DeliveryState,
  enqueueMessage,
  lastSeq,
  markFailed,
  markQueued,
  mergeMessages,
  nextToSend,
  type Outbox,
  type OutboxItem,
  removeItem,
  withoutStored
} from "../../domain/helpdesk/chat-log.ts"

/** A ticket and its messages as the ticket call answers (the learner's detail, or the desk's). */
export interface ChatTicketDetail extends TicketSummary {
  readonly messages: ReadonlyArray<TicketMessage>
  readonly readUpTo: number
  readonly otherReadUpTo: number
}

/** What the send call is handed: the ticket and the queued message. */
export interface ChatSend {
  readonly ticketId: string
  readonly clientId: string
  readonly text: string
  readonly attachmentIds: ReadonlyArray<string>
}

export interface ChatContext {
  readonly ticketId: string
  readonly side: MessageAuthorKind
  readonly ticket: TicketSummary | null
  readonly messages: ReadonlyArray<TicketMessage>
  readonly outbox: Outbox
  /** The clientId being sent, or null. */
  readonly inFlight: string | null
  readonly sendFailures: number
  readonly connectFailures: number
  readonly online: boolean
  readonly visible: boolean
  readonly typist: MessageAuthor | null
  /** My side's read marker, and the other side's ("seen"). */
  readonly readUpTo: number
  readonly otherReadUpTo: number
  /** Why the ticket could not be loaded. */
  readonly loadError: string | null
  /** The server's sentence after a 409 (e.g. the reopen window has passed). */
  readonly notice: string | null
}

export interface ChatInput {
  readonly ticketId: string
  readonly side: MessageAuthorKind
  /** The outbox read back from local storage. */
  readonly storedOutbox?: Outbox
  readonly online?: boolean
  readonly visible?: boolean
}

/** A message written here, with the clientId the wiring made for it. */
export interface QueuedMessage {
  readonly clientId: string
  readonly text: string
  readonly attachments: ReadonlyArray<HelpdeskAttachment>
  readonly createdAt: string
}

export type ChatEvent =
  | { readonly type: "SEND"; readonly text: string; readonly attachments: ReadonlyArray<HelpdeskAttachment> }
  | { readonly type: "QUEUE"; readonly message: QueuedMessage }
  | { readonly type: "RETRY_MESSAGE"; readonly clientId: string }
  | { readonly type: "DISCARD_MESSAGE"; readonly clientId: string }
  | { readonly type: "RETRY_HISTORY" }
  | { readonly type: "TYPED" }
  | { readonly type: "CLOSE" }
  | { readonly type: "ONLINE" }
  | { readonly type: "OFFLINE" }
  | { readonly type: "VISIBLE" }
  | { readonly type: "HIDDEN" }
  | { readonly type: "events.connected" }
  | ServerEvent

const failureStatus = (error: unknown): number | null => {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : null
  return typeof status === "number" ? status : null
}

const failureMessage = (error: unknown): string => {
  const message = typeof error === "object" && error !== null && "message" in error ? error.message : null
  return typeof message === "string" && message !== "" ? message : "This message could not be sent."
}

/** A 4xx other than 429: retrying the same message cannot help. */
const isRefusalStatus = (status: number | null): boolean => status !== null && status >= 400 && status < 500 && status !== 429

const payloadTicket = (event: ChatEvent): string | null =>
  event.type === "helpdeskMessage" || event.type === "helpdeskTicket" || event.type === "helpdeskTyping" || event.type === "helpdeskRead"
    ? event.payload.ticketId
    : null

export const TYPING_SHOWN_MS = 5000

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput
  },
  actors: {
    loadTicket: fromPromise<ChatTicketDetail, { readonly ticketId: string }>(async () => {
      throw new Error("provide loadTicket")
    }),
    sendMessage: fromPromise<SentMessage, ChatSend>(async () => {
      throw new Error("provide sendMessage")
    }),
    markRead: fromPromise<void, { readonly ticketId: string; readonly upTo: number }>(async () => {
      throw new Error("provide markRead")
    }),
    closeTicket: fromPromise<{ readonly message: string; readonly data: ChatTicketDetail }, { readonly ticketId: string }>(async () => {
      throw new Error("provide closeTicket")
    }),
    /** The account's event stream: ServerEvents and `events.connected`; it fails when it gives up. */
    liveEvents: fromEventObservable<ChatEvent, { readonly ticketId: string }>(() => {
      throw new Error("provide liveEvents")
    })
  },
  actions: {
    /** Makes the message's clientId and answers with QUEUE (provided by the wiring). */
    newMessage: (_, _params: { readonly text: string; readonly attachments: ReadonlyArray<HelpdeskAttachment> }) => {},
    /** Writes the outbox to local storage (provided by the wiring). */
    persistOutbox: (_, _params: { readonly outbox: Outbox }) => {},
    /** Tells the server I am typing (the wiring throttles it to the contract's interval). */
    pingTyping: (_, _params: { readonly ticketId: string }) => {},
    /** After the close call: where the screen goes (provided by the wiring). */
    ticketClosed: (_, _params: { readonly ticketId: string; readonly message: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {},
    enqueue: assign(({ context }, params: { readonly message: QueuedMessage }) => ({
      outbox: enqueueMessage(context.outbox, params.message),
      notice: null
    })),
    retryMessage: assign(({ context }, params: { readonly clientId: string }) => ({ outbox: markQueued(context.outbox, params.clientId), notice: null })),
    discardMessage: assign(({ context }, params: { readonly clientId: string }) => ({ outbox: removeItem(context.outbox, params.clientId) })),
    takeTicket: assign(({ context }, params: { readonly detail: ChatTicketDetail }) => {
      const { messages, readUpTo, otherReadUpTo, ...ticket } = params.detail
      const merged = mergeMessages(messages, context.messages)
      return {
        ticket,
        messages: merged,
        outbox: withoutStored(context.outbox, merged),
        readUpTo: Math.max(context.readUpTo, readUpTo),
        otherReadUpTo: Math.max(context.otherReadUpTo, otherReadUpTo),
        loadError: null
      }
    }),
    keepLoadError: assign((_, params: { readonly error: unknown }) => ({ loadError: failureMessage(params.error) })),
    takeMessage: assign(({ context }, params: { readonly message: TicketMessage }) => {
      const messages = mergeMessages(context.messages, [params.message])
      return { messages, outbox: withoutStored(context.outbox, messages) }
    }),
    takeSent: assign(({ context }, params: { readonly sent: SentMessage }) => {
      const messages = mergeMessages(context.messages, [params.sent.message])
      return {
        messages,
        outbox: withoutStored(context.outbox, messages),
        ticket: context.ticket === null ? null : { ...context.ticket, ...params.sent.ticket },
        inFlight: null,
        sendFailures: 0
      }
    }),
    startSending: assign(({ context }) => ({ inFlight: nextToSend(context.outbox)?.clientId ?? null })),
    refuseSent: assign(({ context }, params: { readonly error: unknown }) => ({
      outbox: context.inFlight === null ? context.outbox : markFailed(context.outbox, context.inFlight, failureMessage(params.error)),
      inFlight: null,
      sendFailures: 0,
      notice: failureStatus(params.error) === 409 ? failureMessage(params.error) : context.notice
    })),
    countSendFailure: assign(({ context }) => ({ inFlight: null, sendFailures: context.sendFailures + 1 })),
    countConnectFailure: assign(({ context }) => ({ connectFailures: context.connectFailures + 1 })),
    resetConnectFailures: assign({ connectFailures: 0 }),
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
    goVisible: assign({ visible: true }),
    goHidden: assign({ visible: false }),
    updateTicket: assign(({ context }, params: { readonly state: TicketSummary["state"]; readonly updatedAt: string }) => ({
      ticket: context.ticket === null ? null : { ...context.ticket, state: params.state, updatedAt: params.updatedAt }
    })),
    takeReadMarker: assign(({ context }, params: { readonly reader: MessageAuthorKind; readonly upTo: number }) =>
      params.reader === context.side ? { readUpTo: Math.max(context.readUpTo, params.upTo) } : { otherReadUpTo: Math.max(context.otherReadUpTo, params.upTo) }
    ),
    showTypist: assign((_, params: { readonly author: MessageAuthor }) => ({ typist: params.author })),
    clearTypist: assign({ typist: null }),
    noteRead: assign(({ context }) => ({ readUpTo: lastSeq(context.messages) }))
  },
  guards: {
    hasContent: (_, params: { readonly text: string; readonly attachments: ReadonlyArray<HelpdeskAttachment> }) =>
      params.text.trim() !== "" || params.attachments.length > 0,
    canSend: ({ context }) => context.online && context.inFlight === null && nextToSend(context.outbox) !== undefined,
    isRefusal: (_, params: { readonly error: unknown }) => isRefusalStatus(failureStatus(params.error)),
    isOnline: ({ context }) => context.online,
    forThisTicket: ({ context, event }) => payloadTicket(event) === context.ticketId,
    hasUnreadVisible: ({ context }) => context.visible && lastSeq(context.messages) > context.readUpTo
  },
  delays: {
    reconnectDelay: ({ context }) => backoffMs(context.connectFailures),
    sendRetryDelay: ({ context }) => backoffMs(context.sendFailures),
    typingShownFor: TYPING_SHOWN_MS
  }
}).createMachine({
  id: "chat",
  type: "parallel",
  context: ({ input }) => ({
    ticketId: input.ticketId,
    side: input.side,
    ticket: null,
    messages: [],
    outbox: (input.storedOutbox ?? []).map((item) => (item.status === "failed" ? item : { ...item, error: null })),
    inFlight: null,
    sendFailures: 0,
    connectFailures: 0,
    online: input.online ?? true,
    visible: input.visible ?? true,
    typist: null,
    readUpTo: 0,
    otherReadUpTo: 0,
    loadError: null,
    notice: null
  }),
  on: {
    SEND: {
      guard: { type: "hasContent", params: ({ event }) => ({ text: event.text, attachments: event.attachments }) },
      actions: { type: "newMessage", params: ({ event }) => ({ text: event.text, attachments: event.attachments }) }
    },
    QUEUE: {
      actions: [
        { type: "enqueue", params: ({ event }) => ({ message: event.message }) },
        { type: "persistOutbox", params: ({ context }) => ({ outbox: context.outbox }) }
      ]
    },
    RETRY_MESSAGE: {
      actions: [
        { type: "retryMessage", params: ({ event }) => ({ clientId: event.clientId }) },
        { type: "persistOutbox", params: ({ context }) => ({ outbox: context.outbox }) }
      ]
    },
    DISCARD_MESSAGE: {
      actions: [
        { type: "discardMessage", params: ({ event }) => ({ clientId: event.clientId }) },
        { type: "persistOutbox", params: ({ context }) => ({ outbox: context.outbox }) }
      ]
    },
    TYPED: { actions: { type: "pingTyping", params: ({ context }) => ({ ticketId: context.ticketId }) } },
    VISIBLE: { actions: "goVisible" },
    HIDDEN: { actions: "goHidden" },
    helpdeskMessage: {
      guard: "forThisTicket",
      actions: [
        { type: "takeMessage", params: ({ event }) => ({ message: event.payload.message }) },
        { type: "persistOutbox", params: ({ context }) => ({ outbox: context.outbox }) }
      ]
    },
    helpdeskTicket: {
      guard: "forThisTicket",
      actions: { type: "updateTicket", params: ({ event }) => ({ state: event.payload.state, updatedAt: event.payload.updatedAt }) }
    },
    helpdeskRead: {
      guard: "forThisTicket",
      actions: { type: "takeReadMarker", params: ({ event }) => ({ reader: event.payload.reader, upTo: event.payload.upTo }) }
    }
  },
  states: {
    connection: {
      // Starts as offline, which opens the stream at once when the browser is online.
      initial: "offline",
      states: {
        streaming: {
          invoke: {
            id: "liveEvents",
            src: "liveEvents",
            input: ({ context }) => ({ ticketId: context.ticketId }),
            // The stream never ends by itself: EventSource stays open, reconnects, or gives up (an error).
            onError: { target: "backoff", actions: "countConnectFailure" }
          },
          initial: "connecting",
          states: {
            connecting: {
              on: { "events.connected": { target: "live", actions: "resetConnectFailures" } }
            },
            live: {}
          },
          on: {
            OFFLINE: { target: "offline", actions: "goOffline" },
            ONLINE: { actions: "goOnline" }
          }
        },
        backoff: {
          after: { reconnectDelay: "streaming" },
          on: {
            OFFLINE: { target: "offline", actions: "goOffline" },
            ONLINE: { target: "streaming", actions: "goOnline" }
          }
        },
        offline: {
          always: { guard: "isOnline", target: "streaming" },
          on: {
            ONLINE: { target: "streaming", actions: "goOnline" },
            OFFLINE: { actions: "goOffline" }
          }
        }
      }
    },
    history: {
      initial: "loading",
      states: {
        loading: {
          // A load under way started before this (re)connection: it starts again, so nothing in between is missed.
          on: { "events.connected": { target: "loading", reenter: true } },
          invoke: {
            id: "loadTicket",
            src: "loadTicket",
            input: ({ context }) => ({ ticketId: context.ticketId }),
            onDone: {
              target: "ready",
              actions: [
                { type: "takeTicket", params: ({ event }) => ({ detail: event.output }) },
                { type: "persistOutbox", params: ({ context }) => ({ outbox: context.outbox }) }
              ]
            },
            onError: {
              target: "failed",
              actions: [
                { type: "keepLoadError", params: ({ event }) => ({ error: event.error }) },
                { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }
              ]
            }
          }
        },
        // Every (re)connection reloads: what happened while not connected shows.
        ready: {
          on: { "events.connected": "loading" }
        },
        failed: {
          on: { RETRY_HISTORY: "loading", "events.connected": "loading" }
        }
      }
    },
    outbox: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: "canSend", target: "sending" }
        },
        sending: {
          entry: "startSending",
          invoke: {
            id: "sendMessage",
            src: "sendMessage",
            input: ({ context }): ChatSend => {
              // startSending ran on entry: the item is the one in flight.
              const item = context.outbox.find((queued) => queued.clientId === context.inFlight)
              return {
                ticketId: context.ticketId,
                clientId: context.inFlight ?? "",
                text: item?.text ?? "",
                attachmentIds: (item?.attachments ?? []).map((attachment) => attachment._id)
              }
            },
            onDone: {
              target: "idle",
              actions: [
                { type: "takeSent", params: ({ event }) => ({ sent: event.output }) },
                { type: "persistOutbox", params: ({ context }) => ({ outbox: context.outbox }) }
              ]
            },
            onError: [
              {
                guard: { type: "isRefusal", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: [
                  { type: "refuseSent", params: ({ event }) => ({ error: event.error }) },
                  { type: "persistOutbox", params: ({ context }) => ({ outbox: context.outbox }) }
                ]
              },
              { target: "waitingToRetry", actions: "countSendFailure" }
            ]
          }
        },
        waitingToRetry: {
          after: { sendRetryDelay: "idle" },
          on: { ONLINE: "idle" }
        }
      }
    },
    typing: {
      initial: "quiet",
      states: {
        quiet: {
          on: {
            helpdeskTyping: {
              guard: "forThisTicket",
              target: "shown",
              actions: { type: "showTypist", params: ({ event }) => ({ author: event.payload.author }) }
            }
          }
        },
        shown: {
          after: { typingShownFor: { target: "quiet", actions: "clearTypist" } },
          on: {
            // Their message arrived: they are done typing it. A region's own handler hides the
            // machine-wide one (XState takes the machine's `on` only where no region has one),
            // so the message is taken here too.
            helpdeskMessage: {
              guard: "forThisTicket",
              target: "quiet",
              actions: [
                "clearTypist",
                { type: "takeMessage", params: ({ event }) => ({ message: event.payload.message }) },
                { type: "persistOutbox", params: ({ context }) => ({ outbox: context.outbox }) }
              ]
            },
            // Another ping: shown for typingShownFor again.
            helpdeskTyping: {
              guard: "forThisTicket",
              target: "shown",
              reenter: true,
              actions: { type: "showTypist", params: ({ event }) => ({ author: event.payload.author }) }
            }
          }
        }
      }
    },
    reading: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: "hasUnreadVisible", target: "marking" }
        },
        marking: {
          entry: "noteRead",
          invoke: {
            id: "markRead",
            src: "markRead",
            input: ({ context }) => ({ ticketId: context.ticketId, upTo: context.readUpTo }),
            // A marker not stored is stored with the next one: nothing to tell.
            onDone: "idle",
            onError: "idle"
          }
        }
      }
    },
    closing: {
      initial: "idle",
      states: {
        idle: { on: { CLOSE: "closing" } },
        closing: {
          invoke: {
            id: "closeTicket",
            src: "closeTicket",
            input: ({ context }) => ({ ticketId: context.ticketId }),
            onDone: {
              target: "idle",
              actions: [
                { type: "takeTicket", params: ({ event }) => ({ detail: event.output.data }) },
                { type: "ticketClosed", params: ({ context, event }) => ({ ticketId: context.ticketId, message: event.output.message }) }
              ]
            },
            onError: { target: "idle", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
          }
        }
      }
    }
  }
})

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>

/** One row of the chat: a stored message, or one written here not yet stored. */
export type ChatRow =
  | { readonly kind: "stored"; readonly message: TicketMessage; readonly delivery: DeliveryState; readonly seen: boolean }
  | { readonly kind: "outbox"; readonly item: OutboxItem; readonly delivery: DeliveryState }

/** The conversation as the screen lists it: stored messages by seq, then the outbox in the order written. */
export const selectRows = (snapshot: ChatSnapshot): ReadonlyArray<ChatRow> => {
  const { messages, outbox, otherReadUpTo } = snapshot.context
  return [
    ...messages.map((message): ChatRow => ({ kind: "stored", message, delivery: "sent", seen: message.seq <= otherReadUpTo })),
    ...outbox.map((item): ChatRow => ({ kind: "outbox", item, delivery: item.status === "failed" ? "failed" : "sending" }))
  ]
}

export const selectConnection = (snapshot: ChatSnapshot): "connecting" | "live" | "backoff" | "offline" =>
  snapshot.matches({ connection: { streaming: "live" } })
    ? "live"
    : snapshot.matches({ connection: "backoff" })
      ? "backoff"
      : snapshot.matches({ connection: "offline" })
        ? "offline"
        : "connecting"
