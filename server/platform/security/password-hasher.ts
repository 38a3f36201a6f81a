/**
 * Password hashing with scrypt at OWASP's recommended parameters
 * (N = 2^15, r = 8, p = 3; 16-byte salt, 64-byte key). The stored form
 * `scrypt$N$r$p$salt$hash` carries its parameters, so they can be raised later
 * without breaking existing accounts. scrypt runs on libuv's thread pool, so
 * hashing does not block other requests.
 *
 * New hashes take their cost from `PasswordHashCost` (OWASP's unless the
 * server was started as a test server with PASSWORD_HASHING=fast, never in
 * production); a check always uses the cost stored with the hash.
 */
import { Context, Effect } from "effect"
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto"

export interface ScryptCost {
  readonly n: number
  readonly r: number
  readonly p: number
}

/** Every real server's cost: OWASP's recommendation for scrypt. */
export const OWASP_SCRYPT_COST: ScryptCost = { n: 2 ** 15, r: 8, p: 3 }

/**
 * A test server's cost (PASSWORD_HASHING=fast with NODE_ENV=test): the test
 * suites sign up and sign in thousands of learners, and at OWASP's cost each
 * hash spent 0.5–1.5 s of CPU on the two-core test machine. Still scrypt,
 * salted and checked the same way; only the work factor is smaller.
 */
export const TEST_SCRYPT_COST: ScryptCost = { n: 2 ** 10, r: 8, p: 1 }

/** The cost of new hashes (and of the dummy check), OWASP's unless the server's settings say otherwise. */
export const PasswordHashCost = Context.Reference<ScryptCost>("exam-shop/PasswordHashCost", { defaultValue: () => OWASP_SCRYPT_COST })

const KEY_LENGTH = 64
const SALT_LENGTH = 16

const derive = (password: string, salt: Buffer, n: number, r: number, p: number, keyLength: number) =>
  Effect.callback<Buffer>((resume) => {
    // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is exactly
    // that at these parameters, so give it headroom.
    const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r }
    // NFKC: the same password typed on another keyboard or system (composed
    // vs decomposed accents, full-width digits) hashes the same.
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => {
      resume(error === null ? Effect.succeed(key) : Effect.die(error))
    })
  })

export const hashPassword = (password: string): Effect.Effect<string> =>
  Effect.gen(function* () {
    const { n, r, p } = yield* PasswordHashCost
    const salt = randomBytes(SALT_LENGTH)
    const key = yield* derive(password, salt, n, r, p, KEY_LENGTH)
    return ["scrypt", n, r, p, salt.toString("base64url"), key.toString("base64url")].join("$")
  })

interface StoredHash {
  readonly n: number
  readonly r: number
  readonly p: number
  readonly salt: Buffer
  readonly key: Buffer
}

const parse = (stored: string): StoredHash | null => {
  const [scheme, n, r, p, salt, key] = stored.split("$")
  if (scheme !== "scrypt" || n === undefined || r === undefined || p === undefined || salt === undefined || key === undefined) {
    return null
  }
  const numbers = [Number(n), Number(r), Number(p)]
  if (!numbers.every((x) => Number.isSafeInteger(x) && x > 0)) return null
  return { n: numbers[0]!, r: numbers[1]!, p: numbers[2]!, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") }
}

/** True when `password` matches; compared in constant time. */
export const verifyPassword = (password: string, stored: string): Effect.Effect<boolean> =>
  Effect.gen(function* () {
    const parsed = parse(stored)
    if (parsed === null || parsed.key.length === 0) return false
    const key = yield* derive(password, parsed.salt, parsed.n, parsed.r, parsed.p, parsed.key.length)
    return timingSafeEqual(key, parsed.key)
  })

// A hash of nothing anyone can type, at the cost of new hashes, so the dummy
// check costs exactly what a real one does.
const dummyHash = ({ n, r, p }: ScryptCost) =>
  ["scrypt", n, r, p, Buffer.alloc(SALT_LENGTH).toString("base64url"), Buffer.alloc(KEY_LENGTH).toString("base64url")].join("$")

/**
 * Spends the time of a real check, for sign-ins with an unknown email, so the
 * answer's timing does not tell which emails have accounts.
 */
export const burnPasswordCheck = (password: string): Effect.Effect<void> =>
  Effect.gen(function* () {
    yield* verifyPassword(password, dummyHash(yield* PasswordHashCost))
  })
