import { ConfigProvider, Effect, Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import { Settings, shopLink } from "../../server/platform/config.ts"
import { TEST_SCRYPT_COST } from "../../server/platform/security/password-hasher.ts"
import { DEFAULT_RATE_LIMITS } from "../../server/platform/security/rate-limit-rules.ts"

const settingsFrom = (env: Record<string, string>) =>
  Effect.runPromise(
    Effect.provide(
      Effect.gen(function* () {
        return yield* Settings
      }),
      Settings.fromEnv.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env))))
    )
  )

describe("server settings from the environment", () => {
  it("has safe local defaults", async () => {
    const settings = await settingsFrom({})
    expect(settings).toMatchObject({ port: 8080, dataDir: "./data", webRoot: "./dist", nodeEnv: "development", seedDemo: true })
    expect(Option.isNone(settings.databaseUrl)).toBe(true)
    expect(settings.rateLimits).toBeUndefined()
  })

  it("reads PORT, DATA_DIR and DATABASE_URL", async () => {
    const settings = await settingsFrom({ PORT: "9090", DATA_DIR: "/srv/shop", DATABASE_URL: "postgres://db/shop" })
    expect(settings.port).toBe(9090)
    expect(settings.dataDir).toBe("/srv/shop")
    expect(Option.getOrNull(settings.databaseUrl)).toBe("postgres://db/shop")
  })

  it("relaxes only the per-address rate limits for loopback test runs", async () => {
    const settings = await settingsFrom({ NODE_ENV: "test", RELAX_ADDRESS_RATE_LIMITS: "true" })
    expect(settings.rateLimits?.signInPerAddress.max).toBe(DEFAULT_RATE_LIMITS.signInPerAddress.max * 100)
    expect(settings.rateLimits?.signInPerAccount).toEqual(DEFAULT_RATE_LIMITS.signInPerAccount)
    expect(settings.rateLimits?.codeCheckPerAccount).toEqual(DEFAULT_RATE_LIMITS.codeCheckPerAccount)
  })

  it("never relaxes rate limits in production", async () => {
    const settings = await settingsFrom({ NODE_ENV: "production", RELAX_ADDRESS_RATE_LIMITS: "true" })
    expect(settings.rateLimits).toBeUndefined()
  })

  it("lowers the cost of new password hashes only for a test server that asks (PASSWORD_HASHING=fast)", async () => {
    expect((await settingsFrom({ NODE_ENV: "test", PASSWORD_HASHING: "fast" })).passwordHashCost).toEqual(TEST_SCRYPT_COST)
    expect((await settingsFrom({ NODE_ENV: "test" })).passwordHashCost).toBeUndefined()
    expect((await settingsFrom({ NODE_ENV: "development", PASSWORD_HASHING: "fast" })).passwordHashCost).toBeUndefined()
    expect((await settingsFrom({ NODE_ENV: "production", PASSWORD_HASHING: "fast" })).passwordHashCost).toBeUndefined()
  })

  it("refuses a short TOKEN_SECRET", async () => {
    await expect(settingsFrom({ TOKEN_SECRET: "too-short" })).rejects.toThrow(/at least 32 characters/)
  })

  it("links in emails use PUBLIC_URL, else the local address of PORT", async () => {
    const linkWith = (env: Record<string, string>) =>
      Effect.runPromise(
        shopLink("/helpdesk/chat/t1").pipe(Effect.provide(Settings.fromEnv.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env))))))
      )
    expect(await linkWith({ PUBLIC_URL: "https://shop.example/" })).toBe("https://shop.example/helpdesk/chat/t1")
    expect(await linkWith({ PORT: "9090" })).toBe("http://localhost:9090/helpdesk/chat/t1")
  })

  it("refuses a PUBLIC_URL that is not an absolute address", async () => {
    await expect(settingsFrom({ PUBLIC_URL: "shop.example" })).rejects.toThrow(/PUBLIC_URL must be an absolute address/)
  })
})
