import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import {
  type AfterSuccess,
  firstVisibleMessage,
  formMachine,
  type FormMessages,
  isFormBusy,
  provideForm,
  selectFormValues,
  selectRefusals,
  type TypedFormSnapshot,
  visibleMessage,
  visibleMessages
} from "../../../src/machines/shared/form.machine.ts"
import { UNREACHABLE } from "./fixtures.ts"
import { computePathCoverage, replayPath } from "./path-coverage.ts"
import { recordCoverage } from "./coverage-record.ts"

const REQUIRED = "Please enter your name."
const MESSAGES_NONE: FormMessages = { name: null }
const MESSAGES_NAME: FormMessages = { name: REQUIRED }
const ISSUES = { _tag: "ApiFailure", reason: "Invalid", status: 400, message: "Taken.", issues: [{ path: "name", message: "Taken." }] } as const

const coverageFor = (afterSuccess: AfterSuccess) => {
  const input = { values: { name: "" }, afterSuccess }
  return {
    input,
    coverage: computePathCoverage(formMachine, {
      input,
      // The guards read only the messages an event carries and afterSuccess: values and touches tell nothing apart.
      stableContext: (context) => ({ refused: (context as { refusals: number }).refusals > 0 }),
      events: [
        { type: "CHANGE", field: "name", value: "Dana" },
        { type: "BLUR", field: "name" },
        { type: "SUBMIT" },
        { type: "LOAD", values: { name: "Lee" } },
        { type: "xstate.done.actor.validate", output: MESSAGES_NAME },
        { type: "xstate.error.actor.validate", error: UNREACHABLE },
        { type: "xstate.done.actor.check", output: MESSAGES_NONE },
        { type: "xstate.done.actor.check", output: MESSAGES_NAME },
        { type: "xstate.error.actor.check", error: UNREACHABLE },
        { type: "xstate.done.actor.submit", output: "Saved." },
        { type: "xstate.error.actor.submit", error: ISSUES }
      ]
    })
  }
}

const runs = (["done", "reset", "keep"] as const).map(coverageFor)

describe("formMachine path coverage", () => {
  it("reaches every state and takes every transition (with each afterSuccess)", () => {
    const entry = recordCoverage(...runs.map((run) => run.coverage))
    expect(entry.states.missing).toEqual([])
    expect(entry.transitions.missing).toEqual([])
  })

  it.each(runs.flatMap((run) => run.coverage.paths.map((path) => [`${run.input.afterSuccess}: ${path.description}`, run, path] as const)))(
    "replays %s",
    (_, run, path) => {
      const stableContext = (context: unknown) => ({ refused: (context as { refusals: number }).refusals > 0 })
      expect(replayPath(formMachine, path, { input: run.input, stableContext })).toEqual(path.expected)
    }
  )
})

interface Values extends Record<string, unknown> {
  readonly name: string
  readonly email: string
}

const EMPTY: Values = { name: "", email: "" }
const check = (values: Values): FormMessages => ({ name: values.name.trim() === "" ? REQUIRED : null, email: values.email.includes("@") ? null : "No @." })

const start = (submit: (values: Values) => Promise<string>, afterSuccess: AfterSuccess = "done") => {
  const sent: Array<Values> = []
  const submitted = vi.fn()
  const failed = vi.fn()
  const logic = provideForm<Values, string>({
    validate: fromPromise(async ({ input }) => check(input)),
    submit: fromPromise(({ input }) => (sent.push(input), submit(input))),
    submitted,
    failed
  })
  const actor = createActor(logic, { input: { values: EMPTY, afterSuccess, about: { from: "/x" } } }).start()
  const snapshot = () => actor.getSnapshot() as TypedFormSnapshot<Values>
  const settled = () =>
    waitFor(actor, (s) => s.matches({ editing: "ready" }) || s.matches({ editing: "invalid" }) || s.matches({ editing: "failed" }) || s.status === "done")
  return { actor, snapshot, sent, submitted, failed, settled }
}

