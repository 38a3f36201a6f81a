import { Redacted } from "effect"
import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { PaymentOutcome, QuoteAnswer } from "../../../src/api/cart/checkout.ts"
import { type CheckoutContext, type ConfirmInput, checkoutMachine, isPaying, keyMaker, type PayInput } from "../../../src/machines/cart/checkout.machine.ts"
import { UNREACHABLE } from "../shared/fixtures.ts"
import { computePathCoverage, replayPath } from "../shared/path-coverage.ts"
import { recordCoverage } from "../shared/coverage-record.ts"
import {
  CARD,
  CARD_NUMBER,
  CVC,
  DECLINED,
  NOT_FOUND,
  ORDER_ID,
  PAID,
  QUOTE,
  QUOTE_CONFLICT,
  quoteOf,
  REFUSED_QUOTE,
  REQUIRES_ACTION
} from "./checkout-fixtures.ts"

// A traversal needs a key it can repeat; the wiring's is random.
const traversable = checkoutMachine.provide({ actions: { newIdempotencyKey: keyMaker(() => "key-1") } })

const coverage = computePathCoverage(traversable, {
  input: {},
  events: [
    { type: "CHECKOUT" },
    { type: "APPLY_COUPON", code: " NOPE " },
    { type: "REMOVE_COUPON" },
    { type: "PAY", card: CARD },
    { type: "AUTHENTICATE", approve: true },
    { type: "RETRY" },
    { type: "EDIT" },
    { type: "xstate.done.actor.fetchQuote", output: QUOTE },
    { type: "xstate.done.actor.fetchQuote", output: REFUSED_QUOTE },
    { type: "xstate.error.actor.fetchQuote", error: UNREACHABLE },
    { type: "xstate.after.quoteExpiry.checkout.quoted" },
    { type: "xstate.done.actor.refreshQuote", output: QUOTE },
    { type: "xstate.error.actor.refreshQuote", error: UNREACHABLE },
    { type: "xstate.done.actor.pay", output: PAID },
    { type: "xstate.done.actor.pay", output: REQUIRES_ACTION },
    { type: "xstate.done.actor.pay", output: DECLINED },
    { type: "xstate.error.actor.pay", error: QUOTE_CONFLICT },
    { type: "xstate.error.actor.pay", error: UNREACHABLE },
    { type: "xstate.done.actor.confirmPayment", output: PAID },
    { type: "xstate.done.actor.confirmPayment", output: REQUIRES_ACTION },
    { type: "xstate.done.actor.confirmPayment", output: DECLINED },
    { type: "xstate.error.actor.confirmPayment", error: UNREACHABLE },
    { type: "xstate.done.actor.resumePayment", output: PAID },
    { type: "xstate.done.actor.resumePayment", output: REQUIRES_ACTION },
    { type: "xstate.done.actor.resumePayment", output: DECLINED },
    { type: "xstate.error.actor.resumePayment", error: NOT_FOUND },
    { type: "xstate.error.actor.resumePayment", error: UNREACHABLE }
  ]
})

describe("checkoutMachine path coverage", () => {
  it("reaches every state and takes every transition", () => {
    recordCoverage(coverage)
    expect(coverage.states.missing).toEqual([])
    expect(coverage.transitions.missing).toEqual([])
  })

  it.each(coverage.paths.map((path) => [path.description, path] as const))("replays %s", (_, path) => {
    expect(replayPath(traversable, path, { input: {} })).toEqual(path.expected)
  })
})

interface Fakes {
  readonly quote?: (couponCode: string | null) => Promise<QuoteAnswer>
  readonly pay?: (input: PayInput) => Promise<PaymentOutcome>
  readonly confirm?: (input: ConfirmInput) => Promise<PaymentOutcome>
  readonly resume?: (key: string) => Promise<PaymentOutcome>
  readonly quoteExpiry?: number
  readonly pendingKey?: string
}

