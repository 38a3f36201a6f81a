/**
 * Calls held at the server's door (for the generated paths): every
 * request to an address waits until the path lets one through or answers
 * it itself, so calls running side by side are answered in the path's
 * order, not the network's. A request the page gave up meanwhile (its actor
 * left the state, a load started again) is skipped. Which waiting request
 * goes first: the oldest (a queue the app sends in order, like saves) or
 * the newest (a load started again makes the older ones stale; they are
 * dropped).
 */
import { expect, type Page, type Request, type Route } from "@playwright/test"

export interface HeldCalls {
  /** Lets the chosen request through to the real server. */
  readonly answer: () => Promise<void>
  /** Drops it: the page sees a lost connection. */
  readonly drop: () => Promise<void>
  /** Answers it with `status` and a JSON body, without the server. */
  readonly answerWith: (status: number, body: object) => Promise<void>
  /** Waits until a request is held (the page has sent it), answering nothing. */
  readonly waiting: () => Promise<void>
}

export const holdEvery = async (page: Page, url: string | RegExp, what: string, pick: "oldest" | "newest"): Promise<HeldCalls> => {
  const waiting: Array<Route> = []
  const gone = new Set<Request>()
  page.on("requestfailed", (request) => void gone.add(request))
  await page.route(url, (route) => void waiting.push(route))
  const held = async (): Promise<void> => {
    await expect.poll(() => waiting.filter((route) => !gone.has(route.request())).length, { message: `a ${what} request` }).toBeGreaterThan(0)
  }
  const next = async (): Promise<Route> => {
    await held()
    const live = waiting.filter((route) => !gone.has(route.request()))
    const chosen = pick === "oldest" ? live[0]! : live.at(-1)!
    waiting.splice(waiting.indexOf(chosen), 1)
    if (pick === "newest") for (const stale of waiting.splice(0)) await stale.abort().catch(() => {})
    return chosen
  }
  return {
    answer: async () => (await next()).continue().catch(() => {}),
    drop: async () => (await next()).abort("connectionreset").catch(() => {}),
    answerWith: async (status, body) => (await next()).fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }).catch(() => {}),
    waiting: held
  }
}

/** The next request to `url` only, dropped (a lost connection); later ones go through. */
export const dropOnce = async (page: Page, url: string | RegExp): Promise<void> => {
  await page.route(url, (route) => route.abort("connectionreset"), { times: 1 })
}
