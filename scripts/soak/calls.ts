/**
 * The soak's HTTP calls, each timed and counted under a name ("answer save",
 * "token refresh" …). A call that fails while the server is down (between
 * the kill and the restart answering) is counted apart: those failures are
 * expected; any other is an error of the shop.
 */
import { percentile } from "../perf/figures.ts"

const TIMEOUT_MS = 15_000

interface Tally {
  readonly latencies: Array<number>
  errors: number
  refused: number
  duringOutage: number
  readonly statuses: Map<string, number>
}

export interface Calls {
  readonly get: <T = unknown>(name: string, path: string, headers?: Record<string, string>) => Promise<T | undefined>
  /** `refusals`: statuses that are the shop's answer to this call (a 409 "coming soon"), counted apart, not as errors. */
  readonly post: <T = unknown>(
    name: string,
    path: string,
    body: unknown,
    headers?: Record<string, string>,
    refusals?: ReadonlyArray<number>
  ) => Promise<T | undefined>
  /** The server is down on purpose from now until `up()`. */
  readonly down: () => void
  readonly up: () => void
  readonly lines: () => ReadonlyArray<string>
  readonly errorCount: () => number
  /** A few failed calls outside the outage, to see why. */
  readonly firstErrors: ReadonlyArray<string>
}

export const makeCalls = (baseUrl: string): Calls => {
  const tallies = new Map<string, Tally>()
  const firstErrors: Array<string> = []
  let outage = false
  const tallyOf = (name: string): Tally => {
    let tally = tallies.get(name)
    if (tally === undefined) {
      tally = { latencies: [], errors: 0, refused: 0, duringOutage: 0, statuses: new Map() }
      tallies.set(name, tally)
    }
    return tally
  }

  const call = async <T>(name: string, path: string, init: RequestInit, refusals: ReadonlyArray<number> = []): Promise<T | undefined> => {
    const tally = tallyOf(name)
    const outageAtStart = outage
    const started = performance.now()
    const failed = (why: string) => {
      if (outageAtStart || outage) tally.duringOutage++
      else {
        tally.errors++
        tally.statuses.set(why, (tally.statuses.get(why) ?? 0) + 1)
        if (firstErrors.length < 20) firstErrors.push(`${name} ${path}: ${why}`)
      }
      return undefined
    }
    try {
      const answer = await fetch(baseUrl + path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
      const text = await answer.text()
      if (refusals.includes(answer.status)) {
        tally.refused++
        return undefined
      }
      if (!answer.ok) return failed(`${answer.status} ${text.slice(0, 160)}`)
      tally.latencies.push(performance.now() - started)
      return (text === "" ? {} : JSON.parse(text)) as T
    } catch (error) {
      return failed(error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 160) : String(error))
    }
  }

  return {
    get: (name, path, headers = {}) => call(name, path, { headers }),
    post: (name, path, body, headers = {}, refusals = []) =>
      call(name, path, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) }, refusals),
    down: () => {
      outage = true
    },
    up: () => {
      outage = false
    },
    lines: () =>
      [...tallies]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, tally]) => {
          const sorted = [...tally.latencies].sort((a, b) => a - b)
          const statuses = [...tally.statuses].map(([why, count]) => `${count}× ${why.slice(0, 60)}`).join("; ")
          return (
            `${name.padEnd(16)} ${String(sorted.length).padStart(7)} ok  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  ` +
            `p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms  errors ${tally.errors}  during the outage ${tally.duringOutage}` +
            (tally.refused === 0 ? "" : `  refused ${tally.refused}`) +
            (statuses === "" ? "" : `  (${statuses})`)
          )
        }),
    errorCount: () => [...tallies.values()].reduce((sum, tally) => sum + tally.errors, 0),
    firstErrors
  }
}
