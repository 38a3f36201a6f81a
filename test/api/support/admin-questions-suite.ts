/**
 * The question bank's editor through the real server, on each
 * database: tests, sections and questions with every form's refusals (400
 * with issues naming the fields), reorders, removals, the audit rows, and
 * versioned questions — a question learners answered and submitted is
 * edited (text and correct option): their result, readiness and mistakes do
 * not change, a learner mid-test on the old version still saves and submits
 * on it, and a new attempt gets the new version.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { BankExam, BankQuestion, BankTest, BankTestDetail, QuestionDraft } from "../../../src/api/admin/admin-questions.ts"
import type { AttemptData, AttemptReview, SubscriptionDetail } from "../../../src/api/attempt/attempt.ts"
import { QUESTION_MESSAGES } from "../../../src/domain/admin/question-rules.ts"
import { QUESTION_BANK_MESSAGES } from "../../../server/admin/questions/service.ts"
import { accountsClient, LOOSE_ADDRESS_LIMITS } from "./accounts-client.ts"
import { ADMIN_API, adminClient, type AdminClient } from "./admin-client.ts"
import { ALPHA, type FixtureTest, fixtureTest, type Learner, loadFixture, newLearner, subscribe, TESTS } from "./attempts-fixture.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const API = "/api/v1/u"
const BANK = `${ADMIN_API}/questions`

interface Issue {
  readonly path: string
  readonly message: string
}

const rules = {
  name: "Bank Test",
  durationMinutes: 30,
  passMarkPercent: 70,
  pauseAllowed: true,
  maxAttempts: null,
  practiceAllowed: true,
  scoring: "allOrNothing"
} as const

const draft = (text: string, overrides: Partial<QuestionDraft> = {}): QuestionDraft => ({
  text,
  kind: "single",
  options: [
    { text: "Yes", correct: true },
    { text: "No", correct: false }
  ],
  explanation: "Because.",
  objective: "Basics",
  ...overrides
})

export const describeAdminQuestions = (label: string, database: () => TestDatabase) =>
  describe(`the question bank's editor on ${label}`, () => {
    let server: TestServer
    let admin: AdminClient
    let alphaId: string

    beforeAll(async () => {
      server = await startTestServer(database(), { rateLimits: LOOSE_ADDRESS_LIMITS, attemptSweepSeconds: 3600 })
      admin = adminClient(accountsClient(server))
      await loadFixture(server)
      const [exam] = await server.query<{ id: string }>("SELECT id FROM exams WHERE code = $1", [ALPHA])
      alphaId = exam!.id
    })
    afterAll(async () => {
      await server?.close()
    })

    const bank = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
      admin.call<T & { message?: string; issues?: ReadonlyArray<Issue> }>(method, `${BANK}${path}`, body)

    const auditOf = (entityId: string) =>
      server.query<{ action: string; entity: string; summary: string; before: unknown; after: unknown }>(
        "SELECT action, entity, summary, before, after FROM audit_log WHERE entity_id = $1 ORDER BY id",
        [entityId]
      )

    const issuePaths = (issues: ReadonlyArray<Issue> | undefined) => (issues ?? []).map((issue) => issue.path).sort()

    const newTest = async (name: string) => {
      const created = await bank<{ data: BankTest }>("POST", "/tests", { ...rules, examId: alphaId, name })
      expect(created.status).toBe(200)
      return created.body.data
    }

    const newSection = async (testId: string, name: string) => {
      const created = await bank<{ data: { _id: string } }>("POST", `/tests/${testId}/sections`, { name })
      expect(created.status).toBe(200)
      return created.body.data._id
    }

    const newQuestion = async (sectionId: string, text: string, overrides: Partial<QuestionDraft> = {}) => {
      const created = await bank<{ data: BankQuestion }>("POST", `/sections/${sectionId}/questions`, draft(text, overrides))
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      return created.body.data
    }

    const detail = async (testId: string) => (await bank<{ data: BankTestDetail }>("GET", `/tests/${testId}`)).body.data

    it("lists every exam with its tests and their rules", async () => {
      const answer = await bank<{ data: ReadonlyArray<BankExam> }>("GET", "/exams")
      expect(answer.status).toBe(200)
      const alpha = answer.body.data.find((exam) => exam.code === ALPHA)!
      expect(alpha.tests.map((test) => test.name)).toContain(TESTS.timed)
      const timed = alpha.tests.find((test) => test.name === TESTS.timed)!
      expect(timed).toMatchObject({ durationMinutes: 10, passMarkPercent: 50, questionCount: 4, sectionCount: 2, maxAttempts: null })
    })

    it("refuses a test's form with one issue per field and creates, reads and updates a test with audit rows", async () => {
      const refused = await bank("POST", "/tests", {
        ...rules,
        examId: alphaId,
        name: "  ",
        durationMinutes: 0,
        passMarkPercent: 101,
        maxAttempts: 1.5
      })
      expect(refused.status).toBe(400)
      expect(issuePaths(refused.body.issues)).toEqual(["durationMinutes", "maxAttempts", "name", "passMarkPercent"])
      expect(refused.body.issues).toContainEqual({ path: "passMarkPercent", message: QUESTION_MESSAGES.passMark })

      const mistyped = await bank("POST", "/tests", { ...rules, examId: alphaId, durationMinutes: "30" })
      expect(mistyped.status).toBe(400)
      expect(issuePaths(mistyped.body.issues)).toContain("durationMinutes")

      const unknownExam = await bank("POST", "/tests", { ...rules, examId: "no-such-exam" })
      expect(unknownExam.status).toBe(404)
      expect(unknownExam.body.message).toBe(QUESTION_BANK_MESSAGES.examNotFound)

      const test = await newTest("Rules Test")
      expect(test).toMatchObject({ ...rules, name: "Rules Test", questionCount: 0, sectionCount: 0 })
      const twice = await bank("POST", "/tests", { ...rules, examId: alphaId, name: "rules test" })
      expect(twice.status).toBe(400)
      expect(twice.body.issues).toEqual([{ path: "name", message: QUESTION_BANK_MESSAGES.testNameTaken }])

      const updated = await bank<{ data: BankTest }>("PUT", `/tests/${test._id}`, {
        ...rules,
        name: "Rules Test",
        durationMinutes: 45,
        passMarkPercent: 80,
        pauseAllowed: false,
        maxAttempts: 3,
        practiceAllowed: false,
        scoring: "partialCredit"
      })
      expect(updated.status).toBe(200)
      expect(updated.body.data).toMatchObject({ durationMinutes: 45, passMarkPercent: 80, pauseAllowed: false, maxAttempts: 3, practiceAllowed: false })
      const [row] = await server.query<Record<string, unknown>>(
        "SELECT duration_minutes, pass_mark_percent, pause_allowed, max_attempts, practice_allowed, scoring FROM practice_tests WHERE id = $1",
        [test._id]
      )
      expect(row).toEqual({
        duration_minutes: 45,
        pass_mark_percent: 80,
        pause_allowed: false,
        max_attempts: 3,
        practice_allowed: false,
        scoring: "partialCredit"
      })
      const audit = await auditOf(test._id)
      expect(audit.map((entry) => [entry.entity, entry.action])).toEqual([
        ["test", "create"],
        ["test", "update"]
      ])
      expect(audit[1]!.before).toMatchObject({ passMarkPercent: 70, maxAttempts: null })
      expect(audit[1]!.after).toMatchObject({ passMarkPercent: 80, maxAttempts: 3 })

      expect((await bank("GET", "/tests/not-a-test")).status).toBe(404)
      expect((await bank("PUT", "/tests/not-a-test", rules)).status).toBe(404)
    })

    it("adds, renames, reorders and removes sections (a section with questions is 409)", async () => {
      const test = await newTest("Sections Test")
      const empty = await bank("POST", `/tests/${test._id}/sections`, { name: " " })
      expect(empty.status).toBe(400)
      expect(empty.body.issues).toEqual([{ path: "name", message: QUESTION_MESSAGES.sectionNameRequired }])

      const one = await newSection(test._id, "One")
      const two = await newSection(test._id, "Two")
      const three = await newSection(test._id, "Three")
      const taken = await bank("POST", `/tests/${test._id}/sections`, { name: "two" })
      expect(taken.status).toBe(400)
      expect(taken.body.issues).toEqual([{ path: "name", message: QUESTION_BANK_MESSAGES.sectionNameTaken }])

      expect((await bank("PUT", `/sections/${two}`, { name: "Second" })).status).toBe(200)
      expect((await bank("PUT", `/sections/${two}`, { name: "One" })).status).toBe(400)

      const partial = await bank("PUT", `/tests/${test._id}/sections/order`, { ids: [three, one] })
      expect(partial.status).toBe(400)
      expect(partial.body.issues?.[0]?.path).toBe("ids")
      expect((await bank("PUT", `/tests/${test._id}/sections/order`, { ids: [three, one, one] })).status).toBe(400)
      expect((await bank("PUT", `/tests/${test._id}/sections/order`, { ids: [three, one, two] })).status).toBe(200)
      expect((await detail(test._id)).sections.map((section) => section.name)).toEqual(["Three", "One", "Second"])

      await newQuestion(one, "Held question?")
      const held = await bank("DELETE", `/sections/${one}`)
      expect(held.status).toBe(409)
      expect(held.body.message).toBe(QUESTION_BANK_MESSAGES.sectionNotEmpty(1))
      expect((await bank("DELETE", `/sections/${three}`)).status).toBe(200)
      expect((await detail(test._id)).sections.map((section) => section.name)).toEqual(["One", "Second"])
      expect((await bank("DELETE", `/sections/${three}`)).status).toBe(404)

      expect((await auditOf(two)).map((entry) => entry.action)).toEqual(["create", "rename"])
      expect((await auditOf(three)).map((entry) => [entry.action, entry.after])).toEqual([
        ["create", expect.anything()],
        ["delete", null]
      ])
      expect((await auditOf(test._id)).map((entry) => entry.action)).toEqual(["create", "reorder"])
    })

    it("refuses a question's form with issues naming the fields", async () => {
      const test = await newTest("Forms Test")
      const section = await newSection(test._id, "Forms")
      const refused = async (body: QuestionDraft) => {
        const answer = await bank("POST", `/sections/${section}/questions`, body)
        expect(answer.status).toBe(400)
        return answer.body.issues ?? []
      }
      expect(await refused(draft("", { objective: " " }))).toEqual([
        { path: "text", message: QUESTION_MESSAGES.textRequired },
        { path: "objective", message: QUESTION_MESSAGES.objectiveRequired }
      ])
      expect(await refused(draft("One option?", { options: [{ text: "Only", correct: true }] }))).toEqual([
        { path: "options", message: QUESTION_MESSAGES.tooFewOptions }
      ])
      expect(
        await refused(
          draft("Two right?", {
            options: [
              { text: "A", correct: true },
              { text: "B", correct: true }
            ]
          })
        )
      ).toEqual([{ path: "options", message: QUESTION_MESSAGES.singleNeedsOne }])
      expect(
        await refused(
          draft("None right?", {
            kind: "multiple",
            options: [
              { text: "A", correct: false },
              { text: "B", correct: false }
            ]
          })
        )
      ).toEqual([{ path: "options", message: QUESTION_MESSAGES.multipleNeedsOne }])
      expect(
        await refused(
          draft("Blank option?", {
            options: [
              { text: "A", correct: true },
              { text: "  ", correct: false }
            ]
          })
        )
      ).toEqual([{ path: "options.1.text", message: QUESTION_MESSAGES.optionRequired }])
      const mistyped = await bank("POST", `/sections/${section}/questions`, { ...draft("Kind?"), kind: "essay" })
      expect(mistyped.status).toBe(400)
      expect(issuePaths(mistyped.body.issues)).toEqual(["kind"])
      expect(await server.query("SELECT id FROM questions WHERE section_id = $1", [section])).toEqual([])
      expect((await bank("POST", "/sections/no-such-section/questions", draft("Where?"))).status).toBe(404)
    })

    it("adds, edits in place, reorders and removes unanswered questions, with audit rows", async () => {
      const test = await newTest("Questions Test")
      const section = await newSection(test._id, "Questions")
      const first = await newQuestion(section, "  First   question?  ")
      expect(first).toMatchObject({ text: "First   question?", version: 1, used: false, replaces: null, kind: "single" })
      const second = await newQuestion(section, "Second question?", {
        kind: "multiple",
        options: [
          { text: "A", correct: true },
          { text: "B", correct: true },
          { text: "C", correct: false }
        ]
      })
      const third = await newQuestion(section, "Third question?")
      expect((await detail(test._id)).test.questionCount).toBe(3)

      const edited = await bank<{ data: BankQuestion; versioned: boolean }>(
        "PUT",
        `/questions/${first._id}`,
        draft("First, edited?", {
          options: [
            { text: "Yes", correct: false },
            { text: "No", correct: true },
            { text: "Maybe", correct: false }
          ],
          objective: "Advanced"
        })
      )
      expect(edited.status).toBe(200)
      expect(edited.body.versioned).toBe(false)
      expect(edited.body.data._id).toBe(first._id)
      expect(edited.body.data.version).toBe(1)
      // The options keep their ids by place: an attempt showing them can still save a choice.
      expect(edited.body.data.options.slice(0, 2).map((option) => option._id)).toEqual(first.options.map((option) => option._id))
      expect(edited.body.data.options.map((option) => option.correct)).toEqual([false, true, false])

      const bad = await bank("PUT", `/questions/${first._id}`, draft("First?", { options: [] }))
      expect(bad.status).toBe(400)
      expect(bad.body.issues).toEqual([{ path: "options", message: QUESTION_MESSAGES.tooFewOptions }])

      expect((await bank("PUT", `/sections/${section}/questions/order`, { ids: [third._id, first._id] })).status).toBe(400)
      expect((await bank("PUT", `/sections/${section}/questions/order`, { ids: [third._id, first._id, second._id] })).status).toBe(200)
      expect((await detail(test._id)).sections[0]!.questions.map((question) => question.text)).toEqual([
        "Third question?",
        "First, edited?",
        "Second question?"
      ])

      const removed = await bank<{ retired: boolean }>("DELETE", `/questions/${second._id}`)
      expect(removed.status).toBe(200)
      expect(removed.body.retired).toBe(false)
      expect(await server.query("SELECT id FROM questions WHERE id = $1", [second._id])).toEqual([])
      expect((await detail(test._id)).test.questionCount).toBe(2)
      expect((await bank("GET", `/questions/${second._id}`)).status).toBe(404)

      expect((await auditOf(first._id)).map((entry) => entry.action)).toEqual(["create", "update"])
      const [, update] = await auditOf(first._id)
      expect(update!.before).toMatchObject({ text: "First   question?", objective: "Basics" })
      expect(update!.after).toMatchObject({ text: "First, edited?", objective: "Advanced" })
      expect((await auditOf(second._id)).map((entry) => [entry.action, entry.after])).toEqual([
        ["create", expect.anything()],
        ["delete", null]
      ])
      expect((await auditOf(section)).map((entry) => entry.action)).toEqual(["create", "reorder"])
    })

    describe("versioned questions", () => {
      let timed: FixtureTest

      beforeAll(async () => {
        timed = await fixtureTest(server, ALPHA, TESTS.timed)
      })

      const call = async <T>(method: string, path: string, learner: Learner, body?: unknown) => {
        const headers: Record<string, string> = { "x-access-token": learner.token }
        if (body !== undefined) headers["content-type"] = "application/json"
        const response = await fetch(server.baseUrl + API + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
        const text = await response.text()
        return { status: response.status, body: (text === "" ? {} : JSON.parse(text)) as T & { message?: string } }
      }

      const start = async (learner: Learner, subscId: string) => {
        const started = await call<{ data: { attemptId: string } }>("POST", "/attempts/start", learner, { subscId, testId: timed.id })
        expect(started.status).toBe(200)
        return started.body.data.attemptId
      }
      const sheet = async (learner: Learner, attemptId: string) => (await call<{ data: AttemptData }>("GET", `/attempts/${attemptId}`, learner)).body.data
      const save = (learner: Learner, attemptId: string, seq: number, qsnId: string, answer: ReadonlyArray<string>) =>
        call<{ data: { applied: boolean } }>("POST", `/attempts/${attemptId}/save`, learner, { seq, qsnId, answer, marked: false })
      const submit = (learner: Learner, attemptId: string) => call("POST", `/attempts/${attemptId}/submit`, learner)
      const review = async (learner: Learner, attemptId: string) =>
        (await call<{ data: AttemptReview }>("GET", `/attempts/${attemptId}/result`, learner)).body.data
      const readiness = async (learner: Learner, subscId: string) => (await call<{ data: unknown }>("GET", `/learning/readiness/${subscId}`, learner)).body.data
      const mistakes = async (learner: Learner, subscId: string) => {
        const detail = (await call<{ data: SubscriptionDetail }>("GET", `/exams/subscription/${subscId}`, learner)).body.data
        return detail.tests.find((test) => test._id === timed.id)!.mistakes
      }
      const questionsOf = (data: AttemptData) => data.sections.flatMap((section) => section.questions)

      it("keeps a submitted result, readiness and mistakes; an attempt under way goes on with the old version; a new attempt gets the new one", async () => {
        const q1 = timed.questions[0]!
        // Learner A answers q1 right ("Right", option 0) and q2 wrong, and submits.
        const a = await newLearner(server, "bank-a")
        const aSubsc = await subscribe(server, a.userId, ALPHA)
        const aFirst = await start(a, aSubsc)
        expect((await save(a, aFirst, 1, q1.id, [q1.options[0]!.id])).body.data.applied).toBe(true)
        expect((await save(a, aFirst, 2, timed.questions[1]!.id, [timed.questions[1]!.options[1]!.id])).status).toBe(200)
        expect((await submit(a, aFirst)).status).toBe(200)
        // Learner B starts before the edit and has not answered q1 yet.
        const b = await newLearner(server, "bank-b")
        const bSubsc = await subscribe(server, b.userId, ALPHA)
        const bAttempt = await start(b, bSubsc)

        const reviewBefore = await review(a, aFirst)
        const readinessBefore = await readiness(a, aSubsc)
        const mistakesBefore = await mistakes(a, aSubsc)
        expect(mistakesBefore.total).toBe(3)

        const current = (await bank<{ data: BankQuestion }>("GET", `/questions/${q1.id}`)).body.data
        expect(current.used).toBe(true)
        // The admin rewrites q1 and makes "Wrong one" (option 1) the correct option.
        const edited = await bank<{ data: BankQuestion; versioned: boolean; message: string }>("PUT", `/questions/${q1.id}`, {
          text: "Q1 single, rewritten",
          kind: "single",
          options: current.options.map((option, index) => ({ text: option.text, correct: index === 1 })),
          explanation: current.explanation,
          objective: current.objective
        })
        expect(edited.status).toBe(200)
        expect(edited.body.versioned).toBe(true)
        const v2 = edited.body.data
        expect(v2).toMatchObject({ version: 2, replaces: q1.id, text: "Q1 single, rewritten", used: false })
        expect(v2._id).not.toBe(q1.id)
        expect(edited.body.message).toContain("version 2")

        // The old row is kept, retired; the editor lists version 2 in its place.
        const [old] = await server.query<{ text: string; retired: boolean }>("SELECT text, retired_at IS NOT NULL AS retired FROM questions WHERE id = $1", [
          q1.id
        ])
        expect(old).toEqual({ text: "Q1 single", retired: true })
        const listed = (await detail(timed.id)).sections[0]!.questions
        expect(listed.map((question) => [question.text, question.version])).toEqual([
          ["Q1 single, rewritten", 2],
          ["Q2 multiple", 1]
        ])
        expect((await bank("GET", `/questions/${q1.id}`)).status).toBe(404)

        // A's past result, readiness and mistakes are unchanged.
        expect(await review(a, aFirst)).toEqual(reviewBefore)
        expect(await readiness(a, aSubsc)).toEqual(readinessBefore)
        expect(await mistakes(a, aSubsc)).toEqual(mistakesBefore)

        // B, mid-test, still sees version 1 and saves and submits on it (the old right option is right for B).
        const bSheet = await sheet(b, bAttempt)
        expect(questionsOf(bSheet).map((question) => question.text)).toContain("Q1 single")
        expect(questionsOf(bSheet).map((question) => question._id)).not.toContain(v2._id)
        expect((await save(b, bAttempt, 1, q1.id, [q1.options[0]!.id])).body.data.applied).toBe(true)
        // Version 2 is not a question of B's attempt: a save of it is refused.
        expect((await save(b, bAttempt, 2, v2._id, [v2.options[1]!._id])).status).not.toBe(200)
        expect((await submit(b, bAttempt)).status).toBe(200)
        const bReview = await review(b, bAttempt)
        expect(bReview.questions.find((question) => question._id === q1.id)).toMatchObject({ outcome: "correct" })

        // A new attempt of A gets version 2; answering it with the new right option is correct.
        const aSecond = await start(a, aSubsc)
        const second = questionsOf(await sheet(a, aSecond))
        expect(second.map((question) => question._id)).toContain(v2._id)
        expect(second.map((question) => question._id)).not.toContain(q1.id)
        expect(second.find((question) => question._id === v2._id)!.text).toBe("Q1 single, rewritten")
        expect((await save(a, aSecond, 1, q1.id, [q1.options[0]!.id])).status).not.toBe(200)
        expect((await save(a, aSecond, 2, v2._id, [v2.options[1]!._id])).body.data.applied).toBe(true)
        expect((await submit(a, aSecond)).status).toBe(200)
        expect((await review(a, aSecond)).questions.find((question) => question._id === v2._id)).toMatchObject({ outcome: "correct" })
        // The first result is still the one it was.
        expect(await review(a, aFirst)).toEqual(reviewBefore)

        // The audit row says what happened, before and after.
        const [row] = await auditOf(v2._id)
        expect(row).toMatchObject({ action: "new-version", entity: "question", before: { id: q1.id, version: 1, text: "Q1 single" } })
        expect(row!.after).toMatchObject({ id: v2._id, version: 2, text: "Q1 single, rewritten" })

        // Editing version 2 again, which A has now answered, writes version 3.
        const third = await bank<{ data: BankQuestion; versioned: boolean }>("PUT", `/questions/${v2._id}`, {
          text: "Q1 single, third",
          kind: "single",
          options: v2.options.map((option) => ({ text: option.text, correct: option.correct })),
          explanation: v2.explanation,
          objective: v2.objective
        })
        expect(third.body).toMatchObject({ versioned: true, data: { version: 3, replaces: v2._id } })
        expect(await review(a, aFirst)).toEqual(reviewBefore)
      })

      it("retires a used question on removal: past results keep it, new attempts do not show it", async () => {
        const q3 = timed.questions[2]!
        const c = await newLearner(server, "bank-c")
        const cSubsc = await subscribe(server, c.userId, ALPHA)
        const attempt = await start(c, cSubsc)
        expect((await save(c, attempt, 1, q3.id, [q3.options[0]!.id])).status).toBe(200)
        expect((await submit(c, attempt)).status).toBe(200)
        const before = await review(c, attempt)

        const removed = await bank<{ retired: boolean; message: string }>("DELETE", `/questions/${q3.id}`)
        expect(removed.status).toBe(200)
        expect(removed.body.retired).toBe(true)
        // The learner's answer stays (a delete would have cascaded to it).
        expect(await server.query("SELECT answer FROM attempt_answers WHERE question_id = $1", [q3.id])).toHaveLength(1)
        expect(await review(c, attempt)).toEqual(before)
        const next = await start(c, cSubsc)
        expect(questionsOf(await sheet(c, next)).map((question) => question._id)).not.toContain(q3.id)
        expect((await detail(timed.id)).sections[1]!.questions.map((question) => question._id)).not.toContain(q3.id)
        expect((await auditOf(q3.id)).map((entry) => [entry.action, entry.after])).toEqual([["retire", null]])

        // Its section, once its other question goes too, is retired rather than deleted.
        const q4 = timed.questions[3]!
        expect((await bank("DELETE", `/questions/${q4.id}`)).status).toBe(200)
        const sectionId = (await server.query<{ section_id: string }>("SELECT section_id FROM questions WHERE id = $1", [q3.id]))[0]!.section_id
        expect((await bank("DELETE", `/sections/${sectionId}`)).status).toBe(200)
        expect(await server.query("SELECT retired_at IS NOT NULL AS retired FROM test_sections WHERE id = $1", [sectionId])).toEqual([{ retired: true }])
        expect(await review(c, attempt)).toEqual(before)
      })
    })
  })
