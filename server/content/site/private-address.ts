/**
 * Addresses that never belong to a visitor's country: loopback, private,
 * link-local, carrier-grade NAT and unique-local ranges. Looking them up
 * would only produce noise, so the location answer is null for them.
 */
import { isIP } from "node:net"

/** "::ffff:203.0.113.9" (an IPv4 peer on a dual-stack socket) → "203.0.113.9". */
export const unmapIPv4 = (address: string): string => (address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address)

export const isNonPublicAddress = (raw: string): boolean => {
  const address = unmapIPv4(raw.trim())
  const version = isIP(address)
  if (version === 4) {
    const [a = 0, b = 0] = address.split(".").map(Number)
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    )
  }
  if (version === 6) {
    const lower = address.toLowerCase()
    return lower === "::1" || lower === "::" || lower.startsWith("fe80:") || lower.startsWith("fc") || lower.startsWith("fd")
  }
  // Not an address at all: treat as unknown rather than public.
  return true
}
