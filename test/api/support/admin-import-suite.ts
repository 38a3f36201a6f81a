/**
 * Import and export of a test's questions through the real
 * server, on each database: a dry run of a GIFT and an Aiken file mixing
 * good and bad questions reports exactly the bad ones (line and reason) and
 * changes nothing; an import with problems is refused unless told to skip
 * them; an import creates the questions and one audit row each; an export
 * answers the file with its type and name, and the file imports again; the
 * limits (text size, questions per import) and the 404s. That learners and
 * agents are refused is the admin suite's generic check (admin-suite.ts).
 */
import { readFileSync } from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  HTML_CONVERTED_NOTE,
  IMPORT_MAX_QUESTIONS,
  IMPORT_TEXT_MAX_CHARACTERS,
  IMPORT_TOO_LARGE_MESSAGE,
  type QuestionImportReport
} from "../../../src/api/admin/admin-questions.ts"
import { BODY_TOO_LARGE_MESSAGE } from "../../../src/api/api.ts"
import { IMPORT_MESSAGES } from "../../../server/admin/questions/transfer.ts"
import { accountsClient, LOOSE_ADDRESS_LIMITS } from "./accounts-client.ts"
import { ADMIN_API, adminClient, type AdminClient } from "./admin-client.ts"
import { ALPHA, loadFixture } from "./attempts-fixture.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const BANK = `${ADMIN_API}/questions`
const fixture = (name: string) => readFileSync(new URL(`../fixtures/question-files/${name}`, import.meta.url), "utf8")

const MIXED_GIFT_PROBLEMS = [
  { line: 11, message: "Not supported: true/false. Only multiple-choice questions can be imported." },
  { line: 13, message: 'This question ends before its answers are closed: a "}" is missing.' },
  { line: 23, message: "Not supported: short answer. Only multiple-choice questions can be imported." },
  { line: 25, message: 'No option is marked correct: mark the correct one with "=", or give the correct ones a weight such as "~%50%".' },
  { line: 30, message: "Not supported: numerical. Only multiple-choice questions can be imported." }
]

const MIXED_AIKEN_PROBLEMS = [
  { line: 7, message: 'This question has no ANSWER line (such as "ANSWER: B") after its options.' },
  { line: 15, message: 'The answer "E" is not one of this question\'s options (A–B).' },
  { line: 17, message: "This question has only one option: a question needs at least 2 (A. …, B. …)." }
]

interface Answer {
  readonly data: QuestionImportReport
  readonly message: string
  readonly issues?: ReadonlyArray<{ readonly path: string; readonly message: string }>
}

