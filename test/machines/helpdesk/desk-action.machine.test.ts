import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import {
  actingKind,
  type DeskAction,
  type DeskActionEmitted,
  type DeskActionOutcome,
  type DeskActionRequest,
  deskActionMachine,
  isActing,
  selectActionFailure
} from "../../../src/machines/helpdesk/desk-action.machine.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const INPUT = { ticketId: "5f1b2c3d4e5f6a7b8c9d0e1f" }
const CLOSE: DeskAction = { kind: "close", reason: "Answered in the chat." }
const NOTE: DeskAction = { kind: "reply", clientId: "client-note-1", text: "Key checked.", internal: true, attachmentIds: [] }
const CLOSED_ALREADY = { _tag: "ApiFailure", reason: "Conflict", status: 409, message: "This ticket is closed already." } as const

const coverage = computePathCoverage(deskActionMachine, {
  input: INPUT,
  simplePaths: true,
  events: [
    { type: "ACT", action: CLOSE },
    { type: "DISMISS" },
    { type: "xstate.done.actor.act", output: { message: "The ticket is closed." } },
    { type: "xstate.error.actor.act", error: CLOSED_ALREADY }
  ]
})

describe("deskActionMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })
  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(deskActionMachine, path, { input: INPUT })).toEqual(path.expected)
  })
})

const start = (answer: (request: DeskActionRequest) => Promise<DeskActionOutcome>) => {
  const calls: Array<DeskActionRequest> = []
  const toasts: Array<string | null> = []
  const done: Array<DeskActionEmitted> = []
  const actor = createActor(
    deskActionMachine.provide({
      actors: {
        act: fromPromise<DeskActionOutcome, DeskActionRequest>(({ input }) => {
          calls.push(input)
          return answer(input)
        })
      },
      actions: { notifySuccess: (_, params) => void toasts.push(params.message) }
    }),
    { input: INPUT }
  ).start()
  actor.on("done", (event) => void done.push(event))
  return { actor, calls, toasts, done }
}

describe("deskActionMachine behaviour", () => {
  it("acts once while working, toasts the server's sentence and announces done", async () => {
    const h = start(async () => ({ message: "The ticket is closed." }))
    h.actor.send({ type: "ACT", action: CLOSE })
    expect(isActing(h.actor.getSnapshot())).toBe(true)
    expect(actingKind(h.actor.getSnapshot())).toBe("close")
    h.actor.send({ type: "ACT", action: { kind: "assign" } })
    await waitFor(h.actor, (s) => s.matches("idle"))
    expect(h.calls).toEqual([{ ticketId: INPUT.ticketId, action: CLOSE }])
    expect(h.toasts).toEqual(["The ticket is closed."])
    expect(h.done).toEqual([{ type: "done", action: CLOSE, message: "The ticket is closed." }])
    expect(actingKind(h.actor.getSnapshot())).toBeNull()
  })

  it("keeps the refusal's sentence for the control that failed; a retry sends the same client id", async () => {
    let tries = 0
    const h = start(async () => {
      tries += 1
      if (tries === 1) throw CLOSED_ALREADY
      return { message: null }
    })
    h.actor.send({ type: "ACT", action: NOTE })
    await waitFor(h.actor, (s) => s.matches("failed"))
    expect(selectActionFailure(h.actor.getSnapshot())).toEqual({ kind: "reply", message: "This ticket is closed already." })
    h.actor.send({ type: "ACT", action: NOTE })
    expect(selectActionFailure(h.actor.getSnapshot())).toBeNull()
    await waitFor(h.actor, (s) => s.matches("idle"))
    expect(h.calls.map((call) => call.action)).toEqual([NOTE, NOTE])
    expect(h.done).toHaveLength(1)
  })

  it("a dismissed refusal is forgotten", async () => {
    const h = start(async () => {
      throw CLOSED_ALREADY
    })
    h.actor.send({ type: "ACT", action: { kind: "pending" } })
    await waitFor(h.actor, (s) => s.matches("failed"))
    h.actor.send({ type: "DISMISS" })
    expect(h.actor.getSnapshot().context.failure).toBeNull()
    expect(selectActionFailure(h.actor.getSnapshot())).toBeNull()
  })
})
