/**
 * The helpdesk chat machine's paths, generated and replayed in Chromium
 * (the harness is model-paths.ts). A new learner with a ticket
 * (made through the API) opens its chat, /helpdesk/chat/{id}; each path
 * goes on with what the learner does there — writes (Enter: the screen's
 * SEND, answered by the wiring's QUEUE), types, retries or discards a
 * refused message, tries the ticket again, closes it, hides the page —
 * what the browser tells the page (online and offline), and what the demo
 * support agent does through the desk's API, called from the test's own
 * process with the agent's token (replies, types, takes the ticket, reads).
 *
 * Every call of the chat is held at the server's door and let through (or
 * dropped, or answered 409 as for a ticket closed too long ago) when the
 * path reaches its answer: the ticket, the sends, the read marker, the
 * close. So is the page's one event stream (shared with the session and
 * the header's count): it connects when the path says, or is turned away
 * (503: EventSource gives up). Playwright's clock flows in real time, so a
 * state on a timer (the stream's backoff, a send's retry, "… is typing")
 * lets only its own events happen before the timer fires.
 *
 * The online and offline events are dispatched on the window (the network
 * itself stays up, so the shared EventSource never reconnects by itself at
 * a moment no path knows); the page's visibility is set and announced the
 * same way.
 */
import { expect, type Page } from "@playwright/test"
import { type AnyMachineSnapshot, assign, type StateValue } from "xstate"
import { backoffMs, lastSeq } from "../../../src/domain/helpdesk/chat-log.ts"
import { type ChatContext, type ChatEvent, chatMachine } from "../../../src/machines/helpdesk/chat.machine.ts"
import { detailOf, EXPIRED, messageEvent, messageOf, SUMMARY, TICKET_ID, UNREACHABLE } from "../../machines/helpdesk/chat-fixtures.ts"
import type { ActorResultEvent } from "../../machines/shared/path-coverage.ts"
import { AGENT, API, newLearner } from "../support/helpdesk-people.ts"
import { type HeldCalls, holdEvery } from "./held-calls.ts"
import { type BrowserModel, modelTests } from "./model-paths.ts"
import { shopAddress } from "../support/shop-address.ts"

const PASSWORD = "Model-Chat-2026"
const SUBJECT = "The countdown froze (model)"
const FIRST_TEXT = "The countdown froze at 12:00."
/** At most this many messages in a path (the ticket's first included): the snapshots stay few. */
const MAX_SEQ = 3

// ── The model (for the generator: what the screen allows and what the server can answer) ──

/**
 * The generated walk's machine: the app's, its two connection-count actions
 * also noting whether the page's one EventSource is open (a mark only the
 * model reads). When it is, a stream opened again joins it and is connected
 * at once, so nothing else can happen in between.
 */
const walked = chatMachine.provide({
  actions: {
    resetConnectFailures: assign({ connectFailures: 0, streamOpen: true } as never),
    countConnectFailure: assign(({ context }) => ({ connectFailures: context.connectFailures + 1, streamOpen: false }) as never)
  }
})

/** What of the context tells snapshots apart: what the guards, the screen and the answers read. */
interface Stable {
  readonly online: boolean
  readonly visible: boolean
  readonly loaded: boolean
  readonly closed: boolean
  readonly seq: number
  readonly unread: boolean
  readonly agentSpoke: boolean
  readonly seenUpTo: number
  /** The outbox's statuses, in order. */
  readonly outbox: ReadonlyArray<"queued" | "failed">
  readonly inFlight: boolean
  readonly connectFailures: number
  readonly sendFailures: number
  readonly streamOpen: boolean
}

const stable = (context: unknown): Stable => {
  const c = context as ChatContext & { readonly streamOpen?: boolean }
  return {
    online: c.online,
    visible: c.visible,
    loaded: c.ticket !== null,
    closed: c.ticket?.state === "closed",
    seq: lastSeq(c.messages),
    unread: lastSeq(c.messages) > c.readUpTo,
    agentSpoke: c.messages.some((message) => message.author.kind === "agent"),
    seenUpTo: c.otherReadUpTo,
    outbox: c.outbox.map((item) => item.status),
    inFlight: c.inFlight !== null,
    connectFailures: c.connectFailures,
    sendFailures: c.sendFailures,
    streamOpen: c.streamOpen === true
  }
}

const FIRST = { ...messageOf(1, "client-first"), text: FIRST_TEXT }

