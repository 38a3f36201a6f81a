/**
 * Starts the real server application (the same AppLive layer `npm start`
 * runs) on an OS-chosen port over either an in-memory PGlite database or a
 * fresh, throw-away database on the PostgreSQL server, and tears both down.
 */
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Exit, Layer, Option, Redacted, References, Scope } from "effect"
import { HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { AppLive } from "../../../server/app.ts"
import { Settings, type ServerSettings } from "../../../server/platform/config.ts"
import type { Transaction } from "../../../server/platform/db/transaction.ts"
import type { Events } from "../../../server/platform/events/service.ts"
import type { OnSaleAlertsService } from "../../../server/catalog/on-sale-alerts/service.ts"
import { TEST_SCRYPT_COST } from "../../../server/platform/security/password-hasher.ts"

/** The application's services a test may run an Effect over. */
type ServerServices = SqlClient.SqlClient | Transaction | Events | OnSaleAlertsService

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"

export type TestDatabase =
  | { readonly kind: "pglite"; readonly dataDir?: string }
  | { readonly kind: "postgres"; readonly url: string }
  /** A second server on the database another test server created (it drops it). */
  | { readonly kind: "postgres-shared"; readonly databaseUrl: string }

export interface TestServer {
  readonly baseUrl: string
  /** The PostgreSQL database it runs on (undefined on PGlite), for a second server on the same one. */
  readonly databaseUrl: string | undefined
  /** Runs SQL against the server's own database, to check what changed. */
  readonly query: <Row extends object>(text: string, params?: ReadonlyArray<unknown>) => Promise<ReadonlyArray<Row>>
  /** Runs an Effect over the server's own database, event streams and jobs' services (a seed fixture, the attempt sweeper, Notify me's run). */
  readonly run: <A, E>(effect: Effect.Effect<A, E, ServerServices>) => Promise<A>
  readonly close: () => Promise<void>
}

const withAdmin = <A, E>(url: string, use: (sql: SqlClient.SqlClient) => Effect.Effect<A, E>) =>
  Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, use).pipe(
      Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1, connectTimeout: "3 seconds" })),
      Effect.scoped
    ) as Effect.Effect<A, unknown>
  )

/** One statement on the PostgreSQL server's maintenance database (create and drop databases). */
export const adminQuery = <Row extends object>(text: string) => withAdmin(TEST_DATABASE_URL, (sql) => sql.unsafe<Row>(text))

/**
 * The migrated databases a run's test servers start from, made once by
 * vitest's global setup (test/api/support/database-snapshots.ts): PGlite dumps
 * (files) and PostgreSQL template databases (names), each empty or with
 * the demo shop. Absent outside vitest (a benchmark script): then every
 * server migrates and seeds its own, as `npm start` does.
 */
export interface DatabaseSnapshots {
  readonly pgliteEmpty: string
  readonly pgliteSeeded: string
  readonly postgresEmpty?: string
  readonly postgresSeeded?: string
}
export const SNAPSHOTS_VARIABLE = "EXAM_SHOP_TEST_SNAPSHOTS"
export const TEMPLATE_PREFIX = "exam_shop_template_"

const snapshots: DatabaseSnapshots | undefined =
  process.env[SNAPSHOTS_VARIABLE] === undefined ? undefined : (JSON.parse(process.env[SNAPSHOTS_VARIABLE]) as DatabaseSnapshots)
const loadedDumps = new Map<string, Blob>()
const dumpAt = (file: string): Blob => {
  const known = loadedDumps.get(file)
  if (known !== undefined) return known
  const dump = new Blob([readFileSync(file)])
  loadedDumps.set(file, dump)
  return dump
}

/** The migrated PGlite dump (with the demo shop, or without), when the run made one. */
export const pgliteDump = (seeded: boolean): Blob | undefined =>
  snapshots === undefined ? undefined : dumpAt(seeded ? snapshots.pgliteSeeded : snapshots.pgliteEmpty)

/** Why the PostgreSQL suite cannot run, or undefined when the server answers. */
export const postgresUnavailableReason = async (): Promise<string | undefined> => {
  try {
    await withAdmin(TEST_DATABASE_URL, (sql) => sql`SELECT 1`)
    return undefined
  } catch (error) {
    return (
      `PostgreSQL at ${TEST_DATABASE_URL} did not answer (${String(error).slice(0, 200)}). ` +
      "Start it (pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) or set TEST_DATABASE_URL."
    )
  }
}

/** The address of database `name` on the PostgreSQL server at TEST_DATABASE_URL. */
export const databaseUrlNamed = (name: string): string => {
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  return url.toString()
}

