/**
 * The address a request came from, for the per-address attempt limits, the
 * contact form's record and the visitor's country. Every reader asks
 * `clientAddress(request)`; nothing else reads the connection's address or
 * X-Forwarded-For.
 *
 * It is the connection's peer, unless that peer is one of the trusted
 * proxies (TRUST_PROXY): then it is the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy. Entries to its
 * left were written by the client and prove nothing; X-Forwarded-For from a
 * peer that is not trusted is never read at all, so without TRUST_PROXY the
 * header changes nothing. `trustForwardedAddress` (one step of the global
 * middleware, http/guards.ts) does the reading once per request, with
 * Effect's `xForwardedHeaders`; `request.peerAddress` keeps the proxy's.
 */
import { type Effect, Option, Result } from "effect"
import { HttpMiddleware, type HttpServerRequest, type HttpServerResponse } from "effect/http"
import { IpNetwork, NetAddress } from "effect/net"

export type TrustedProxies = ReadonlyArray<IpNetwork.IpNetwork>

/**
 * TRUST_PROXY: addresses or CIDR ranges separated by commas
 * ("10.0.0.5, 10.1.0.0/16, ::1"). A bare address is a range of one.
 * Answers the message naming the first entry that is neither.
 */
export const parseTrustedProxies = (text: string): Result.Result<TrustedProxies, string> => {
  const networks: Array<IpNetwork.IpNetwork> = []
  for (const entry of text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")) {
    const network = entry.includes("/")
      ? IpNetwork.fromString(entry)
      : Result.flatMap(NetAddress.ipFromString(entry), (parsed) => {
          const address = NetAddress.toCanonical(parsed)
          return IpNetwork.fromAddress(address, NetAddress.isIpv4Address(address) ? 32 : 128)
        })
    if (Result.isFailure(network)) {
      return Result.fail(`TRUST_PROXY: "${entry}" is not an address or a CIDR range such as 10.0.0.5 or 10.0.0.0/8 (${network.failure.message}).`)
    }
    networks.push(network.success)
  }
  return Result.succeed(networks)
}

/**
 * Puts the client's address into `request.remoteAddress` for what runs
 * inside: read from X-Forwarded-For only when the connection comes from a
 * trusted proxy. With no trusted proxy the request passes unchanged.
 */
export const trustForwardedAddress = (trusted: TrustedProxies) => {
  const apply = HttpMiddleware.xForwardedHeaders({ trustedProxies: trusted })
  return <E, R>(
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R | HttpServerRequest.HttpServerRequest> => (trusted.length === 0 ? httpEffect : apply(httpEffect))
}

/**
 * The client's address (after `trustForwardedAddress`), in one spelling
 * per address: an IPv4 peer on a dual-stack socket ("::ffff:203.0.113.9")
 * is "203.0.113.9", as it is when a proxy forwards it, so both count on the
 * same attempt counter.
 */
export const clientAddress = (request: HttpServerRequest.HttpServerRequest): string =>
  Option.match(request.remoteAddress, {
    onNone: () => "unknown",
    onSome: (address) => {
      const parsed = NetAddress.ipFromString(address)
      return Result.isSuccess(parsed) ? NetAddress.formatIp(NetAddress.toCanonical(parsed.success)) : address
    }
  })