const done = (actor: string, output: unknown): ActorResultEvent => ({ type: `xstate.done.actor.${actor}`, output })
const error = (actor: string, failure: unknown): ActorResultEvent => ({ type: `xstate.error.actor.${actor}`, error: failure })
const after = (delay: string, stateId: string): ActorResultEvent => ({ type: `xstate.after.${delay}.${stateId}` })

/** The ticket as the server answers it: what the chat holds, its first message, the markers at least as far as the chat's. */
const ticketAnswer = (c: ChatContext) => ({
  ...detailOf([FIRST, ...c.messages.filter((message) => message.seq !== 1)], c.ticket?.state ?? "open"),
  readUpTo: Math.max(1, c.readUpTo),
  otherReadUpTo: c.otherReadUpTo
})

const sentAnswer = (c: ChatContext) => ({ message: messageOf(lastSeq(c.messages) + 1, c.inFlight ?? "client-sent"), ticket: SUMMARY })
const agentReply = (c: ChatContext): ChatEvent => messageEvent(messageOf(lastSeq(c.messages) + 1, `agent-${lastSeq(c.messages) + 1}`, "agent")) as ChatEvent
const agentTyping = { type: "helpdeskTyping", payload: { ticketId: TICKET_ID, author: { kind: "agent", name: "Support" }, at: "now" } } as ChatEvent
const STREAM_CLOSED = { _tag: "EventStreamClosed" }

const sub = (value: StateValue, region: string): StateValue | undefined => (typeof value === "object" ? value[region] : undefined)
const isIn = (part: StateValue | undefined, state: string): boolean => part === state || (typeof part === "object" && part !== null && state in part)

/** What the screen lets the learner do, what the agent and the browser can do, and what the server can answer, in each snapshot. */
const cases = (snapshot: AnyMachineSnapshot): ReadonlyArray<ChatEvent | ActorResultEvent> => {
  const c = snapshot.context as ChatContext
  const s = stable(c)
  // Closed: the page went on to /helpdesk-closed and the chat's actor is gone.
  if (s.closed) return []
  const value = snapshot.value as StateValue
  const connection = sub(value, "connection")
  const history = sub(value, "history")
  const outbox = sub(value, "outbox")
  const connecting = isIn(connection, "streaming") && sub(connection!, "streaming") === "connecting"
  const live = isIn(connection, "streaming") && sub(connection!, "streaming") === "live"

  // Joining the page's open EventSource: the connection is announced at once.
  if (connecting && s.streamOpen) return [{ type: "events.connected" }]
  // On a timer (real time): only what belongs to the state happens before it fires.
  if (connection === "backoff") {
    return [after("reconnectDelay", "chat.connection.backoff"), { type: "OFFLINE" }, { type: "ONLINE" }]
  }
  if (outbox === "waitingToRetry") return [after("sendRetryDelay", "chat.outbox.waitingToRetry"), { type: "ONLINE" }]
  if (sub(value, "typing") === "shown") {
    return [after("typingShownFor", "chat.typing.shown"), ...(s.seq < MAX_SEQ ? [agentReply(c)] : []), agentTyping]
  }

  // The calls under way: their answers.
  const answers: Array<ChatEvent | ActorResultEvent> = []
  if (connecting) {
    answers.push({ type: "events.connected" })
    if (s.connectFailures === 0) answers.push(error("liveEvents", STREAM_CLOSED))
  }
  if (history === "loading") answers.push(done("loadTicket", ticketAnswer(c)), ...(s.loaded ? [] : [error("loadTicket", UNREACHABLE)]))
  if (outbox === "sending") {
    answers.push(done("sendMessage", sentAnswer(c)))
    if (s.sendFailures === 0) answers.push(error("sendMessage", UNREACHABLE))
    if (!s.outbox.includes("failed")) answers.push(error("sendMessage", EXPIRED))
  }
  if (sub(value, "reading") === "marking") answers.push(done("markRead", undefined), error("markRead", UNREACHABLE))
  if (sub(value, "closing") === "closing") {
    answers.push(done("closeTicket", { message: "Ticket closed.", data: { ...ticketAnswer(c), state: "closed" } }), error("closeTicket", UNREACHABLE))
  }
  if (answers.length > 0) return answers

  // Nothing under way: what the learner, the browser and the agent do.
  const found: Array<ChatEvent | ActorResultEvent> = []
  if (connection === "offline") found.push({ type: "ONLINE" }, { type: "OFFLINE" })
  if (history === "failed") return [...found, { type: "RETRY_HISTORY" }]
  if (live) found.push({ type: "OFFLINE" }, { type: "ONLINE" })
  if (s.outbox.length === 0 && s.seq < MAX_SEQ) {
    found.push({ type: "QUEUE", message: { clientId: `client-${s.seq + 1}`, text: "A model message", attachments: [], createdAt: "2026-11-24T00:00:00.000Z" } })
  }
  const failed = c.outbox.find((item) => item.status === "failed")
  if (failed !== undefined) found.push({ type: "RETRY_MESSAGE", clientId: failed.clientId }, { type: "DISCARD_MESSAGE", clientId: failed.clientId })
  found.push({ type: "TYPED" }, s.visible ? { type: "HIDDEN" } : { type: "VISIBLE" })
  if (live) {
    found.push({ type: "CLOSE" }, agentTyping, {
      type: "helpdeskTicket",
      payload: { ticketId: TICKET_ID, state: c.ticket?.state ?? "open", assigneeId: "agent", updatedAt: "now" }
    } as ChatEvent)
    if (s.seq < MAX_SEQ) found.push(agentReply(c))
    // The agent's marker moves only past the learner's messages it has not read (its own reply set it).
    if (!s.agentSpoke && s.seenUpTo < s.seq) found.push({ type: "helpdeskRead", payload: { ticketId: TICKET_ID, reader: "agent", upTo: s.seq } } as ChatEvent)
  }
  return found
}

