/**
 * The first admin: production gets no demo accounts, so the
 * operator makes an admin on the server's machine, against the same database
 * the server uses (DATABASE_URL, or the embedded one in DATA_DIR — stop the
 * server first then: the embedded database takes one process at a time).
 *
 *   ADMIN_PASSWORD='…' npm run create-admin -- --email ops@example.com --name "Ops Team"
 *
 * The password comes from ADMIN_PASSWORD (not the command line, which the
 * shell's history and `ps` would keep). An existing account with that email
 * is made an admin and keeps its password unless ADMIN_PASSWORD is set.
 * The migrations run first, so this works on a new database too.
 */
import { Effect, Layer } from "effect"
import { parseArgs } from "node:util"
import { makeAdmin } from "../server/admin/admin-accounts.ts"
import { Settings } from "../server/platform/config.ts"
import { DatabaseLive } from "../server/platform/db/database.ts"
import { Events } from "../server/platform/events/service.ts"
import { passwordProblem } from "../server/platform/security/password-rules.ts"

const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } })
const email = values.email?.trim() ?? ""
const name = values.name?.trim() || "Operator"
const password = process.env["ADMIN_PASSWORD"] === undefined || process.env["ADMIN_PASSWORD"] === "" ? undefined : process.env["ADMIN_PASSWORD"]

const fail = (message: string): never => {
  console.error(`create-admin: ${message}`)
  process.exit(2)
}

if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('give the account\'s email: npm run create-admin -- --email ops@example.com [--name "Ops Team"]')
if (password !== undefined && passwordProblem(password) !== null) fail(`ADMIN_PASSWORD: ${passwordProblem(password)}`)

const program = Effect.gen(function* () {
  const outcome = yield* makeAdmin({ name, email, password })
  switch (outcome) {
    case "created":
      return `Created the admin ${email}; sign in at /sign-in and open /admin.`
    case "promoted":
      return `${email} is an admin now${password === undefined ? " (password unchanged)" : " with the new password"}.`
    case "unchanged":
      return `${email} was already an admin${password === undefined ? "" : "; its password is the new one"}.`
  }
})

// Events: an agent made an admin has their tickets returned to the queue, and the other agents are told.
Effect.runPromise(program.pipe(Effect.provide(Events.layer.pipe(Layer.provideMerge(DatabaseLive), Layer.provide(Settings.fromEnv))), Effect.scoped)).then(
  (line) => console.log(line),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error))
)
