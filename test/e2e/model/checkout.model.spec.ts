/**
 * The checkout machine's paths, generated and replayed in Chromium (the
 * harness is model-paths.ts). A new learner with one exam in the
 * cart opens /cart: the order summary's checkout actor starts, the screen
 * sends CHECKOUT by itself, and each path goes on from there — coupons
 * (WELCOME10 applies, OLDCODE is refused as expired), the sandbox's cards
 * (4242… pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks
 * for 3-D Secure), the quote's 15 minutes on Playwright's clock, the cart
 * emptied, and every failure: the one call routed to a lost connection or
 * to a 409. A payment whose answer was lost reaches the server first (the
 * route fetches, then drops the reply), so Retry finds it charged.
 *
 * The second run starts with the key of a payment a reload interrupted in
 * session storage: paid, waiting for 3-D Secure or declined through the
 * API under that key, or a key the server never saw.
 */
import { expect, type Page, type Route } from "@playwright/test"
import type { AnyMachineSnapshot, EventObject } from "xstate"
import type { PaymentOutcome, QuoteAnswer } from "../../../src/api/cart/checkout.ts"
import { type CheckoutContext, type CheckoutEvent, checkoutMachine, keyMaker } from "../../../src/machines/cart/checkout.machine.ts"
import type { ActorResultEvent } from "../../machines/shared/path-coverage.ts"
import { API, newLearner } from "../support/helpdesk-people.ts"
import { payCart } from "../support/shop-api.ts"
import { type BrowserModel, modelTests, type StepContext } from "./model-paths.ts"

/** Three exams in the cart: removing one (EDIT from a quote) leaves something to buy. */
const EXAM_CODES = ["TBL-SQL-100", "KDP-PY-110", "DTM-DE-220"] as const
const CARDS = { paid: "4242424242424242", declined: "4000000000000002", requires_action: "4000002760003184" } as const
type CardOutcome = keyof typeof CARDS

const summary = (page: Page) => page.getByRole("complementary", { name: "Order summary" })

/** What of the context the screen and the guards depend on (ids, totals and messages left out). */
interface Stable {
  readonly couponCode: string | null
  /** The coupon the quote on view applies. */
  readonly applied: string | null
  readonly hasQuote: boolean
  /** A payment of unknown outcome is pending. */
  readonly key: boolean
  /** The last call failed (the failure's sentence is kept until the next EDIT). */
  readonly failed: boolean
}

const stable = (context: unknown): Stable => {
  const c = context as CheckoutContext
  return {
    couponCode: c.couponCode,
    applied: c.quote?.coupon?.code ?? null,
    hasQuote: c.quote !== null,
    key: c.idempotencyKey !== null,
    failed: c.failureMessage !== null
  }
}

// ── The model's answers (for the generator only; the browser gets the real server's) ──

const quoteAnswer = (couponCode: string | null): QuoteAnswer =>
  ({
    data: {
      _id: "q1",
      lines: [],
      subtotalCents: 2499,
      coupon: couponCode === "WELCOME10" ? { code: "WELCOME10", discountCents: 250, message: "10 % off" } : null,
      totalCents: couponCode === "WELCOME10" ? 2249 : 2499,
      expiresAt: "2030-01-01T00:00:00.000Z"
    },
    couponRefusal: couponCode === "OLDCODE" ? { code: "OLDCODE", reason: "expired", message: "This coupon has expired." } : null
  }) as unknown as QuoteAnswer

const outcome = (status: CardOutcome): PaymentOutcome =>
  (
    ({
      paid: { status: "paid", orderId: "o1", receiptNumber: "R-1" },
      requires_action: { status: "requires_action", orderId: "o1", confirmationId: "c1" },
      declined: { status: "declined", orderId: "o1", message: "Your card was declined." }
    }) as unknown as Record<CardOutcome, PaymentOutcome>
  )[status]

const failure = (reason: "Conflict" | "NotFound" | "Network") => ({ _tag: "ApiFailure", reason, message: `${reason} (model)` })

