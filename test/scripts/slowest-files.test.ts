/**
 * The ten slowest test files npm test names at its end
 * (scripts/slowest-files.ts), from vitest's and Playwright's JSON reports
 * as they write them (trimmed).
 */
import { describe, expect, it } from "vitest"
import { playwrightFileTimes, slowestLines, vitestFileTimes } from "../../scripts/slowest-files.ts"

describe("the slowest test files", () => {
  it("reads each vitest file's wall time, its path from the project folder", () => {
    const times = vitestFileTimes(
      {
        testResults: [
          { name: "/repo/test/api/cart.test.ts", startTime: 1_000, endTime: 13_500 },
          { name: "/elsewhere/x.test.ts", startTime: 0, endTime: 250 }
        ]
      },
      "/repo"
    )
    expect(times).toEqual([
      { file: "test/api/cart.test.ts", seconds: 12.5 },
      { file: "/elsewhere/x.test.ts", seconds: 0.25 }
    ])
  })

  it("adds up each spec file's test runs, nested suites included", () => {
    const times = playwrightFileTimes(
      [
        {
          title: "cart.spec.ts",
          file: "cart.spec.ts",
          specs: [{ title: "one", tests: [{ status: "expected", results: [{ duration: 1_500 }] }] }],
          suites: [{ title: "inner", specs: [{ title: "two", tests: [{ status: "expected", results: [{ duration: 2_000 }] }] }] }]
        },
        { title: "model/attempt.model.spec.ts", file: "model/attempt.model.spec.ts", specs: [{ title: "path", tests: [{ status: "skipped", results: [] }] }] }
      ],
      "test/e2e"
    )
    expect(times).toEqual([{ file: "test/e2e/cart.spec.ts", seconds: 3.5 }])
  })

  it("lists the slowest first, at most as many as asked", () => {
    const lines = slowestLines(
      [
        { file: "a", seconds: 1 },
        { file: "b", seconds: 30.25 },
        { file: "c", seconds: 7 }
      ],
      2
    )
    expect(lines).toEqual(["     30.3 s  b", "      7.0 s  c"])
  })
})
