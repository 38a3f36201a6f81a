import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { NEWSLETTER_EMAIL_REQUIRED } from "../../../src/domain/shared/validation-messages.ts"
import { isSubmitting, newsletterMachine, selectEmail, type SubscribeInput, visibleEmailError } from "../../../src/machines/shell/newsletter.machine.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { CONFLICT } from "../shared/fixtures.ts"

const THANKS = "Thank you for subscribing to our newsletter."

const coverage = computePathCoverage(newsletterMachine, {
  simplePaths: true,
  events: [
    { type: "EMAIL_CHANGED", value: "" },
    { type: "EMAIL_CHANGED", value: "not-an-email" },
    { type: "EMAIL_CHANGED", value: " learner@example.com " },
    { type: "EMAIL_BLURRED" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.subscribe", output: THANKS },
    { type: "xstate.error.actor.subscribe", error: CONFLICT }
  ]
})

describe("newsletterMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(newsletterMachine, path)).toEqual(path.expected)
  })
})

const start = (subscribe: (input: SubscribeInput) => Promise<string>) => {
  const notifySuccess = vi.fn<(message: string) => void>()
  const notifyFailure = vi.fn<(error: unknown) => void>()
  const calls: Array<SubscribeInput> = []
  const actor = createActor(
    newsletterMachine.provide({
      actors: {
        subscribe: fromPromise<string, SubscribeInput>(({ input }) => {
          calls.push(input)
          return subscribe(input)
        })
      },
      actions: {
        notifySuccess: (_, params) => notifySuccess(params.message),
        notifyFailure: (_, params) => notifyFailure(params.error)
      }
    })
  ).start()
  return { actor, calls, notifySuccess, notifyFailure }
}

describe("newsletterMachine behaviour", () => {
  it("shows 'Please enter email' only once the field is touched", () => {
    const { actor } = start(async () => THANKS)
    actor.send({ type: "EMAIL_CHANGED", value: "learner@" })
    expect(actor.getSnapshot().context.error).toBe(NEWSLETTER_EMAIL_REQUIRED)
    expect(visibleEmailError(actor.getSnapshot())).toBeNull()
    actor.send({ type: "EMAIL_BLURRED" })
    expect(visibleEmailError(actor.getSnapshot())).toBe(NEWSLETTER_EMAIL_REQUIRED)
    actor.send({ type: "EMAIL_CHANGED", value: "learner@example.com" })
    expect(visibleEmailError(actor.getSnapshot())).toBeNull()
  })

  it("does not submit an invalid email: it marks the field touched and shows why", () => {
    const { actor, calls } = start(async () => THANKS)
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(visibleEmailError(actor.getSnapshot())).toBe(NEWSLETTER_EMAIL_REQUIRED)
    expect(calls).toEqual([])
  })

  it("on success toasts the server's message and resets the form", async () => {
    const { actor, calls, notifySuccess, notifyFailure } = start(async () => THANKS)
    actor.send({ type: "EMAIL_CHANGED", value: "  learner@example.com " })
    actor.send({ type: "EMAIL_BLURRED" })
    actor.send({ type: "SUBMIT" })
    expect(isSubmitting(actor.getSnapshot())).toBe(true)
    const snapshot = await waitFor(actor, (s) => s.matches("editing"))
    expect(calls).toEqual([{ email: "learner@example.com" }])
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith(THANKS)
    expect(notifyFailure).not.toHaveBeenCalled()
    expect(snapshot.context).toEqual({ email: "", touched: false, error: null })
    expect(visibleEmailError(snapshot)).toBeNull()
  })

  it("on failure hands the error to the shared handler and keeps the email", async () => {
    const { actor, notifySuccess, notifyFailure } = start(() => Promise.reject(CONFLICT))
    actor.send({ type: "EMAIL_CHANGED", value: "learner@example.com" })
    actor.send({ type: "SUBMIT" })
    const snapshot = await waitFor(actor, (s) => s.matches("editing"))
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith(CONFLICT)
    expect(notifySuccess).not.toHaveBeenCalled()
    expect(selectEmail(snapshot)).toBe("learner@example.com")
  })

  it("ignores a second submit and typing while the request is in flight", async () => {
    let answer: (message: string) => void = () => {}
    const { actor, calls } = start(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve
        })
    )
    actor.send({ type: "EMAIL_CHANGED", value: "learner@example.com" })
    actor.send({ type: "SUBMIT" })
    actor.send({ type: "SUBMIT" })
    actor.send({ type: "EMAIL_CHANGED", value: "other@example.com" })
    expect(calls).toHaveLength(1)
    expect(selectEmail(actor.getSnapshot())).toBe("learner@example.com")
    answer(THANKS)
    await waitFor(actor, (s) => s.matches("editing"))
  })
})