const start = (fakes: Fakes = {}) => {
  const quote = vi.fn(fakes.quote ?? (async () => QUOTE))
  const pay = vi.fn(fakes.pay ?? (async () => PAID))
  const confirm = vi.fn(fakes.confirm ?? (async () => PAID))
  const resume = vi.fn(fakes.resume ?? (async () => PAID))
  const saved: Array<string> = []
  let forgotten = 0
  const receipts: Array<string> = []
  let keys = 0
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        fetchQuote: fromPromise(({ input }) => quote(input.couponCode)),
        pay: fromPromise(({ input }) => pay(input)),
        confirmPayment: fromPromise(({ input }) => confirm(input)),
        resumePayment: fromPromise(({ input }) => resume(input.idempotencyKey))
      },
      actions: {
        newIdempotencyKey: keyMaker(() => `key-${++keys}`),
        saveIdempotencyKey: (_, params) => void saved.push(params.idempotencyKey),
        forgetIdempotencyKey: () => void forgotten++,
        showReceipt: (_, params) => void receipts.push(params.orderId)
      },
      delays: { quoteExpiry: fakes.quoteExpiry ?? 60_000 }
    }),
    { input: { pendingKey: fakes.pendingKey ?? null } }
  )
  const seen: Array<string> = []
  actor.subscribe((snapshot) => seen.push(JSON.stringify(snapshot.value)))
  actor.start()
  return { actor, quote, pay, confirm, resume, saved, receipts, seen, forgotten: () => forgotten }
}

type Harness = ReturnType<typeof start>

const quoted = async (h: Harness) => {
  h.actor.send({ type: "CHECKOUT" })
  await waitFor(h.actor, (s) => s.matches("quoted"))
}

/** Every string reachable in a value, Redacted contents included. */
const strings = (value: unknown, seen = new Set<unknown>()): Array<string> => {
  if (typeof value === "string") return [value]
  if (typeof value !== "object" || value === null || seen.has(value)) return []
  seen.add(value)
  if (Redacted.isRedacted(value)) return strings(Redacted.value(value), seen)
  return Object.values(value).flatMap((inner) => strings(inner, seen))
}

