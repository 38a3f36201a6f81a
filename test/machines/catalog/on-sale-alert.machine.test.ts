import { describe, expect, it, vi } from "vitest"
import { createActor, fromCallback, fromPromise, waitFor } from "xstate"
import { ExamId } from "../../../src/api/shared/ids.ts"
import type { OnSaleAlert, OnSaleAlertChangeAnswer } from "../../../src/api/catalog/on-sale-alerts.ts"
import {
  isAlertBusy,
  isAlertRequested,
  onSaleAlertMachine,
  type OnSaleAlertEvent,
  type OnSaleAlertRequest,
  selectAlertView
} from "../../../src/machines/catalog/on-sale-alert.machine.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, type PathCoverage, replayPath } from "../shared/path-coverage.ts"

const EXAM = ExamId.make("exam-ncp")
const INPUT = { examId: EXAM }
const WAITING: OnSaleAlert = { examId: EXAM, requested: true }
const NOT_WAITING: OnSaleAlert = { examId: EXAM, requested: false }
const ASKED: OnSaleAlertChangeAnswer = { message: "We will email you once.", data: WAITING }
const CANCELLED: OnSaleAlertChangeAnswer = { message: "You will not be told.", data: NOT_WAITING }
const ON_SALE_NOW = { ...UNREACHABLE, reason: "Conflict", status: 409, message: "It is on sale now." }

// The kept press is read by a guard outside the machine: the graph is walked
// once without one and once with one (a guest back from signing in), and a
// state or transition counts as covered when either walk takes it.
const withoutKept = onSaleAlertMachine.provide({ guards: { hasKeptRequest: () => false } })
const withKept = onSaleAlertMachine.provide({ guards: { hasKeptRequest: () => true } })

const options = {
  input: INPUT,
  events: [
    { type: "NOTIFY" },
    { type: "CANCEL" },
    { type: "RETRY" },
    { type: "SIGNED_IN" },
    { type: "SIGNED_OUT" },
    { type: "xstate.done.actor.loadAlert", output: WAITING },
    { type: "xstate.done.actor.loadAlert", output: NOT_WAITING },
    { type: "xstate.error.actor.loadAlert", error: UNREACHABLE },
    { type: "xstate.done.actor.askAlert", output: ASKED },
    { type: "xstate.error.actor.askAlert", error: ON_SALE_NOW },
    { type: "xstate.done.actor.cancelAlert", output: CANCELLED },
    { type: "xstate.error.actor.cancelAlert", error: UNREACHABLE }
  ]
} as const

const runs: ReadonlyArray<readonly [string, typeof onSaleAlertMachine, PathCoverage]> = [
  ["no kept press", withoutKept, computePathCoverage(withoutKept, options)],
  ["a kept press", withKept, computePathCoverage(withKept, options)]
]

const both = <T>(pick: (coverage: PathCoverage) => ReadonlyArray<T>): Array<T> => pick(runs[0]![2]).filter((item) => pick(runs[1]![2]).includes(item))

describe("onSaleAlertMachine path coverage", () => {
  it("reaches every state and takes every transition (with and without a kept press)", () => {
    recordCoverage(...runs.map(([, , coverage]) => coverage))
    expect(both((coverage) => coverage.states.missing)).toEqual([])
    expect(both((coverage) => coverage.transitions.missing)).toEqual([])
  })

  for (const [name, machine, coverage] of runs) {
    it.each(coverage.paths.map((path) => [path.description, path] as const))(`${name}: replays %s`, (_, path) => {
      expect(replayPath(machine, path, { input: INPUT })).toEqual(path.expected)
    })
  }
})

interface Pending<T> {
  readonly request: OnSaleAlertRequest
  readonly resolve: (value: T) => void
  readonly reject: (error: unknown) => void
}

