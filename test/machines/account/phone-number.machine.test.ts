import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { PHONE_INVALID } from "../../../src/domain/account/account-rules.ts"
import { phoneNumberErrors, phoneNumberMachine, selectPhoneErrors } from "../../../src/machines/account/phone-number.machine.ts"
import { INVALID_CODE, recordingActions, validityOf } from "./auth-fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"

const SENT = "We have sent a 6-digit code to your phone."
const input = { phone: null, lastLocation: "/cart" }
const stableContext = validityOf(phoneNumberErrors as never)

const coverage = computePathCoverage(phoneNumberMachine, {
  input,
  stableContext,
  simplePaths: true,
  events: [
    { type: "CHANGE", field: "phone", value: "555-0199" },
    { type: "CHANGE", field: "phone", value: "(512) 555-0199" },
    { type: "BLUR", field: "phone" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.addMobile", output: SENT },
    { type: "xstate.error.actor.addMobile", error: INVALID_CODE }
  ]
})

describe("phoneNumberMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(phoneNumberMachine, path, { input, stableContext })).toEqual(path.expected)
  })
})

describe("phoneNumberMachine behaviour", () => {
  const start = (add: () => Promise<string>, phone: string | null = null) => {
    const { calls, actions } = recordingActions()
    const sent: Array<string> = []
    const actor = createActor(
      phoneNumberMachine.provide({
        actors: { addMobile: fromPromise<string, { readonly phone: string }>(({ input }) => (sent.push(input.phone), add())) },
        actions
      }),
      { input: { phone, lastLocation: "/cart" } }
    ).start()
    return { actor, calls, sent }
  }

  it("needs a US phone number", () => {
    const { actor, sent } = start(async () => SENT)
    actor.send({ type: "CHANGE", field: "phone", value: "555-0199" })
    actor.send({ type: "SUBMIT" })
    expect(selectPhoneErrors(actor.getSnapshot()).phone).toBe(PHONE_INVALID)
    expect(sent).toEqual([])
  })

  it("starts from the profile's number, sends the code and goes to the phone code screen", async () => {
    const { actor, calls, sent } = start(async () => SENT, "(512) 555-0199")
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.status === "done")
    expect(sent).toEqual(["(512) 555-0199"])
    expect(calls.notifySuccess).toHaveBeenCalledWith(SENT)
    expect(calls.goTo).toHaveBeenCalledWith("/verify-phone-otp?lastLocation=%2Fcart")
  })

  it("stays and reports a failure", async () => {
    const { actor, calls } = start(() => Promise.reject(INVALID_CODE), "(512) 555-0199")
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(calls.notifyFailure).toHaveBeenCalledWith(INVALID_CODE)
  })
})
