/**
 * The closing summary of `npm test` names the ten test files that took
 * longest (vitest's and Playwright's together), so the suite's time can be
 * watched and the next file to speed up is plain from the log alone.
 */
import type { PlaywrightSuite } from "./e2e-failures.ts"

/** The parts of vitest's JSON report read here: each file's start and end. */
export interface VitestFileTimes {
  readonly testResults: ReadonlyArray<{ readonly name: string; readonly startTime: number; readonly endTime: number }>
}

export interface FileTime {
  readonly file: string
  readonly seconds: number
}

/** Each vitest file's wall time, its path from the project's folder. */
export const vitestFileTimes = (report: VitestFileTimes, root: string): ReadonlyArray<FileTime> =>
  report.testResults.map((result) => ({
    file: result.name.startsWith(`${root}/`) ? result.name.slice(root.length + 1) : result.name,
    seconds: (result.endTime - result.startTime) / 1000
  }))

/** Each end-to-end spec file's time: the sum of its tests' runs (one worker runs them one after another). */
export const playwrightFileTimes = (suites: ReadonlyArray<PlaywrightSuite>, folder: string): ReadonlyArray<FileTime> => {
  const perFile = new Map<string, number>()
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) perFile.set(file, (perFile.get(file) ?? 0) + (result.duration ?? 0) / 1000)
      }
    }
    for (const inner of suite.suites ?? []) walk(inner, file)
  }
  // A top-level suite is one spec file; its title is the file's path under the test folder.
  for (const suite of suites) walk(suite, `${folder}/${suite.file ?? suite.title}`)
  return [...perFile].map(([file, seconds]) => ({ file, seconds }))
}

/** The `count` slowest, slowest first, as lines for the summary. */
export const slowestLines = (times: ReadonlyArray<FileTime>, count: number): ReadonlyArray<string> =>
  [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(7)} s  ${file}`)
