/**
 * The client's address behind a reverse proxy (TRUST_PROXY):
 * X-Forwarded-For is read only when the connection comes from a trusted
 * proxy, and then its right-most entry that is not itself a trusted proxy;
 * without TRUST_PROXY the header changes nothing. Run through the same
 * middleware step the server uses (http/guards.ts), on requests built the
 * way Node's server builds them (a peer address and headers).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Result } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { clientAddress, parseTrustedProxies, trustForwardedAddress, type TrustedProxies } from "../../../server/platform/security/client-address.ts"

const trusted = (text: string): TrustedProxies => Result.getOrThrow(parseTrustedProxies(text))

/** What the handlers would read as the client's address for this request. */
const seen = (proxies: TrustedProxies, peer: string | undefined, forwardedFor?: string) => {
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }
  const request = HttpServerRequest.fromWeb(new Request("http://shop.test/api/v1/auth/login", { headers })).modify({
    remoteAddress: peer === undefined ? Option.none() : Option.some(peer)
  })
  const app = HttpServerRequest.HttpServerRequest.use((inner) => Effect.succeed(HttpServerResponse.text(clientAddress(inner))))
  return Effect.runPromise(
    Effect.provideService(trustForwardedAddress(proxies)(app), HttpServerRequest.HttpServerRequest, request).pipe(
      Effect.flatMap((response) => Effect.promise(() => HttpServerResponse.toWeb(response).text()))
    )
  )
}

describe("TRUST_PROXY", () => {
  it("reads addresses and CIDR ranges, IPv4 and IPv6, and names a bad entry", () => {
    expect(trusted("").length).toBe(0)
    expect(trusted(" 10.0.0.5 , 10.1.0.0/16,::1, fd00::/8 ").length).toBe(4)
    expect(parseTrustedProxies("10.0.0.5, proxy.internal")).toEqual(Result.fail(expect.stringContaining('"proxy.internal"')))
    expect(Result.isFailure(parseTrustedProxies("10.0.0.0/33"))).toBe(true)
    // Host bits set: most likely a typo for a single address or another range.
    expect(Result.isFailure(parseTrustedProxies("10.0.0.1/8"))).toBe(true)
  })
})

describe("the client's address", () => {
  it("is the connection's peer when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    expect(await seen([], "203.0.113.9")).toBe("203.0.113.9")
    expect(await seen([], "203.0.113.9", "198.51.100.7")).toBe("203.0.113.9")
    expect(await seen([], "127.0.0.1", "198.51.100.7, 127.0.0.1")).toBe("127.0.0.1")
  })

  it("is the peer when the peer is not a trusted proxy (a client talking to the server directly)", async () => {
    expect(await seen(trusted("10.0.0.5"), "203.0.113.9", "198.51.100.7")).toBe("203.0.113.9")
  })

  it("is the forwarded address when the peer is a trusted proxy", async () => {
    expect(await seen(trusted("10.0.0.5"), "10.0.0.5", "198.51.100.7")).toBe("198.51.100.7")
  })

  it("is the right-most untrusted entry: what the client wrote itself to the left is ignored", async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the address it saw.
    expect(await seen(trusted("10.0.0.5"), "10.0.0.5", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7")
  })

  it("walks back through a chain of trusted proxies (a CDN, then a load balancer)", async () => {
    const chain = trusted("10.0.0.0/8, 192.0.2.10")
    expect(await seen(chain, "10.0.0.5", "6.6.6.6, 198.51.100.7, 192.0.2.10, 10.2.3.4")).toBe("198.51.100.7")
    // Every entry trusted: the left-most is as far as the chain goes.
    expect(await seen(chain, "10.0.0.5", "10.9.9.9, 10.2.3.4")).toBe("10.9.9.9")
  })

  it("understands IPv6 and an IPv4 peer on a dual-stack socket", async () => {
    expect(await seen(trusted("::1"), "::1", "2001:db8::7")).toBe("2001:db8::7")
    expect(await seen(trusted("127.0.0.1"), "::ffff:127.0.0.1", "198.51.100.7")).toBe("198.51.100.7")
    expect(await seen([], "::ffff:203.0.113.9")).toBe("203.0.113.9")
    expect(await seen(trusted("fd00::/8"), "fd00::1", "[2001:db8::8]:443")).toBe("2001:db8::8")
  })

  it("stays the proxy's when the proxy sent no header or an entry that is no address", async () => {
    expect(await seen(trusted("10.0.0.5"), "10.0.0.5")).toBe("10.0.0.5")
    expect(await seen(trusted("10.0.0.5"), "10.0.0.5", "not-an-address")).toBe("10.0.0.5")
  })

  it('is "unknown" without a peer (never from a header alone)', async () => {
    expect(await seen(trusted("10.0.0.5"), undefined, "198.51.100.7")).toBe("unknown")
  })
})
