/**
 * Making an admin (issue 16). Nobody becomes an admin through the API: the
 * first admin is made on the server's machine by `npm run create-admin`
 * (scripts/create-admin.ts), and outside production the demo seed adds the
 * demo admin of the README.
 *
 * An existing account with that email is made an admin (its password is
 * kept unless a new one is given); otherwise a new account is created,
 * email verified, with the given password.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { hashPassword } from "../platform/security/password-hasher.ts"

export const DEMO_ADMIN = {
  name: "Olive Operator",
  email: "admin@examready.example",
  password: "Admin-Operator-2026"
} as const

export type AdminAccountOutcome = "created" | "promoted" | "unchanged"

export const makeAdmin = (account: { readonly name: string; readonly email: string; readonly password: string | undefined }) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const email = account.email.trim()
    const existing = yield* sql<{ id: string; role: string }>`SELECT id, role FROM users WHERE lower(email) = lower(${email})`
    const found = existing[0]
    if (found !== undefined) {
      if (account.password !== undefined) {
        const passwordHash = yield* hashPassword(account.password)
        yield* sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${found.id}`
      }
      if (found.role === "admin") return "unchanged" as AdminAccountOutcome
      yield* sql`UPDATE users SET role = 'admin', email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = ${found.id}`
      return "promoted" as AdminAccountOutcome
    }
    if (account.password === undefined) return yield* Effect.die(new Error(`No account ${email}: a new admin needs a password`))
    const passwordHash = yield* hashPassword(account.password)
    const rows = yield* sql<{ id: string }>`
      INSERT INTO users (name, email, password_hash, email_verified_at, role)
      VALUES (${account.name}, ${email}, ${passwordHash}, now(), 'admin')
      ON CONFLICT ((lower(email))) DO NOTHING
      RETURNING id`
    return (rows.length === 1 ? "created" : "unchanged") as AdminAccountOutcome
  })

/** The demo admin: inserted only when no account has that email, never overwritten (like the demo learner and agent). */
export const seedDemoAdmin = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const existing = yield* sql<{ id: string }>`SELECT id FROM users WHERE lower(email) = lower(${DEMO_ADMIN.email})`
  if (existing.length > 0) return false
  return (yield* makeAdmin(DEMO_ADMIN)) === "created"
})
