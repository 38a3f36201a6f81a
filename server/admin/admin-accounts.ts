/**
 * Making an admin. Nobody becomes an admin through the API: the
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
import type { TicketId } from "../../src/api/shared/ids.ts"
import type { Role } from "../../src/api/shared/security.ts"
import { returnTicketsOf } from "../helpdesk/service.ts"
import { hashPassword } from "../platform/security/password-hasher.ts"
import { AuditRepository } from "./audit/repository.ts"

export const DEMO_ADMIN = {
  name: "Olive Operator",
  email: "admin@examready.example",
  password: "Admin-Operator-2026"
} as const

export type AdminAccountOutcome = "created" | "promoted" | "unchanged"

export interface RoleChange {
  readonly before: Role
  readonly after: Role
  /** The tickets the account held as an agent, back in the queue now. */
  readonly returnedTickets: ReadonlyArray<TicketId>
}

/**
 * Changes an account's role (`npm run set-role`, and `makeAdmin`'s
 * promotion): the one place a role changes after sign-up. All in one
 * transaction: the account's row locked, the new role, an audit row for the
 * change and, when the agent role is taken away, the account's open and
 * pending tickets back in the queue (helpdesk's returnTicketsOf: the other
 * agents are told) with one audit row per ticket, so the log names each
 * ticket an admin may look up. The audit rows name the server console: no
 * admin account stands behind a script run on the server's machine.
 */
export const changeRole = (userId: string, role: Role) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const audit = yield* AuditRepository
    return yield* sql
      .withTransaction(
        Effect.gen(function* () {
          const [found] = yield* sql<{ role: Role; email: string }>`SELECT role, email FROM users WHERE id = ${userId} FOR UPDATE`
          if (found === undefined) return yield* Effect.die(new Error(`No account ${userId}`))
          if (found.role === role) return { before: role, after: role, returnedTickets: [] } satisfies RoleChange
          yield* sql`UPDATE users SET role = ${role}, updated_at = now() WHERE id = ${userId}`
          yield* audit.insertFromConsole({
            action: "change-role",
            entity: "account",
            entityId: userId,
            summary: `${found.email}: ${found.role} → ${role}`,
            before: { role: found.role },
            after: { role }
          })
          const returned = found.role === "agent" ? yield* returnTicketsOf(userId) : []
          for (const ticket of returned) {
            yield* audit.insertFromConsole({
              action: "return-to-queue",
              entity: "ticket",
              entityId: ticket.id,
              summary: `Ticket "${ticket.subject}" back in the queue: ${found.email} is no longer an agent`,
              before: { assigneeId: userId },
              after: { assigneeId: null }
            })
          }
          return { before: found.role, after: role, returnedTickets: returned.map((ticket) => ticket.id) } satisfies RoleChange
        })
      )
      .pipe(Effect.orDie)
  }).pipe(Effect.provide(AuditRepository.layer))

export const makeAdmin = (account: { readonly name: string; readonly email: string; readonly password: string | undefined }) =>
  Effect.gen(function* () {
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
      yield* sql`UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = ${found.id}`
      // An agent made an admin is no longer an agent: their tickets go back to the queue.
      yield* changeRole(found.id, "admin")
      return "promoted" as AdminAccountOutcome
    }
    return yield* insertAdmin({ name: account.name, email, password: account.password })
  })

/** A new admin account, email verified; "unchanged" when that email was taken meanwhile. */
const insertAdmin = (account: { readonly name: string; readonly email: string; readonly password: string | undefined }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const email = account.email
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
export const seedDemoAdmin = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const existing = yield* sql<{ id: string }>`SELECT id FROM users WHERE lower(email) = lower(${DEMO_ADMIN.email})`
  if (existing.length > 0) return false
  return (yield* insertAdmin(DEMO_ADMIN)) === "created"
})
