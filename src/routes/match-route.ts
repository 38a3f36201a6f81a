/**
 * Which route an address opens, outside React: the server's page renderer
 * must know before rendering whether an address is a public page
 * it renders. It reads the route table in the same order as the app's
 * `<Switch>` and matches patterns the way wouter does for the table's
 * shapes: fixed segments, `:name`, and trailing optional `:name?`, a
 * trailing slash allowed, letters of any case.
 */
import type { RouteEntry } from "./route-table.ts"

export type RouteParams = Readonly<Record<string, string>>

/** The pattern's parameters taken from `path`, or null when it does not match. */
export const matchPattern = (pattern: string, path: string): RouteParams | null => {
  const wanted = pattern.split("/").filter((segment) => segment !== "")
  const given = path.split("/").filter((segment, index, all) => !(segment === "" && (index === 0 || index === all.length - 1)))
  if (given.length > wanted.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]
    if (segment.startsWith(":")) {
      const optional = segment.endsWith("?")
      const name = segment.slice(1, optional ? -1 : undefined)
      if (value === undefined || value === "") {
        if (!optional) return null
        continue
      }
      params[name] = value
    } else if (value === undefined || value.toLowerCase() !== segment.toLowerCase()) {
      return null
    }
  }
  return params
}

/** The first route matching `path`, as the app's Switch picks it, and its parameters. */
export const matchRoute = (routes: ReadonlyArray<RouteEntry>, path: string): { readonly route: RouteEntry; readonly params: RouteParams } | null => {
  for (const route of routes) {
    const params = matchPattern(route.path, path)
    if (params !== null) return { route, params }
  }
  return null
}
