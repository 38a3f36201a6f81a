/**
 * The content machines as main.tsx wires them (src/wiring/content/content-wiring.ts):
 * fromEffect on the app runtime, toasts through the Toasts service and the
 * shared error handler. Only fetch, the toast display, the session and the
 * page around them are fakes.
 */
import { Effect, Layer } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { BlogPostId } from "../../../src/api/shared/ids.ts"
import type { SessionSnapshot } from "../../../src/machines/account/session.machine.ts"
import { makeApiClientLayer } from "../../../src/services/shared/api-client.ts"
import { toApiFailure } from "../../../src/services/shared/api-failure.ts"
import { reportApiFailure } from "../../../src/services/shared/error-handler.ts"
import { type AppRuntime, makeAppRuntime } from "../../../src/services/shared/runtime.ts"
import { readyRuntime } from "../../../src/services/shared/lazy-runtime.ts"
import { type ShownToast, Toasts } from "../../../src/services/shared/toasts.ts"
import { makeContentMachines, signInHref } from "../../../src/wiring/content/content-wiring.ts"
import { type Answer, json, makeFakeFetch } from "../shared/fake-fetch.ts"

const runtimes: Array<AppRuntime> = []
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.dispose()))
})

const makeContent = (answer: Answer, signedIn: boolean) => {
  const shown: Array<ShownToast> = []
  const prompts: Array<{ message: string; href: string }> = []
  const fake = makeFakeFetch(answer)
  const runtime = makeAppRuntime(
    Layer.mergeAll(makeApiClientLayer("http://shop.test", { fetch: fake.fetch, readToken: () => (signedIn ? "tok" : null) }), Toasts.layerRecording(shown))
  )
  runtimes.push(runtime)
  const notifiers = {
    toastSuccess: (message: string) => void runtime.runFork(Toasts.use((toasts) => toasts.success(message))),
    toastInfo: (message: string) => void runtime.runFork(Toasts.use((toasts) => toasts.info(message))),
    reportFailure: (error: unknown) => void runtime.runFork(reportApiFailure(toApiFailure(error)))
  }
  const session = { getSnapshot: () => ({ context: { isLogin: signedIn } }) as unknown as SessionSnapshot }
  const machines = makeContentMachines(readyRuntime(runtime), notifiers, session, {
    currentLocation: () => "/blog-detail/b1?from=list",
    askToSignIn: (message, href) => void prompts.push({ message, href })
  })
  return { machines, shown, prompts, seen: fake.seen }
}

const flush = () => Effect.runPromise(Effect.sleep(10))

describe("content machines on the real services", () => {
  it("a guest's like asks them to sign in and come back, and calls nothing", () => {
    const { machines, prompts, seen } = makeContent(() => json(500, {}), false)
    const actor = createActor(machines.reaction, { input: { target: "blog", id: "b1", likes: 2, dislikes: 0, reaction: null } }).start()
    actor.send({ type: "LIKE" })
    expect(prompts).toEqual([{ message: "Sign in to like or dislike.", href: "/sign-in?lastLocation=%2Fblog-detail%2Fb1%3Ffrom%3Dlist" }])
    expect(seen).toEqual([])
    expect(actor.getSnapshot().context.likes).toBe(2)
  })

  it("a signed-in like calls likeBlog and takes the server's counts", async () => {
    const { machines, seen, shown } = makeContent(() => json(200, { message: "You liked this post.", data: { likes: 7, dislikes: 0, reaction: "like" } }), true)
    const actor = createActor(machines.reaction, { input: { target: "blog", id: "b1", likes: 2, dislikes: 0, reaction: null } }).start()
    actor.send({ type: "LIKE" })
    expect(actor.getSnapshot().context.likes).toBe(3)
    await waitFor(actor, (s) => s.matches("idle"))
    expect(actor.getSnapshot().context).toMatchObject({ likes: 7, reaction: "like" })
    expect(seen[0]!.url).toBe("http://shop.test/api/v1/u/blog/likeBlog/b1")
    // A reaction is not worth a toast.
    expect(shown).toEqual([])
  })

  it("a failed comment reaction rolls back and shows the server's message", async () => {
    const { machines, shown } = makeContent(() => json(404, { _tag: "NotFound", message: "This comment does not exist." }), true)
    const actor = createActor(machines.reaction, { input: { target: "comment", id: "c1", likes: 0, dislikes: 1, reaction: "dislike" } }).start()
    actor.send({ type: "DISLIKE" })
    expect(actor.getSnapshot().context).toMatchObject({ dislikes: 0, reaction: null })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(actor.getSnapshot().context).toMatchObject({ likes: 0, dislikes: 1, reaction: "dislike" })
    await flush()
    expect(shown).toEqual([{ kind: "error", message: "This comment does not exist." }])
  })

  it("a posted comment is toasted and kept for the thread", async () => {
    const comment = { _id: "c2", blogId: "b1", authorName: "Dana Demo", comment: "Thanks!", createdAt: "2026-11-22T10:00:00.000Z", likes: 0, dislikes: 0 }
    const { machines, shown } = makeContent(() => json(200, { message: "Your comment was posted.", data: comment }), true)
    const actor = createActor(machines.commentForm, { input: { blogId: BlogPostId.make("b1") } }).start()
    actor.send({ type: "CHANGED", value: "Thanks!" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.context.posted.length === 1)
    await flush()
    expect(shown).toEqual([{ kind: "success", message: "Your comment was posted." }])
  })

  it("the contact form toasts the server's message", async () => {
    const { machines, shown, seen } = makeContent(() => json(200, { message: "Thank you for writing to us." }), false)
    const actor = createActor(machines.contactForm, {
      input: { values: { name: "", email: "", subject: "", message: "" }, afterSuccess: "reset" }
    }).start()
    for (const [field, value] of [
      ["name", "Priya"],
      ["email", "priya@example.com"],
      ["subject", "Invoice"],
      ["message", "Please send an invoice."]
    ] as const) {
      actor.send({ type: "CHANGE", field, value })
    }
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("editing") && s.context.values.name === "")
    await flush()
    expect(shown).toEqual([{ kind: "success", message: "Thank you for writing to us." }])
    expect(seen[0]!.url).toBe("http://shop.test/api/v1/u/public/contactUs")
  })

  it("builds the sign-in path as the routes do", () => {
    expect(signInHref("/blog-detail/b1")).toBe("/sign-in?lastLocation=%2Fblog-detail%2Fb1")
  })
})
