import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { CODE_INVALID, RESEND_COOLDOWN_SECONDS } from "../../../src/domain/account/account-rules.ts"
import {
  canResend,
  type CodeOutcome,
  type OneTimeCodeInput,
  oneTimeCodeMachine,
  type ResendCodeInput,
  selectCodeErrors,
  selectSecondsLeft,
  type VerifyCodeInput
} from "../../../src/machines/account/one-time-code.machine.ts"
import { INVALID_CODE, LEARNER, NEW_LEARNER, recordingActions, UNVERIFIED_PHONE } from "./auth-fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const SIGNED_IN: CodeOutcome = { kind: "signedIn", message: "Your email is verified.", token: "t1", userInfo: NEW_LEARNER }
const RESET: CodeOutcome = { kind: "resetAllowed", message: "The code is correct.", resetToken: "reset-1" }
const PHONE: CodeOutcome = { kind: "phoneVerified", message: "Your phone is verified.", profile: LEARNER }
const AFTER_SECOND = "xstate.after.second.oneTimeCode.resend.coolingDown"

const input: OneTimeCodeInput = { purpose: "verify-email", email: "dana@example.com", lastLocation: null, cooldownSeconds: 2 }
// The guards read the code's validity and the seconds left; nothing else tells snapshots apart.
const stableContext = (context: unknown) => {
  const { code, secondsLeft } = context as { code: string; secondsLeft: number }
  return { validCode: /^\d{6}$/.test(code), secondsLeft }
}

const coverage = computePathCoverage(oneTimeCodeMachine, {
  input,
  stableContext,
  events: [
    { type: "CHANGE", field: "code", value: "12345" },
    { type: "CHANGE", field: "code", value: "123456" },
    { type: "BLUR", field: "code" },
    { type: "SUBMIT" },
    { type: "RESEND" },
    { type: AFTER_SECOND },
    { type: "xstate.done.actor.verify", output: SIGNED_IN },
    { type: "xstate.done.actor.verify", output: RESET },
    { type: "xstate.done.actor.verify", output: PHONE },
    { type: "xstate.error.actor.verify", error: INVALID_CODE },
    { type: "xstate.done.actor.resend", output: "Sent again." },
    { type: "xstate.error.actor.resend", error: INVALID_CODE }
  ]
})

describe("oneTimeCodeMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(oneTimeCodeMachine, path, { input, stableContext })).toEqual(path.expected)
  })
})

const start = (
  verify: (input: VerifyCodeInput) => Promise<CodeOutcome>,
  overrides: Partial<OneTimeCodeInput> = {},
  resend: (input: ResendCodeInput) => Promise<string> = async () => "Sent again."
) => {
  const { calls, actions } = recordingActions()
  const more = { signedIn: vi.fn(), profileChanged: vi.fn(), keepResetToken: vi.fn() }
  const verified: Array<VerifyCodeInput> = []
  const resent: Array<ResendCodeInput> = []
  const actor = createActor(
    oneTimeCodeMachine.provide({
      actors: {
        verify: fromPromise<CodeOutcome, VerifyCodeInput>(({ input }) => (verified.push(input), verify(input))),
        resend: fromPromise<string, ResendCodeInput>(({ input }) => (resent.push(input), resend(input)))
      },
      actions: {
        ...actions,
        signedIn: (_, params) => more.signedIn(params),
        profileChanged: (_, params) => more.profileChanged(params.profile),
        keepResetToken: (_, params) => more.keepResetToken(params.resetToken)
      },
      delays: { second: 5 }
    }),
    { input: { ...input, ...overrides } }
  ).start()
  return { actor, calls, more, verified, resent }
}

