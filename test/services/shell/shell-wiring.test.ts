/**
 * The shell actors started by main.tsx's own wiring (src/wiring/shell/shell-wiring.ts):
 * fromEffect on the app runtime, toasts through the Toasts service and the
 * shared error handler (src/wiring/shared/notifiers.ts). Only fetch and the toast
 * display are fakes.
 */
import { Effect, Layer } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { waitFor } from "xstate"
import { makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { type AppRuntime, makeAppRuntime } from "../../../src/services/shared/runtime.ts"
import { readyRuntime } from "../../../src/services/shared/lazy-runtime.ts"
import { type ShownToast, Toasts } from "../../../src/services/shared/toasts.ts"
import type { ShellActors } from "../../../src/ui/shared/app-actors.ts"
import { makeNotifiers } from "../../../src/wiring/shared/notifiers.ts"
import { startShell } from "../../../src/wiring/shell/shell-wiring.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const cleanups: Array<() => void | Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const makeShell = (answer: Answer) => {
  const shown: Array<ShownToast> = []
  const fake = makeFakeFetch(answer)
  const runtime: AppRuntime = makeAppRuntime(
    Layer.mergeAll(makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => null }), Toasts.layerRecording(shown))
  )
  const actors: ShellActors = startShell(readyRuntime(runtime), makeNotifiers(readyRuntime(runtime)))
  cleanups.push(
    () => {
      for (const actor of Object.values(actors)) actor.stop()
    },
    () => runtime.dispose()
  )
  return { shown, seen: fake.seen, ...actors }
}

const flush = () => Effect.runPromise(Effect.sleep(10))

describe("shell machines on the real services", () => {
  it("newsletter: success toasts the server's message and resets", async () => {
    const shell = makeShell(() => json(200, { message: "Thank you for subscribing to our newsletter." }))
    const actor = shell.newsletter
    actor.send({ type: "CHANGE", field: "email", value: "learner@example.com" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("submitting"))
    const snapshot = await waitFor(actor, (s) => s.matches("editing"))
    await flush()
    expect(shell.shown).toEqual([{ kind: "success", message: "Thank you for subscribing to our newsletter." }])
    expect(snapshot.context.values).toEqual({ email: "" })
  })

  it("newsletter: a 409 toasts the server's message as an error and keeps the email", async () => {
    const shell = makeShell(() => json(409, { message: "This email is already subscribed to our newsletter." }))
    const actor = shell.newsletter
    actor.send({ type: "CHANGE", field: "email", value: "learner@example.com" })
    actor.send({ type: "SUBMIT" })
    const snapshot = await waitFor(actor, (s) => s.matches({ editing: "failed" }))
    await flush()
    expect(shell.shown).toEqual([{ kind: "error", message: "This email is already subscribed to our newsletter." }])
    expect(snapshot.context.values).toEqual({ email: "learner@example.com" })
  })

  it("site content: loads menu and footer; a failing footer is just a state", async () => {
    const shell = makeShell((request) =>
      request.url.endsWith("/public/get/menu")
        ? json(200, { data: [{ _id: "c1", name: "Cloud", subCategories: [], exams: [] }] })
        : json(404, { message: "No footer yet." })
    )
    const actor = shell.siteContent
    const snapshot = await waitFor(actor, (s) => s.matches({ menu: "ready", footer: "failed" }))
    expect(snapshot.context.menu.map((category) => category.name)).toEqual(["Cloud"])
    expect(snapshot.context.footer).toBeNull()
    expect(shell.shown).toEqual([])
  })
})