/** A fresh database on the PostgreSQL server (empty, or a copy of `template`), dropped again by the cleanup. */
export const createScratchDatabase = async (template?: string) => {
  const name = `exam_shop_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await withAdmin(TEST_DATABASE_URL, (sql) => sql.unsafe(`CREATE DATABASE ${name}${template === undefined ? "" : ` TEMPLATE ${template}`}`))
  return {
    url: databaseUrlNamed(name),
    drop: () => withAdmin(TEST_DATABASE_URL, (sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined)
  }
}

/** Settings a test may change; everything else is fixed by startTestServer. */
export type TestSettings = Partial<
  Pick<
    ServerSettings,
    | "nodeEnv"
    | "tokenSecret"
    | "smtpUrl"
    | "mailFrom"
    | "rateLimits"
    | "seedDemo"
    | "attemptSweepSeconds"
    | "checkoutReconcileSeconds"
    | "eventsHeartbeatSeconds"
    | "streamLimits"
    | "demoLearnerPassword"
    | "mediaStore"
    | "trustProxy"
    | "smtpTls"
    | "smtpUser"
    | "smtpPassword"
    | "smtpCa"
    | "mailRetrySeconds"
    | "metricsToken"
    | "attachmentQuota"
  >
>

/**
 * The snapshot a server may start from: an embedded database (in memory, or
 * a data folder's first start) or a scratch PostgreSQL one, and only where the seed would write what the snapshot holds
 * (production leaves the demo accounts out, a demo password changes one).
 */
const snapshotFor = (database: TestDatabase, overrides: TestSettings) => {
  if (snapshots === undefined) return undefined
  if ((overrides.nodeEnv ?? "test") !== "test" || overrides.demoLearnerPassword !== undefined) return undefined
  const seeded = overrides.seedDemo ?? true
  // A data folder loads it only on its first start (embedded-postgres.ts); a restart finds its own data.
  if (database.kind === "pglite") return { pglite: pgliteDump(seeded) }
  if (database.kind === "postgres") return { template: seeded ? snapshots.postgresSeeded : snapshots.postgresEmpty }
  return undefined
}

export const startTestServer = async (database: TestDatabase, overrides: TestSettings = {}): Promise<TestServer> => {
  const snapshot = snapshotFor(database, overrides)
  const scratch = database.kind === "postgres" ? await createScratchDatabase(snapshot?.template) : undefined
  const settings = Layer.succeed(
    Settings,
    Settings.of({
      port: 0,
      dataDir: database.kind === "pglite" ? (database.dataDir ?? ":memory:") : ":memory:",
      databaseUrl: database.kind === "postgres-shared" ? Option.some(database.databaseUrl) : scratch === undefined ? Option.none() : Option.some(scratch.url),
      // A fixture stands in for the built app, so API tests do not depend on
      // `vite build`; the end-to-end suite covers the real bundle.
      webRoot: fileURLToPath(new URL("../fixtures/web", import.meta.url)),
      nodeEnv: "test",
      seedDemo: true,
      // Thousands of sign-ups and sign-ins: a test server hashes at the test cost (security/password-hasher.ts).
      ...((overrides.nodeEnv ?? "test") === "test" ? { passwordHashCost: TEST_SCRYPT_COST } : {}),
      ...(snapshot?.pglite === undefined ? {} : { embeddedSnapshot: snapshot.pglite }),
      ...overrides
    })
  )
  const scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(
    Layer.buildWithScope(AppLive.pipe(Layer.provideMerge(settings)), scope).pipe(
      // Request logs of hundreds of test calls would bury the test report;
      // warnings and errors still show.
      Effect.provideService(References.MinimumLogLevel, "Warn")
    )
  )
  const address = Context.get(context, HttpServer.HttpServer).address
  if (address._tag === "UnixPathAddress") throw new Error("expected a TCP address")
  const sql = Context.get(context, SqlClient.SqlClient)
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    databaseUrl: database.kind === "postgres-shared" ? database.databaseUrl : scratch?.url,
    query: <Row extends object>(text: string, params: ReadonlyArray<unknown> = []) => Effect.runPromise(sql.unsafe<Row>(text, params).pipe(Effect.orDie)),
    run: <A, E>(effect: Effect.Effect<A, E, ServerServices>) => Effect.runPromise(Effect.provideContext(effect, context)),
    close: async () => {
      await Effect.runPromise(Scope.close(scope, Exit.void))
      await scratch?.drop()
    }
  }
}
