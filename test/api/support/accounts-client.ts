/**
 * A small HTTP client for the account tests: JSON calls with the token
 * header or the session cookie, codes read from /dev/outbox.json the way a
 * person trying the shop reads them, and a few one-line set-ups (a signed-up
 * and verified learner, a signed-in one).
 */
import { createHash } from "node:crypto"
import { expect } from "vitest"
import { DEFAULT_RATE_LIMITS, type RateLimits } from "../../../server/platform/security/rate-limit-rules.ts"
import type { TestServer } from "./test-server.ts"

export const API = "/api/v1/u"

export interface Answer<T = Record<string, unknown>> {
  readonly status: number
  readonly body: T
  readonly headers: Headers
  /** The `sid` cookie the answer set, if any ("" when it cleared it). */
  readonly sid: string | undefined
  readonly setCookie: ReadonlyArray<string>
}

export interface CallOptions {
  readonly token?: string
  readonly sid?: string
}

/** Every test request comes from 127.0.0.1: the per-address limits are lifted here (tested on their own). */
export const LOOSE_ADDRESS_LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  signInPerAddress: { ...DEFAULT_RATE_LIMITS.signInPerAddress, max: 100_000 },
  codeCheckPerAddress: { ...DEFAULT_RATE_LIMITS.codeCheckPerAddress, max: 100_000 },
  codeSendPerAddress: { ...DEFAULT_RATE_LIMITS.codeSendPerAddress, max: 100_000 }
}

let counter = 0
/** A fresh email per test, so per-account limits and cooldowns never leak between tests. */
export const uniqueEmail = (label = "learner") => `${label}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 7)}@example.com`

export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex")

export const PASSWORD = "correct horse battery"

export interface SignedIn {
  readonly email: string
  readonly password: string
  readonly userId: string
  readonly token: string
  readonly sid: string
}

export const accountsClient = (server: TestServer) => {
  const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = {}
    if (body !== undefined && !(body instanceof FormData)) headers["content-type"] = "application/json"
    if (options.token !== undefined) headers["x-access-token"] = options.token
    if (options.sid !== undefined) headers.cookie = `sid=${options.sid}`
    const response = await fetch(server.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body)
    })
    const text = await response.text()
    const setCookie = response.headers.getSetCookie()
    const sidCookie = setCookie.find((c) => c.startsWith("sid="))
    return {
      status: response.status,
      body: (text === "" ? {} : JSON.parse(text)) as T,
      headers: response.headers,
      sid: sidCookie === undefined ? undefined : sidCookie.slice(4, sidCookie.indexOf(";")),
      setCookie
    }
  }

  const post = <T = Record<string, unknown>>(path: string, body?: unknown, options?: CallOptions) => call<T>("POST", path, body, options)
  const get = <T = Record<string, unknown>>(path: string, options?: CallOptions) => call<T>("GET", path, undefined, options)

  interface OutboxItem {
    to: string
    channel: string
    subject: string
    body: string
    createdAt: string
  }
  const outbox = async (): Promise<Array<OutboxItem>> => (await fetch(server.baseUrl + "/dev/outbox.json")).json() as Promise<Array<OutboxItem>>

  /** The newest code sent to `to` (an email, or a phone as "(512) 555-0199"). */
  const latestCode = async (to: string): Promise<string> => {
    const item = (await outbox()).find((m) => m.to === to)
    expect(item, `a message to ${to} in the outbox`).toBeDefined()
    const match = /\b(\d{6})\b/.exec(item!.body)
    expect(match, "a 6-digit code in the message").not.toBeNull()
    return match![1]!
  }

  const messagesTo = async (to: string) => (await outbox()).filter((m) => m.to === to)

  const userRow = async (email: string) => {
    const rows = await server.query<{
      id: string
      name: string
      password_hash: string
      email_verified_at: Date | null
      phone: string | null
      phone_verified_at: Date | null
      image_id: string | null
    }>("SELECT id, name, password_hash, email_verified_at, phone, phone_verified_at, image_id FROM users WHERE lower(email) = lower($1)", [email])
    return rows[0]
  }

  /** Lets the next code be sent at once, as if the 60-second cooldown had passed. */
  const endCooldown = (userId: string) => server.query("UPDATE one_time_codes SET created_at = created_at - interval '2 minutes' WHERE user_id = $1", [userId])

  const signUp = async (email = uniqueEmail(), password = PASSWORD, name = "Casey Learner") => {
    const answer = await post("/auth/signup", { name, email, password })
    expect(answer.status).toBe(200)
    return answer
  }

  /** Signs up and verifies the email: a signed-in learner. */
  const newLearner = async (label = "learner", password = PASSWORD): Promise<SignedIn> => {
    const email = uniqueEmail(label)
    await signUp(email, password)
    const answer = await post<{ token: string; data: { _id: string } }>("/auth/verify-email", { email, otp: await latestCode(email) })
    expect(answer.status).toBe(200)
    expect(answer.sid).toBeTruthy()
    return { email, password, userId: answer.body.data._id, token: answer.body.token, sid: answer.sid! }
  }

  // Password hashing is deliberately slow (scrypt at OWASP cost, ~0.4 s
  // here), so tests that only read or are refused share one learner per label.
  const shared = new Map<string, Promise<SignedIn>>()
  const sharedLearner = (label: string): Promise<SignedIn> => {
    let learner = shared.get(label)
    if (learner === undefined) {
      learner = newLearner(label)
      shared.set(label, learner)
    }
    return learner
  }

  const login = (email: string, password: string) => post<{ message: string; token: string; data: Record<string, unknown> }>("/auth/login", { email, password })

  return { call, post, get, outbox, latestCode, messagesTo, userRow, endCooldown, signUp, newLearner, sharedLearner, login }
}

export type AccountsClient = ReturnType<typeof accountsClient>
