import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { CONTACT_MESSAGES, type ContactValues } from "../../../src/domain/content/contact-rules.ts"
import {
  contactFormMachine,
  firstInvalidContactField,
  isSendingContact,
  selectContactValues,
  visibleContactError
} from "../../../src/machines/content/contact-form.machine.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const THANKS = "Thank you for your message. We will reply within two working days."
const SHORT_ISSUE = {
  _tag: "ApiFailure",
  reason: "Invalid",
  status: 400,
  message: CONTACT_MESSAGES.messageTooShort,
  issues: [{ path: "message", message: CONTACT_MESSAGES.messageTooShort }]
} as const

const VALID: ContactValues = {
  name: "  Priya Raman ",
  email: "priya@example.com ",
  subject: "Invoice for my order",
  message: "Could you send me an invoice for my last order, please?"
}

const coverage = computePathCoverage(contactFormMachine, {
  events: [
    { type: "CHANGED", field: "name", value: VALID.name },
    { type: "CHANGED", field: "email", value: VALID.email },
    { type: "CHANGED", field: "subject", value: VALID.subject },
    { type: "CHANGED", field: "message", value: VALID.message },
    { type: "BLURRED", field: "email" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.sendMessage", output: THANKS },
    { type: "xstate.error.actor.sendMessage", error: SHORT_ISSUE }
  ]
})

describe("contactFormMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(contactFormMachine, path)).toEqual(path.expected)
  })
})

const start = (send: (values: ContactValues) => Promise<string>) => {
  const calls: Array<ContactValues> = []
  const notifySuccess = vi.fn<(message: string) => void>()
  const notifyFailure = vi.fn<(error: unknown) => void>()
  const actor = createActor(
    contactFormMachine.provide({
      actors: {
        sendMessage: fromPromise<string, ContactValues>(({ input }) => {
          calls.push(input)
          return send(input)
        })
      },
      actions: {
        notifySuccess: (_, params) => notifySuccess(params.message),
        notifyFailure: (_, params) => notifyFailure(params.error)
      }
    })
  ).start()
  const fill = (values: ContactValues) => {
    for (const field of ["name", "email", "subject", "message"] as const) actor.send({ type: "CHANGED", field, value: values[field] })
  }
  return { actor, calls, notifySuccess, notifyFailure, fill }
}

describe("contactFormMachine behaviour", () => {
  it("shows a field's message only once it is touched (spec §5)", () => {
    const { actor } = start(async () => THANKS)
    actor.send({ type: "CHANGED", field: "email", value: "priya@" })
    expect(visibleContactError("email")(actor.getSnapshot())).toBeNull()
    actor.send({ type: "BLURRED", field: "email" })
    expect(visibleContactError("email")(actor.getSnapshot())).toBe("Please enter a valid email address.")
    actor.send({ type: "CHANGED", field: "email", value: "" })
    expect(visibleContactError("email")(actor.getSnapshot())).toBe("Please enter email")
    expect(visibleContactError("name")(actor.getSnapshot())).toBeNull()
  })

  it("an empty submit sends nothing, shows every message and names the first field", () => {
    const { actor, calls } = start(async () => THANKS)
    actor.send({ type: "SUBMIT" })
    expect(calls).toEqual([])
    const snapshot = actor.getSnapshot()
    expect(["name", "email", "subject", "message"].map((f) => visibleContactError(f as "name")(snapshot))).toEqual([
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.subjectRequired,
      CONTACT_MESSAGES.messageRequired
    ])
    expect(firstInvalidContactField(snapshot)).toBe("name")
  })

  it("sends the trimmed fields, toasts the server's message and resets", async () => {
    const { actor, calls, fill, notifySuccess } = start(async () => THANKS)
    fill(VALID)
    actor.send({ type: "SUBMIT" })
    expect(isSendingContact(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches("editing"))
    expect(calls).toEqual([
      {
        name: "Priya Raman",
        email: "priya@example.com",
        subject: "Invoice for my order",
        message: "Could you send me an invoice for my last order, please?"
      }
    ])
    expect(notifySuccess).toHaveBeenCalledWith(THANKS)
    expect(selectContactValues(actor.getSnapshot())).toEqual({ name: "", email: "", subject: "", message: "" })
    expect(firstInvalidContactField(actor.getSnapshot())).toBeNull()
  })

  it("a refusal keeps the form, goes to the shared handler and shows the server's field message until it changes", async () => {
    const { actor, fill, notifyFailure } = start(() => Promise.reject(SHORT_ISSUE))
    fill(VALID)
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(notifyFailure).toHaveBeenCalledWith(SHORT_ISSUE)
    expect(selectContactValues(actor.getSnapshot())).toEqual(VALID)
    expect(visibleContactError("message")(actor.getSnapshot())).toBe(CONTACT_MESSAGES.messageTooShort)
    actor.send({ type: "CHANGED", field: "message", value: `${VALID.message} Thanks!` })
    expect(visibleContactError("message")(actor.getSnapshot())).toBeNull()
  })

  it("an offline failure keeps what was typed", async () => {
    const { actor, fill } = start(() => Promise.reject(UNREACHABLE))
    fill(VALID)
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(selectContactValues(actor.getSnapshot())).toEqual(VALID)
  })
})
