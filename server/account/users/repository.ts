/**
 * Accounts (table users): learners, support agents and admins.
 * Emails are matched without letter case (a unique index on lower(email))
 * and stored as typed, trimmed.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import type { Role } from "../../../src/api/shared/security.ts"

export interface UserRow {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly password_hash: string
  readonly email_verified_at: Date | string | null
  /** 10 national digits, or null. */
  readonly phone: string | null
  readonly phone_verified_at: Date | string | null
  readonly image_id: string | null
  /** Every sign-up makes a learner; agents are seeded or set by the operator. */
  readonly role: Role
}

export class UsersRepository extends Context.Service<
  UsersRepository,
  {
    readonly findByEmail: (email: string) => Effect.Effect<Option.Option<UserRow>>
    readonly findById: (id: string) => Effect.Effect<Option.Option<UserRow>>
    /** A new unverified account; None when the email is taken (even by a racing sign-up). */
    readonly insertUnverified: (fields: { name: string; email: string; passwordHash: string }) => Effect.Effect<Option.Option<UserRow>>
    /** A repeated sign-up of an unverified account takes the new name and password. */
    readonly updateUnverified: (id: string, fields: { name: string; passwordHash: string }) => Effect.Effect<void>
    /** True when this call verified it (false when it already was). */
    readonly markEmailVerified: (id: string) => Effect.Effect<boolean>
    readonly setPasswordHash: (id: string, passwordHash: string) => Effect.Effect<void>
    readonly setName: (id: string, name: string) => Effect.Effect<void>
    /** Stores a number; a different number than before becomes unverified. */
    readonly setPhone: (id: string, phone: string | null) => Effect.Effect<{ readonly changed: boolean }>
    /** Verifies the phone only if it is still `phone` (the number the code went to). */
    readonly markPhoneVerified: (id: string, phone: string) => Effect.Effect<boolean>
    readonly setImage: (id: string, imageId: string) => Effect.Effect<void>
    /** Makes an account a learner or an agent (the operator's step and the tests'; no call of the API does it). */
    readonly setRole: (id: string, role: Role) => Effect.Effect<void>
  }
>()("exam-shop/UsersRepository") {
  static readonly layer = Layer.effect(
    UsersRepository,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const columns = sql`id, name, email, password_hash, email_verified_at, phone, phone_verified_at, image_id, role`
      const first = (rows: ReadonlyArray<UserRow>) => Option.fromNullishOr(rows[0])

      const findByEmail = (email: string) =>
        sql<UserRow>`SELECT ${columns} FROM users WHERE lower(email) = lower(${email.trim()})`.pipe(Effect.orDie, Effect.map(first))

      const findById = (id: string) => sql<UserRow>`SELECT ${columns} FROM users WHERE id = ${id}`.pipe(Effect.orDie, Effect.map(first))

      const insertUnverified = (fields: { name: string; email: string; passwordHash: string }) =>
        sql<UserRow>`
          INSERT INTO users (name, email, password_hash) VALUES (${fields.name}, ${fields.email}, ${fields.passwordHash})
          ON CONFLICT ((lower(email))) DO NOTHING
          RETURNING ${columns}`.pipe(Effect.orDie, Effect.map(first))

      const updateUnverified = (id: string, fields: { name: string; passwordHash: string }) =>
        sql`
          UPDATE users SET name = ${fields.name}, password_hash = ${fields.passwordHash}, updated_at = now()
          WHERE id = ${id} AND email_verified_at IS NULL`.pipe(Effect.orDie, Effect.asVoid)

      const markEmailVerified = (id: string) =>
        sql<{ id: string }>`
          UPDATE users SET email_verified_at = now(), updated_at = now()
          WHERE id = ${id} AND email_verified_at IS NULL RETURNING id`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.length === 1)
        )

      const setPasswordHash = (id: string, passwordHash: string) =>
        sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${id}`.pipe(Effect.orDie, Effect.asVoid)

      const setName = (id: string, name: string) => sql`UPDATE users SET name = ${name}, updated_at = now() WHERE id = ${id}`.pipe(Effect.orDie, Effect.asVoid)

      const setPhone = (id: string, phone: string | null) =>
        sql<{ id: string }>`
          UPDATE users SET phone = ${phone}, phone_verified_at = NULL, updated_at = now()
          WHERE id = ${id} AND phone IS DISTINCT FROM ${phone} RETURNING id`.pipe(
          Effect.orDie,
          Effect.map((rows) => ({ changed: rows.length === 1 }))
        )

      const markPhoneVerified = (id: string, phone: string) =>
        sql<{ id: string }>`
          UPDATE users SET phone_verified_at = now(), updated_at = now()
          WHERE id = ${id} AND phone = ${phone} RETURNING id`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.length === 1)
        )

      const setImage = (id: string, imageId: string) =>
        sql`UPDATE users SET image_id = ${imageId}, updated_at = now() WHERE id = ${id}`.pipe(Effect.orDie, Effect.asVoid)

      const setRole = (id: string, role: Role) => sql`UPDATE users SET role = ${role}, updated_at = now() WHERE id = ${id}`.pipe(Effect.orDie, Effect.asVoid)

      return UsersRepository.of({
        findByEmail,
        findById,
        insertUnverified,
        updateUnverified,
        markEmailVerified,
        setPasswordHash,
        setName,
        setPhone,
        markPhoneVerified,
        setImage,
        setRole
      })
    })
  )
}
