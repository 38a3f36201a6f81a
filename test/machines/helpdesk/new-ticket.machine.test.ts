import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { aboutOfSearch, reportQuestionPath } from "../../../src/domain/helpdesk/ticket-rules.ts"
import {
  firstInvalidTicketField,
  isCreatingTicket,
  type NewTicketCreated,
  type NewTicketInput,
  newTicketMachine,
  type NewTicketRequest,
  visibleTicketError
} from "../../../src/machines/helpdesk/new-ticket.machine.ts"
import { TICKET_FORM_RULES } from "../../../src/wiring/helpdesk/helpdesk-tickets-wiring.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const INPUT: NewTicketInput = { clientId: "client-form-0001", about: { link: null, followUpOf: null }, rules: TICKET_FORM_RULES }
const CREATED: NewTicketCreated = { ticketId: "5f1b2c3d4e5f6a7b8c9d0e1f", message: "Your ticket was created. Our support team will answer here." }
const SUBJECT_ISSUE = {
  _tag: "ApiFailure",
  reason: "Invalid",
  status: 400,
  message: TICKET_FORM_RULES.subjectRequired,
  issues: [{ path: "subject", message: TICKET_FORM_RULES.subjectRequired }]
} as const
const PNG = { name: "screen.png", type: "image/png", size: 2048 } as File
const TEXT_FILE = { name: "notes.txt", type: "text/plain", size: 20 } as File

const coverage = computePathCoverage(newTicketMachine, {
  input: INPUT,
  events: [
    { type: "CHANGED", field: "subject", value: "The timer stopped" },
    { type: "CHANGED", field: "text", value: "It froze at 12:00." },
    { type: "BLURRED", field: "subject" },
    { type: "CATEGORY", category: "billing" },
    { type: "FILE", file: PNG },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.createTicket", output: CREATED },
    { type: "xstate.error.actor.createTicket", error: SUBJECT_ISSUE }
  ]
})

describe("newTicketMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })
  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(newTicketMachine, path, { input: INPUT })).toEqual(path.expected)
  })
})

const start = (create: (request: NewTicketRequest) => Promise<NewTicketCreated>, input: NewTicketInput = INPUT) => {
  const requests: Array<NewTicketRequest> = []
  const openChat = vi.fn<(created: NewTicketCreated) => void>()
  const notifyFailure = vi.fn<(error: unknown) => void>()
  const actor = createActor(
    newTicketMachine.provide({
      actors: {
        createTicket: fromPromise<NewTicketCreated, NewTicketRequest>(({ input: request }) => {
          requests.push(request)
          return create(request)
        })
      },
      actions: {
        openChat: (_, created) => openChat(created),
        notifyFailure: (_, params) => notifyFailure(params.error)
      }
    }),
    { input }
  ).start()
  return { actor, requests, openChat, notifyFailure }
}

