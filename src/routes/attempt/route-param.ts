/** A route parameter as the screen uses it: decoded (wouter gives it as typed in the address). */
export const routeParam = (params: Readonly<Record<string, string | undefined>>, name: string): string | undefined => {
  const raw = params[name]
  if (raw === undefined || raw === "") return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
