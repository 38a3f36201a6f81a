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
 * An area may also be handed in as a `LazyArea`: its wiring is a
 * chunk of its own, loaded the first time a screen asks for it, and that
 * screen waits (suspends, under its route's Suspense) until it is there.
 * Every screen area but the catalog's is given so, keeping their machines
 * out of the JavaScript the home page loads first.
 */
import { createContext, use, useContext, type ReactNode } from "react"

// Filled in by each feature's area file (see above): an interface, not a type alias, so it can be merged.
// biome-ignore lint/suspicious/noEmptyInterface: empty here on purpose, each area file merges its member in
export interface Areas {}

/**
 * An area built on first use. The load runs once; a failed load stays
 * failed (the screen's error boundary offers a reload, spec §8), so React
 * never waits on a new promise for the same area. `module` names the source
 * module the load brings (src/wiring/…): a page rendered on the server hints
 * the chunks of the areas it used, so the browser fetches them with the
 * screen's instead of after it.
 */
export class LazyArea<A> {
  readonly module: string
  readonly #load: () => Promise<A>
  #loading: Promise<A> | undefined
  constructor(module: string, load: () => Promise<A>) {
    this.module = module
    this.#load = load
  }
  get(): Promise<A> {
    this.#loading ??= settled(this.#load())
    return this.#loading
  }
  /** Whether something asked for it yet. */
  get started(): boolean {
    return this.#loading !== undefined
  }
}

/**
 * `promise`, marked with its outcome once it settles (`status`, `value`,
 * `reason`: the thenable fields React's `use` reads), so a screen asking
 * for an area already loaded renders at once instead of suspending again.
 */
const settled = <A,>(promise: Promise<A>): Promise<A> => {
  const thenable = promise as Promise<A> & { status?: string; value?: A; reason?: unknown }
  thenable.status = "pending"
  promise.then(
    (value) => Object.assign(thenable, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(thenable, { status: "rejected", reason })
  )
  return promise
}

/** The lazy areas in `areas` that were asked for, by name (what a rendered page used). */
export const startedAreas = (areas: object): ReadonlyArray<{ readonly key: string; readonly module: string }> =>
  Object.entries(areas).flatMap(([key, area]) => (area instanceof LazyArea && area.started ? [{ key, module: area.module }] : []))

/**
 * Starts loading the lazy areas named in `keys` (those a page rendered on the
 * server used), before hydration asks for them; a failure shows where the
 * screen asks.
 */
export const startAreas = (areas: object, keys: ReadonlyArray<string>): void => {
  for (const [key, area] of Object.entries(areas)) {
    if (area instanceof LazyArea && keys.includes(key)) area.get().catch(() => {})
  }
}

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
  return area instanceof LazyArea ? use(area.get() as Promise<Areas[K]>) : (area as Areas[K])
}