// ── The browser side ──

interface Helpdesk {
  readonly ticketId: string
  readonly agentToken: string
  readonly load: HeldCalls
  readonly send: HeldCalls
  readonly read: HeldCalls
  readonly close: HeldCalls
  readonly events: HeldCalls
}

const helpdesks = new WeakMap<Page, Helpdesk>()
const helpdeskOf = (page: Page): Helpdesk => helpdesks.get(page)!

const messageList = (page: Page) => page.getByRole("list", { name: "Messages" })
const composer = (page: Page) => page.getByRole("textbox", { name: "Your message" })
const ticketHeading = (page: Page) => page.getByRole("heading", { level: 2, name: SUBJECT })
const connectionLine = (page: Page, text: string) => page.getByText(text, { exact: true })
const chatShown = async (page: Page): Promise<boolean> => (await ticketHeading(page).count()) > 0

const post = async (path: string, data: unknown, token?: string): Promise<unknown> => {
  const answer = await fetch(`${shopAddress()}${path}`, {
    method: "POST",
    headers: { ...(data === undefined ? {} : { "content-type": "application/json" }), ...(token === undefined ? {} : { "x-access-token": token }) },
    ...(data === undefined ? {} : { body: JSON.stringify(data) })
  })
  const text = await answer.text()
  expect(answer.ok, `${path}: ${text}`).toBe(true)
  return text === "" ? null : JSON.parse(text)
}

/** The agent, through the desk's API with its own token. */
const asAgent = async (page: Page, path: string, data?: unknown) => {
  const { agentToken, ticketId } = helpdeskOf(page)
  await post(`${API}/desk/tickets/${ticketId}${path}`, data, agentToken)
}

const setVisibility = async (page: Page, state: "visible" | "hidden") => {
  await page.evaluate((to) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => to })
    Object.defineProperty(document, "hidden", { configurable: true, get: () => to === "hidden" })
    document.dispatchEvent(new Event("visibilitychange"))
  }, state)
}

const dispatchOnWindow = async (page: Page, type: "online" | "offline") => {
  await page.evaluate((name) => window.dispatchEvent(new Event(name)), type)
}

const write = async (page: Page, scenario: Record<string, string>) => {
  const count = Number(scenario.written ?? "0") + 1
  scenario.written = String(count)
  await composer(page).fill(`Model message ${count}`)
  await composer(page).press("Enter")
  await expect(composer(page)).toHaveValue("")
}

const statusOf = (failure: unknown): number | null => (failure as { readonly status: number | null }).status

