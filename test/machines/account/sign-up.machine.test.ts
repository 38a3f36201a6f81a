import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { NAME_REQUIRED, PASSWORD_LENGTH, PASSWORDS_DIFFER } from "../../../src/domain/account/account-rules.ts"
import { type NewAccount, selectSignUpErrors, signUpErrors, signUpMachine } from "../../../src/machines/account/sign-up.machine.ts"
import { recordingActions, validityOf } from "./auth-fixtures.ts"
import { CONFLICT } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const SENT = "We have sent a 6-digit code to your email. Enter it to verify your account."
const stableContext = validityOf(signUpErrors as never)

const coverage = computePathCoverage(signUpMachine, {
  stableContext,
  events: [
    { type: "CHANGE", field: "name", value: "Dana" },
    { type: "CHANGE", field: "email", value: "dana@example.com" },
    { type: "CHANGE", field: "password", value: "short" },
    { type: "CHANGE", field: "password", value: "secret-pass" },
    { type: "CHANGE", field: "confirmPassword", value: "secret-pass" },
    { type: "BLUR", field: "name" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.signUp", output: SENT },
    { type: "xstate.error.actor.signUp", error: CONFLICT }
  ]
})

describe("signUpMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(signUpMachine, path, { stableContext })).toEqual(path.expected)
  })
})

const start = (signUp: (account: NewAccount) => Promise<string>) => {
  const { calls, actions } = recordingActions()
  const sent: Array<NewAccount> = []
  const actor = createActor(
    signUpMachine.provide({
      actors: { signUp: fromPromise<string, NewAccount>(({ input }) => (sent.push(input), signUp(input))) },
      actions
    })
  ).start()
  const fill = (confirm = "secret-pass") => {
    actor.send({ type: "CHANGE", field: "name", value: "  Dana Demo " })
    actor.send({ type: "CHANGE", field: "email", value: "dana@example.com" })
    actor.send({ type: "CHANGE", field: "password", value: "secret-pass" })
    actor.send({ type: "CHANGE", field: "confirmPassword", value: confirm })
  }
  return { actor, calls, sent, fill }
}

describe("signUpMachine behaviour", () => {
  it("checks every field on submit and sends nothing while one is wrong", () => {
    const { actor, sent } = start(async () => SENT)
    actor.send({ type: "CHANGE", field: "password", value: "short" })
    actor.send({ type: "SUBMIT" })
    expect(selectSignUpErrors(actor.getSnapshot())).toMatchObject({
      name: NAME_REQUIRED,
      password: PASSWORD_LENGTH,
      confirmPassword: PASSWORDS_DIFFER
    })
    expect(sent).toEqual([])
  })

  it("says when the passwords differ", () => {
    const { actor, fill } = start(async () => SENT)
    fill("secret-pasS")
    actor.send({ type: "BLUR", field: "confirmPassword" })
    expect(selectSignUpErrors(actor.getSnapshot()).confirmPassword).toBe(PASSWORDS_DIFFER)
  })

  it("signs up with the trimmed name, toasts the message and goes to the email code", async () => {
    const { actor, calls, sent, fill } = start(async () => SENT)
    fill()
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.status === "done")
    expect(sent).toEqual([{ name: "Dana Demo", email: "dana@example.com", password: "secret-pass" }])
    expect(calls.notifySuccess).toHaveBeenCalledWith(SENT)
    expect(calls.goTo).toHaveBeenCalledWith("/verify-email-otp?email=dana%40example.com")
  })

  it("keeps the form and hands a 409 to the shared handler", async () => {
    const { actor, calls, fill } = start(() => Promise.reject(CONFLICT))
    fill()
    actor.send({ type: "SUBMIT" })
    const snapshot = await waitFor(actor, (s) => s.matches("editing"))
    expect(calls.notifyFailure).toHaveBeenCalledWith(CONFLICT)
    expect(snapshot.context.values.email).toBe("dana@example.com")
  })
})
