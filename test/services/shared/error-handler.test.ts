import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { ApiFailure } from "../../../src/services/shared/api-failure.ts"
import { isUnauthorized, reportApiFailure, reportSignInFailure } from "../../../src/services/shared/error-handler.ts"
import { type ShownToast, TOAST_OPTIONS, Toasts } from "../../../src/services/shared/toasts.ts"

const report = (failure: ApiFailure) => {
  const shown: Array<ShownToast> = []
  Effect.runSync(Effect.provide(reportApiFailure(failure), Toasts.layerRecording(shown)))
  return shown
}

describe("reportApiFailure", () => {
  it("shows the failure's message as an error toast", () => {
    const shown = report(new ApiFailure({ reason: "Conflict", status: 409, message: "Already subscribed." }))
    expect(shown).toEqual([{ kind: "error", message: "Already subscribed." }])
  })

  it("does not toast a 401: the session handles it", () => {
    expect(report(new ApiFailure({ reason: "Unauthorized", status: 401, message: "Sign in." }))).toEqual([])
  })

  it("recognises a 401 by status as well as by reason", () => {
    expect(isUnauthorized(new ApiFailure({ reason: "Rejected", status: 401, message: "x" }))).toBe(true)
    expect(isUnauthorized(new ApiFailure({ reason: "Unreachable", status: null, message: "x" }))).toBe(false)
  })
})

describe("reportSignInFailure", () => {
  it("shows even a 401: on the sign-in form it means a wrong email or password", () => {
    const shown: Array<ShownToast> = []
    const failure = new ApiFailure({ reason: "Unauthorized", status: 401, message: "Invalid email or password." })
    Effect.runSync(Effect.provide(reportSignInFailure(failure), Toasts.layerRecording(shown)))
    expect(shown).toEqual([{ kind: "error", message: "Invalid email or password." }])
  })
})

describe("TOAST_OPTIONS", () => {
  it("matches spec §9: top-right, 5000 ms, draggable", () => {
    expect(TOAST_OPTIONS).toEqual({ position: "top-right", autoClose: 5000, draggable: true })
  })
})
