/**
 * Which methods an API address takes, read from the contract itself (every
 * endpoint of `Api`, prefixes included) and the event stream: a wrong method
 * on a known address is answered 405 with `Allow` (tenth
 * finding) rather than a 404 that says the address does not exist.
 */
import { Api } from "../../../src/api/api.ts"
import { EVENTS_PATH } from "../../../src/api/events.ts"

interface Route {
  readonly method: string
  readonly pattern: RegExp
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** `/blog/get/:id` → /^\/blog\/get\/[^/]+$/ */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)))
      .join("/")}$`
  )

interface EndpointLike {
  readonly path: string
  readonly method: string
}
interface GroupLike {
  readonly endpoints: Readonly<Record<string, EndpointLike>>
}

const ROUTES: ReadonlyArray<Route> = [
  ...Object.values((Api as unknown as { readonly groups: Readonly<Record<string, GroupLike>> }).groups)
    .flatMap((group) => Object.values(group.endpoints))
    .map((endpoint) => ({ method: endpoint.method.toUpperCase(), pattern: patternOf(endpoint.path) })),
  { method: "GET", pattern: patternOf(EVENTS_PATH) }
]

/** The methods some route takes at this path, sorted; empty when no route has the path. */
export const allowedMethods = (pathname: string): ReadonlyArray<string> =>
  [...new Set(ROUTES.filter((route) => route.pattern.test(pathname)).map((route) => route.method))].sort()
