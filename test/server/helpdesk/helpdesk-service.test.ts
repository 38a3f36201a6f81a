/**
 * The helpdesk's rules over the in-memory repository (no database): whose
 * ticket is whose, internal notes kept from the learner (answers and
 * events), a clientId stored once, numbering, the states a message moves a
 * ticket to, the 14-day reopen window at its boundary (TestClock), a
 * follow-up, read markers and unread counts, files, and the unread-reply
 * email. The SQL and the locking under concurrency are tested by the API
 * suites on both databases (test/api/support/helpdesk-suite.ts).
 */
import { helpdeskRepositoryInMemory } from "./in-memory-helpdesk.ts"
import { linkedItemsUnavailable, notifierRecording } from "./stand-ins.ts"
import { rateLimiterInMemory } from "../support/in-memory-rate-limiter.ts"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Schema } from "effect"
import { TestClock } from "effect/testing"
import {
  ATTACHMENT_NOT_FOUND_MESSAGE,
  BODY_REQUIRED_MESSAGE,
  BODY_TOO_LONG_MESSAGE,
  BODY_MAX_LENGTH,
  type CreateTicketPayload,
  FOLLOW_UP_NOT_CLOSED_MESSAGE,
  MAX_UNSENT_ATTACHMENTS,
  type MessageDraft,
  REOPEN_EXPIRED_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
  TOO_MANY_UNSENT_MESSAGE,
  TYPING_PING_EVERY_MS
} from "../../../src/api/helpdesk/helpdesk.ts"
import { HelpdeskAttachmentId, TicketId } from "../../../src/api/shared/ids.ts"
import { Settings } from "../../../server/platform/config.ts"
import { emptyHelpdeskTables, type HelpdeskTables } from "./in-memory-helpdesk.ts"
import type { Published } from "../../../server/helpdesk/notifier.ts"
import { mailDueRepliesWith } from "../../../server/helpdesk/reply-mail.ts"
import type { HelpdeskRepository } from "../../../server/helpdesk/repository.ts"
import { HelpdeskService } from "../../../server/helpdesk/service.ts"
import { Mailer, type Letter } from "../../../server/platform/delivery/mailer.ts"
import { DEFAULT_RATE_LIMITS } from "../../../server/platform/security/rate-limit-rules.ts"

const LEARNER = "learner-1"
const INTRUDER = "learner-2"
const AGENT = "agent-1"
const OTHER_AGENT = "agent-2"
const DAY = 86_400_000

let ids = 0
const clientId = () => `client-${++ids}-abcdefgh`

const draft = (text: string, attachmentIds: ReadonlyArray<string> = []): MessageDraft => ({
  clientId: clientId(),
  text,
  attachmentIds: attachmentIds.map((id) => Schema.decodeSync(HelpdeskAttachmentId)(id))
})

const createPayload = (fields: Partial<CreateTicketPayload> = {}): CreateTicketPayload => ({
  subject: "The test will not start",
  category: "technical",
  link: null,
  followUpOf: null,
  message: draft("Hello"),
  ...fields
})

interface World {
  readonly tables: HelpdeskTables
  readonly published: Array<Published>
  readonly letters: Array<Letter>
}

/** The service over fresh tables with two learners and two agents; each test gets its own. */
const withWorld = <A, E>(body: (world: World) => Effect.Effect<A, E, HelpdeskService | HelpdeskRepository | Mailer>) => {
  const tables = emptyHelpdeskTables()
  for (const [id, role] of [
    [LEARNER, "learner"],
    [INTRUDER, "learner"],
    [AGENT, "agent"],
    [OTHER_AGENT, "agent"]
  ] as const) {
    tables.users.set(id, { id, name: `Name of ${id}`, email: `${id}@example.com`, role })
  }
  const published: Array<Published> = []
  const letters: Array<Letter> = []
  const repository = helpdeskRepositoryInMemory(tables)
  // The attachment quota's defaults (no quota setting given).
  const settings = Layer.succeed(
    Settings,
    Settings.of({ port: 0, dataDir: ":memory:", databaseUrl: Option.none(), webRoot: "", nodeEnv: "test", seedDemo: false })
  )
  const service = HelpdeskService.layerNoDeps.pipe(
    Layer.provide([repository, linkedItemsUnavailable, notifierRecording(published), rateLimiterInMemory, settings])
  )
  const mailer = Layer.succeed(Mailer, Mailer.of({ send: (letter) => Effect.sync(() => void letters.push(letter)) }))
  return body({ tables, published, letters }).pipe(Effect.provide(Layer.mergeAll(service, repository, mailer)))
}

