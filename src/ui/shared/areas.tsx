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
 *
 * An area may also be handed in as a `LazyArea` (issue 13): its wiring is a
 * chunk of its own, loaded the first time a screen asks for it, and that
 * screen waits (suspends, under its route's Suspense) until it is there.
 * The signed-in screens' areas are given so, keeping their machines and
 * calls out of the JavaScript a public page loads first.
 */
import { createContext, use, useContext, type ReactNode } from "react"

// Filled in by each feature's area file (see above): an interface, not a type alias, so it can be merged.
export interface Areas {}

/**
 * An area built on first use. The load runs once; a failed load stays
 * failed (the screen's error boundary offers a reload, spec §8), so React
 * never waits on a new promise for the same area.
 */
export class LazyArea<A> {
  readonly #load: () => Promise<A>
  #loading: Promise<A> | undefined
  constructor(load: () => Promise<A>) {
    this.#load = load
  }
  get(): Promise<A> {
    this.#loading ??= this.#load()
    return this.#loading
  }
}

/** Every area, lazily: each loader wrapped in a LazyArea. */
export const lazyAreas = <T extends object>(loaders: { readonly [K in keyof T]: () => Promise<T[K]> }): { readonly [K in keyof T]: LazyArea<T[K]> } =>
  Object.fromEntries(Object.entries(loaders).map(([key, load]) => [key, new LazyArea(load as () => Promise<unknown>)])) as never

/** What the composition root hands in: each area, or how to load it. */
export type AreaSources = { readonly [K in keyof Areas]: Areas[K] | LazyArea<Areas[K]> }

const AreasContext = createContext<AreaSources | null>(null)

export function AreasProvider({ areas, children }: { readonly areas: AreaSources; readonly children: ReactNode }) {
  return <AreasContext.Provider value={areas}>{children}</AreasContext.Provider>
}

/** The area named `key`, as the composition root built it (waiting for it when it is loaded lazily). */
export function useArea<K extends keyof Areas>(key: K): Areas[K] {
  const areas = useContext(AreasContext)
  if (areas === null) {
    throw new Error(`AreasProvider is missing (wanted the "${String(key)}" area): mount the app through src/main.tsx.`)
  }
  const area = areas[key]
  // Only reachable when a test hands in fewer areas than the type says.
  if (area === undefined) throw new Error(`The "${String(key)}" area was not given to AreasProvider.`)
  // `use` may be called conditionally; for a given area it is called on every render or never.
  return area instanceof LazyArea ? use(area.get() as Promise<Areas[K]>) : area as Areas[K]
}
