/**
 * What `npm test` (scripts/test-all.ts) reads of a failed end-to-end run:
 * CI keeps only the end of the log, so each failed test is named there with
 * the first line of its error, and the page's state at the failure
 * (Playwright's error-context.md) is printed without the test's source,
 * which the repository already holds.
 */

/** The parts of Playwright's JSON report read here. */
export interface PlaywrightSuite {
  readonly title: string
  /** The spec file's path under the test folder (on a top-level suite). */
  readonly file?: string
  readonly suites?: ReadonlyArray<PlaywrightSuite>
  readonly specs?: ReadonlyArray<{
    readonly title: string
    readonly tests: ReadonlyArray<{
      readonly status: string
      readonly results: ReadonlyArray<{ readonly duration?: number; readonly error?: { readonly message?: string } }>
    }>
  }>
}
export interface PlaywrightReport {
  readonly stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  readonly suites: ReadonlyArray<PlaywrightSuite>
}

/** How many of an error's first lines name a failure (the matcher, the locator, what was expected). */
const ERROR_LINES = 3

/** Each failed test as "file › describe › title — the first lines of its error" (terminal colours removed). */
export function failedTests(suites: ReadonlyArray<PlaywrightSuite>, path: ReadonlyArray<string> = []): ReadonlyArray<string> {
  return suites.flatMap((suite) => {
    const here = [...path, suite.title]
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected")
        .map((test) => {
          const lines = (test.results.at(-1)?.error?.message ?? "").replace(/\u001b\[[0-9;]*m/g, "").split("\n")
          const message = lines
            .map((line) => line.trim())
            .filter((line) => line !== "")
            .slice(0, ERROR_LINES)
            .join(" / ")
          return `${[...here, spec.title].join(" › ")} — ${message.slice(0, 400)}`
        })
    )
    return [...own, ...failedTests(suite.suites ?? [], here)]
  })
}

/**
 * An error-context.md as the log shows it: from "# Test info" (its first
 * section, "# Instructions", is addressed to a reader asked to explain the
 * failure) up to "# Test source" (the repository holds the source).
 */
export const errorContextForLog = (text: string): string => {
  const info = text.search(/^# Test info/m)
  return text
    .slice(info === -1 ? 0 : info)
    .split(/^# Test source/m)[0]!
    .trimEnd()
}