const done = (actor: string, output: unknown): ActorResultEvent => ({ type: `xstate.done.actor.${actor}`, output })
const error = (actor: string, reason: "Conflict" | "NotFound" | "Network"): ActorResultEvent => ({
  type: `xstate.error.actor.${actor}`,
  error: failure(reason)
})

/** What the screen lets the learner do, and what the server can answer, in each snapshot. */
const cases = (snapshot: AnyMachineSnapshot): ReadonlyArray<CheckoutEvent | ActorResultEvent> => {
  const c = stable(snapshot.context)
  const coupons: ReadonlyArray<CheckoutEvent> = [
    { type: "APPLY_COUPON", code: "WELCOME10" },
    { type: "APPLY_COUPON", code: "OLDCODE" },
    ...(c.applied === null ? [] : [{ type: "REMOVE_COUPON" } as const])
  ]
  const value = snapshot.value
  if (value === "editing") {
    // At the start, and after a line was removed (EDIT), the screen sends CHECKOUT itself;
    // after a failure and "Back to the cart", the Checkout button and the coupon field are there.
    if (!c.failed) return [{ type: "CHECKOUT" }]
    return [{ type: "CHECKOUT" }, ...coupons]
  }
  if (value === "quoting") return [done("fetchQuote", quoteAnswer(c.couponCode)), error("fetchQuote", "Network")]
  if (value === "quoteExpired") return [done("refreshQuote", quoteAnswer(c.couponCode)), error("refreshQuote", "Network")]
  if (typeof value === "object" && "quoted" in value) {
    return [...coupons, { type: "PAY", card: {} as never }, { type: "EDIT" }, { type: "xstate.after.quoteExpiry.checkout.quoted" } as ActorResultEvent]
  }
  if (value === "paying") {
    return [
      done("pay", outcome("paid")),
      done("pay", outcome("requires_action")),
      done("pay", outcome("declined")),
      error("pay", "Conflict"),
      error("pay", "Network")
    ]
  }
  if (value === "threeDSecure") return [{ type: "AUTHENTICATE", approve: true }]
  if (value === "confirming") return [done("confirmPayment", outcome("paid")), done("confirmPayment", outcome("declined")), error("confirmPayment", "Network")]
  if (value === "resuming") {
    return [
      done("resumePayment", outcome("paid")),
      done("resumePayment", outcome("requires_action")),
      done("resumePayment", outcome("declined")),
      error("resumePayment", "NotFound"),
      error("resumePayment", "Network")
    ]
  }
  if (value === "failed") return [{ type: "RETRY" }, ...(c.key ? [] : [{ type: "EDIT" } as const])]
  return []
}

// ── The browser side ──

const API_PATHS = {
  quote: "**/api/v1/u/checkout/quote",
  pay: "**/api/v1/u/checkout/pay",
  confirm: "**/api/v1/u/checkout/confirm",
  payment: "**/api/v1/u/checkout/payments/*"
} as const

/** The next call to `url` only: dropped (never reaches the server), or reaching it with its reply lost, or answered 409. */
const routeOnce = async (page: Page, url: string, how: "drop" | "lose-reply" | "conflict") => {
  await page.route(
    url,
    async (route: Route) => {
      if (how === "drop") return route.abort("connectionreset")
      if (how === "conflict") {
        return route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ _tag: "Conflict", message: "The prices changed: check the new total." })
        })
      }
      await route.fetch()
      return route.abort("connectionreset")
    },
    { times: 1 }
  )
}

const statusOf = (event: EventObject): CardOutcome => (event as unknown as { output: PaymentOutcome }).output.status as CardOutcome

/** The first result of `resumePayment` later in the path, if any. */
const laterResume = (later: ReadonlyArray<EventObject>): EventObject | undefined => later.find((event) => event.type.endsWith(".actor.resumePayment"))

const userIdOf = (token: string): string => (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { sub: string }).sub

/** A payment under `key` made through the API with the card of `status` (the reload happened after it). */
const payThroughApi = async (step: StepContext, key: string, status: CardOutcome) => {
  await payCart(step.page.request, step.scenario.token!, { card: CARDS[status], idempotencyKey: key })
}

