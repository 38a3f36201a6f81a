/**
 * The machines' path coverage, committed: each machine's coverage
 * test hands its result to `recordCoverage`, which keeps
 * docs/machines/coverage.json: written when UPDATE_MACHINE_SNAPSHOTS=1
 * (`npm run machines:snapshot`), and otherwise compared, so the figures the
 * index and the developers' viewer show are the ones the tests compute, from
 * the tests' own fixtures.
 *
 * docs/machines/coverage.json, by machine id (sorted):
 *   { "<machineId>": {
 *       "test": "test/machines/…/x.machine.test.ts",
 *       "runs": 2,                        // traversals united (e.g. two inputs)
 *       "paths": 41,                      // generated paths replayed
 *       "states": { "reached": 9, "total": 9, "missing": [] },
 *       "transitions": { "taken": 12, "total": 12, "missing": [] },
 *       "line": "coverage <id>: states 9/9, transitions 12/12" } }
 * A machine with no entry has no coverage test.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { relative } from "node:path"
import { expect } from "vitest"
import type { PathCoverage } from "./path-coverage.ts"

export const COVERAGE_FILE = "docs/machines/coverage.json"
const UPDATE = process.env.UPDATE_MACHINE_SNAPSHOTS === "1"
const RUN = "npm run machines:snapshot"

export interface CoverageEntry {
  readonly test: string
  readonly runs: number
  readonly paths: number
  readonly states: { readonly reached: number; readonly total: number; readonly missing: ReadonlyArray<string> }
  readonly transitions: { readonly taken: number; readonly total: number; readonly missing: ReadonlyArray<string> }
  readonly line: string
}

export type CoverageFile = Readonly<Record<string, CoverageEntry>>

export const readCoverageFile = (): CoverageFile => (existsSync(COVERAGE_FILE) ? (JSON.parse(readFileSync(COVERAGE_FILE, "utf8")) as CoverageFile) : {})

export const coverageFileText = (file: CoverageFile): string =>
  `${JSON.stringify(Object.fromEntries(Object.entries(file).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`

/** What several traversals of one machine reach together: a state or transition is missing only when every run misses it. */
export const unitedCoverage = (coverages: ReadonlyArray<PathCoverage>, test: string): { readonly machineId: string; readonly entry: CoverageEntry } => {
  const [first] = coverages
  if (first === undefined) throw new Error("recordCoverage needs at least one coverage")
  const machineId = first.machineId
  if (coverages.some((coverage) => coverage.machineId !== machineId)) throw new Error("recordCoverage unites the runs of one machine only")
  const missingIn = (pick: (coverage: PathCoverage) => ReadonlyArray<string>) =>
    pick(first).filter((item) => coverages.every((coverage) => pick(coverage).includes(item)))
  const missingStates = missingIn((coverage) => coverage.states.missing)
  const missingTransitions = missingIn((coverage) => coverage.transitions.missing)
  const states = { reached: first.states.total - missingStates.length, total: first.states.total, missing: missingStates }
  const transitions = { taken: first.transitions.total - missingTransitions.length, total: first.transitions.total, missing: missingTransitions }
  return {
    machineId,
    entry: {
      test,
      runs: coverages.length,
      paths: coverages.reduce((sum, coverage) => sum + coverage.paths.length, 0),
      states,
      transitions,
      line: `coverage ${machineId}: states ${states.reached}/${states.total}, transitions ${transitions.taken}/${transitions.total}`
    }
  }
}

/** Coverage tests run in parallel workers: one writer at a time. */
const withLock = (run: () => void) => {
  const lock = `${COVERAGE_FILE}.lock`
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if (attempt > 1000) throw new Error(`${lock} stayed locked: remove it if no test is running`, { cause: error })
      Atomics.wait(pause, 0, 0, 10)
    }
  }
  try {
    run()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * Prints the machine's coverage line and records it (UPDATE_MACHINE_SNAPSHOTS=1)
 * or checks it against docs/machines/coverage.json. Call it inside a test,
 * once per machine, with every traversal whose union the test asserts.
 */
export const recordCoverage = (...coverages: ReadonlyArray<PathCoverage>): CoverageEntry => {
  const testPath = expect.getState().testPath
  const test = testPath === undefined ? "unknown" : relative(process.cwd(), testPath).split("\\").join("/")
  const { machineId, entry } = unitedCoverage(coverages, test)
  console.log(entry.line)
  if (UPDATE) {
    withLock(() => writeFileSync(COVERAGE_FILE, coverageFileText({ ...readCoverageFile(), [machineId]: entry })))
  } else {
    expect(readCoverageFile()[machineId], `${COVERAGE_FILE} is out of date for ${machineId}: run ${RUN}`).toEqual(entry)
  }
  return entry
}
