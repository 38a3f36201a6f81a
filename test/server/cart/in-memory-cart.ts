/**
 * The cart's tables in memory, and its repository over them (the
 * cart rule tests): the same answers as the SQL in server/cart/repository.ts,
 * so service.ts's rules are tested without a database. Tests fill the
 * catalog side (exams, packages, subscriptions); lines are written only
 * through the repository. An `exclusive` block holds one permit, standing in
 * for the learner's lock; nothing is rolled back on failure (the rules
 * refuse before they write; the API suites cover the rollback).
 */
import { Effect, Layer, Option, Semaphore } from "effect"
import type { CartItem, CartList } from "../../../src/api/cart/cart.ts"
import type { CartLineId, ExamId, PackageId } from "../../../src/api/shared/ids.ts"
import type { CartRepositoryShape, ExamFacts, ItemRecord, LineRecord, LineRef } from "../../../server/cart/records.ts"
import { CartRepository } from "../../../server/cart/repository.ts"
import { sameItem } from "../../../server/cart/cart-lines.ts"
import { CartPolicy } from "../../../server/cart/policy.ts"
import { CartService } from "../../../server/cart/service.ts"

export interface MemoryExam {
  readonly id: ExamId
  readonly name: string
  readonly slug: string
  readonly code: string
  readonly vendor: string
  readonly priceCents: number
  readonly salePriceCents: number | null
  readonly validityDays: number
  readonly image: string | null
  /** What the catalogue's rule says of it (src/domain/catalog/availability.ts). */
  readonly onSale: boolean
}

export interface MemoryPackage {
  readonly id: PackageId
  readonly name: string
  readonly slug: string
  readonly priceCents: number
  readonly salePriceCents: number | null
  readonly validityDays: number
  readonly image: string | null
  /** In the package's order. */
  readonly examIds: ReadonlyArray<ExamId>
}

export interface MemorySubscription {
  readonly userId: string
  readonly examId: ExamId
  /** Epoch milliseconds. */
  readonly expiresAt: number
}

export interface MemoryLine {
  readonly id: CartLineId
  readonly userId: string
  list: CartList
  readonly item: CartItem
  readonly addedAt: number
}

export interface CartTables {
  readonly exams: Array<MemoryExam>
  readonly packages: Array<MemoryPackage>
  readonly subscriptions: Array<MemorySubscription>
  /** In the order they were added. */
  readonly lines: Array<MemoryLine>
}

export const makeCartTables = (catalog: Partial<CartTables> = {}): CartTables => ({
  exams: [...(catalog.exams ?? [])],
  packages: [...(catalog.packages ?? [])],
  subscriptions: [...(catalog.subscriptions ?? [])],
  lines: [...(catalog.lines ?? [])]
})

export const makeMemoryCart = (tables: CartTables): CartRepositoryShape => {
  const permit = Semaphore.makeUnsafe(1)
  let lastId = 0

  const factsOf = (userId: string, exam: MemoryExam, now: number): ExamFacts => ({
    id: exam.id,
    name: exam.name,
    slug: exam.slug,
    code: exam.code,
    vendor: exam.vendor,
    onSale: exam.onSale,
    owned: tables.subscriptions.some((s) => s.userId === userId && s.examId === exam.id && s.expiresAt > now)
  })

  const recordOf = (userId: string, item: CartItem, now: number): Option.Option<ItemRecord> => {
    if (item.kind === "exam") {
      const exam = tables.exams.find((row) => row.id === item._id)
      if (exam === undefined) return Option.none()
      return Option.some({
        item,
        name: exam.name,
        slug: exam.slug,
        priceCents: exam.priceCents,
        salePriceCents: exam.salePriceCents,
        validityDays: exam.validityDays,
        image: exam.image,
        exams: [factsOf(userId, exam, now)]
      })
    }
    const pkg = tables.packages.find((row) => row.id === item._id)
    if (pkg === undefined) return Option.none()
    return Option.some({
      item,
      name: pkg.name,
      slug: pkg.slug,
      priceCents: pkg.priceCents,
      salePriceCents: pkg.salePriceCents,
      validityDays: pkg.validityDays,
      image: pkg.image,
      exams: pkg.examIds.flatMap((id) => {
        const exam = tables.exams.find((row) => row.id === id)
        return exam === undefined ? [] : [factsOf(userId, exam, now)]
      })
    })
  }

  const mine = (userId: string) => tables.lines.filter((line) => line.userId === userId)

  const refOf = (line: MemoryLine): LineRef => ({
    id: line.id,
    list: line.list,
    item: line.item,
    name: Option.match(recordOf(line.userId, line.item, 0), { onNone: () => "", onSome: (record) => record.name })
  })

  return {
    exclusive: (_userId, body) => permit.withPermit(body),

    counts: (userId) =>
      Effect.sync(() => ({
        cartList: mine(userId).filter((line) => line.list === "cart").length,
        wishList: mine(userId).filter((line) => line.list === "wishlist").length
      })),

    lines: (userId, now) =>
      Effect.sync(() =>
        mine(userId).flatMap(
          (line): Array<LineRecord> =>
            Option.match(recordOf(userId, line.item, now), {
              // As the foreign keys do: a line whose item left the catalog is gone.
              onNone: () => [],
              onSome: (record) => [{ ...record, id: line.id, list: line.list, addedAt: line.addedAt }]
            })
        )
      ),

    item: (userId, item, now) => Effect.sync(() => recordOf(userId, item, now)),

    lineOfItem: (userId, item) => Effect.sync(() => Option.map(Option.fromNullishOr(mine(userId).find((line) => sameItem(line.item, item))), refOf)),

    lineById: (userId, lineId) => Effect.sync(() => Option.map(Option.fromNullishOr(mine(userId).find((line) => line.id === lineId)), refOf)),

    insert: (userId, list, item, now) =>
      Effect.sync(() => {
        // The unique indexes, as the database has them: one line per item per learner.
        if (mine(userId).some((line) => sameItem(line.item, item))) return
        tables.lines.push({ id: `line-${++lastId}` as CartLineId, userId, list, item, addedAt: now })
      }),

    setList: (userId, lineId, list) =>
      Effect.sync(() => {
        const line = mine(userId).find((row) => row.id === lineId)
        if (line !== undefined) line.list = list
      }),

    remove: (userId, lineId) =>
      Effect.sync(() => {
        const index = tables.lines.findIndex((line) => line.userId === userId && line.id === lineId)
        if (index >= 0) tables.lines.splice(index, 1)
      })
  }
}

/** Over the in-memory tables (in-memory-cart.ts), for testing the rules without a database. */
export const cartRepositoryInMemory = (tables: CartTables) => Layer.succeed(CartRepository, makeMemoryCart(tables))

/** The same rules over the in-memory tables. */
export const cartServiceInMemory = (tables: CartTables) => CartService.layerNoDeps.pipe(Layer.provide([cartRepositoryInMemory(tables), CartPolicy.layer]))
