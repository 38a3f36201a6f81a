import { describe, expect, it } from "vitest"
import type { ChatContext } from "../../../src/machines/helpdesk/chat.machine.ts"
import { chatMachine } from "../../../src/machines/helpdesk/chat.machine.ts"
import { lastSeq } from "../../../src/domain/helpdesk/chat-log.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { detailOf, EXPIRED, FIRST, messageEvent, queued, REPLY, sentOf, TICKET_ID, UNREACHABLE } from "./chat-fixtures.ts"

const MINE = { ...REPLY, author: { kind: "learner", name: "Dana" }, clientId: "client-a" } as const

// What identifies a snapshot for the traversal: only what the guards read
// (the regions' states hold the rest), so the parallel regions' product stays
// small enough to walk.
const stableContext = (context: unknown) => {
  const c = context as ChatContext
  return {
    online: c.online,
    visible: c.visible,
    unread: lastSeq(c.messages) > c.readUpTo,
    next: c.outbox[0]?.status ?? null,
    inFlight: c.inFlight !== null
  }
}

const input = { ticketId: TICKET_ID, side: "learner" as const }
const typing = { type: "helpdeskTyping", payload: { ticketId: FIRST.ticketId, author: { kind: "agent", name: "Support" }, at: "now" } } as const

const coverage = computePathCoverage(chatMachine, {
  input,
  events: [
    { type: "SEND", text: "hi", attachments: [] },
    queued("client-a"),
    { type: "RETRY_MESSAGE", clientId: "client-a" },
    { type: "DISCARD_MESSAGE", clientId: "client-a" },
    { type: "RETRY_HISTORY" },
    { type: "TYPED" },
    { type: "CLOSE" },
    { type: "ONLINE" },
    { type: "OFFLINE" },
    { type: "VISIBLE" },
    { type: "HIDDEN" },
    { type: "events.connected" },
    messageEvent(MINE),
    messageEvent(FIRST, "t-other"),
    typing,
    { type: "helpdeskTicket", payload: { ticketId: FIRST.ticketId, state: "pending", assigneeId: null, updatedAt: "later" } },
    { type: "helpdeskRead", payload: { ticketId: FIRST.ticketId, reader: "agent", upTo: 1 } },
    { type: "xstate.done.actor.loadTicket", output: detailOf([FIRST]) },
    { type: "xstate.error.actor.loadTicket", error: UNREACHABLE },
    { type: "xstate.done.actor.sendMessage", output: sentOf(MINE) },
    { type: "xstate.error.actor.sendMessage", error: UNREACHABLE },
    { type: "xstate.error.actor.sendMessage", error: EXPIRED },
    { type: "xstate.done.actor.markRead", output: undefined },
    { type: "xstate.error.actor.markRead", error: UNREACHABLE },
    { type: "xstate.done.actor.closeTicket", output: { message: "Closed.", data: detailOf([FIRST], "closed") } },
    { type: "xstate.error.actor.closeTicket", error: UNREACHABLE },
    { type: "xstate.done.actor.liveEvents", output: undefined },
    { type: "xstate.error.actor.liveEvents", error: new Error("closed") },
    { type: "xstate.after.reconnectDelay.chat.connection.backoff" },
    { type: "xstate.after.sendRetryDelay.chat.outbox.waitingToRetry" },
    { type: "xstate.after.typingShownFor.chat.typing.shown" }
  ],
  stableContext
})

describe("chatMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect({ states: coverage.states.missing, transitions: coverage.transitions.missing }).toEqual({ states: [], transitions: [] })
  })

  it("replays every generated path", () => {
    for (const path of coverage.paths) {
      expect(replayPath(chatMachine, path, { input, stableContext }), path.description).toEqual(path.expected)
    }
    console.log(`chat: ${coverage.paths.length} paths replayed`)
  })
})