/** Leaves `key` in session storage as a payment interrupted by a reload would (the app's own key name). */
const plantKey = async (step: StepContext, key: string) => {
  await step.page.addInitScript(([name, value]) => sessionStorage.setItem(name!, value!), [`checkout-key:${userIdOf(step.scenario.token!)}`, key])
}

const model: BrowserModel<typeof checkoutMachine> = {
  machine: checkoutMachine,
  walked: checkoutMachine.provide({ actions: { newIdempotencyKey: keyMaker(() => "model-key") } }),
  runs: [
    { name: "a new checkout", input: { pendingKey: null } },
    { name: "after a reload mid-payment", input: { pendingKey: "3f2a0d4e-9b1c-4c7e-8a55-1d2e3f405162" } }
  ],
  stableContext: stable,
  cases,
  simplePathCap: 0,
  events: {
    CHECKOUT: async ({ page }, _event, before) => {
      // At the start the screen checks out by itself.
      if ((before.context as Stable).failed) await summary(page).getByRole("button", { name: "Checkout" }).click()
    },
    APPLY_COUPON: async ({ page }, event) => {
      await summary(page).getByRole("textbox", { name: "Coupon code" }).fill(event.code)
      await summary(page).getByRole("button", { name: "Apply" }).click()
    },
    REMOVE_COUPON: async ({ page }) => {
      await summary(page)
        .getByRole("button", { name: /^Remove coupon / })
        .click()
    },
    PAY: async ({ page, scenario }) => {
      const form = page.getByRole("form", { name: "Card details" })
      if (!(await form.isVisible())) await summary(page).getByRole("button", { name: "Checkout" }).click()
      const number = CARDS[(scenario.card as CardOutcome | undefined) ?? "paid"]
      await form.getByRole("textbox", { name: "Card number" }).fill(number)
      await form.getByRole("textbox", { name: "Expiry (MM / YY)" }).fill("1231")
      await form.getByRole("textbox", { name: "Security code" }).fill("314")
      await form.getByRole("textbox", { name: "Name on the card" }).fill("Model Buyer")
      await form.getByRole("button", { name: /^Pay \$/ }).click()
    },
    AUTHENTICATE: async ({ page, scenario }) => {
      const dialog = page.getByRole("alertdialog", { name: "Confirm your payment" })
      await dialog.getByRole("button", { name: scenario.approve === "no" ? "Refuse" : "Approve" }).click()
    },
    RETRY: async ({ page }) => {
      await summary(page).getByRole("button", { name: "Retry" }).click()
    },
    EDIT: async ({ page }, _event, before) => {
      if (before.value === "failed") await summary(page).getByRole("button", { name: "Back to the cart" }).click()
      // From a quote: the learner removes a line (the screen then checks out again by itself).
      else
        await page
          .getByRole("list", { name: "Items in your cart" })
          .getByRole("button", { name: /^Remove / })
          .first()
          .click()
    }
  },
  results: {
    "xstate.done.actor.fetchQuote": () => {},
    "xstate.error.actor.fetchQuote": ({ page }) => routeOnce(page, API_PATHS.quote, "drop"),
    "xstate.done.actor.refreshQuote": () => {},
    "xstate.error.actor.refreshQuote": ({ page }) => routeOnce(page, API_PATHS.quote, "drop"),
    "xstate.done.actor.pay": ({ scenario }, result) => {
      scenario.card = statusOf(result)
    },
    "xstate.error.actor.pay": async ({ page, scenario }, result, later) => {
      if ((result as { error: { reason: string } }).error.reason === "Conflict") return routeOnce(page, API_PATHS.pay, "conflict")
      // Lost: never sent, unless a later Retry finds it charged (or waiting for 3-D Secure, or declined).
      const resumed = laterResume(later)
      if (resumed === undefined || resumed.type.includes(".error.")) return routeOnce(page, API_PATHS.pay, "drop")
      scenario.card = statusOf(resumed)
      scenario.lostReply = "yes"
      return routeOnce(page, API_PATHS.pay, "lose-reply")
    },
    "xstate.done.actor.confirmPayment": ({ scenario }, result) => {
      scenario.approve = statusOf(result) === "paid" ? "yes" : "no"
    },
    "xstate.error.actor.confirmPayment": async ({ page, scenario }, _result, later) => {
      // Lost before the server: a later Retry finds the payment still waiting for 3-D Secure.
      const resumed = laterResume(later)
      if (resumed?.type.includes(".done.") && statusOf(resumed) !== "requires_action") {
        scenario.approve = statusOf(resumed) === "paid" ? "yes" : "no"
        return routeOnce(page, API_PATHS.confirm, "lose-reply")
      }
      return routeOnce(page, API_PATHS.confirm, "drop")
    },
    "xstate.done.actor.resumePayment": async (step, result) => {
      // After a lost reply in this path, the server already holds the payment.
      if (step.scenario.lostReply === "yes" || step.scenario.resumeArranged === "yes") return
      if (step.scenario.opened === "yes") return
      const key = crypto.randomUUID()
      await payThroughApi(step, key, statusOf(result))
      await plantKey(step, key)
      step.scenario.resumeArranged = "yes"
    },
    "xstate.error.actor.resumePayment": async (step, result, later) => {
      if (step.scenario.opened !== "yes") {
        // A key the server never saw; or, when a later Retry is to find it settled, one paid through the API now.
        const key = crypto.randomUUID()
        const resumed = laterResume(later)
        if (resumed?.type.includes(".done.")) {
          await payThroughApi(step, key, statusOf(resumed))
          step.scenario.resumeArranged = "yes"
        }
        await plantKey(step, key)
      }
      if ((result as { error: { reason: string } }).error.reason !== "NotFound") await routeOnce(step.page, API_PATHS.payment, "drop")
    }
  },
  screens: {
    "checkout.editing": async (page) => {
      await expect(summary(page)).toBeVisible()
      await expect(page.getByRole("form", { name: "Card details" })).toHaveCount(0)
    },
    "checkout.quoting": { transient: "waits for the quote: 'Pricing your cart…' shows only until it comes" },
    "checkout.quoted": async (page) => {
      await expect(summary(page).getByText("Total", { exact: true })).toBeVisible()
    },
    "checkout.quoted.ready": async (page) => {
      await expect(summary(page).getByText("Payment declined.")).toHaveCount(0)
    },
    "checkout.quoted.declined": async (page) => {
      await expect(summary(page).getByRole("alert")).toContainText("Payment declined.")
    },
    "checkout.quoteExpired": { transient: "fetches a new quote at once" },
    "checkout.paying": { transient: "waits for the payment's answer" },
    "checkout.threeDSecure": async (page) => {
      await expect(page.getByRole("alertdialog", { name: "Confirm your payment" })).toBeVisible()
    },
    "checkout.confirming": { transient: "waits for the confirmation's answer" },
    "checkout.resuming": { transient: "asks the server about the pending payment" },
    "checkout.failed": async (page) => {
      await expect(summary(page).getByRole("alert")).toContainText("The checkout could not go on.")
    },
    "checkout.paid": async (page) => {
      await expect(page).toHaveURL(/\/checkout\/success\/[^/]+$/)
      await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible()
    }
  },
  prepare: async (step) => {
    const { token } = await newLearner(step.page.request, "Model Buyer", "Model-Buyer-2026")
    step.scenario.token = token
    const exams = await step.page.request.post(`${API}/public/exams/pagin`, { data: { page: 1, perPage: 100 } })
    const docs = ((await exams.json()) as { data: { docs: ReadonlyArray<{ _id: string; code: string }> } }).data.docs
    for (const code of EXAM_CODES) {
      const exam = docs.find((each) => each.code === code)
      expect(exam, code).toBeDefined()
      const added = await step.page.request.post(`${API}/cart/lines`, {
        headers: { "x-access-token": token },
        data: { list: "cart", item: { kind: "exam", _id: exam!._id } }
      })
      expect(added.ok(), await added.text()).toBe(true)
    }
  },
  open: async (step) => {
    await step.page.goto("/cart")
    step.scenario.opened = "yes"
  },
  unreachable: {
    "checkout.confirming:xstate.done.actor.confirmPayment:1": "the payment sandbox never asks for a second 3-D Secure step after a confirmation"
  }
}

modelTests(model)
