/**
 * IP address → country, from the offline GeoLite2-derived database shipped in
 * the `geoip-country` package (no network call, no API key). The package
 * reads about 8 MB at import, so it is loaded on the first lookup, not at
 * start-up.
 */
import { Context, Effect, Layer } from "effect"
import { createRequire } from "node:module"
import { isNonPublicAddress, unmapIPv4 } from "./private-address.ts"

interface GeoIpCountry {
  lookup(ip: string): { readonly country: string } | null
}

export class CountryLookup extends Context.Service<
  CountryLookup,
  {
    readonly countryOf: (address: string | undefined) => Effect.Effect<string | null>
  }
>()("exam-shop/CountryLookup") {
  static readonly layer = Layer.sync(CountryLookup, () => {
    let geoip: GeoIpCountry | undefined
    const load = (): GeoIpCountry => {
      geoip ??= createRequire(import.meta.url)("geoip-country") as GeoIpCountry
      return geoip
    }
    return CountryLookup.of({
      countryOf: (address) =>
        Effect.sync(() => {
          if (address === undefined || isNonPublicAddress(address)) return null
          return load().lookup(unmapIPv4(address))?.country ?? null
        })
    })
  })
}
