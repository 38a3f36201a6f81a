/**
 * Makes an account a support agent or a learner again, on the server's
 * machine against the server's database (like create-admin: DATABASE_URL, or
 * the embedded one in DATA_DIR with the server stopped).
 *
 *   npm run set-role -- --email sam@example.com --role agent
 *   npm run set-role -- --email sam@example.com --role learner
 *
 * Taking the agent role away returns the account's open and pending tickets
 * to the queue and tells the other agents, in the same transaction as the
 * role (server/admin/admin-accounts.ts changeRole); the audit log keeps a
 * row for the change and one per returned ticket. Admins are made with
 * create-admin, never here.
 */
import { Effect, Layer } from "effect"
import { parseArgs } from "node:util"
import { SqlClient } from "effect/sql"
import { changeRole } from "../server/admin/admin-accounts.ts"
import { Settings } from "../server/platform/config.ts"
import { DatabaseLive } from "../server/platform/db/database.ts"
import { Events } from "../server/platform/events/service.ts"

const ROLES = ["learner", "agent"] as const
type SettableRole = (typeof ROLES)[number]

const { values } = parseArgs({ options: { email: { type: "string" }, role: { type: "string" } } })
const email = values.email?.trim() ?? ""
const role = ROLES.find((known) => known === values.role)

const fail = (message: string): never => {
  console.error(`set-role: ${message}`)
  process.exit(2)
}

if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || role === undefined)
  fail("give the account's email and the role: npm run set-role -- --email sam@example.com --role agent|learner")

const program = (wanted: SettableRole) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [found] = yield* sql<{ id: string; role: string }>`SELECT id, role FROM users WHERE lower(email) = lower(${email})`.pipe(Effect.orDie)
    if (found === undefined) return fail(`no account ${email}`)
    if (found.role === "admin") return fail(`${email} is an admin; its role is not changed here`)
    const change = yield* changeRole(found.id, wanted)
    if (change.before === change.after) return `${email} was already a ${wanted}.`
    const returned = change.returnedTickets.length
    return `${email} is a ${wanted} now${returned === 0 ? "" : `; ${returned} ticket${returned === 1 ? "" : "s"} back in the queue`}.`
  })

const services = Events.layer.pipe(Layer.provideMerge(DatabaseLive), Layer.provideMerge(Settings.fromEnv))

Effect.runPromise(program(role!).pipe(Effect.provide(services), Effect.scoped)).then(
  (line) => console.log(line),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error))
)