const model: BrowserModel<typeof chatMachine> = {
  machine: chatMachine,
  walked,
  runs: [{ name: "an open ticket", input: { ticketId: TICKET_ID, side: "learner", storedOutbox: [], online: true, visible: true } }],
  stableContext: stable,
  cases,
  simplePathCap: 0,
  events: {
    // Enter sends SEND; the wiring answers it with QUEUE at once: a path's QUEUE is the learner's message.
    SEND: async ({ page, scenario }) => write(page, scenario),
    QUEUE: async ({ page, scenario }) => write(page, scenario),
    RETRY_MESSAGE: async ({ page }) => {
      await messageList(page).getByRole("button", { name: "Retry" }).click()
    },
    DISCARD_MESSAGE: async ({ page }) => {
      await messageList(page).getByRole("button", { name: "Discard" }).click()
    },
    RETRY_HISTORY: async ({ page }) => {
      await page.getByRole("alert").filter({ hasText: "this ticket could not be loaded." }).getByRole("button", { name: "Try again" }).click()
    },
    TYPED: async ({ page }) => {
      // A draft started and wiped: the ping goes once, nothing is left to send.
      await composer(page).fill("Let me")
      await composer(page).fill("")
    },
    CLOSE: async ({ page }) => {
      await page.getByRole("button", { name: "Close this ticket" }).click()
    },
    ONLINE: async ({ page }) => dispatchOnWindow(page, "online"),
    OFFLINE: async ({ page }) => dispatchOnWindow(page, "offline"),
    VISIBLE: async ({ page }) => setVisibility(page, "visible"),
    HIDDEN: async ({ page }) => setVisibility(page, "hidden"),
    "events.connected": async ({ page }, _event, before) => {
      const { events } = helpdeskOf(page)
      if (!(before.context as Stable).streamOpen) return events.answer()
      // The page's EventSource is open: joining it announces the connection by itself, unless
      // every other stream of the page had left it meanwhile (then a new one waits at the door).
      const joined = await connectionLine(page, "Live")
        .waitFor({ timeout: 2_000 })
        .then(
          () => true,
          () => false
        )
      if (!joined) await events.answer()
    },
    helpdeskMessage: async ({ page, scenario }) => {
      const count = Number(scenario.replies ?? "0") + 1
      scenario.replies = String(count)
      const text = `Support's model reply ${count}`
      await asAgent(page, "/messages", { clientId: `model-${crypto.randomUUID()}`, text, attachmentIds: [], internal: false })
      await expect(messageList(page), "the agent's reply shows in the learner's chat").toContainText(text)
    },
    helpdeskTicket: async ({ page }) => asAgent(page, "/assign"),
    helpdeskTyping: async ({ page, scenario }) => {
      // The server drops a ping closer than 3 s to the last one.
      const last = Number(scenario.typedAt ?? "0")
      const wait = last + 3_100 - Date.now()
      if (wait > 0) await page.waitForTimeout(wait)
      scenario.typedAt = String(Date.now())
      await asAgent(page, "/typing")
    },
    helpdeskRead: async ({ page }) => {
      await asAgent(page, "/read", { upTo: 1000 })
      await expect(messageList(page).getByRole("listitem").filter({ hasText: "(you)" }).last(), "the agent's read shows as Seen").toContainText("Seen")
    },
    notification: async () => {
      throw new Error("the chat has no transition on notification (the session shows them)")
    }
  },
  results: {
    // A load started again (a connection) gives the older request up: a moment for the page to drop it.
    "xstate.done.actor.loadTicket":
      ({ page }) =>
      async () => {
        await page.waitForTimeout(100)
        await helpdeskOf(page).load.answer()
      },
    "xstate.error.actor.loadTicket":
      ({ page }) =>
      async () => {
        await page.waitForTimeout(100)
        await helpdeskOf(page).load.drop()
      },
    "xstate.done.actor.sendMessage":
      ({ page }) =>
      () =>
        helpdeskOf(page).send.answer(),
    "xstate.error.actor.sendMessage": ({ page }, result) => {
      const failure = (result as { readonly error: unknown }).error
      if (statusOf(failure) === 409) return () => helpdeskOf(page).send.answerWith(409, { _tag: "Conflict", message: EXPIRED.message })
      return () => helpdeskOf(page).send.drop()
    },
    "xstate.done.actor.markRead":
      ({ page }) =>
      () =>
        helpdeskOf(page).read.answer(),
    "xstate.error.actor.markRead":
      ({ page }) =>
      () =>
        helpdeskOf(page).read.drop(),
    "xstate.done.actor.closeTicket":
      ({ page }) =>
      () =>
        helpdeskOf(page).close.answer(),
    "xstate.error.actor.closeTicket":
      ({ page }) =>
      () =>
        helpdeskOf(page).close.drop(),
    // Turned away (503): EventSource gives up, and every stream of the page fails with it.
    "xstate.error.actor.liveEvents":
      ({ page }) =>
      () =>
        helpdeskOf(page).events.answerWith(503, { message: "busy" })
  },
  delays: {
    "xstate.after.reconnectDelay.chat.connection.backoff": async ({ page }, before) => {
      await page.clock.fastForward(backoffMs((before.context as Stable).connectFailures))
    },
    "xstate.after.sendRetryDelay.chat.outbox.waitingToRetry": async ({ page }, before) => {
      await page.clock.fastForward(backoffMs((before.context as Stable).sendFailures))
    }
  },
  screens: {
    "chat.connection": { transient: "the region of the live connection; its states are checked below" },
    "chat.connection.streaming": { transient: "the stream is open or opening; its states are checked below" },
    "chat.connection.streaming.connecting": async (page) => {
      if (await chatShown(page)) await expect(connectionLine(page, "Connecting…")).toBeVisible()
    },
    "chat.connection.streaming.live": async (page) => {
      if (await chatShown(page)) await expect(connectionLine(page, "Live")).toBeVisible()
    },
    "chat.connection.backoff": async (page) => {
      if (await chatShown(page)) await expect(connectionLine(page, "Reconnecting…")).toBeVisible()
    },
    "chat.connection.offline": async (page) => {
      if (await chatShown(page)) await expect(page.getByText(/^You are offline: messages are kept/)).toBeVisible()
    },
    "chat.history": { transient: "the region of the ticket and its messages; its states are checked below" },
    "chat.history.loading": { transient: "waits for the ticket (held until the path answers it); the chat shown so far stays" },
    "chat.history.ready": async (page) => {
      await expect(ticketHeading(page)).toBeVisible()
      await expect(messageList(page)).toContainText(FIRST_TEXT)
    },
    "chat.history.failed": async (page) => {
      await expect(page.getByRole("alert").filter({ hasText: "this ticket could not be loaded." })).toBeVisible()
    },
    "chat.outbox": { transient: "the region of the messages written here; its states are checked below" },
    "chat.outbox.idle": async (page) => {
      if (await chatShown(page)) await expect(composer(page)).toBeEditable()
    },
    "chat.outbox.sending": async (page) => {
      await expect(messageList(page).getByRole("listitem").filter({ hasText: "Sending…" })).toHaveCount(1)
    },
    "chat.outbox.waitingToRetry": async (page) => {
      await expect(messageList(page).getByRole("listitem").filter({ hasText: "Sending…" })).toHaveCount(1)
      await expect(messageList(page).getByRole("alert")).toHaveCount(0)
    },
    "chat.typing": { transient: "the region of the other side's typing; its states are checked below" },
    "chat.typing.quiet": async (page) => {
      await expect(page.getByText(/ is typing…$/)).toHaveCount(0)
    },
    "chat.typing.shown": async (page) => {
      await expect(page.getByText(/ is typing…$/)).toBeVisible()
    },
    "chat.reading": { transient: "the region of the read marker (nothing on screen)" },
    "chat.reading.idle": { transient: "everything shown is marked read, or the page is hidden: nothing on screen" },
    "chat.reading.marking": { transient: "stores the read marker (held until the path answers it): nothing on screen" },
    "chat.closing": { transient: "the region of the close call; its states are checked below" },
    "chat.closing.idle": async (page) => {
      await expect(page.getByRole("button", { name: "Close this ticket", disabled: true })).toHaveCount(0)
    },
    "chat.closing.closing": async (page) => {
      await expect(page.getByRole("button", { name: "Close this ticket" })).toBeDisabled()
    }
  },
  prepare: async (step) => {
    const { page } = step
    const { token } = await newLearner(page.request, "Model Chatter", PASSWORD)
    const created = await page.request.post(`${API}/helpdesk/tickets`, {
      headers: { "x-access-token": token },
      data: {
        subject: SUBJECT,
        category: "technical",
        link: null,
        followUpOf: null,
        message: { clientId: `model-${crypto.randomUUID()}`, text: FIRST_TEXT, attachmentIds: [] }
      }
    })
    expect(created.ok(), await created.text()).toBe(true)
    const ticketId = ((await created.json()) as { data: { _id: string } }).data._id
    const agentToken = ((await post("/auth/login", AGENT)) as { token: string }).token
    const ticketUrl = `**${API}/helpdesk/tickets/${ticketId}`
    helpdesks.set(page, {
      ticketId,
      agentToken,
      load: await holdEvery(page, ticketUrl, "ticket", "newest"),
      send: await holdEvery(page, `${ticketUrl}/messages`, "send", "newest"),
      read: await holdEvery(page, `${ticketUrl}/read`, "read marker", "newest"),
      close: await holdEvery(page, `${ticketUrl}/close`, "close", "newest"),
      events: await holdEvery(page, /\/api\/v1\/u\/events(\?.*)?$/, "event stream", "newest")
    })
  },
  open: async ({ page }) => {
    await page.goto(`/helpdesk/chat/${helpdeskOf(page).ticketId}`)
  }
}

modelTests(model)
