/**
 * The checkout's rules over memory: the cart's and the checkout's in-memory
 * tables, the coupons' in-memory repository, the sandbox gateway over its
 * in-memory ledger (wrapped so a test can break the connection before or
 * after the charge), notifications in memory, and receipt letters collected
 * in an array. Each test builds its own, at the payment tests' date.
 */
import { sandboxGatewayInMemory } from "../../support/in-memory-sandbox-ledger.ts"
import { cartServiceInMemory } from "../in-memory-cart.ts"
import { couponsServiceInMemory } from "../coupons/in-memory-coupons.ts"
import { notificationsInMemory } from "../../support/in-memory-accounts.ts"
import { eventsInMemory } from "../../support/in-memory-events.ts"
import { transactionInOrder } from "../../support/transaction-in-order.ts"
import { Effect, Layer, Schema } from "effect"
import type { CartItem } from "../../../../src/api/cart/cart.ts"
import { ExamId, PackageId } from "../../../../src/api/shared/ids.ts"
import { NotificationsService } from "../../../../server/account/notifications/service.ts"
import type { CouponsRepository } from "../../../../server/cart/coupons/repository.ts"
import type { CouponsService } from "../../../../server/cart/coupons/service.ts"
import { type CartTables, makeCartTables, type MemoryExam } from "../in-memory-cart.ts"
import type { CartService } from "../../../../server/cart/service.ts"
import { type CheckoutTables, makeCheckoutTables, makeMemoryCheckout } from "./in-memory-checkout.ts"
import type { OrderRecord } from "../../../../server/cart/checkout/order-record.ts"
import { ReceiptMail, type Recipient } from "../../../../server/cart/checkout/receipts/receipt-mail.ts"
import { CheckoutPolicy } from "../../../../server/cart/checkout/policy.ts"
import { CheckoutRepository } from "../../../../server/cart/checkout/repository.ts"
import { CheckoutService } from "../../../../server/cart/checkout/service.ts"
import { PaymentGateway } from "../../../../server/platform/payments/gateway.ts"
import type { SandboxLedger } from "../../../../server/platform/payments/sandbox-ledger.ts"

export const LEARNER = "learner-1"
export const OTHER = "learner-2"
export const THIRD = "learner-3"

const examId = Schema.decodeSync(ExamId)
const packageId = Schema.decodeSync(PackageId)

export const exam = (id: string): CartItem => ({ kind: "exam", _id: examId(id) })
export const pkg = (id: string): CartItem => ({ kind: "package", _id: packageId(id) })

const examRow = (id: string, fields: Partial<MemoryExam> = {}): MemoryExam => ({
  id: examId(id),
  name: `Exam ${id}`,
  slug: `exam-${id}`,
  code: id.toUpperCase(),
  vendor: "Nimbus",
  priceCents: 5000,
  salePriceCents: null,
  validityDays: 180,
  image: null,
  onSale: true,
  ...fields
})

/** ready costs 49.99 on sale at 39.50 (180 days), second 20.00 (90 days), soon has no questions; bundle holds ready and second. */
export const newCartTables = (): CartTables =>
  makeCartTables({
    exams: [
      examRow("ready", { priceCents: 4999, salePriceCents: 3950 }),
      examRow("second", { priceCents: 2000, validityDays: 90 }),
      examRow("soon", { onSale: false, priceCents: 1500 })
    ],
    packages: [
      {
        id: packageId("bundle"),
        name: "Bundle",
        slug: "bundle",
        priceCents: 8000,
        salePriceCents: 6499,
        validityDays: 365,
        image: null,
        examIds: [examId("ready"), examId("second")]
      }
    ]
  })

export const newCheckoutTables = (): CheckoutTables =>
  makeCheckoutTables({
    users: new Map([
      [LEARNER, { email: "ada@example.com", name: "Ada" }],
      [OTHER, { email: "bob@example.com", name: "Bob" }],
      [THIRD, { email: "cy@example.com", name: "Cy" }]
    ]),
    exams: new Map([
      ["ready", 180],
      ["second", 90],
      ["soon", 180]
    ]),
    packages: new Map([["bundle", { name: "Bundle", validityDays: 365, examIds: ["ready", "second"] }]])
  })

/** Faults a test switches on: the connection breaks before the charge, or after it went through. */
export interface Faults {
  beforeCharge: boolean
  afterCharge: boolean
}

export interface World {
  readonly cart: CartTables
  readonly checkout: CheckoutTables
  readonly letters: Array<{ readonly order: OrderRecord; readonly to: Recipient }>
  readonly faults: Faults
  /**
   * Run once right after the next look-up of an order by its key has read
   * (then cleared): a test holds a payment there while a racing request
   * with the same key goes all the way through.
   */
  afterKeyLookup: Effect.Effect<void> | null
}

/** The sandbox with the test's faults in front of it. */
const faultyGateway = (faults: Faults) =>
  Layer.effect(
    PaymentGateway,
    Effect.map(PaymentGateway, (sandbox) =>
      PaymentGateway.of({
        ...sandbox,
        charge: (request) =>
          faults.beforeCharge
            ? Effect.die(new Error("The connection broke before the charge"))
            : faults.afterCharge
              ? Effect.andThen(sandbox.charge(request), Effect.die(new Error("The connection broke after the charge")))
              : sandbox.charge(request)
      })
    )
  ).pipe(Layer.provideMerge(sandboxGatewayInMemory))

export const newWorld = (): World => ({
  cart: newCartTables(),
  checkout: newCheckoutTables(),
  letters: [],
  faults: { beforeCharge: false, afterCharge: false },
  afterKeyLookup: null
})

/** The memory tables' repository, with the world's hook after a key look-up. */
const repositoryOf = (world: World) =>
  Layer.sync(CheckoutRepository, () => {
    const memory = makeMemoryCheckout(world.checkout)
    return CheckoutRepository.of({
      ...memory,
      orderByKey: (userId, idempotencyKey) =>
        Effect.tap(memory.orderByKey(userId, idempotencyKey), () => {
          const hook = world.afterKeyLookup
          world.afterKeyLookup = null
          return hook ?? Effect.void
        })
    })
  })

export type Services = CheckoutService | CartService | CouponsService | CouponsRepository | SandboxLedger | NotificationsService

/** The checkout service over the world's tables, with everything it uses reachable by the test. */
export const layerOf = (world: World) => {
  const receipts = Layer.succeed(
    ReceiptMail,
    ReceiptMail.of({
      paid: (order, to) => Effect.sync(() => void world.letters.push({ order, to })),
      refunded: () => Effect.void
    })
  )
  const uses = Layer.mergeAll(
    cartServiceInMemory(world.cart),
    couponsServiceInMemory,
    faultyGateway(world.faults),
    NotificationsService.layer.pipe(Layer.provide([notificationsInMemory, eventsInMemory, transactionInOrder])),
    receipts
  )
  return CheckoutService.layerNoDeps.pipe(Layer.provide([repositoryOf(world), CheckoutPolicy.layer, transactionInOrder]), Layer.provideMerge(uses))
}
