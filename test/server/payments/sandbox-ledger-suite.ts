/**
 * The sandbox gateway over its SQL ledger (table sandbox_charges), written
 * once and run on each database: the answers the in-memory tests expect,
 * one row per key under simultaneous retries, the ledger kept across a
 * restart (PGlite in a folder), no call inside a transaction, and no card
 * number in any row.
 */
import { Effect, Exit, References } from "effect"
import { SqlClient } from "effect/sql"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PaymentGateway } from "../../../server/platform/payments/gateway.ts"
import { SandboxGateway } from "../../../server/platform/payments/sandbox.ts"
import { startTestServer, type TestDatabase, type TestServer } from "../../api/support/test-server.ts"
import { AMEX, DECLINED, MASTERCARD, request, THREE_D_SECURE, VISA } from "./cards.ts"
import { exerciseEveryPath, leaks } from "./every-path.ts"

/** Runs `use` with the sandbox over the server's database, logging only warnings. */
const withGateway = <A, E>(server: TestServer, use: (gateway: PaymentGateway["Service"]) => Effect.Effect<A, E>) =>
  server.run(Effect.flatMap(PaymentGateway, use).pipe(Effect.provide(SandboxGateway.layer), Effect.provideService(References.MinimumLogLevel, "Warn")))

const countRows = async (server: TestServer, key: string) =>
  (await server.query<{ n: number }>("SELECT count(*)::int AS n FROM sandbox_charges WHERE idempotency_key = $1", [key]))[0]?.n

export const describeSandboxLedger = (label: string, database: () => TestDatabase) =>
  describe(`the sandbox payment ledger on ${label}`, () => {
    let server: TestServer

    beforeAll(async () => {
      server = await startTestServer(database(), { seedDemo: false })
    })
    afterAll(async () => {
      await server?.close()
    })

    it("answers each kind of card as the in-memory ledger does, and a key again from its row", async () => {
      const paid = request(AMEX, { amountCents: 12_345 })
      const charge = await withGateway(server, (gateway) => gateway.charge(paid))
      expect(charge).toMatchObject({ status: "succeeded", brand: "american-express", last4: "0005", amountCents: 12_345 })
      expect(await withGateway(server, (gateway) => gateway.charge(paid))).toEqual(charge)
      expect(await countRows(server, paid.idempotencyKey)).toBe(1)

      const refused = request(DECLINED)
      const declined = await withGateway(server, (gateway) => Effect.flip(gateway.charge(refused)))
      expect(declined).toMatchObject({ _tag: "CardDeclined", code: "card_declined" })
      expect(await withGateway(server, (gateway) => Effect.flip(gateway.charge(refused)))).toEqual(declined)

      const reused = await withGateway(server, (gateway) => Effect.flip(gateway.charge({ ...paid, amountCents: 1 })))
      expect(reused).toMatchObject({ _tag: "IdempotencyKeyReused" })

      const refund = await withGateway(server, (gateway) => gateway.refund(charge.chargeId, 12_345))
      expect(await withGateway(server, (gateway) => gateway.refund(charge.chargeId, 12_345))).toEqual(refund)
      const record = await withGateway(server, (gateway) => gateway.retrieve(paid.idempotencyKey))
      expect(record).toMatchObject({ _tag: "Some", value: { status: "refunded", refund } })
    })

    it("completes the 3-D Secure step once, whatever arrives after", async () => {
      const pending = await withGateway(server, (gateway) => gateway.charge(request(THREE_D_SECURE)))
      if (pending.status !== "requires_action") return expect.fail("expected requires_action")
      const answers = await withGateway(server, (gateway) =>
        Effect.all(
          [true, false, true, false, true].map((approve) => Effect.result(gateway.confirm(pending.confirmationId, approve))),
          { concurrency: "unbounded" }
        )
      )
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    })

    it("makes one charge of 20 simultaneous tries with one key, and one refund of 10", async () => {
      const paid = request(MASTERCARD, { amountCents: 2_000 })
      const charges = await withGateway(server, (gateway) =>
        Effect.all(
          Array.from({ length: 20 }, () => gateway.charge(paid)),
          { concurrency: "unbounded" }
        )
      )
      expect(new Set(charges.map((charge) => charge.chargeId)).size).toBe(1)
      expect(await countRows(server, paid.idempotencyKey)).toBe(1)
      const chargeId = charges[0]!.chargeId
      const refunds = await withGateway(server, (gateway) =>
        Effect.all(
          Array.from({ length: 10 }, () => gateway.refund(chargeId, 2_000)),
          { concurrency: "unbounded" }
        )
      )
      expect(new Set(refunds.map((refund) => refund.refundId)).size).toBe(1)
    })

    it("refuses to be called inside a database transaction, and writes nothing", async () => {
      const paid = request(VISA)
      const exit = await server.run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.flatMap(PaymentGateway, (gateway) => gateway.charge(paid)))).pipe(
          Effect.provide(SandboxGateway.layer),
          Effect.exit
        )
      )
      expect(Exit.isFailure(exit) && Exit.hasDies(exit)).toBe(true)
      expect(String(Exit.isFailure(exit) ? exit.cause : "")).toMatch(/inside a database transaction/)
      expect(await countRows(server, paid.idempotencyKey)).toBe(0)
    })

    it("keeps only the brand and last four of a card: no row holds a number, a CVC or a name", async () => {
      const { answers, logs } = await withGateway(server, (gateway) => Effect.provideService(exerciseEveryPath, PaymentGateway, gateway))
      expect(leaks(answers, { cvc: true, name: true })).toEqual([])
      expect(leaks(logs, { cvc: true, name: true })).toEqual([])
      // Whole rows, as the database prints them (without the timestamps, whose digits could look like a CVC).
      const rows = await server.query<{ row: string }>("SELECT (to_jsonb(c) - 'created_at' - 'updated_at')::text AS row FROM sandbox_charges c")
      expect(rows.length).toBeGreaterThan(15)
      expect(
        leaks(
          rows.map((row) => row.row),
          { cvc: true, name: true }
        )
      ).toEqual([])
      const columns = await server.query<{ name: string }>(
        "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'sandbox_charges' ORDER BY column_name"
      )
      expect(columns.map((column) => column.name)).toEqual([
        "amount_cents",
        "brand",
        "charge_id",
        "confirmation_id",
        "created_at",
        "currency",
        "decline_code",
        "idempotency_key",
        "last4",
        "refund_id",
        "refunded_cents",
        "status",
        "updated_at"
      ])
    })
  })

/** PGlite in a folder, stopped and started again: the ledger still answers the key, and charges nothing more. */
export const describeLedgerRestart = () =>
  describe("the sandbox payment ledger across a restart (PGlite in a folder)", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "exam-shop-ledger-"))
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

    it("answers a retried key after the restart with the first charge", async () => {
      const paid = request(VISA, { amountCents: 1_500 })
      const first = await startTestServer({ kind: "pglite", dataDir }, { seedDemo: false })
      const charge = await withGateway(first, (gateway) => gateway.charge(paid)).finally(() => first.close())

      const second = await startTestServer({ kind: "pglite", dataDir }, { seedDemo: false })
      try {
        expect(await withGateway(second, (gateway) => gateway.charge(paid))).toEqual(charge)
        expect(await countRows(second, paid.idempotencyKey)).toBe(1)
      } finally {
        await second.close()
      }
    })
  })
