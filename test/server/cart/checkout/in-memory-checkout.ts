/**
 * The checkout's tables in memory, and its repository over them (the
 * checkout rule tests): the same answers as the SQL in server/cart/checkout/repository.ts,
 * so the service's rules are tested without a database. Tests fill the
 * catalog side (exams' and packages' validity, the learners); quotes,
 * orders and grants are written only through the repository. Every call is
 * one synchronous step, so a conditional settle is as atomic as the SQL one.
 */
import { Effect, Option } from "effect"
import type { OrderId, QuoteId, UserId } from "../../../../src/api/shared/ids.ts"
import type { OrderRecord } from "../../../../server/cart/checkout/order-record.ts"
import type { CheckoutRepositoryShape, OrderInsert, QuoteRecord, CardFacts } from "../../../../server/cart/checkout/records.ts"
import { randomUUID } from "node:crypto"
import type { Recipient } from "../../../../server/cart/checkout/receipts/receipt-mail.ts"

const DAY_MS = 86_400_000

export interface MemoryGrant {
  readonly userId: string
  readonly examId: string
  readonly orderId: string
  readonly startsAt: Date
  expiresAt: Date
  readonly packageName: string | null
  readonly packageSubscriptionId: string | null
}

export interface MemoryPackageGrant {
  readonly id: string
  readonly userId: string
  readonly packageId: string
  readonly orderId: string
  readonly startsAt: Date
  readonly expiresAt: Date
}

export interface CheckoutTables {
  readonly users: Map<string, Recipient>
  /** Exam id → validity in days. */
  readonly exams: Map<string, number>
  readonly packages: Map<string, { readonly name: string; readonly validityDays: number; readonly examIds: ReadonlyArray<string> }>
  readonly quotes: Array<QuoteRecord>
  readonly orders: Array<OrderRecord>
  readonly subscriptions: Array<MemoryGrant>
  readonly packageSubscriptions: Array<MemoryPackageGrant>
  readonly leases: Map<string, { readonly holder: string; readonly expiresAt: number }>
  receipts: number
}

export const makeCheckoutTables = (catalog: Partial<Pick<CheckoutTables, "users" | "exams" | "packages">> = {}): CheckoutTables => ({
  users: new Map(catalog.users ?? []),
  exams: new Map(catalog.exams ?? []),
  packages: new Map(catalog.packages ?? []),
  quotes: [],
  orders: [],
  subscriptions: [],
  packageSubscriptions: [],
  leases: new Map(),
  receipts: 0
})

/** What the gateway told about the card, kept as the SQL's COALESCE keeps it. */
const withCard = (order: OrderRecord, card: CardFacts): OrderRecord => ({
  ...order,
  chargeId: card.chargeId ?? order.chargeId,
  cardBrand: card.brand ?? order.cardBrand,
  last4: card.last4 ?? order.last4
})

