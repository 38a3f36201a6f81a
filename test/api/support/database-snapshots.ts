/**
 * Vitest's global setup: the migrated databases every API test server
 * starts from, made once per run instead of once per server.
 *
 * Migrating and seeding the demo shop takes a PGlite server about 4 s on a
 * quiet machine and 45 s on a loaded one (WASM, password hashing), and the
 * suite starts a few hundred servers. So the run makes, once:
 *   - two PGlite dumps (`dumpDataDir`), one migrated and one migrated and
 *     seeded, which an in-memory server loads in under a second
 *     (Settings.embeddedSnapshot);
 *   - two template databases on the PostgreSQL server, copied by
 *     `CREATE DATABASE … TEMPLATE` for each scratch database.
 * What a server makes for itself on its first start is left out of both
 * (its token secret, its job leases), so every test server is as new as
 * before. test-server.ts reads where they are from
 * EXAM_SHOP_TEST_SNAPSHOTS (workers inherit the environment set here).
 */
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  adminQuery,
  databaseUrlNamed,
  postgresUnavailableReason,
  SNAPSHOTS_VARIABLE,
  startTestServer,
  TEMPLATE_PREFIX,
  type DatabaseSnapshots
} from "./test-server.ts"

/** Rows a server writes on its first start that must stay its own. */
const PER_SERVER_ROWS = ["DELETE FROM app_secrets", "DELETE FROM job_leases"]

const pgliteSnapshot = async (folder: string, seedDemo: boolean): Promise<string> => {
  const dataDir = join(folder, seedDemo ? "seeded" : "empty")
  const server = await startTestServer({ kind: "pglite", dataDir }, { seedDemo })
  await server.close()
  const db = await PGlite.create({ dataDir: join(dataDir, "pglite"), extensions: { pg_trgm } })
  for (const statement of PER_SERVER_ROWS) await db.exec(statement)
  const dump = await db.dumpDataDir("none")
  await db.close()
  const file = join(folder, `${seedDemo ? "seeded" : "empty"}.tar`)
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  rmSync(dataDir, { recursive: true, force: true })
  return file
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Templates a run that was killed left behind (their process is gone). */
const dropAbandonedTemplates = async () => {
  const names = await adminQuery<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`)
  for (const { datname } of names) {
    const pid = Number(datname.slice(TEMPLATE_PREFIX.length).split("_")[0])
    if (!isRunning(pid)) await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  }
}

const postgresTemplate = async (seedDemo: boolean): Promise<string> => {
  const name = `${TEMPLATE_PREFIX}${process.pid}_${seedDemo ? "seeded" : "empty"}`
  await adminQuery(`CREATE DATABASE ${name}`)
  const server = await startTestServer({ kind: "postgres-shared", databaseUrl: databaseUrlNamed(name) }, { seedDemo })
  for (const statement of PER_SERVER_ROWS) await server.query(statement)
  await server.close()
  return name
}

export default async function setup(): Promise<() => Promise<void>> {
  const started = Date.now()
  const folder = mkdtempSync(join(tmpdir(), "exam-shop-snapshots-"))
  const postgres = (await postgresUnavailableReason()) === undefined
  if (postgres) await dropAbandonedTemplates()
  const snapshots: DatabaseSnapshots = {
    pgliteEmpty: await pgliteSnapshot(folder, false),
    pgliteSeeded: await pgliteSnapshot(folder, true),
    ...(postgres ? { postgresEmpty: await postgresTemplate(false), postgresSeeded: await postgresTemplate(true) } : {})
  }
  process.env[SNAPSHOTS_VARIABLE] = JSON.stringify(snapshots)
  console.log(`Database snapshots for the test servers made in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return async () => {
    rmSync(folder, { recursive: true, force: true })
    for (const name of [snapshots.postgresEmpty, snapshots.postgresSeeded]) {
      if (name !== undefined) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
  }
}
