/**
 * The demo support agent (credentials in the README), so a person trying
 * the helpdesk can answer their own ticket from the desk in a second
 * browser. Like the demo learner: email and phone verified (an agent is
 * never sent to add a phone), inserted only when no account has that email,
 * never overwritten. Never in production: an agent account with a published
 * password would let anyone read every learner's tickets (server/seed/demo-seed.ts).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { hashPassword } from "../platform/security/password-hasher.ts"

export const DEMO_AGENT = {
  name: "Sam Support",
  email: "support@examready.example",
  password: "Support-Agent-2026",
  /** (512) 555-0188 */
  phone: "5125550188"
} as const

export const seedDemoAgent = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const existing = yield* sql<{ id: string }>`SELECT id FROM users WHERE lower(email) = lower(${DEMO_AGENT.email})`
  if (existing.length > 0) return false
  const passwordHash = yield* hashPassword(DEMO_AGENT.password)
  const rows = yield* sql<{ id: string }>`
    INSERT INTO users (name, email, password_hash, email_verified_at, phone, phone_verified_at, role)
    VALUES (${DEMO_AGENT.name}, ${DEMO_AGENT.email}, ${passwordHash}, now(), ${DEMO_AGENT.phone}, now(), 'agent')
    ON CONFLICT ((lower(email))) DO NOTHING
    RETURNING id`
  // None when another server seeded it a moment ago.
  return rows.length === 1
})