describe("oneTimeCodeMachine behaviour", () => {
  it("counts down a minute before a new code may be asked for", () => {
    const actor = createActor(oneTimeCodeMachine, { input: { ...input, cooldownSeconds: undefined } }).start()
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(RESEND_COOLDOWN_SECONDS)
    expect(canResend(actor.getSnapshot())).toBe(false)
    actor.stop()
  })

  it("needs six digits, shown once touched", () => {
    const { actor, verified } = start(async () => SIGNED_IN)
    actor.send({ type: "CHANGE", field: "code", value: "12345" })
    expect(selectCodeErrors(actor.getSnapshot()).code).toBeNull()
    actor.send({ type: "SUBMIT" })
    expect(selectCodeErrors(actor.getSnapshot()).code).toBe(CODE_INVALID)
    expect(verified).toEqual([])
  })

  it("email code: signs the new learner in and sends them to add a phone", async () => {
    const { actor, calls, more, verified } = start(async () => SIGNED_IN, { lastLocation: "/cart" })
    actor.send({ type: "CHANGE", field: "code", value: "123 456" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches({ form: "accepted" }))
    expect(verified).toEqual([{ purpose: "verify-email", email: "dana@example.com", code: "123456" }])
    expect(more.signedIn).toHaveBeenCalledWith({ token: "t1", userInfo: NEW_LEARNER })
    expect(calls.notifySuccess).toHaveBeenCalledWith("Your email is verified.")
    expect(calls.goTo).toHaveBeenCalledWith("/sign-up-phone?lastLocation=%2Fcart")
  })

  it("email code: a learner with an unverified number goes to add-mobile; a verified one to lastLocation", async () => {
    const unverified = start(async () => ({ ...SIGNED_IN, userInfo: UNVERIFIED_PHONE }) as CodeOutcome)
    unverified.actor.send({ type: "CHANGE", field: "code", value: "123456" })
    unverified.actor.send({ type: "SUBMIT" })
    await waitFor(unverified.actor, (s) => s.matches({ form: "accepted" }))
    expect(unverified.calls.goTo).toHaveBeenCalledWith("/add-mobile")

    const verified = start(async () => ({ ...SIGNED_IN, userInfo: LEARNER }) as CodeOutcome, { lastLocation: "/cart" })
    verified.actor.send({ type: "CHANGE", field: "code", value: "123456" })
    verified.actor.send({ type: "SUBMIT" })
    await waitFor(verified.actor, (s) => s.matches({ form: "accepted" }))
    expect(verified.calls.goTo).toHaveBeenCalledWith("/cart")
  })

  it("reset code: keeps the reset token out of the URL and goes to reset the password", async () => {
    const { actor, calls, more } = start(async () => RESET, { purpose: "reset-password" })
    actor.send({ type: "CHANGE", field: "code", value: "654321" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches({ form: "accepted" }))
    expect(more.keepResetToken).toHaveBeenCalledWith("reset-1")
    expect(calls.goTo).toHaveBeenCalledWith("/reset-password")
  })

  it("phone code: updates the session's profile and goes to lastLocation", async () => {
    const { actor, calls, more } = start(async () => PHONE, { purpose: "verify-phone", email: null, lastLocation: "/profile" })
    actor.send({ type: "CHANGE", field: "code", value: "111111" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches({ form: "accepted" }))
    expect(more.profileChanged).toHaveBeenCalledWith(LEARNER)
    expect(calls.goTo).toHaveBeenCalledWith("/profile")
  })

  it("a wrong code goes to the shared handler and the learner may try again", async () => {
    const { actor, calls } = start(() => Promise.reject(INVALID_CODE))
    actor.send({ type: "CHANGE", field: "code", value: "000000" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches({ form: "editing" }))
    expect(calls.notifyFailure).toHaveBeenCalledWith(INVALID_CODE)
    expect(calls.goTo).not.toHaveBeenCalled()
  })

  it("after the countdown a new code can be asked for once, then the countdown starts again", async () => {
    const { actor, calls, resent } = start(async () => SIGNED_IN, { cooldownSeconds: 3 })
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(3)
    await waitFor(actor, canResend)
    actor.send({ type: "RESEND" })
    actor.send({ type: "RESEND" })
    await waitFor(actor, (s) => s.matches({ resend: "coolingDown" }))
    expect(resent).toEqual([{ purpose: "verify-email", email: "dana@example.com" }])
    expect(calls.notifySuccess).toHaveBeenCalledWith("Sent again.")
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(3)
  })

  it("a refused resend is reported and may be tried again", async () => {
    const { actor, calls } = start(
      async () => SIGNED_IN,
      { cooldownSeconds: 1 },
      () => Promise.reject(INVALID_CODE)
    )
    await waitFor(actor, canResend)
    actor.send({ type: "RESEND" })
    await waitFor(actor, (s) => s.matches({ resend: "ready" }) && calls.notifyFailure.mock.calls.length === 1)
    expect(calls.notifyFailure).toHaveBeenCalledWith(INVALID_CODE)
  })
})
