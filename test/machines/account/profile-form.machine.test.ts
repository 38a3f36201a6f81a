import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { Profile } from "../../../src/api/account/profile.ts"
import { NAME_REQUIRED, NAME_TOO_LONG, PHONE_INVALID } from "../../../src/domain/account/account-rules.ts"
import {
  firstInvalidProfileField,
  isEditingProfile,
  profileFormMachine,
  type ProfileSaved,
  type ProfileUpdate,
  visibleProfileError
} from "../../../src/machines/account/profile-form.machine.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import { INVALID_PHONE, PHONE_ISSUE, PROFILE } from "./profile-fixtures.ts"

const SAVED: ProfileSaved = { message: "Your profile has been updated.", profile: { ...PROFILE, name: "Dana D." } }

const coverage = computePathCoverage(profileFormMachine, {
  events: [
    { type: "EDIT", profile: PROFILE },
    { type: "NAME_CHANGED", value: "" },
    { type: "PHONE_CHANGED", value: "555" },
    { type: "FIELD_BLURRED", field: "name" },
    { type: "CANCEL" },
    { type: "SUBMIT" },
    { type: "xstate.done.actor.updateProfile", output: SAVED },
    { type: "xstate.error.actor.updateProfile", error: INVALID_PHONE }
  ]
})

describe("profileFormMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(profileFormMachine, path)).toEqual(path.expected)
  })
})

const start = (save: (input: ProfileUpdate) => Promise<ProfileSaved>) => {
  const calls: Array<ProfileUpdate> = []
  const profileSaved = vi.fn<(profile: Profile) => void>()
  const notifySuccess = vi.fn<(message: string) => void>()
  const notifyFailure = vi.fn<(error: unknown) => void>()
  const actor = createActor(
    profileFormMachine.provide({
      actors: {
        updateProfile: fromPromise<ProfileSaved, ProfileUpdate>(({ input }) => {
          calls.push(input)
          return save(input)
        })
      },
      actions: {
        profileSaved: (_, params) => profileSaved(params.profile),
        notifySuccess: (_, params) => notifySuccess(params.message),
        notifyFailure: (_, params) => notifyFailure(params.error)
      }
    })
  ).start()
  return { actor, calls, profileSaved, notifySuccess, notifyFailure }
}

describe("profileFormMachine behaviour", () => {
  it("starts editing with the profile's name and phone, no errors shown", () => {
    const { actor } = start(async () => SAVED)
    expect(isEditingProfile(actor.getSnapshot())).toBe(false)
    actor.send({ type: "EDIT", profile: PROFILE })
    expect(actor.getSnapshot().context).toMatchObject({ name: "Dana Demo", phone: "(512) 555-0199" })
    expect(visibleProfileError("name")(actor.getSnapshot())).toBeNull()
  })

  it("shows a field's error only once it is touched, and clears it on a valid change", () => {
    const { actor } = start(async () => SAVED)
    actor.send({ type: "EDIT", profile: PROFILE })
    actor.send({ type: "PHONE_CHANGED", value: "555-01" })
    expect(visibleProfileError("phone")(actor.getSnapshot())).toBeNull()
    actor.send({ type: "FIELD_BLURRED", field: "phone" })
    expect(visibleProfileError("phone")(actor.getSnapshot())).toBe(PHONE_INVALID)
    actor.send({ type: "PHONE_CHANGED", value: "1 (512) 555-0100" })
    expect(visibleProfileError("phone")(actor.getSnapshot())).toBeNull()
  })

  it("refuses to submit invalid fields and names the first one for focus", () => {
    const { actor, calls } = start(async () => SAVED)
    actor.send({ type: "EDIT", profile: PROFILE })
    actor.send({ type: "NAME_CHANGED", value: "   " })
    actor.send({ type: "PHONE_CHANGED", value: "12" })
    actor.send({ type: "SUBMIT" })
    expect(calls).toEqual([])
    expect(visibleProfileError("name")(actor.getSnapshot())).toBe(NAME_REQUIRED)
    expect(visibleProfileError("phone")(actor.getSnapshot())).toBe(PHONE_INVALID)
    expect(firstInvalidProfileField(actor.getSnapshot())).toBe("name")
    actor.send({ type: "NAME_CHANGED", value: "x".repeat(101) })
    expect(visibleProfileError("name")(actor.getSnapshot())).toBe(NAME_TOO_LONG)
  })

  it("saves trimmed values, toasts the server's message and hands the profile to the session", async () => {
    const { actor, calls, profileSaved, notifySuccess, notifyFailure } = start(async () => SAVED)
    actor.send({ type: "EDIT", profile: PROFILE })
    actor.send({ type: "NAME_CHANGED", value: "  Dana D. " })
    actor.send({ type: "PHONE_CHANGED", value: " (512) 555-0100 " })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("viewing"))
    expect(calls).toEqual([{ name: "Dana D.", phone: "(512) 555-0100" }])
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith(SAVED.message)
    expect(profileSaved).toHaveBeenCalledExactlyOnceWith(SAVED.profile)
    expect(notifyFailure).not.toHaveBeenCalled()
  })

  it("on a refused save keeps editing, reports the failure and shows the server's field message", async () => {
    const { actor, notifyFailure, profileSaved } = start(() => Promise.reject(INVALID_PHONE))
    actor.send({ type: "EDIT", profile: PROFILE })
    actor.send({ type: "SUBMIT" })
    const snapshot = await waitFor(actor, (s) => s.matches("editing"))
    expect(notifyFailure).toHaveBeenCalledExactlyOnceWith(INVALID_PHONE)
    expect(profileSaved).not.toHaveBeenCalled()
    expect(visibleProfileError("phone")(snapshot)).toBe(PHONE_ISSUE)
  })

  it("keeps what was typed when the shop cannot be reached", async () => {
    const { actor } = start(() => Promise.reject(UNREACHABLE))
    actor.send({ type: "EDIT", profile: PROFILE })
    actor.send({ type: "NAME_CHANGED", value: "Dana New" })
    actor.send({ type: "SUBMIT" })
    const snapshot = await waitFor(actor, (s) => s.matches("editing"))
    expect(snapshot.context.name).toBe("Dana New")
  })
})
