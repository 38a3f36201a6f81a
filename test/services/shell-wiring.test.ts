/**
 * The shell machines provided with the real services, the way main.tsx wires
 * them: fromEffect on the app runtime, toasts through the Toasts service and
 * the shared error handler. Only fetch and the toast display are fakes.
 */
import { Effect, Layer } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { newsletterMachine } from "../../src/machines/newsletter.machine.ts"
import { siteContentMachine } from "../../src/machines/site-content.machine.ts"
import { makeApiClientLayer } from "../../src/services/api-client.ts"
import { toApiFailure } from "../../src/services/api-failure.ts"
import { fromEffect } from "../../src/services/effect-actor.ts"
import { reportApiFailure } from "../../src/services/error-handler.ts"
import { type AppRuntime, makeAppRuntime } from "../../src/services/runtime.ts"
import { loadFooter, loadMenu, subscribeToNewsletter } from "../../src/services/shop-calls.ts"
import { type ShownToast, Toasts } from "../../src/services/toasts.ts"
import { type Answer, json, makeFakeFetch } from "./fake-fetch.ts"

const runtimes: Array<AppRuntime> = []
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.dispose()))
})

const makeShell = (answer: Answer) => {
  const shown: Array<ShownToast> = []
  const fake = makeFakeFetch(answer)
  const runtime = makeAppRuntime(Layer.mergeAll(
    makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => null }),
    Toasts.layerRecording(shown)
  ))
  runtimes.push(runtime)
  const newsletter = newsletterMachine.provide({
    actors: { subscribe: fromEffect(runtime, ({ email }: { readonly email: string }) => subscribeToNewsletter(email)) },
    actions: {
      notifySuccess: (_, { message }) => void runtime.runFork(Toasts.use((toasts) => toasts.success(message))),
      notifyFailure: (_, { error }) => void runtime.runFork(reportApiFailure(toApiFailure(error)))
    }
  })
  const siteContent = siteContentMachine.provide({
    actors: { loadMenu: fromEffect(runtime, () => loadMenu), loadFooter: fromEffect(runtime, () => loadFooter) }
  })
  return { shown, seen: fake.seen, newsletter, siteContent }
}

const flush = () => Effect.runPromise(Effect.sleep(10))

describe("shell machines on the real services", () => {
  it("newsletter: success toasts the server's message and resets", async () => {
    const shell = makeShell(() => json(200, { message: "Thank you for subscribing to our newsletter." }))
    const actor = createActor(shell.newsletter).start()
    actor.send({ type: "EMAIL_CHANGED", value: "learner@example.com" })
    actor.send({ type: "SUBMIT" })
    const snapshot = await waitFor(actor, (s) => s.matches("editing"))
    await flush()
    expect(shell.shown).toEqual([{ kind: "success", message: "Thank you for subscribing to our newsletter." }])
    expect(snapshot.context.email).toBe("")
  })

  it("newsletter: a 409 toasts the server's message as an error and keeps the email", async () => {
    const shell = makeShell(() => json(409, { message: "This email is already subscribed to our newsletter." }))
    const actor = createActor(shell.newsletter).start()
    actor.send({ type: "EMAIL_CHANGED", value: "learner@example.com" })
    actor.send({ type: "SUBMIT" })
    const snapshot = await waitFor(actor, (s) => s.matches("editing"))
    await flush()
    expect(shell.shown).toEqual([{ kind: "error", message: "This email is already subscribed to our newsletter." }])
    expect(snapshot.context.email).toBe("learner@example.com")
  })

  it("site content: loads menu and footer; a failing footer is just a state", async () => {
    const shell = makeShell((request) =>
      request.url.endsWith("/public/get/menu")
        ? json(200, { data: [{ _id: "c1", name: "Cloud", subCategories: [], exams: [] }] })
        : json(404, { message: "No footer yet." })
    )
    const actor = createActor(shell.siteContent).start()
    const snapshot = await waitFor(actor, (s) => s.matches({ menu: "ready", footer: "failed" }))
    expect(snapshot.context.menu.map((category) => category.name)).toEqual(["Cloud"])
    expect(snapshot.context.footer).toBeNull()
    expect(shell.shown).toEqual([])
  })
})
