/**
 * The event streams open on this server, counted to bound them (settings
 * EVENT_STREAMS_PER_ACCOUNT, _PER_ADDRESS, _MAX): an account over its
 * bound gives up its oldest stream to the newest (its tabs come and go; the
 * newest is the one being looked at), an address over its bound or a full
 * server refuses the new one. Counted per process: each server's bound
 * protects its own memory and sockets.
 */
import type { StreamLimits } from "../../platform/config.ts"

export type Admission = { readonly _tag: "Admitted"; readonly release: () => void } | { readonly _tag: "Refused"; readonly why: "address" | "server" }

interface Entry {
  readonly userId: string
  readonly address: string
  readonly replaced: () => void
  released: boolean
}

export const openStreams = (limits: StreamLimits) => {
  /** Each account's streams, oldest first. */
  const byUser = new Map<string, Array<Entry>>()
  const byAddress = new Map<string, number>()
  let total = 0

  const release = (entry: Entry) => {
    if (entry.released) return
    entry.released = true
    total--
    const mine = byUser.get(entry.userId)?.filter((other) => other !== entry) ?? []
    if (mine.length === 0) byUser.delete(entry.userId)
    else byUser.set(entry.userId, mine)
    const left = (byAddress.get(entry.address) ?? 1) - 1
    if (left === 0) byAddress.delete(entry.address)
    else byAddress.set(entry.address, left)
  }

  /**
   * Admits a new stream of `userId` from `address`, closing the account's
   * oldest (`replaced` is how it is told) when it holds its bound already.
   */
  const admit = (userId: string, address: string, replaced: () => void): Admission => {
    const mine = byUser.get(userId) ?? []
    const oldest = mine.length >= limits.perAccount ? mine[0] : undefined
    const totalAfter = total + (oldest === undefined ? 1 : 0)
    const addressAfter = (byAddress.get(address) ?? 0) + (oldest?.address === address ? 0 : 1)
    if (totalAfter > limits.total) return { _tag: "Refused", why: "server" }
    if (addressAfter > limits.perAddress) return { _tag: "Refused", why: "address" }
    if (oldest !== undefined) {
      release(oldest)
      oldest.replaced()
    }
    const entry: Entry = { userId, address, replaced, released: false }
    total++
    byUser.set(userId, [...(byUser.get(userId) ?? []), entry])
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1)
    return { _tag: "Admitted", release: () => release(entry) }
  }

  return { admit, size: () => total }
}
