import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { CountryLookup } from "../../server/content/site/country-lookup.ts"
import { isNonPublicAddress, unmapIPv4 } from "../../server/content/site/private-address.ts"

describe("private and loopback addresses", () => {
  it.each([
    "127.0.0.1",
    "::1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.10",
    "169.254.1.1",
    "100.64.0.1",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
    "not an ip",
    ""
  ])("%s is not a visitor's public address", (address) => expect(isNonPublicAddress(address)).toBe(true))
  it.each(["8.8.8.8", "172.32.0.1", "81.2.69.160", "2a00:1450:4001:81b::200e", "::ffff:8.8.8.8"])("%s is public", (address) =>
    expect(isNonPublicAddress(address)).toBe(false)
  )
  it("unmaps IPv4-mapped IPv6 addresses", () => {
    expect(unmapIPv4("::ffff:203.0.113.9")).toBe("203.0.113.9")
    expect(unmapIPv4("2001:db8::1")).toBe("2001:db8::1")
  })
})

describe("country lookup from the offline database", () => {
  const countryOf = (address: string | undefined) =>
    Effect.runPromise(Effect.flatMap(CountryLookup, (lookup) => lookup.countryOf(address)).pipe(Effect.provide(CountryLookup.layer)))

  it("finds the country of public addresses", async () => {
    expect(await countryOf("8.8.8.8")).toBe("US")
    expect(await countryOf("::ffff:81.2.69.160")).toBe("GB")
  })
  it("answers null for loopback, private and missing addresses", async () => {
    expect(await countryOf("127.0.0.1")).toBeNull()
    expect(await countryOf("192.168.0.5")).toBeNull()
    expect(await countryOf(undefined)).toBeNull()
  })
})