export const describeAdminImport = (label: string, database: () => TestDatabase) =>
  describe(`the question bank's import and export on ${label}`, () => {
    let server: TestServer
    let admin: AdminClient
    let alphaId: string
    let testCount = 0

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

    /** A new test of exam ALPHA with one section "Imported". */
    const newTest = async () => {
      testCount += 1
      const test = await admin.post<{ data: { _id: string } }>(`${BANK}/tests`, {
        examId: alphaId,
        name: `Import Test ${testCount}`,
        durationMinutes: 30,
        passMarkPercent: 70,
        pauseAllowed: true,
        maxAttempts: null,
        practiceAllowed: true,
        scoring: "allOrNothing"
      })
      expect(test.status, JSON.stringify(test.body)).toBe(200)
      const section = await admin.post<{ data: { _id: string } }>(`${BANK}/tests/${test.body.data._id}/sections`, { name: "Imported" })
      expect(section.status).toBe(200)
      return { testId: test.body.data._id, sectionId: section.body.data._id }
    }

    const importInto = (testId: string, body: Record<string, unknown>) => admin.post<Answer>(`${BANK}/tests/${testId}/import`, body)

    const exportOf = async (testId: string, format: string) => {
      const response = await fetch(`${server.baseUrl}${BANK}/tests/${testId}/export?format=${format}`, {
        headers: { "x-access-token": await admin.token() }
      })
      return { status: response.status, headers: response.headers, text: await response.text() }
    }

    const questionsOf = (testId: string) =>
      server.query<{ id: string; text: string; kind: string; objective: string; explanation: string; section_id: string }>(
        "SELECT id, text, kind, objective, explanation, section_id FROM questions WHERE test_id = $1 ORDER BY sort_order",
        [testId]
      )

    const auditCount = async () => (await server.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log"))[0]!.n

    it("reports exactly the bad questions of a mixed GIFT and a mixed Aiken file on a dry run, and changes nothing", async () => {
      const { sectionId, testId } = await newTest()
      const before = await auditCount()
      const gift = await importInto(testId, { format: "gift", text: fixture("mixed.gift"), sectionId, dryRun: true })
      expect(gift.status).toBe(200)
      expect(gift.body.data).toEqual({ dryRun: true, read: 3, created: 0, problems: MIXED_GIFT_PROBLEMS })
      expect(gift.body.message).toBe(IMPORT_MESSAGES.checkedProblems(3, 5))
      const aiken = await importInto(testId, { format: "aiken", text: fixture("mixed.aiken.txt"), sectionId, dryRun: true })
      expect(aiken.status).toBe(200)
      expect(aiken.body.data).toEqual({ dryRun: true, read: 2, created: 0, problems: MIXED_AIKEN_PROBLEMS })
      const clean = await importInto(testId, { format: "csv", text: fixture("sample.csv"), sectionId, dryRun: true })
      expect(clean.body).toEqual({ data: { dryRun: true, read: 3, created: 0, problems: [] }, message: IMPORT_MESSAGES.checkedClean(3, "Imported") })
      expect(await questionsOf(testId)).toEqual([])
      expect(await auditCount()).toBe(before)
    })

    it("refuses an import with problems (every one an issue by line), nothing written; with skipProblems it imports the rest", async () => {
      const { sectionId, testId } = await newTest()
      const before = await auditCount()
      const refused = await importInto(testId, { format: "gift", text: fixture("mixed.gift"), sectionId, dryRun: false })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(IMPORT_MESSAGES.hasProblems(5, 3))
      expect(refused.body.issues).toEqual(MIXED_GIFT_PROBLEMS.map((problem) => ({ path: `line ${problem.line}`, message: problem.message })))
      expect(await questionsOf(testId)).toEqual([])
      expect(await auditCount()).toBe(before)

      const imported = await importInto(testId, { format: "gift", text: fixture("mixed.gift"), sectionId, dryRun: false, skipProblems: true })
      expect(imported.status).toBe(200)
      expect(imported.body.data).toMatchObject({ dryRun: false, read: 3, created: 3 })
      expect(imported.body.message).toBe(IMPORT_MESSAGES.imported(3, "Imported"))
      const questions = await questionsOf(testId)
      expect(questions.map((question) => [question.text, question.kind, question.objective, question.section_id])).toEqual([
        ["Which device forwards packets between networks?", "single", "Networking", sectionId],
        ["Which TWO are transport protocols?", "multiple", "Networking", sectionId],
        ["Which port does SSH use?", "single", "Networking", sectionId]
      ])
      const audit = await server.query<{ action: string; entity: string; entity_id: string }>(
        "SELECT action, entity, entity_id FROM audit_log WHERE entity_id = ANY($1) ORDER BY id",
        [questions.map((question) => question.id)]
      )
      expect(audit).toEqual(questions.map((question) => ({ action: "import", entity: "question", entity_id: question.id })))
      const [count] = await server.query<{ question_count: number }>("SELECT question_count FROM practice_tests WHERE id = $1", [testId])
      expect(count!.question_count).toBe(3)
    })

    it("imports the clean samples: CSV with its objectives, Aiken with the section's name or the given default objective", async () => {
      const { sectionId, testId } = await newTest()
      const csv = await importInto(testId, { format: "csv", text: fixture("sample.csv"), sectionId, dryRun: false })
      expect(csv.status).toBe(200)
      expect(csv.body.data).toEqual({ dryRun: false, read: 3, created: 3, problems: [] })
      const aiken = await importInto(testId, { format: "aiken", text: fixture("sample.aiken.txt"), sectionId, dryRun: false })
      expect(aiken.body.data.created).toBe(3)
      const named = await importInto(testId, {
        format: "aiken",
        text: "Q?\nA. a\nB. b\nANSWER: B\n",
        sectionId,
        dryRun: false,
        defaultObjective: "Hardware"
      })
      expect(named.body.data.created).toBe(1)
      expect((await questionsOf(testId)).map((question) => question.objective)).toEqual([
        "Networking",
        "Networking",
        "Tools",
        "Imported",
        "Imported",
        "Imported",
        "Hardware"
      ])
    })

    it("exports the test's current questions as GIFT, Aiken and CSV files with their names, and each file imports again", async () => {
      const { sectionId, testId } = await newTest()
      const name = `fix-alpha-101-import-test-${testCount}`
      expect((await importInto(testId, { format: "gift", text: fixture("sample.gift"), sectionId, dryRun: false })).body.data.created).toBe(4)
      const original = await questionsOf(testId)
      for (const [format, type, extension] of [
        ["gift", "text/plain", "gift"],
        ["aiken", "text/plain", "aiken.txt"],
        ["csv", "text/csv", "csv"]
      ] as const) {
        const file = await exportOf(testId, format)
        expect(file.status).toBe(200)
        expect(file.headers.get("content-type")).toBe(`${type}; charset=utf-8`)
        expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${name}.${extension}"`)
        const again = await newTest()
        const imported = await importInto(again.testId, { format, text: file.text, sectionId: again.sectionId, dryRun: false })
        expect(imported.status, JSON.stringify(imported.body)).toBe(200)
        expect(imported.body.data).toEqual({ dryRun: false, read: 4, created: 4, problems: [] })
        const copies = await questionsOf(again.testId)
        expect(copies.map((question) => question.text)).toEqual(original.map((question) => question.text))
        if (format !== "aiken") {
          expect(copies.map((question) => [question.kind, question.objective, question.explanation])).toEqual(
            original.map((question) => [question.kind, question.objective, question.explanation])
          )
        }
      }
      const gift = await exportOf(testId, "gift")
      expect(gift.text).toContain("// objective: Cloud economics\nWhich TWO are operational expenditure (OpEx)? {\n\t~%50%Paying monthly")
    })

    it('neutralises in a CSV export a cell whose compatibility form (NFKC) starts a formula: a full-width "＝SUM(1)"; it imports back as written', async () => {
      const { sectionId, testId } = await newTest()
      const typed = "text,kind,option1,option2,correct,explanation,objective\r\n＝SUM(1),single,＋1,two,1,＠cmd,Sums\r\n"
      const imported = await importInto(testId, { format: "csv", text: typed, sectionId, dryRun: false })
      expect(imported.status, JSON.stringify(imported.body)).toBe(200)
      const file = await exportOf(testId, "csv")
      expect(file.status).toBe(200)
      expect(file.text.split("\r\n")[1]).toBe("'＝SUM(1),single,'＋1,two,1,'＠cmd,Sums")
      const again = await newTest()
      expect((await importInto(again.testId, { format: "csv", text: file.text, sectionId: again.sectionId, dryRun: false })).status).toBe(200)
      expect((await questionsOf(again.testId)).map((question) => [question.text, question.explanation])).toEqual([["＝SUM(1)", "＠cmd"]])
    })

    it("imports a GIFT [html] question as plain text, no tag left, paragraphs kept, and the report says the markup was converted", async () => {
      const { sectionId, testId } = await newTest()
      const gift = [
        "::SSH:: [html]<p>Which <b>port</b> does &lt;SSH&gt; use?</p><p>Pick <i>one</i>.<br>Only one.</p><script>alert(1)</script> {",
        "=[html]<code>22</code>",
        // GIFT escapes its own marks inside text: \= and \: are "=" and ":".
        '~[html]<span style\\="color\\:red">23</span>',
        '####[html]<p>SSH listens on <a href\\="https\\://example.com">22</a> &amp; nothing else.</p>',
        "}",
        ""
      ].join("\n")
      const checked = await importInto(testId, { format: "gift", text: gift, sectionId, dryRun: true })
      expect(checked.body.data).toEqual({ dryRun: true, read: 1, created: 0, problems: [], notes: [{ line: 1, message: HTML_CONVERTED_NOTE }] })
      const imported = await importInto(testId, { format: "gift", text: gift, sectionId, dryRun: false })
      expect(imported.status, JSON.stringify(imported.body)).toBe(200)
      expect(imported.body.data.notes).toEqual([{ line: 1, message: HTML_CONVERTED_NOTE }])
      const [question] = await questionsOf(testId)
      expect(question).toMatchObject({ text: "Which port does <SSH> use?\n\nPick one.\nOnly one.", explanation: "SSH listens on 22 & nothing else." })
      const options = await server.query<{ text: string }>("SELECT o.text FROM question_options o WHERE o.question_id = $1 ORDER BY o.sort_order", [
        question!.id
      ])
      expect(options.map((option) => option.text)).toEqual(["22", "23"])
    })

    it("answers 404 for an unknown test or a section of another test, and 400 for an unknown format", async () => {
      const first = await newTest()
      const second = await newTest()
      const text = fixture("sample.aiken.txt")
      const otherSection = await importInto(first.testId, { format: "aiken", text, sectionId: second.sectionId, dryRun: true })
      expect(otherSection.status).toBe(404)
      expect(otherSection.body.message).toBe("This section does not exist (any more): reload the test.")
      expect((await importInto(first.testId, { format: "aiken", text, sectionId: "not-an-id", dryRun: true })).status).toBe(404)
      expect((await importInto(crypto.randomUUID(), { format: "aiken", text, sectionId: first.sectionId, dryRun: true })).status).toBe(404)
      expect((await exportOf(crypto.randomUUID(), "gift")).status).toBe(404)
      expect((await exportOf(first.testId, "xml")).status).toBe(400)
      expect((await importInto(first.testId, { format: "xml", text, sectionId: first.sectionId, dryRun: true })).status).toBe(400)
    })

    it("keeps to the limits: the text's size (the contract's sentence, or the body limit's 413) and questions per import", async () => {
      const { sectionId, testId } = await newTest()
      const tooLong = await importInto(testId, { format: "aiken", text: "x".repeat(IMPORT_TEXT_MAX_CHARACTERS + 1), sectionId, dryRun: true })
      expect(tooLong.status).toBe(400)
      expect(tooLong.body.message).toBe(IMPORT_TOO_LARGE_MESSAGE)
      const tooLarge = await importInto(testId, { format: "aiken", text: "é".repeat(IMPORT_TEXT_MAX_CHARACTERS - 1), sectionId, dryRun: true })
      expect(tooLarge.status).toBe(413)
      expect(tooLarge.body.message).toBe(BODY_TOO_LARGE_MESSAGE)

      const many = Array.from({ length: IMPORT_MAX_QUESTIONS + 1 }, (_, index) => `Question ${index + 1}?\nA. yes\nB. no\nANSWER: A`).join("\n\n")
      const checked = await importInto(testId, { format: "aiken", text: many, sectionId, dryRun: true })
      expect(checked.status).toBe(200)
      expect(checked.body.data).toMatchObject({
        read: IMPORT_MAX_QUESTIONS + 1,
        problems: [{ line: IMPORT_MAX_QUESTIONS * 5 + 1, message: IMPORT_MESSAGES.tooMany(IMPORT_MAX_QUESTIONS + 1) }]
      })
      const refused = await importInto(testId, { format: "aiken", text: many, sectionId, dryRun: false, skipProblems: true })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(IMPORT_MESSAGES.tooMany(IMPORT_MAX_QUESTIONS + 1))
      expect(await questionsOf(testId)).toEqual([])

      const empty = await importInto(testId, { format: "gift", text: "// nothing here\n", sectionId, dryRun: false })
      expect(empty.status).toBe(400)
      expect(empty.body.message).toBe(IMPORT_MESSAGES.nothingRead)
    }, 60_000)
  })
