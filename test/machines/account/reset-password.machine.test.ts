import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { PASSWORD_LENGTH, PASSWORDS_DIFFER } from "../../../src/domain/account/account-rules.ts"
import { resetPasswordErrors, resetPasswordMachine, selectResetPasswordErrors } from "../../../src/machines/account/reset-password.machine.ts"
import { INVALID_CODE, recordingActions, validityOf } from "./auth-fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const DONE = "Your password has been changed. Please sign in with the new password."
const stableContext = validityOf(resetPasswordErrors as never)

const coverage = computePathCoverage(resetPasswordMachine, {
  stableContext,
  events: [
    { type: "CHANGE", field: "password", value: "short" },
    { type: "CHANGE", field: "password", value: "new-password" },
    { type: "CHANGE", field: "confirmPassword", value: "new-password" },
    { type: "BLUR", field: "password" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.resetPassword", output: DONE },
    { type: "xstate.error.actor.resetPassword", error: INVALID_CODE }
  ]
})

describe("resetPasswordMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(resetPasswordMachine, path, { stableContext })).toEqual(path.expected)
  })
})

describe("resetPasswordMachine behaviour", () => {
  const start = (reset: () => Promise<string>) => {
    const { calls, actions } = recordingActions()
    const sent: Array<string> = []
    const actor = createActor(
      resetPasswordMachine.provide({
        actors: { resetPassword: fromPromise<string, { readonly password: string }>(({ input }) => (sent.push(input.password), reset())) },
        actions
      })
    ).start()
    return { actor, calls, sent }
  }

  it("needs 8 to 128 characters and a matching confirmation", () => {
    const { actor, sent } = start(async () => DONE)
    actor.send({ type: "CHANGE", field: "password", value: "short" })
    actor.send({ type: "SUBMIT" })
    expect(selectResetPasswordErrors(actor.getSnapshot())).toEqual({ password: PASSWORD_LENGTH, confirmPassword: PASSWORDS_DIFFER })
    expect(sent).toEqual([])
  })

  it("saves, toasts success and goes to sign in", async () => {
    const { actor, calls, sent } = start(async () => DONE)
    actor.send({ type: "CHANGE", field: "password", value: "new-password" })
    actor.send({ type: "CHANGE", field: "confirmPassword", value: "new-password" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.status === "done")
    expect(sent).toEqual(["new-password"])
    expect(calls.notifySuccess).toHaveBeenCalledWith(DONE)
    expect(calls.goTo).toHaveBeenCalledWith("/sign-in")
  })

  it("reports an expired reset through the shared handler", async () => {
    const { actor, calls } = start(() => Promise.reject(INVALID_CODE))
    actor.send({ type: "CHANGE", field: "password", value: "new-password" })
    actor.send({ type: "CHANGE", field: "confirmPassword", value: "new-password" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(calls.notifyFailure).toHaveBeenCalledWith(INVALID_CODE)
  })
})