export const makeMemoryCheckout = (tables: CheckoutTables): CheckoutRepositoryShape => {
  const find = (predicate: (order: OrderRecord) => boolean) => Option.fromNullishOr(tables.orders.find(predicate))

  /** Replaces the order while it is pending; none otherwise (the SQL's conditional UPDATE). */
  const settle = (orderId: OrderId, change: (order: OrderRecord) => OrderRecord): Option.Option<OrderRecord> => {
    const index = tables.orders.findIndex((order) => order.id === orderId && order.status === "pending")
    if (index < 0) return Option.none()
    const changed = change(tables.orders[index]!)
    tables.orders[index] = changed
    return Option.some(changed)
  }

  return {
    insertQuote: (quote) =>
      Effect.sync(() => {
        const record = { ...quote, id: randomUUID() as QuoteId }
        tables.quotes.push(record)
        return record
      }),

    quote: (userId, quoteId) => Effect.sync(() => Option.fromNullishOr(tables.quotes.find((quote) => quote.id === quoteId && quote.userId === userId))),

    insertOrder: (quote, idempotencyKey, at) =>
      Effect.sync(() => {
        const existing = tables.orders.find((order) => order.userId === quote.userId && order.idempotencyKey === idempotencyKey)
        if (existing !== undefined) return { _tag: "Existing", order: existing } satisfies OrderInsert
        if (tables.orders.some((order) => order.userId === quote.userId && order.status === "pending")) {
          return { _tag: "OtherPending" } satisfies OrderInsert
        }
        const order: OrderRecord = {
          id: randomUUID() as OrderId,
          userId: quote.userId as UserId,
          idempotencyKey,
          quoteId: quote.id,
          cartFingerprint: quote.cartFingerprint,
          status: "pending",
          lines: quote.lines,
          subtotalCents: quote.subtotalCents,
          coupon: quote.coupon,
          totalCents: quote.totalCents,
          currency: "USD",
          chargeId: null,
          cardBrand: null,
          last4: null,
          confirmationId: null,
          declineCode: null,
          failureMessage: null,
          receiptNumber: null,
          creditNoteNumber: null,
          refundId: null,
          createdAt: at,
          paidAt: null,
          fulfilledAt: null,
          failedAt: null,
          refundedAt: null
        }
        tables.orders.push(order)
        return { _tag: "Created", order } satisfies OrderInsert
      }),

    orderByKey: (userId, idempotencyKey) => Effect.sync(() => find((order) => order.userId === userId && order.idempotencyKey === idempotencyKey)),

    orderById: (userId, orderId) => Effect.sync(() => find((order) => order.userId === userId && order.id === orderId)),

    order: (orderId) => Effect.sync(() => find((order) => order.id === orderId)),

    awaitConfirmation: (orderId, confirmationId, card) =>
      Effect.sync(() => {
        settle(orderId, (order) => ({ ...withCard(order, card), confirmationId }))
      }),

    markPaid: (orderId, card, paidAt) =>
      Effect.sync(() =>
        settle(orderId, (order) => ({
          ...withCard(order, card),
          status: "paid",
          paidAt,
          fulfilledAt: paidAt,
          receiptNumber: `R-${String(++tables.receipts).padStart(6, "0")}`
        }))
      ),

    markFailed: (orderId, failure, card, at) =>
      Effect.sync(() =>
        settle(orderId, (order) => ({
          ...withCard(order, card),
          status: "failed",
          failedAt: at,
          declineCode: failure.declineCode,
          failureMessage: failure.message
        }))
      ),

    grant: (order, paidAt) =>
      Effect.sync(() => {
        const granted = (examId: string) => tables.subscriptions.find((row) => row.orderId === order.id && row.examId === examId)
        for (const line of order.lines.filter((candidate) => candidate.item.kind === "package")) {
          const pkg = tables.packages.get(line.item._id)
          if (pkg === undefined || tables.packageSubscriptions.some((row) => row.orderId === order.id && row.packageId === line.item._id)) continue
          const id = randomUUID()
          const expiresAt = new Date(paidAt.getTime() + pkg.validityDays * DAY_MS)
          tables.packageSubscriptions.push({ id, userId: order.userId, packageId: line.item._id, orderId: order.id, startsAt: paidAt, expiresAt })
          for (const examId of pkg.examIds) {
            if (granted(examId) !== undefined) continue
            tables.subscriptions.push({
              userId: order.userId,
              examId,
              orderId: order.id,
              startsAt: paidAt,
              expiresAt,
              packageName: pkg.name,
              packageSubscriptionId: id
            })
          }
        }
        for (const line of order.lines.filter((candidate) => candidate.item.kind === "exam")) {
          const days = tables.exams.get(line.item._id)
          if (days === undefined) continue
          const expiresAt = new Date(paidAt.getTime() + days * DAY_MS)
          const existing = granted(line.item._id)
          if (existing !== undefined) {
            if (existing.expiresAt < expiresAt) existing.expiresAt = expiresAt
            continue
          }
          tables.subscriptions.push({
            userId: order.userId,
            examId: line.item._id,
            orderId: order.id,
            startsAt: paidAt,
            expiresAt,
            packageName: null,
            packageSubscriptionId: null
          })
        }
      }),

    recipient: (userId) =>
      Effect.suspend(() => {
        const user = tables.users.get(userId)
        return user === undefined ? Effect.die(new Error(`No user ${userId}`)) : Effect.succeed(user)
      }),

    pendingOf: (userId) => Effect.sync(() => find((order) => order.userId === userId && order.status === "pending")),

    pending: (limit) =>
      Effect.sync(() =>
        tables.orders
          .filter((order) => order.status === "pending")
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          .slice(0, limit)
      ),

    claimLease: (lease) =>
      Effect.sync(() => {
        const now = Date.now()
        const held = tables.leases.get(lease.name)
        if (held !== undefined && held.expiresAt > now && held.holder !== lease.holder) return false
        tables.leases.set(lease.name, { holder: lease.holder, expiresAt: now + lease.seconds * 1000 })
        return true
      }),

    releaseLease: (lease) =>
      Effect.sync(() => {
        const held = tables.leases.get(lease.name)
        if (held?.holder === lease.holder) tables.leases.delete(lease.name)
      })
  }
}