describe("checkoutMachine behaviour", () => {
  it("quotes, pays once with a saved key, forgets it and shows the receipt", async () => {
    const h = start()
    await quoted(h)
    expect(h.actor.getSnapshot().context.quote?.totalCents).toBe(2500)
    h.actor.send({ type: "PAY", card: CARD })
    await waitFor(h.actor, (s) => s.matches("paid"))
    expect(h.pay).toHaveBeenCalledWith({ quoteId: "quote-1", idempotencyKey: "key-1", card: CARD })
    expect(h.saved).toEqual(["key-1"])
    expect(h.forgotten()).toBe(1)
    expect(h.receipts).toEqual(["order-1"])
    expect(h.actor.getSnapshot().context.receiptNumber).toBe("R-000001")
  })

  it("sends one payment when Pay is clicked twice", async () => {
    let settle: (outcome: PaymentOutcome) => void = () => {}
    const h = start({
      pay: () =>
        new Promise((resolve) => {
          settle = resolve
        })
    })
    await quoted(h)
    h.actor.send({ type: "PAY", card: CARD })
    h.actor.send({ type: "PAY", card: CARD })
    expect(isPaying(h.actor.getSnapshot())).toBe(true)
    settle(PAID)
    await waitFor(h.actor, (s) => s.matches("paid"))
    expect(h.pay).toHaveBeenCalledTimes(1)
    expect(h.saved).toEqual(["key-1"])
  })

  it("never keeps the card: not in the context, not in any snapshot", async () => {
    let settle: (outcome: PaymentOutcome) => void = () => {}
    const h = start({
      pay: () =>
        new Promise((resolve) => {
          settle = resolve
        })
    })
    await quoted(h)
    h.actor.send({ type: "PAY", card: CARD })
    const during = h.actor.getSnapshot()
    expect(strings(during.context).filter((s) => s.includes(CARD_NUMBER) || s === CVC)).toEqual([])
    expect(JSON.stringify(h.actor.getPersistedSnapshot())).not.toContain(CARD_NUMBER)
    expect(JSON.stringify(h.actor.getPersistedSnapshot())).not.toContain(`"${CVC}"`)
    // Only the payment actor's input holds it.
    expect(Redacted.value(h.pay.mock.calls[0]![0].card.number)).toBe(CARD_NUMBER)
    settle(PAID)
    const after = await waitFor(h.actor, (s) => s.matches("paid"))
    expect(strings(after.context).filter((s) => s.includes(CARD_NUMBER))).toEqual([])
    expect(JSON.stringify(h.actor.getPersistedSnapshot())).not.toContain(CARD_NUMBER)
    expect(Object.keys(after.context)).not.toContain("card")
  })

  it("keeps the cart after a declined card and returns to the quote with the message", async () => {
    const h = start({ pay: async () => DECLINED })
    await quoted(h)
    h.actor.send({ type: "PAY", card: CARD })
    const snapshot = await waitFor(h.actor, (s) => s.matches({ quoted: "declined" }))
    expect(snapshot.matches("quoted")).toBe(true)
    expect(snapshot.context.declineMessage).toBe("Your card was declined. Try another card.")
    expect(snapshot.context.quote?.totalCents).toBe(2500)
    // The declined key is spent: the next card pays under a new one.
    expect(snapshot.context.idempotencyKey).toBeNull()
    expect(h.forgotten()).toBe(1)
    h.pay.mockImplementation(async () => PAID)
    h.actor.send({ type: "PAY", card: CARD })
    await waitFor(h.actor, (s) => s.matches("paid"))
    expect(h.pay.mock.calls.map(([input]) => input.idempotencyKey)).toEqual(["key-1", "key-2"])
  })

  it("completes a 3-D Secure payment the card holder approves", async () => {
    const h = start({ pay: async () => REQUIRES_ACTION })
    await quoted(h)
    h.actor.send({ type: "PAY", card: CARD })
    await waitFor(h.actor, (s) => s.matches("threeDSecure"))
    expect(h.actor.getSnapshot().context.confirmationId).toBe("conf-1")
    h.actor.send({ type: "AUTHENTICATE", approve: true })
    await waitFor(h.actor, (s) => s.matches("paid"))
    expect(h.confirm).toHaveBeenCalledWith({ orderId: "order-1", confirmationId: "conf-1", approve: true })
    expect(h.pay).toHaveBeenCalledTimes(1)
  })

  it("declines a 3-D Secure payment the card holder refuses, keeping the quote", async () => {
    const refused: PaymentOutcome = {
      status: "declined",
      orderId: ORDER_ID,
      reason: "authentication_failed",
      message: "The card holder did not confirm the payment."
    }
    const h = start({ pay: async () => REQUIRES_ACTION, confirm: async () => refused })
    await quoted(h)
    h.actor.send({ type: "PAY", card: CARD })
    await waitFor(h.actor, (s) => s.matches("threeDSecure"))
    h.actor.send({ type: "AUTHENTICATE", approve: false })
    const snapshot = await waitFor(h.actor, (s) => s.matches({ quoted: "declined" }))
    expect(h.confirm).toHaveBeenCalledWith({ orderId: "order-1", confirmationId: "conf-1", approve: false })
    expect(snapshot.context.declineMessage).toBe("The card holder did not confirm the payment.")
  })

  it("moves an expired quote to quoteExpired and fetches a new one, saying the total changed", async () => {
    const answers = [QUOTE, { data: quoteOf(2700, "quote-2"), couponRefusal: null }]
    const h = start({ quote: async () => answers.shift() ?? QUOTE, quoteExpiry: 20 })
    await quoted(h)
    const renewed = await waitFor(h.actor, (s) => s.matches("quoted") && s.context.quote?._id === "quote-2")
    expect(h.seen).toContain(JSON.stringify("quoteExpired"))
    expect(h.quote).toHaveBeenCalledTimes(2)
    expect(renewed.context.quote?.totalCents).toBe(2700)
    expect(renewed.context.totalChangedFrom).toBe(2500)
    h.actor.stop()
  })

  it("fetches a new quote when paying answers that the quote changed, without charging", async () => {
    const h = start({ pay: async () => Promise.reject(QUOTE_CONFLICT) })
    await quoted(h)
    h.actor.send({ type: "PAY", card: CARD })
    await waitFor(h.actor, (s) => s.matches("quoteExpired"))
    const snapshot = await waitFor(h.actor, (s) => s.matches("quoted"))
    expect(snapshot.context.failureMessage).toBe(QUOTE_CONFLICT.message)
    expect(snapshot.context.idempotencyKey).toBeNull()
    expect(h.quote).toHaveBeenCalledTimes(2)
  })

  it("resumes the same order after a reload instead of charging again", async () => {
    const h = start({ pendingKey: "key-9" })
    const snapshot = await waitFor(h.actor, (s) => s.matches("paid"))
    expect(h.resume).toHaveBeenCalledWith("key-9")
    expect(h.pay).not.toHaveBeenCalled()
    expect(h.quote).not.toHaveBeenCalled()
    expect(snapshot.context.orderId).toBe("order-1")
    expect(h.forgotten()).toBe(1)
  })

  it("prices the cart again when the reloaded key never reached the server", async () => {
    const h = start({ pendingKey: "key-9", resume: async () => Promise.reject(NOT_FOUND) })
    const snapshot = await waitFor(h.actor, (s) => s.matches("quoted"))
    expect(snapshot.context.idempotencyKey).toBeNull()
    expect(h.forgotten()).toBe(1)
    expect(h.pay).not.toHaveBeenCalled()
  })

  it("keeps the key when paying fails on the network, and RETRY asks about it instead of paying again", async () => {
    const h = start({ pay: async () => Promise.reject(UNREACHABLE) })
    await quoted(h)
    h.actor.send({ type: "PAY", card: CARD })
    const failed = await waitFor(h.actor, (s) => s.matches("failed"))
    expect(failed.context.idempotencyKey).toBe("key-1")
    h.actor.send({ type: "EDIT" })
    expect(h.actor.getSnapshot().matches("failed")).toBe(true)
    h.actor.send({ type: "RETRY" })
    await waitFor(h.actor, (s) => s.matches("paid"))
    expect(h.resume).toHaveBeenCalledWith("key-1")
    expect(h.pay).toHaveBeenCalledTimes(1)
  })

  it("shows a refused coupon's reason and prices without it", async () => {
    const h = start({ quote: async (code) => (code === null ? QUOTE : REFUSED_QUOTE) })
    await quoted(h)
    h.actor.send({ type: "APPLY_COUPON", code: " NOPE " })
    const snapshot = await waitFor(h.actor, (s) => s.matches("quoted") && s.context.couponRefusal !== null)
    expect(h.quote).toHaveBeenLastCalledWith("NOPE")
    expect(snapshot.context.couponRefusal?.message).toBe('No coupon has the code "NOPE". Check the spelling and try again.')
    expect(snapshot.context.couponCode).toBeNull()
    h.actor.send({ type: "REMOVE_COUPON" })
    const cleared = await waitFor(h.actor, (s) => s.matches("quoted") && s.context.couponRefusal === null)
    expect(cleared.context.couponCode).toBeNull()
  })

  it("starts with the context a screen reads", () => {
    const context: CheckoutContext = createActor(checkoutMachine, { input: {} }).getSnapshot().context
    expect(context).toEqual({
      couponCode: null,
      quote: null,
      couponRefusal: null,
      totalChangedFrom: null,
      idempotencyKey: null,
      orderId: null,
      confirmationId: null,
      receiptNumber: null,
      declineMessage: null,
      failureMessage: null
    })
  })
})
