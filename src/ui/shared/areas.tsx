/**
 * The one way screens get their actors. The composition root (src/main.tsx)
 * builds every area's machines once, with real services, and mounts ONE
 * `AreasProvider`; a component asks for its area by name (`useArea("catalog")`)
 * and starts, reads or sends to what it finds there. Components never create
 * or provide machines themselves, so the same components run against fakes.
 *
 * `Areas` is empty here on purpose: each feature adds its own entry, from
 * its own file, by declaration merging —
 *
 *     declare module "../shared/areas.tsx" {
 *       interface Areas { readonly catalog: CatalogMachines }
 *     }
 *
 * — so this shared file imports no feature, yet the list of areas is one
 * typed object and main.tsx does not compile while an area is missing.
 */
import { createContext, useContext, type ReactNode } from "react"

// Filled in by each feature's area file (see above): an interface, not a type alias, so it can be merged.
export interface Areas {}

const AreasContext = createContext<Areas | null>(null)

export function AreasProvider({ areas, children }: { readonly areas: Areas; readonly children: ReactNode }) {
  return <AreasContext.Provider value={areas}>{children}</AreasContext.Provider>
}

/** The area named `key`, as the composition root built it. */
export function useArea<K extends keyof Areas>(key: K): Areas[K] {
  const areas = useContext(AreasContext)
  if (areas === null) {
    throw new Error(`AreasProvider is missing (wanted the "${String(key)}" area): mount the app through src/main.tsx.`)
  }
  const area = areas[key]
  // Only reachable when a test hands in fewer areas than the type says.
  if (area === undefined) throw new Error(`The "${String(key)}" area was not given to AreasProvider.`)
  return area
}
