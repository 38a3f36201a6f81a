/**
 * The account area's repositories in memory (users, sessions, one-time codes,
 * reset tokens, notifications), on the Effect clock so a rule test can move
 * time past a lifetime; the SQL reads the database's clock instead.
 */
import { Clock, Effect, Layer, Option } from "effect"
import { randomUUID } from "node:crypto"
import { UsersRepository, type UserRow } from "../../../server/account/users/repository.ts"
import { randomSecret, sha256Hex } from "../../../server/platform/security/random-secret.ts"
import { SESSION_LIFETIME_DAYS, SessionsRepository, type LiveSession } from "../../../server/account/sessions/repository.ts"
import { CODE_LIFETIME_MINUTES, CODE_MAX_TRIES, CODE_RESEND_COOLDOWN_SECONDS, type CodePurpose } from "../../../server/account/one-time-codes/code-rules.ts"
import { OneTimeCodesRepository, type StoredCode, type ReplaceResult } from "../../../server/account/one-time-codes/repository.ts"
import { RESET_TOKEN_LIFETIME_MINUTES, ResetTokensRepository } from "../../../server/account/password-reset/repository.ts"
import type { Notification } from "../../../src/api/account/notifications.ts"
import { NotificationId } from "../../../src/api/shared/ids.ts"
import { NotificationsRepository } from "../../../server/account/notifications/repository.ts"

/** In memory, with the same rules: one account per email whatever its letter case. */
export const usersInMemory = Layer.sync(UsersRepository, () => {
  const rows = new Map<string, UserRow>()
  const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
  const byEmail = (email: string) => Option.fromNullishOr([...rows.values()].find((row) => sameEmail(row.email, email)))
  const change = (id: string, update: (row: UserRow) => UserRow | undefined) =>
    Effect.sync(() => {
      const row = rows.get(id)
      const changed = row === undefined ? undefined : update(row)
      if (changed !== undefined) rows.set(id, changed)
      return changed !== undefined
    })
  const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

  return UsersRepository.of({
    findByEmail: (email) => Effect.sync(() => byEmail(email)),
    findById: (id) => Effect.sync(() => Option.fromNullishOr(rows.get(id))),
    insertUnverified: (fields) =>
      Effect.sync(() => {
        if (Option.isSome(byEmail(fields.email))) return Option.none()
        const row: UserRow = {
          id: randomUUID(),
          name: fields.name,
          email: fields.email,
          password_hash: fields.passwordHash,
          email_verified_at: null,
          phone: null,
          phone_verified_at: null,
          image_id: null,
          role: "learner"
        }
        rows.set(row.id, row)
        return Option.some(row)
      }),
    updateUnverified: (id, fields) =>
      Effect.asVoid(change(id, (row) => (row.email_verified_at === null ? { ...row, name: fields.name, password_hash: fields.passwordHash } : undefined))),
    markEmailVerified: (id) =>
      Effect.flatMap(now, (at) => change(id, (row) => (row.email_verified_at === null ? { ...row, email_verified_at: at } : undefined))),
    setPasswordHash: (id, passwordHash) => Effect.asVoid(change(id, (row) => ({ ...row, password_hash: passwordHash }))),
    setName: (id, name) => Effect.asVoid(change(id, (row) => ({ ...row, name }))),
    setPhone: (id, phone) =>
      Effect.map(
        change(id, (row) => (row.phone === phone ? undefined : { ...row, phone, phone_verified_at: null })),
        (changed) => ({ changed })
      ),
    markPhoneVerified: (id, phone) => Effect.flatMap(now, (at) => change(id, (row) => (row.phone === phone ? { ...row, phone_verified_at: at } : undefined))),
    setImage: (id, imageId) => Effect.asVoid(change(id, (row) => ({ ...row, image_id: imageId }))),
    setRole: (id, role) => Effect.asVoid(change(id, (row) => ({ ...row, role })))
  })
})

/** In memory, on the Effect clock (so a test can move time past the lifetime). */
export const sessionsInMemory = Layer.sync(SessionsRepository, () => {
  interface Row {
    readonly id: string
    readonly userId: string
    readonly secretHash: string
    readonly expiresAt: number
    revoked: boolean
  }
  const rows: Array<Row> = []
  const lifetimeMillis = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000
  const live = (row: Row, now: number) => !row.revoked && row.expiresAt > now
  const asSession = (row: Row): LiveSession => ({ sessionId: row.id, userId: row.userId })
  const revokeWhere = (match: (row: Row) => boolean) =>
    Effect.sync(() => {
      const ended = rows.filter((row) => !row.revoked && match(row))
      for (const row of ended) row.revoked = true
      return ended.length
    })

  return SessionsRepository.of({
    create: (userId) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        const secret = randomSecret()
        const row: Row = { id: randomUUID(), userId, secretHash: sha256Hex(secret), expiresAt: now + lifetimeMillis, revoked: false }
        rows.push(row)
        return { ...asSession(row), secret }
      }),
    findBySecret: (secret) =>
      Effect.map(Clock.currentTimeMillis, (now) =>
        secret === "" ? Option.none() : Option.map(Option.fromNullishOr(rows.find((row) => row.secretHash === sha256Hex(secret) && live(row, now))), asSession)
      ),
    isLive: (session) =>
      Effect.map(Clock.currentTimeMillis, (now) => rows.some((row) => row.id === session.sessionId && row.userId === session.userId && live(row, now))),
    liveOf: (sessionIds) =>
      Effect.map(Clock.currentTimeMillis, (now) =>
        rows.filter((row) => sessionIds.includes(row.id) && live(row, now)).map((row) => ({ ...asSession(row), secretHash: row.secretHash }))
      ),
    revoke: (sessionId) => Effect.asVoid(revokeWhere((row) => row.id === sessionId)),
    revokeAllOf: (userId, keep) => revokeWhere((row) => row.userId === userId && row.id !== keep)
  })
})

