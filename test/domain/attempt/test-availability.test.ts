import { describe, expect, it } from "vitest"
import { attemptsUsedLabel, openAttemptOf, practiceAvailability, testAvailability, type AttemptOfTest } from "../../../src/domain/attempt/test-availability.ts"
import { attemptId } from "./attempt-ids.ts"

const attempt = (_id: string, status: AttemptOfTest["status"]): AttemptOfTest => ({ _id: attemptId(_id), status })
const sections = [{ questionCount: 12 }, { questionCount: 10 }]

describe("test availability", () => {
  it("offers Start on an active subscription with attempts left", () => {
    expect(testAvailability({ maxAttempts: null, attempts: [], sections }, true)).toEqual({ kind: "start" })
    expect(testAvailability({ maxAttempts: 3, attempts: [attempt("a1", "submitted")], sections }, true)).toEqual({ kind: "start" })
  })

  it("offers Resume while an attempt is open, ongoing or paused, even at the limit", () => {
    expect(testAvailability({ maxAttempts: 1, attempts: [attempt("a2", "paused")], sections }, true)).toEqual({ kind: "resume", attemptId: "a2" })
    expect(testAvailability({ maxAttempts: null, attempts: [attempt("a3", "ongoing"), attempt("a1", "submitted")], sections }, true)).toEqual({
      kind: "resume",
      attemptId: "a3"
    })
  })

  it("says when the attempts are used up", () => {
    expect(testAvailability({ maxAttempts: 2, attempts: [attempt("a2", "submitted"), attempt("a1", "submitted")], sections }, true)).toEqual({ kind: "usedUp" })
  })

  it("offers nothing on an expired subscription", () => {
    expect(testAvailability({ maxAttempts: null, attempts: [], sections }, false)).toEqual({ kind: "expired" })
    expect(testAvailability({ maxAttempts: null, attempts: [attempt("a1", "ongoing")], sections }, false)).toEqual({ kind: "expired" })
  })

  it("offers no Start on a test without questions yet, but still resumes an open attempt", () => {
    expect(testAvailability({ maxAttempts: null, attempts: [], sections: [] }, true)).toEqual({ kind: "noQuestions" })
    expect(testAvailability({ maxAttempts: null, attempts: [], sections: [{ questionCount: 0 }] }, true)).toEqual({ kind: "noQuestions" })
    expect(testAvailability({ maxAttempts: null, attempts: [attempt("a1", "ongoing")], sections: [] }, true)).toEqual({ kind: "resume", attemptId: "a1" })
  })

  it("finds the open attempt and labels the attempts used", () => {
    expect(openAttemptOf({ attempts: [attempt("a1", "submitted")] })).toBeNull()
    expect(attemptsUsedLabel({ maxAttempts: 3, attempts: [attempt("a1", "submitted")] })).toBe("1 of 3 used")
    expect(attemptsUsedLabel({ maxAttempts: null, attempts: [] })).toBe("0 used (no limit)")
  })

  it("leaves practice attempts out of the exam's rules, and gives practice its own", () => {
    const practice = (id: string, status: AttemptOfTest["status"]): AttemptOfTest => ({ ...attempt(id, status), mode: "practice" })
    const attempts = [practice("p2", "ongoing"), practice("p1", "submitted"), attempt("a1", "submitted")]
    // One exam attempt of two used: practice neither counts nor is resumed as the exam.
    expect(testAvailability({ maxAttempts: 2, attempts, sections }, true)).toEqual({ kind: "start" })
    expect(attemptsUsedLabel({ maxAttempts: 2, attempts })).toBe("1 of 2 used")
    expect(openAttemptOf({ attempts })).toBeNull()
    expect(practiceAvailability({ maxAttempts: 1, attempts, sections, practiceAllowed: true }, true)).toEqual({ kind: "resume", attemptId: "p2" })
    // Practice goes on after the exam attempts are used up.
    expect(practiceAvailability({ maxAttempts: 1, attempts: [attempt("a1", "submitted")], sections, practiceAllowed: true }, true)).toEqual({ kind: "start" })
    expect(practiceAvailability({ maxAttempts: null, attempts: [], sections, practiceAllowed: false }, true)).toEqual({ kind: "notAllowed" })
    expect(practiceAvailability({ maxAttempts: null, attempts: [], sections, practiceAllowed: true }, false)).toEqual({ kind: "expired" })
    expect(practiceAvailability({ maxAttempts: null, attempts: [], sections: [], practiceAllowed: true }, true)).toEqual({ kind: "noQuestions" })
  })
})
