/**
 * Every machine of src/machines, found rather than listed: each
 * exported state machine of every `*.machine.ts` file (Vite's
 * import.meta.glob, which Vitest runs too), by its machine id. The
 * developers' viewer lists these, and the snapshot test writes one file
 * pair each: a new machine file is in both at once. Two machines with one
 * id fail the snapshot test.
 */
import type { AnyStateMachine } from "xstate"

const modules = import.meta.glob<Record<string, unknown>>("../../machines/**/*.machine.ts", { eager: true })

/** `../../machines/cart/x.machine.ts` (relative to this file) → `src/machines/cart/x.machine.ts`. */
const fromRoot = (path: string): string => `src/${path.replace(/^(\.\.\/)+/, "")}`

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === "object" &&
  value !== null &&
  "root" in value &&
  "config" in value &&
  "id" in value &&
  typeof (value as { readonly transition?: unknown }).transition === "function"

export interface CatalogEntry {
  readonly id: string
  /** The file it is defined in, from the repository root (`src/machines/cart/checkout.machine.ts`). */
  readonly file: string
  readonly exportName: string
  readonly machine: AnyStateMachine
}

export const MACHINE_CATALOG: ReadonlyArray<CatalogEntry> = Object.entries(modules)
  .flatMap(([path, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
      // `provide` makes new machines from one config: only the config's own export counts.
      .filter(([name, machine]) => name.endsWith("Machine") && machine.config !== undefined)
      .map(([exportName, machine]) => ({ id: machine.id, file: fromRoot(path), exportName, machine }))
  )
  .sort((a, b) => a.id.localeCompare(b.id))

/** The machine files themselves (for the check that each holds a machine). */
export const MACHINE_FILES: ReadonlyArray<string> = Object.keys(modules).map(fromRoot).sort()

/** A machine's path coverage as its unit test recorded it (test/machines/shared/coverage-record.ts). */
export interface RecordedCoverage {
  readonly test: string
  readonly paths: number
  readonly states: { readonly reached: number; readonly total: number }
  readonly transitions: { readonly taken: number; readonly total: number }
}

// The committed figures (docs/machines/coverage.json), read at build time:
// documentation data, not code of any layer, so a glob rather than an import.
const coverageFiles = import.meta.glob<Record<string, RecordedCoverage>>("../../../docs/machines/coverage.json", { eager: true, import: "default" })

/** Path coverage by machine id; a machine without an entry has no coverage test. */
export const MACHINE_COVERAGE: Readonly<Record<string, RecordedCoverage>> = Object.values(coverageFiles)[0] ?? {}
