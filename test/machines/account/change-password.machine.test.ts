import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { PASSWORD_LENGTH, PASSWORD_REQUIRED, PASSWORDS_DIFFER } from "../../../src/domain/account/account-rules.ts"
import {
  changePasswordMachine,
  firstInvalidPasswordField,
  type PasswordValues,
  selectPasswordValues,
  visiblePasswordError
} from "../../../src/machines/account/change-password.machine.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { WRONG_OLD_PASSWORD } from "./profile-fixtures.ts"

const CHANGED = "Your password has been changed. Your other devices have been signed out."

const coverage = computePathCoverage(changePasswordMachine, {
  events: [
    { type: "CHANGED", field: "oldPassword", value: "Old-password-1" },
    { type: "CHANGED", field: "newPassword", value: "New-password-1" },
    { type: "CHANGED", field: "confirmPassword", value: "New-password-1" },
    { type: "BLURRED", field: "newPassword" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.changePassword", output: CHANGED },
    { type: "xstate.error.actor.changePassword", error: WRONG_OLD_PASSWORD }
  ]
})

describe("changePasswordMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(changePasswordMachine, path)).toEqual(path.expected)
  })
})

const start = (change: (values: PasswordValues) => Promise<string>) => {
  const calls: Array<PasswordValues> = []
  const notifySuccess = vi.fn<(message: string) => void>()
  const notifyFailure = vi.fn<(error: unknown) => void>()
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise<string, PasswordValues>(({ input }) => {
          calls.push(input)
          return change(input)
        })
      },
      actions: {
        notifySuccess: (_, params) => notifySuccess(params.message),
        notifyFailure: (_, params) => notifyFailure(params.error)
      }
    })
  ).start()
  const fill = (values: Partial<PasswordValues>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: "CHANGED", field: field as keyof PasswordValues, value })
    }
  }
  return { actor, calls, fill, notifySuccess, notifyFailure }
}

describe("changePasswordMachine behaviour", () => {
  it("shows the length rule and the mismatch only once the fields are touched", () => {
    const { actor, fill } = start(async () => CHANGED)
    fill({ newPassword: "short", confirmPassword: "other" })
    expect(visiblePasswordError("newPassword")(actor.getSnapshot())).toBeNull()
    actor.send({ type: "BLURRED", field: "newPassword" })
    actor.send({ type: "BLURRED", field: "confirmPassword" })
    expect(visiblePasswordError("newPassword")(actor.getSnapshot())).toBe(PASSWORD_LENGTH)
    expect(visiblePasswordError("confirmPassword")(actor.getSnapshot())).toBe(PASSWORDS_DIFFER)
    fill({ newPassword: "x".repeat(129) })
    expect(visiblePasswordError("newPassword")(actor.getSnapshot())).toBe(PASSWORD_LENGTH)
    fill({ newPassword: "long-enough", confirmPassword: "long-enough" })
    expect(visiblePasswordError("newPassword")(actor.getSnapshot())).toBeNull()
    expect(visiblePasswordError("confirmPassword")(actor.getSnapshot())).toBeNull()
  })

  it("refuses an incomplete form, shows every problem and names the first field", () => {
    const { actor, calls } = start(async () => CHANGED)
    actor.send({ type: "SUBMIT" })
    expect(calls).toEqual([])
    expect(visiblePasswordError("oldPassword")(actor.getSnapshot())).toBe(PASSWORD_REQUIRED)
    expect(visiblePasswordError("newPassword")(actor.getSnapshot())).toBe(PASSWORD_LENGTH)
    expect(visiblePasswordError("confirmPassword")(actor.getSnapshot())).toBe(PASSWORDS_DIFFER)
    expect(firstInvalidPasswordField(actor.getSnapshot())).toBe("oldPassword")
  })

  it("sends the three fields, toasts the server's message and resets the form", async () => {
    const { actor, calls, fill, notifySuccess } = start(async () => CHANGED)
    fill({ oldPassword: "Demo-Learner-2026", newPassword: "New-password-1", confirmPassword: "New-password-1" })
    actor.send({ type: "SUBMIT" })
    const snapshot = await waitFor(actor, (s) => s.matches("editing"))
    expect(calls).toEqual([{ oldPassword: "Demo-Learner-2026", newPassword: "New-password-1", confirmPassword: "New-password-1" }])
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith(CHANGED)
    expect(selectPasswordValues(snapshot)).toEqual({ oldPassword: "", newPassword: "", confirmPassword: "" })
    expect(firstInvalidPasswordField(snapshot)).toBeNull()
  })

  it("shows the server's message under the current password until it is retyped", async () => {
    const { actor, fill, notifyFailure } = start(() => Promise.reject(WRONG_OLD_PASSWORD))
    fill({ oldPassword: "wrong-password", newPassword: "New-password-1", confirmPassword: "New-password-1" })
    actor.send({ type: "SUBMIT" })
    const snapshot = await waitFor(actor, (s) => s.matches("editing"))
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith(WRONG_OLD_PASSWORD)
    expect(visiblePasswordError("oldPassword")(snapshot)).toBe(WRONG_OLD_PASSWORD.message)
    expect(selectPasswordValues(snapshot).newPassword).toBe("New-password-1")
    fill({ oldPassword: "Demo-Learner-2026" })
    expect(visiblePasswordError("oldPassword")(actor.getSnapshot())).toBeNull()
  })
})
