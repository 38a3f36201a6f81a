import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import {
  burnPasswordCheck,
  hashPassword,
  OWASP_SCRYPT_COST,
  PasswordHashCost,
  TEST_SCRYPT_COST,
  verifyPassword
} from "../../../server/platform/security/password-hasher.ts"

const run = <A>(effect: Effect.Effect<A>) => Effect.runPromise(effect)
const atTestCost = <A>(effect: Effect.Effect<A>) => Effect.runPromise(Effect.provideService(effect, PasswordHashCost, TEST_SCRYPT_COST))

describe("password hashes", () => {
  it("are scrypt at OWASP's cost unless the server lowers it, the cost stored with the salt and the key", async () => {
    expect(OWASP_SCRYPT_COST).toEqual({ n: 32768, r: 8, p: 3 })
    expect(await run(hashPassword("correct horse battery"))).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{86}$/)
    expect(await atTestCost(hashPassword("correct horse battery"))).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/)
  })

  it("are checked at the cost stored with them, whatever the cost of new hashes", async () => {
    const owasp = await run(hashPassword("correct horse battery"))
    const cheap = await atTestCost(hashPassword("correct horse battery"))
    expect(await atTestCost(verifyPassword("correct horse battery", owasp))).toBe(true)
    expect(await run(verifyPassword("correct horse battery", cheap))).toBe(true)
    expect(await run(verifyPassword("Correct horse battery", cheap))).toBe(false)
  })

  it("match the same password typed in another Unicode form (NFKC)", async () => {
    const stored = await atTestCost(hashPassword("Cafe\u0301 ２０２６"))
    expect(await atTestCost(verifyPassword("Café 2026", stored))).toBe(true)
  })

  it("refuse a stored value that is not one of ours", async () => {
    for (const stored of ["", "not-a-hash", "bcrypt$1$2$3$a$b", "scrypt$0$8$1$AAAA$AAAA", "scrypt$1024$8$1$AAAA$"]) {
      expect(await atTestCost(verifyPassword("anything", stored))).toBe(false)
    }
  })

  it("spend a check's time for an unknown email without matching anything", async () => {
    await expect(atTestCost(burnPasswordCheck("anything"))).resolves.toBeUndefined()
  })
})
