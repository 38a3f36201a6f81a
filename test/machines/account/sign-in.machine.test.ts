import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { EMAIL_INVALID, PASSWORD_REQUIRED } from "../../../src/domain/account/account-rules.ts"
import { type Credentials, isSigningIn, selectSignInErrors, type SignedIn, signInErrors, signInMachine } from "../../../src/machines/account/sign-in.machine.ts"
import { EMAIL_NOT_VERIFIED, LEARNER, recordingActions, validityOf } from "./auth-fixtures.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const SIGNED_IN: SignedIn = { message: "You are signed in.", token: "t1", userInfo: LEARNER }
const input = { lastLocation: "/profile/transaction/2?sort=new" }
const stableContext = validityOf(signInErrors as never)

const coverage = computePathCoverage(signInMachine, {
  input,
  stableContext,
  events: [
    { type: "CHANGE", field: "email", value: "dana@" },
    { type: "CHANGE", field: "email", value: "dana@example.com" },
    { type: "CHANGE", field: "password", value: "" },
    { type: "CHANGE", field: "password", value: "secret-pass" },
    { type: "BLUR", field: "email" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.signIn", output: SIGNED_IN },
    { type: "xstate.error.actor.signIn", error: EMAIL_NOT_VERIFIED },
    { type: "xstate.error.actor.signIn", error: UNREACHABLE }
  ]
})

describe("signInMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(signInMachine, path, { input, stableContext })).toEqual(path.expected)
  })
})

const start = (signIn: (credentials: Credentials) => Promise<SignedIn>, lastLocation: string | null = input.lastLocation) => {
  const { calls, actions } = recordingActions()
  const signedIn = vi.fn()
  const sent: Array<Credentials> = []
  const actor = createActor(
    signInMachine.provide({
      actors: { signIn: fromPromise<SignedIn, Credentials>(({ input }) => (sent.push(input), signIn(input))) },
      actions: { ...actions, signedIn: (_, params) => signedIn(params) }
    }),
    { input: { lastLocation } }
  ).start()
  const fill = () => {
    actor.send({ type: "CHANGE", field: "email", value: " dana@example.com " })
    actor.send({ type: "CHANGE", field: "password", value: "secret-pass" })
  }
  return { actor, calls, signedIn, sent, fill }
}

describe("signInMachine behaviour", () => {
  it("shows errors only for touched fields, and all of them on an invalid submit", () => {
    const { actor, sent } = start(async () => SIGNED_IN)
    actor.send({ type: "CHANGE", field: "email", value: "dana@" })
    expect(selectSignInErrors(actor.getSnapshot())).toEqual({ email: null, password: null })
    actor.send({ type: "BLUR", field: "email" })
    expect(selectSignInErrors(actor.getSnapshot())).toEqual({ email: EMAIL_INVALID, password: null })
    actor.send({ type: "SUBMIT" })
    expect(selectSignInErrors(actor.getSnapshot())).toEqual({ email: EMAIL_INVALID, password: PASSWORD_REQUIRED })
    expect(sent).toEqual([])
  })

  it("signs in with the trimmed email, tells the session, toasts and returns to lastLocation", async () => {
    const { actor, calls, signedIn, sent, fill } = start(async () => SIGNED_IN)
    fill()
    actor.send({ type: "SUBMIT" })
    expect(isSigningIn(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.status === "done")
    expect(sent).toEqual([{ email: "dana@example.com", password: "secret-pass" }])
    expect(signedIn).toHaveBeenCalledWith({ token: "t1", userInfo: LEARNER })
    expect(calls.notifySuccess).toHaveBeenCalledWith("You are signed in.")
    expect(calls.goTo).toHaveBeenCalledWith("/profile/transaction/2?sort=new")
  })

  it("goes home without a lastLocation, and never to another site", async () => {
    for (const lastLocation of [null, "//evil.example/x"]) {
      const { actor, calls, fill } = start(async () => SIGNED_IN, lastLocation)
      fill()
      actor.send({ type: "SUBMIT" })
      await waitFor(actor, (s) => s.status === "done")
      expect(calls.goTo).toHaveBeenCalledWith("/")
    }
  })

  it("sends a support agent to the desk instead of the shop page they came from", async () => {
    const agent = { ...SIGNED_IN, userInfo: { ...LEARNER, role: "agent" as const } }
    for (const [lastLocation, path] of [
      [input.lastLocation, "/desk"],
      [null, "/desk"],
      ["/desk/ticket/7", "/desk/ticket/7"]
    ] as const) {
      const { actor, calls, fill } = start(async () => agent, lastLocation)
      fill()
      actor.send({ type: "SUBMIT" })
      await waitFor(actor, (s) => s.status === "done")
      expect(calls.goTo).toHaveBeenCalledWith(path)
    }
  })

  it("hands a failure to the shared handler and stays on the form", async () => {
    const { actor, calls, signedIn, fill } = start(() => Promise.reject(UNREACHABLE))
    fill()
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(calls.notifyFailure).toHaveBeenCalledWith(UNREACHABLE)
    expect(calls.goTo).not.toHaveBeenCalled()
    expect(signedIn).not.toHaveBeenCalled()
  })

  it("sends a learner whose email is not verified to its code screen", async () => {
    const { actor, calls, fill } = start(() => Promise.reject(EMAIL_NOT_VERIFIED))
    fill()
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(calls.notifyFailure).toHaveBeenCalledWith(EMAIL_NOT_VERIFIED)
    expect(calls.goTo).toHaveBeenCalledWith("/verify-email-otp?email=dana%40example.com")
  })
})
