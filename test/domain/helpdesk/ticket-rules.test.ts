import { describe, expect, it } from "vitest"
import { aboutOfSearch, aboutWords, newTicketPath, reportQuestionPath, ticketListPath } from "../../../src/domain/helpdesk/ticket-rules.ts"

describe("what a new ticket's address names", () => {
  it("reads an exam, an attempt, a question of an attempt and a follow-up", () => {
    expect(aboutOfSearch("?examId=e1")).toEqual({ link: { kind: "exam", examId: "e1" }, followUpOf: null })
    expect(aboutOfSearch("?attemptId=a1")).toEqual({ link: { kind: "attempt", attemptId: "a1" }, followUpOf: null })
    expect(aboutOfSearch("?attemptId=a1&questionId=q1")).toEqual({ link: { kind: "question", attemptId: "a1", questionId: "q1" }, followUpOf: null })
    expect(aboutOfSearch("?followUpOf=t9")).toEqual({ link: null, followUpOf: "t9" })
  })

  it("ignores a question without its attempt, and empty values", () => {
    expect(aboutOfSearch("?questionId=q1")).toEqual({ link: null, followUpOf: null })
    expect(aboutOfSearch("?examId=%20&followUpOf=")).toEqual({ link: null, followUpOf: null })
  })

  it("round-trips through the paths the screens link to", () => {
    const about = aboutOfSearch(new URL(`https://x.example${reportQuestionPath("a 1", "q/2")}`).search)
    expect(about.link).toEqual({ kind: "question", attemptId: "a 1", questionId: "q/2" })
    expect(newTicketPath()).toBe("/helpdesk/add")
    expect(newTicketPath({ followUpOf: "t9" })).toBe("/helpdesk/add?followUpOf=t9")
  })

  it("says what the ticket is about in words", () => {
    expect(aboutWords({ link: null, followUpOf: null })).toBeNull()
    expect(aboutWords(aboutOfSearch("?attemptId=a1&questionId=q1"))).toBe("About: a question in one of your test attempts")
    expect(aboutWords(aboutOfSearch("?examId=e1&followUpOf=t9"))).toBe("About: an exam, a follow-up of a closed ticket")
  })

  it("keeps a list's page in the address from page 2 on", () => {
    expect(ticketListPath(false)).toBe("/helpdesk")
    expect(ticketListPath(true, 3)).toBe("/helpdesk-closed?page=3")
  })
})
