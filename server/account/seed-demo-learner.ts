/**
 * The demo learner (credentials in the README), so a person trying the shop
 * can sign in at once: email and phone verified, and a welcome notification.
 * In production only when DEMO_LEARNER_PASSWORD asks for it, with that
 * password (server/seed/demo-seed.ts).
 * Inserted only when no account has that email; never overwritten, so a
 * changed demo password survives restarts.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { hashPassword } from "../platform/security/password-hasher.ts"
import { WELCOME_DESCRIPTION, WELCOME_TITLE } from "./notifications/welcome.ts"

export const DEMO_LEARNER = {
  name: "Dana Demo",
  email: "demo@examready.example",
  password: "Demo-Learner-2026",
  /** (512) 555-0199 */
  phone: "5125550199"
} as const

/** Adds the demo learner with `password` (the published one outside production). */
export const seedDemoLearner = (password: string = DEMO_LEARNER.password) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const existing = yield* sql<{ id: string }>`SELECT id FROM users WHERE lower(email) = lower(${DEMO_LEARNER.email})`
    if (existing.length > 0) return false
    const passwordHash = yield* hashPassword(password)
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const rows = yield* sql<{ id: string }>`
      INSERT INTO users (name, email, password_hash, email_verified_at, phone, phone_verified_at)
      VALUES (${DEMO_LEARNER.name}, ${DEMO_LEARNER.email}, ${passwordHash}, now(), ${DEMO_LEARNER.phone}, now())
      ON CONFLICT ((lower(email))) DO NOTHING
      RETURNING id`
        const row = rows[0]
        // Another server seeded it a moment ago.
        if (row === undefined) return false
        yield* sql`INSERT INTO notifications (user_id, title, description) VALUES (${row.id}, ${WELCOME_TITLE}, ${WELCOME_DESCRIPTION})`
        return true
      })
    )
  })