/** In memory, on the Effect clock (so a test can let a code expire or a cooldown pass). */
export const oneTimeCodesInMemory = Layer.sync(OneTimeCodesRepository, () => {
  interface Row {
    readonly id: string
    readonly userId: string
    readonly purpose: CodePurpose
    readonly codeHash: string
    readonly sentTo: string
    readonly createdAt: number
    attempts: number
    used: boolean
  }
  let rows: Array<Row> = []
  const cooldownMillis = CODE_RESEND_COOLDOWN_SECONDS * 1000
  const lifetimeMillis = CODE_LIFETIME_MINUTES * 60 * 1000
  const ofLearner = (userId: string, purpose: CodePurpose) => (row: Row) => row.userId === userId && row.purpose === purpose
  const newestOf = (userId: string, purpose: CodePurpose) => rows.filter(ofLearner(userId, purpose)).sort((a, b) => b.createdAt - a.createdAt)[0]
  const byId = (codeId: string) => rows.find((row) => row.id === codeId)

  return OneTimeCodesRepository.of({
    replace: (code) =>
      Effect.map(Clock.currentTimeMillis, (now): ReplaceResult => {
        const last = newestOf(code.userId, code.purpose)
        if (last !== undefined && last.createdAt > now - cooldownMillis) {
          return { _tag: "CoolingDown", secondsLeft: Math.max(1, Math.ceil((last.createdAt + cooldownMillis - now) / 1000)) }
        }
        rows = rows.filter((row) => !ofLearner(code.userId, code.purpose)(row))
        rows.push({ ...code, id: randomUUID(), createdAt: now, attempts: 0, used: false })
        return { _tag: "Stored" }
      }),
    latest: (userId, purpose) =>
      Effect.map(Clock.currentTimeMillis, (now) =>
        Option.map(
          Option.fromNullishOr(newestOf(userId, purpose)),
          (row): StoredCode => ({
            id: row.id,
            codeHash: row.codeHash,
            sentTo: row.sentTo,
            attempts: row.attempts,
            used: row.used,
            expired: row.createdAt + lifetimeMillis <= now
          })
        )
      ),
    takeTry: (codeId) =>
      Effect.sync(() => {
        const row = byId(codeId)
        if (row === undefined || row.used || row.attempts >= CODE_MAX_TRIES) return false
        row.attempts += 1
        return true
      }),
    markUsed: (codeId) =>
      Effect.sync(() => {
        const row = byId(codeId)
        if (row === undefined || row.used) return false
        row.used = true
        return true
      }),
    discard: (userId, purpose) =>
      Effect.sync(() => {
        rows = rows.filter((row) => !ofLearner(userId, purpose)(row))
      })
  })
})

/** In memory, on the Effect clock (so a test can let a token expire). */
export const resetTokensInMemory = Layer.sync(ResetTokensRepository, () => {
  const rows = new Map<string, { readonly userId: string; readonly expiresAt: number; used: boolean }>()
  const lifetimeMillis = RESET_TOKEN_LIFETIME_MINUTES * 60 * 1000
  return ResetTokensRepository.of({
    issue: (userId) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        for (const row of rows.values()) if (row.userId === userId) row.used = true
        const token = randomSecret()
        rows.set(sha256Hex(token), { userId, expiresAt: now + lifetimeMillis, used: false })
        return token
      }),
    redeem: (token) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        const row = token.trim() === "" ? undefined : rows.get(sha256Hex(token.trim()))
        if (row === undefined || row.used || row.expiresAt <= now) return Option.none<string>()
        row.used = true
        return Option.some(row.userId)
      }),
    isOpen: (token) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        const row = token.trim() === "" ? undefined : rows.get(sha256Hex(token.trim()))
        return row !== undefined && !row.used && row.expiresAt > now
      })
  })
})

/** In memory, newest first by the Effect clock (ties: the later one first, as the table's order does). */
export const notificationsInMemory = Layer.sync(NotificationsRepository, () => {
  const rows: Array<{ readonly userId: string; readonly notification: Notification }> = []
  return NotificationsRepository.of({
    page: (userId, limit, offset) =>
      Effect.sync(() => {
        const mine = rows
          .filter((row) => row.userId === userId)
          .map((row) => row.notification)
          .reverse()
        return { docs: mine.slice(offset, offset + limit), total: mine.length }
      }),
    add: (userId, title, description) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        const notification = { _id: NotificationId.make(randomUUID()), title, description, createdAt: new Date(now).toISOString() }
        rows.push({ userId, notification })
        return notification
      })
  })
})