describe("newTicketMachine behaviour", () => {
  it("shows a field's message only once it is touched, and a refused submit touches them all", () => {
    const h = start(async () => CREATED)
    expect(visibleTicketError("subject")(h.actor.getSnapshot())).toBeNull()
    h.actor.send({ type: "BLURRED", field: "subject" })
    expect(visibleTicketError("subject")(h.actor.getSnapshot())).toBe(TICKET_FORM_RULES.subjectRequired)
    expect(visibleTicketError("text")(h.actor.getSnapshot())).toBeNull()
    h.actor.send({ type: "SUBMIT" })
    expect(isCreatingTicket(h.actor.getSnapshot())).toBe(false)
    expect(visibleTicketError("text")(h.actor.getSnapshot())).toBe(TICKET_FORM_RULES.bodyRequired)
    expect(firstInvalidTicketField(h.actor.getSnapshot())).toBe("subject")
    expect(h.requests).toHaveLength(0)
  })

  it("strips tags before judging: a subject of tags only is empty; a message over the limit is refused", () => {
    const h = start(async () => CREATED)
    h.actor.send({ type: "CHANGED", field: "subject", value: "<b></b>" })
    h.actor.send({ type: "CHANGED", field: "text", value: "x".repeat(TICKET_FORM_RULES.bodyMaxLength + 1) })
    h.actor.send({ type: "SUBMIT" })
    expect(visibleTicketError("subject")(h.actor.getSnapshot())).toBe(TICKET_FORM_RULES.subjectRequired)
    expect(visibleTicketError("text")(h.actor.getSnapshot())).toBe(TICKET_FORM_RULES.bodyTooLong)
  })

  it("judges a picked file at once: a text file is refused, a PNG carries an empty message", () => {
    const h = start(async () => CREATED)
    h.actor.send({ type: "FILE", file: TEXT_FILE })
    expect(visibleTicketError("file")(h.actor.getSnapshot())).toBe(TICKET_FORM_RULES.attachmentFormat)
    h.actor.send({ type: "FILE", file: { ...PNG, size: TICKET_FORM_RULES.attachmentMaxBytes + 1 } as File })
    expect(visibleTicketError("file")(h.actor.getSnapshot())).toBe(TICKET_FORM_RULES.attachmentTooLarge)
    h.actor.send({ type: "FILE", file: PNG })
    h.actor.send({ type: "CHANGED", field: "subject", value: "Screenshot of the error" })
    h.actor.send({ type: "SUBMIT" })
    expect(isCreatingTicket(h.actor.getSnapshot())).toBe(true)
    expect(h.requests[0]!.text).toBe("")
    expect(h.requests[0]!.file).toBe(PNG)
  })

  it("creates once however often Create is pressed, with the form's one clientId, then opens the chat", async () => {
    let answer!: (created: NewTicketCreated) => void
    const h = start(
      () =>
        new Promise((resolve) => {
          answer = resolve
        })
    )
    h.actor.send({ type: "CHANGED", field: "subject", value: "  Wrong answer key  " })
    h.actor.send({ type: "CHANGED", field: "text", value: "Question 4 marks B, the book says C." })
    h.actor.send({ type: "SUBMIT" })
    h.actor.send({ type: "SUBMIT" })
    expect(h.requests).toHaveLength(1)
    expect(h.requests[0]).toMatchObject({ subject: "Wrong answer key", category: "technical", clientId: "client-form-0001", link: null })
    answer(CREATED)
    await waitFor(h.actor, (snapshot) => snapshot.status === "done")
    expect(h.openChat).toHaveBeenCalledWith(CREATED)
  })

  it("after a refusal shows the server's message under its field and retries with the same clientId", async () => {
    let calls = 0
    const h = start(async () => {
      calls += 1
      if (calls === 1) throw SUBJECT_ISSUE
      return CREATED
    })
    h.actor.send({ type: "CHANGED", field: "subject", value: "Refund" })
    h.actor.send({ type: "CHANGED", field: "text", value: "Please refund my order." })
    h.actor.send({ type: "SUBMIT" })
    await waitFor(h.actor, (snapshot) => snapshot.matches("editing"))
    expect(h.notifyFailure).toHaveBeenCalledWith(SUBJECT_ISSUE)
    expect(visibleTicketError("subject")(h.actor.getSnapshot())).toBe(TICKET_FORM_RULES.subjectRequired)
    h.actor.send({ type: "SUBMIT" })
    await waitFor(h.actor, (snapshot) => snapshot.status === "done")
    expect(h.requests.map((request) => request.clientId)).toEqual(["client-form-0001", "client-form-0001"])
  })

  it("takes the question an attempt's review links, and files it under exam content", () => {
    const about = aboutOfSearch(new URL(`https://shop.example${reportQuestionPath("att-1", "q-7")}`).search)
    expect(about.link).toEqual({ kind: "question", attemptId: "att-1", questionId: "q-7" })
    const h = start(async () => CREATED, { ...INPUT, about })
    expect(h.actor.getSnapshot().context.category).toBe("examContent")
    h.actor.send({ type: "CHANGED", field: "subject", value: "Question 7" })
    h.actor.send({ type: "CHANGED", field: "text", value: "Two options are correct." })
    h.actor.send({ type: "SUBMIT" })
    expect(h.requests[0]!.link).toEqual({ kind: "question", attemptId: "att-1", questionId: "q-7" })
  })
})