const start = (options: { readonly kept?: boolean } = {}) => {
  const loads: Array<Pending<OnSaleAlert>> = []
  const asks: Array<Pending<OnSaleAlertChangeAnswer>> = []
  const cancels: Array<Pending<OnSaleAlertChangeAnswer>> = []
  const calls = vi.fn<(action: string, examId?: string) => void>()
  const notifySuccess = vi.fn<(message: string) => void>()
  const notifyFailure = vi.fn<(error: unknown) => void>()
  let session: ((event: OnSaleAlertEvent) => void) | null = null
  const pending = <T>(list: Array<Pending<T>>) =>
    fromPromise<T, OnSaleAlertRequest>(({ input }) => new Promise((resolve, reject) => list.push({ request: input, resolve, reject })))
  const actor = createActor(
    onSaleAlertMachine.provide({
      actors: {
        followSession: fromCallback<OnSaleAlertEvent>(({ sendBack }) => {
          session = sendBack
        }),
        loadAlert: pending(loads),
        askAlert: pending(asks),
        cancelAlert: pending(cancels)
      },
      actions: {
        keepRequest: (_, params) => calls("keepRequest", params.examId),
        forgetRequest: (_, params) => calls("forgetRequest", params.examId),
        askToSignIn: (_, params) => calls("askToSignIn", params.examId),
        notifySuccess: (_, params) => notifySuccess(params.message),
        notifyFailure: (_, params) => notifyFailure(params.error)
      },
      guards: { hasKeptRequest: () => options.kept ?? false }
    }),
    { input: INPUT }
  )
  // What the server renders: the first state, before the actor starts (and before the session is known).
  const first = selectAlertView(actor.getSnapshot())
  actor.start()
  const send = (event: OnSaleAlertEvent) => session!(event)
  const view = () => selectAlertView(actor.getSnapshot())
  return { actor, first, send, view, loads, asks, cancels, calls, notifySuccess, notifyFailure }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("onSaleAlertMachine behaviour", () => {
  it("starts as a plain Notify me (what the server renders) and calls nothing until the session is known", () => {
    const { first, view, loads } = start()
    expect(first).toBe("ready")
    expect(view()).toBe("ready")
    expect(loads).toEqual([])
  })

  it("a guest's press keeps the press and asks them to sign in; nothing is called", () => {
    const { actor, send, view, loads, asks, calls } = start()
    send({ type: "SIGNED_OUT" })
    actor.send({ type: "NOTIFY" })
    expect(calls.mock.calls).toEqual([
      ["keepRequest", EXAM],
      ["askToSignIn", EXAM]
    ])
    expect(actor.getSnapshot().matches("signInAsked")).toBe(true)
    expect(view()).toBe("ready")
    // Pressed again after closing the prompt: asked again.
    actor.send({ type: "NOTIFY" })
    expect(calls).toHaveBeenCalledTimes(4)
    expect([...loads, ...asks]).toEqual([])
  })

  it("a press before the session is known waits for it: a guest is then asked to sign in", () => {
    const { actor, send, calls } = start()
    actor.send({ type: "NOTIFY" })
    expect(calls).not.toHaveBeenCalled()
    send({ type: "SIGNED_OUT" })
    expect(calls.mock.calls).toEqual([
      ["keepRequest", EXAM],
      ["askToSignIn", EXAM]
    ])
    expect(actor.getSnapshot().context.pressed).toBe(false)
  })

  it("a signed-in learner's page reads the state (GET) and shows a waiting request as on", async () => {
    const { send, view, loads, calls } = start()
    send({ type: "SIGNED_IN" })
    expect(loads.map((load) => load.request)).toEqual([{ examId: EXAM }])
    loads[0]!.resolve(WAITING)
    await settle()
    expect(view()).toBe("on")
    expect(isAlertRequested(view())).toBe(true)
    expect(calls.mock.calls).toEqual([["forgetRequest", EXAM]])
  })

  it("Notify me asks (PUT), shows the server's message, and Don't notify me takes it back (DELETE)", async () => {
    const { actor, send, view, loads, asks, cancels, notifySuccess } = start()
    send({ type: "SIGNED_IN" })
    loads[0]!.resolve(NOT_WAITING)
    await settle()
    expect(view()).toBe("off")
    actor.send({ type: "NOTIFY" })
    expect(view()).toBe("asking")
    expect(isAlertBusy(view())).toBe(true)
    expect(asks.map((ask) => ask.request)).toEqual([{ examId: EXAM }])
    asks[0]!.resolve(ASKED)
    await waitFor(actor, (s) => s.matches("on"))
    expect(notifySuccess).toHaveBeenLastCalledWith(ASKED.message)
    actor.send({ type: "CANCEL" })
    expect(view()).toBe("cancelling")
    expect(isAlertRequested(view())).toBe(true)
    cancels[0]!.resolve(CANCELLED)
    await waitFor(actor, (s) => s.matches("off"))
    expect(notifySuccess).toHaveBeenLastCalledWith(CANCELLED.message)
  })

  it("back from signing in with a kept press for this exam, the request is made at once and the press forgotten", async () => {
    const { send, view, loads, asks, calls } = start({ kept: true })
    send({ type: "SIGNED_IN" })
    loads[0]!.resolve(NOT_WAITING)
    await settle()
    expect(view()).toBe("asking")
    expect(asks).toHaveLength(1)
    expect(calls.mock.calls).toEqual([["forgetRequest", EXAM]])
  })

  it("a press while the state is read is made once it is known, and not twice when one already waits", async () => {
    const first = start()
    first.send({ type: "SIGNED_IN" })
    first.actor.send({ type: "NOTIFY" })
    first.loads[0]!.resolve(NOT_WAITING)
    await settle()
    expect(first.asks).toHaveLength(1)

    const second = start()
    second.send({ type: "SIGNED_IN" })
    second.actor.send({ type: "NOTIFY" })
    second.loads[0]!.resolve(WAITING)
    await settle()
    expect(second.view()).toBe("on")
    expect(second.asks).toEqual([])
  })

  it("a refused ask (the exam went on sale) goes back to off through the shared handler; a failed cancel stays on", async () => {
    const { actor, send, view, loads, asks, cancels, notifyFailure } = start()
    send({ type: "SIGNED_IN" })
    loads[0]!.resolve(NOT_WAITING)
    await settle()
    actor.send({ type: "NOTIFY" })
    asks[0]!.reject(ON_SALE_NOW)
    await settle()
    expect(view()).toBe("off")
    expect(notifyFailure).toHaveBeenLastCalledWith(ON_SALE_NOW)
    actor.send({ type: "NOTIFY" })
    asks[1]!.resolve(ASKED)
    await settle()
    actor.send({ type: "CANCEL" })
    cancels[0]!.reject(UNREACHABLE)
    await settle()
    expect(view()).toBe("on")
    expect(notifyFailure).toHaveBeenLastCalledWith(UNREACHABLE)
  })

  it("a failed read offers Try again, and Notify me still works from there", async () => {
    const { actor, send, view, loads, asks } = start()
    send({ type: "SIGNED_IN" })
    loads[0]!.reject(UNREACHABLE)
    await settle()
    expect(view()).toBe("failed")
    actor.send({ type: "RETRY" })
    expect(loads).toHaveLength(2)
    loads[1]!.reject(UNREACHABLE)
    await settle()
    actor.send({ type: "NOTIFY" })
    expect(asks).toHaveLength(1)
  })

  it("signing out turns it back into a guest's button; another sign-in reads the state again", async () => {
    const { send, view, loads } = start()
    send({ type: "SIGNED_IN" })
    loads[0]!.resolve(WAITING)
    await settle()
    send({ type: "SIGNED_OUT" })
    expect(view()).toBe("ready")
    send({ type: "SIGNED_IN" })
    expect(loads).toHaveLength(2)
  })
})
