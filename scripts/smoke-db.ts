import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { sqlClientLayer } from "../server/platform/db/sql-client.ts"
import { runMigrations } from "../server/platform/db/migrations.ts"
const prog = Effect.gen(function* () {
  const done = yield* runMigrations
  console.log("migrated", done)
  const sql = yield* SqlClient.SqlClient
  const t0 = performance.now()
  for (let i = 0; i < 100; i++) yield* sql`select ${i}::int as n`
  console.log("100 queries ms", performance.now() - t0)
  console.log(yield* sql`select count(*)::int as c from categories`)
})
const target = process.argv[2] ? { _tag: "Server" as const, url: process.argv[2] } : { _tag: "Embedded" as const, dataDir: "/tmp/pgl-smoke" }
Effect.runPromise(prog.pipe(Effect.provide(sqlClientLayer(target)), Effect.scoped)).then(
  () => console.log("ok"),
  (e) => {
    console.error("ERR", e)
    process.exit(1)
  }
)