describe("formMachine behaviour", () => {
  it("checks on change and on blur, and shows a message only once its field is touched", async () => {
    const { actor, snapshot, settled } = start(async () => "ok")
    actor.send({ type: "CHANGE", field: "email", value: "dana" })
    await settled()
    expect(visibleMessages(snapshot(), ["name", "email"])).toEqual({ name: null, email: null })
    actor.send({ type: "BLUR", field: "email" })
    await settled()
    expect(visibleMessage("email")(snapshot())).toBe("No @.")
    expect(selectFormValues(snapshot())).toEqual({ name: "", email: "dana" })
  })

  it("refuses a submit its checks fail: every field touched, counted, nothing sent", async () => {
    const { actor, snapshot, sent, settled } = start(async () => "ok")
    actor.send({ type: "SUBMIT" })
    await settled()
    expect(snapshot().matches({ editing: "invalid" })).toBe(true)
    expect(visibleMessages(snapshot(), ["name", "email"])).toEqual({ name: REQUIRED, email: "No @." })
    expect(firstVisibleMessage(snapshot(), ["email", "name"])).toBe("email")
    expect(selectRefusals(snapshot())).toBe(1)
    expect(sent).toEqual([])
  })

  it("sends the values, is busy meanwhile, and hands the answer and the start's `about` to submitted", async () => {
    const { actor, snapshot, sent, submitted } = start(async () => "Welcome.")
    actor.send({ type: "CHANGE", field: "name", value: "Dana" })
    actor.send({ type: "CHANGE", field: "email", value: "d@x.io" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("submitting"))
    expect(isFormBusy(snapshot())).toBe(true)
    await waitFor(actor, (s) => s.status === "done")
    expect(sent).toEqual([{ name: "Dana", email: "d@x.io" }])
    expect(submitted).toHaveBeenCalledWith({ output: "Welcome.", values: { name: "Dana", email: "d@x.io" }, about: { from: "/x" } })
  })

  it("empties after a success with afterSuccess reset, and keeps what was sent as the new start with keep", async () => {
    for (const afterSuccess of ["reset", "keep"] as const) {
      const { actor, snapshot } = start(async () => "ok", afterSuccess)
      actor.send({ type: "CHANGE", field: "name", value: "Dana" })
      actor.send({ type: "CHANGE", field: "email", value: "d@x.io" })
      actor.send({ type: "SUBMIT" })
      await waitFor(actor, (s) => s.matches("submitting"))
      await waitFor(actor, (s) => s.matches("editing"))
      expect(selectFormValues(snapshot())).toEqual(afterSuccess === "reset" ? EMPTY : { name: "Dana", email: "d@x.io" })
      expect(snapshot().context.touched).toEqual({ name: false, email: false })
    }
  })

  it("shows the server's message under its field until that field changes, and hands the failure to failed", async () => {
    const { actor, snapshot, failed, settled } = start(async () => Promise.reject(ISSUES))
    actor.send({ type: "CHANGE", field: "name", value: "Dana" })
    actor.send({ type: "CHANGE", field: "email", value: "d@x.io" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches({ editing: "failed" }))
    expect(visibleMessage("name")(snapshot())).toBe("Taken.")
    expect(failed).toHaveBeenCalledWith({ error: ISSUES, values: { name: "Dana", email: "d@x.io" } })
    actor.send({ type: "CHANGE", field: "name", value: "Dana Lee" })
    await settled()
    expect(visibleMessage("name")(snapshot())).toBeNull()
  })

  it("starts again from new values on LOAD", async () => {
    const { actor, snapshot, settled } = start(async () => "ok")
    actor.send({ type: "BLUR", field: "name" })
    await settled()
    actor.send({ type: "LOAD", values: { name: "Lee", email: "l@x.io" } })
    expect(selectFormValues(snapshot())).toEqual({ name: "Lee", email: "l@x.io" })
    expect(visibleMessage("name")(snapshot())).toBeNull()
  })
})
