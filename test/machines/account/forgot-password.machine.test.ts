import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { EMAIL_INVALID } from "../../../src/domain/account/account-rules.ts"
import { forgotPasswordErrors, forgotPasswordMachine, selectForgotPasswordErrors } from "../../../src/machines/account/forgot-password.machine.ts"
import { recordingActions, validityOf } from "./auth-fixtures.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const SENT = "If an account exists for this email, we have sent a code to reset the password."
const stableContext = validityOf(forgotPasswordErrors as never)

const coverage = computePathCoverage(forgotPasswordMachine, {
  stableContext,
  simplePaths: true,
  events: [
    { type: "CHANGE", field: "email", value: "dana@" },
    { type: "CHANGE", field: "email", value: "dana@example.com" },
    { type: "BLUR", field: "email" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.sendResetCode", output: SENT },
    { type: "xstate.error.actor.sendResetCode", error: UNREACHABLE }
  ]
})

describe("forgotPasswordMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(forgotPasswordMachine, path, { stableContext })).toEqual(path.expected)
  })
})

describe("forgotPasswordMachine behaviour", () => {
  const start = (send: () => Promise<string>) => {
    const { calls, actions } = recordingActions()
    const sent: Array<string> = []
    const actor = createActor(
      forgotPasswordMachine.provide({
        actors: { sendResetCode: fromPromise<string, { readonly email: string }>(({ input }) => (sent.push(input.email), send())) },
        actions
      })
    ).start()
    return { actor, calls, sent }
  }

  it("needs a valid email", () => {
    const { actor, sent } = start(async () => SENT)
    actor.send({ type: "SUBMIT" })
    expect(selectForgotPasswordErrors(actor.getSnapshot()).email).toBe(EMAIL_INVALID)
    expect(sent).toEqual([])
  })

  it("sends the code, toasts the message and goes to the code screen", async () => {
    const { actor, calls, sent } = start(async () => SENT)
    actor.send({ type: "CHANGE", field: "email", value: " dana@example.com" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.status === "done")
    expect(sent).toEqual(["dana@example.com"])
    expect(calls.notifySuccess).toHaveBeenCalledWith(SENT)
    expect(calls.goTo).toHaveBeenCalledWith("/verify-otp?email=dana%40example.com")
  })

  it("stays and reports a failure", async () => {
    const { actor, calls } = start(() => Promise.reject(UNREACHABLE))
    actor.send({ type: "CHANGE", field: "email", value: "dana@example.com" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(calls.notifyFailure).toHaveBeenCalledWith(UNREACHABLE)
    expect(calls.goTo).not.toHaveBeenCalled()
  })
})
