import { describe, expect, it } from "vitest"
import { examDetailPath, instructionPath, myExamsPath, resultPath, testPath } from "../../../src/domain/attempt/attempt-paths.ts"

describe("attempt paths", () => {
  it("builds the spec's addresses", () => {
    expect(myExamsPath("active")).toBe("/profile/exam/active")
    expect(myExamsPath("expired")).toBe("/profile/exam/expired")
    expect(examDetailPath("sub-1")).toBe("/profile/exam/sub-1")
    expect(instructionPath("sub-1", "exam-1", "test-1")).toBe("/instruction/sub-1/exam-1/test-1")
    expect(testPath("att-1")).toBe("/test/att-1")
    expect(testPath("att-1", null)).toBe("/test/att-1")
    expect(testPath("att-1", { sectionId: "s1", qsnId: "q1" })).toBe("/test/att-1/s1/q1")
    expect(resultPath("att-1")).toBe("/attempt/att-1")
  })

  it("encodes ids, so an odd id cannot change the route", () => {
    expect(testPath("a/b", { sectionId: "s 1", qsnId: "q?1" })).toBe("/test/a%2Fb/s%201/q%3F1")
    expect(examDetailPath("x/../y")).toBe("/profile/exam/x%2F..%2Fy")
  })
})