const failureOf = <A, E>(effect: Effect.Effect<A, E, HelpdeskService>) => Effect.flip(effect)

describe("the helpdesk's rules", () => {
  it.effect("answers another learner's ticket as not found, and lists only the learner's own", () =>
    withWorld(() =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const ticket = yield* helpdesk.create(LEARNER, createPayload())
        for (const refused of [
          yield* failureOf(helpdesk.ticket(INTRUDER, ticket._id)),
          yield* failureOf(helpdesk.send(INTRUDER, ticket._id, draft("hi"))),
          yield* failureOf(helpdesk.read(INTRUDER, ticket._id, 1)),
          yield* failureOf(helpdesk.close(INTRUDER, ticket._id)),
          yield* failureOf(helpdesk.typing(INTRUDER, ticket._id)),
          yield* failureOf(helpdesk.ticket(LEARNER, Schema.decodeSync(TicketId)("nope")))
        ])
          expect(refused).toMatchObject({ _tag: "NotFound", message: TICKET_NOT_FOUND_MESSAGE })
        expect((yield* helpdesk.tickets(INTRUDER, "active", { page: 1, perPage: 10 })).total).toBe(0)
        expect((yield* helpdesk.tickets(LEARNER, "active", { page: 1, perPage: 10 })).docs.map((t) => t._id)).toEqual([ticket._id])
        expect((yield* helpdesk.deskTickets(AGENT, "queue", { page: 1, perPage: 10 })).docs.map((t) => t._id)).toEqual([ticket._id])
      })
    )
  )

  it.effect("keeps internal notes from the learner's answers and events, and they change nothing the learner sees", () =>
    withWorld(({ published }) =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const ticket = yield* helpdesk.create(LEARNER, createPayload())
        published.length = 0
        const note = yield* helpdesk.reply(AGENT, ticket._id, { ...draft("only for agents"), internal: true })
        expect(note.message).toMatchObject({ seq: 2, internal: true })
        expect(note.ticket.state).toBe("open")
        expect(note.ticket.assignee).toBeNull()
        const mine = yield* helpdesk.ticket(LEARNER, ticket._id)
        expect(mine.messages.map((m) => m.text)).toEqual(["Hello"])
        expect(mine.lastMessage?.text).toBe("Hello")
        expect(yield* helpdesk.unread(LEARNER)).toEqual({ tickets: 0, messages: 0 })
        // Every agent hears of it (nobody holds the ticket); the learner does not.
        expect(published.map((p) => p.userId).sort()).toEqual([AGENT, OTHER_AGENT])
        const desk = yield* helpdesk.deskTicket(AGENT, ticket._id)
        expect(desk.messages.map((m) => m.internal)).toEqual([false, true])
      })
    )
  )

  it.effect("stores a clientId once per ticket and answers the first message; a ticket's creation likewise", () =>
    withWorld(({ tables }) =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const payload = createPayload()
        const ticket = yield* helpdesk.create(LEARNER, payload)
        const again = yield* helpdesk.create(LEARNER, { ...payload, subject: "other" })
        expect(again._id).toBe(ticket._id)
        expect(tables.tickets.size).toBe(1)
        const message = draft("once")
        const first = yield* helpdesk.send(LEARNER, ticket._id, message)
        const second = yield* helpdesk.send(LEARNER, ticket._id, { ...message, text: "changed" })
        expect(second.message).toEqual(first.message)
        expect(tables.messages.filter((m) => m.clientId === message.clientId)).toHaveLength(1)
      })
    )
  )

  it.effect("moves states: an agent's reply makes it pending and takes it; the learner's answer opens it again", () =>
    withWorld(() =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const ticket = yield* helpdesk.create(LEARNER, createPayload())
        expect(ticket.state).toBe("open")
        const reply = yield* helpdesk.reply(AGENT, ticket._id, { ...draft("Which browser?"), internal: false })
        expect(reply.ticket).toMatchObject({ state: "pending", waitingSince: null, assignee: { _id: AGENT } })
        // Another agent's reply leaves the holder as is.
        const other = yield* helpdesk.reply(OTHER_AGENT, ticket._id, { ...draft("Also, which OS?"), internal: false })
        expect(other.ticket.assignee?._id).toBe(AGENT)
        yield* TestClock.adjust("5 minutes")
        const answer = yield* helpdesk.send(LEARNER, ticket._id, draft("Firefox"))
        expect(answer.ticket.state).toBe("open")
        const desk = yield* helpdesk.deskTicket(AGENT, ticket._id)
        expect(desk.waitingSince).toBe(new Date(5 * 60_000).toISOString())
        expect(desk.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4])
      })
    )
  )

  it.effect("reopens a closed ticket up to 14 days after closing, to the millisecond, and refuses after", () =>
    withWorld(() =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const ticket = yield* helpdesk.create(LEARNER, createPayload())
        const closed = yield* helpdesk.close(LEARNER, ticket._id)
        expect(closed.reopenableUntil).toBe(new Date(14 * DAY).toISOString())
        yield* TestClock.adjust(14 * DAY)
        const reopened = yield* helpdesk.send(LEARNER, ticket._id, draft("still broken"))
        expect(reopened.ticket).toMatchObject({ state: "open", closedAt: null, reopenableUntil: null })

        yield* helpdesk.deskClose(AGENT, ticket._id, "Fixed")
        yield* TestClock.adjust(14 * DAY + 1)
        const late = yield* failureOf(helpdesk.send(LEARNER, ticket._id, draft("again")))
        expect(late).toMatchObject({ _tag: "Conflict", message: REOPEN_EXPIRED_MESSAGE })
        // A retry of a message stored before still answers that message.
        const followUp = yield* helpdesk.create(LEARNER, createPayload({ followUpOf: ticket._id }))
        expect(followUp.followUpOf).toBe(ticket._id)
        const notClosed = yield* failureOf(helpdesk.create(LEARNER, createPayload({ followUpOf: followUp._id })))
        expect(notClosed).toMatchObject({ _tag: "Conflict", message: FOLLOW_UP_NOT_CLOSED_MESSAGE })
        const notMine = yield* failureOf(helpdesk.create(INTRUDER, createPayload({ followUpOf: ticket._id })))
        expect(notMine._tag).toBe("NotFound")
      })
    )
  )

  it.effect("strips tags keeping line breaks, and refuses an empty or too long message", () =>
    withWorld(() =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const ticket = yield* helpdesk.create(LEARNER, createPayload({ message: draft("<p>Line <b>one</b></p>\n<script>x()</script>Line two") }))
        expect(ticket.messages[0]!.text).toBe("Line one\nLine two")
        const empty = yield* failureOf(helpdesk.send(LEARNER, ticket._id, draft("<br>")))
        expect(empty).toMatchObject({ _tag: "Invalid", message: BODY_REQUIRED_MESSAGE })
        const long = yield* failureOf(helpdesk.send(LEARNER, ticket._id, draft("a".repeat(BODY_MAX_LENGTH + 1))))
        expect(long).toMatchObject({ _tag: "Invalid", message: BODY_TOO_LONG_MESSAGE })
        // Exactly the limit, counted after stripping.
        const fits = yield* helpdesk.send(LEARNER, ticket._id, draft(`<i>${"a".repeat(BODY_MAX_LENGTH)}</i>`))
        expect(fits.message.text).toHaveLength(BODY_MAX_LENGTH)
      })
    )
  )

  it.effect("counts unread from the other side above each reader's marker, never lowering a marker", () =>
    withWorld(() =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const ticket = yield* helpdesk.create(LEARNER, createPayload())
        yield* helpdesk.reply(AGENT, ticket._id, { ...draft("one"), internal: false })
        yield* helpdesk.reply(AGENT, ticket._id, { ...draft("two"), internal: false })
        expect(yield* helpdesk.unread(LEARNER)).toEqual({ tickets: 1, messages: 2 })
        expect(yield* helpdesk.read(LEARNER, ticket._id, 2)).toEqual({ tickets: 1, messages: 1 })
        expect(yield* helpdesk.read(LEARNER, ticket._id, 0)).toEqual({ tickets: 1, messages: 1 })
        expect(yield* helpdesk.read(LEARNER, ticket._id, 100)).toEqual({ tickets: 0, messages: 0 })
        expect((yield* helpdesk.ticket(LEARNER, ticket._id)).readUpTo).toBe(3)
        yield* helpdesk.send(LEARNER, ticket._id, draft("thanks"))
        // The agent's own reply marked everything before it read; the learner's new message is unread.
        expect(yield* helpdesk.deskCounts(AGENT)).toEqual({ unassigned: 0, mineUnreadTickets: 1, mineUnreadMessages: 1 })
        const desk = yield* helpdesk.deskTicket(AGENT, ticket._id)
        expect(desk.unread).toBe(1)
        expect(desk.otherReadUpTo).toBe(4)
      })
    )
  )

  it.effect("tells both sides when a marker moves (not when it stays), and drops typing pings closer than the interval", () =>
    withWorld(({ published }) =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const ticket = yield* helpdesk.create(LEARNER, createPayload())
        yield* helpdesk.assign(AGENT, ticket._id, "me")
        yield* helpdesk.reply(AGENT, ticket._id, { ...draft("Hi"), internal: false })
        published.length = 0
        yield* helpdesk.read(LEARNER, ticket._id, 2)
        yield* helpdesk.read(LEARNER, ticket._id, 2)
        expect(published.map((p) => p.userId).sort()).toEqual([AGENT, LEARNER])
        expect(published[0]!.event.payload).toEqual({ ticketId: ticket._id, reader: "learner", upTo: 2 })
        published.length = 0
        yield* helpdesk.typing(LEARNER, ticket._id)
        yield* helpdesk.typing(LEARNER, ticket._id)
        yield* TestClock.adjust(TYPING_PING_EVERY_MS - 1)
        yield* helpdesk.typing(LEARNER, ticket._id)
        expect(published.map((p) => [p.userId, p.event.type])).toEqual([[AGENT, "helpdeskTyping"]])
        yield* TestClock.adjust(1)
        yield* helpdesk.typing(LEARNER, ticket._id)
        yield* helpdesk.deskTyping(AGENT, ticket._id)
        expect(published.map((p) => [p.userId, p.event.type])).toEqual([
          [AGENT, "helpdeskTyping"],
          [AGENT, "helpdeskTyping"],
          [LEARNER, "helpdeskTyping"]
        ])
      })
    )
  )

  it.effect("lets only the uploader send a file, once, and only participants read it (a note's file never the learner)", () =>
    withWorld(() =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])
        const file = yield* helpdesk.upload({ userId: LEARNER, kind: "learner" }, { name: "a.png", contentType: "image/png", bytes: png })
        const ticket = yield* helpdesk.create(INTRUDER, createPayload())
        const stolen = yield* failureOf(helpdesk.send(INTRUDER, ticket._id, draft("", [file._id])))
        expect(stolen).toMatchObject({ _tag: "Invalid", message: ATTACHMENT_NOT_FOUND_MESSAGE })
        expect((yield* failureOf(helpdesk.download({ userId: AGENT, kind: "agent" }, file._id)))._tag).toBe("NotFound")
        const mine = yield* helpdesk.create(LEARNER, createPayload({ message: draft("", [file._id]) }))
        expect(mine.messages[0]!.attachments.map((a) => a._id)).toEqual([file._id])
        expect((yield* helpdesk.download({ userId: AGENT, kind: "agent" }, file._id)).bytes).toEqual(png)
        expect((yield* failureOf(helpdesk.download({ userId: INTRUDER, kind: "learner" }, file._id)))._tag).toBe("NotFound")
        const again = yield* failureOf(helpdesk.send(LEARNER, mine._id, draft("", [file._id])))
        expect(again._tag).toBe("Invalid")

        const noteFile = yield* helpdesk.upload({ userId: AGENT, kind: "agent" }, { name: "n.png", contentType: "image/png", bytes: png })
        yield* helpdesk.reply(AGENT, mine._id, { ...draft("see", [noteFile._id]), internal: true })
        expect((yield* failureOf(helpdesk.download({ userId: LEARNER, kind: "learner" }, noteFile._id)))._tag).toBe("NotFound")
        expect((yield* helpdesk.download({ userId: OTHER_AGENT, kind: "agent" }, noteFile._id)).file.name).toBe("n.png")
      })
    )
  )

  it.effect("holds at most MAX_UNSENT_ATTACHMENTS unsent files per person, and a sent one frees a place", () =>
    withWorld(() =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const me = { userId: LEARNER, kind: "learner" as const }
        const file = { name: "a.pdf", contentType: "application/pdf" as const, bytes: new TextEncoder().encode("%PDF-1.4") }
        const uploaded = []
        for (let i = 0; i < MAX_UNSENT_ATTACHMENTS; i++) uploaded.push(yield* helpdesk.upload(me, file))
        expect(yield* failureOf(helpdesk.upload(me, file))).toMatchObject({ _tag: "Conflict", message: TOO_MANY_UNSENT_MESSAGE })
        expect((yield* helpdesk.upload({ userId: INTRUDER, kind: "learner" }, file)).contentType).toBe("application/pdf")
        yield* helpdesk.create(LEARNER, createPayload({ message: draft("", [uploaded[0]!._id]) }))
        expect((yield* helpdesk.upload(me, file)).name).toBe("a.pdf")
      })
    )
  )

  it.effect("stores at most the learner's message allowance per window (429 after), retries and agents not counted", () =>
    withWorld(() =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const rule = DEFAULT_RATE_LIMITS.helpdeskMessagePerAccount
        const ticket = yield* helpdesk.create(LEARNER, createPayload())
        const repeated = draft("same")
        for (let i = 1; i < rule.max; i++) yield* helpdesk.send(LEARNER, ticket._id, i === 1 ? repeated : draft(`m${i}`))
        // A retry of a stored message is answered, not counted.
        expect((yield* helpdesk.send(LEARNER, ticket._id, repeated)).message.text).toBe("same")
        expect((yield* failureOf(helpdesk.send(LEARNER, ticket._id, draft("one too many"))))._tag).toBe("TooManyRequests")
        expect((yield* helpdesk.reply(AGENT, ticket._id, { ...draft("agents are not limited"), internal: false })).message.seq).toBe(rule.max + 1)
        yield* TestClock.adjust(rule.windowSeconds * 1000)
        expect((yield* helpdesk.send(LEARNER, ticket._id, draft("a new window"))).message.seq).toBe(rule.max + 2)
      })
    )
  )

  it.effect("emails once about a reply unread for 3 minutes, not again until the learner has read past it", () =>
    withWorld(({ letters }) =>
      Effect.gen(function* () {
        const helpdesk = yield* HelpdeskService
        const ticket = yield* helpdesk.create(LEARNER, createPayload())
        yield* helpdesk.reply(AGENT, ticket._id, { ...draft("Try again now"), internal: false })
        yield* TestClock.adjust("2 minutes")
        expect(yield* mailDueRepliesWith).toBe(0)
        yield* TestClock.adjust("61 seconds")
        expect(yield* mailDueRepliesWith).toBe(1)
        expect(letters[0]).toMatchObject({ to: `${LEARNER}@example.com` })
        expect(letters[0]!.body).toContain(`/helpdesk/chat/${ticket._id}`)
        yield* helpdesk.reply(AGENT, ticket._id, { ...draft("Any luck?"), internal: false })
        yield* TestClock.adjust("10 minutes")
        expect(yield* mailDueRepliesWith).toBe(0)
        // An internal note is no reply to mail about.
        yield* helpdesk.read(LEARNER, ticket._id, 3)
        yield* helpdesk.reply(AGENT, ticket._id, { ...draft("note"), internal: true })
        yield* TestClock.adjust("10 minutes")
        expect(yield* mailDueRepliesWith).toBe(0)
        yield* helpdesk.reply(AGENT, ticket._id, { ...draft("Closing soon"), internal: false })
        yield* TestClock.adjust("4 minutes")
        expect(yield* mailDueRepliesWith).toBe(1)
        expect(letters).toHaveLength(2)
      })
    )
  )
})
