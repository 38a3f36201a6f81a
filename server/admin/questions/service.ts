/**
 * The question bank's rules: tests, sections and versioned
 * questions, each change in one transaction with its audit row.
 *
 * Versioning (migration 0027, versions.ts): a question learners have used
 * is never changed or deleted. Editing it writes version n+1 in its place
 * (same section and order, `replaces` the old row) and retires the old row,
 * which keeps the learners' answers, their frozen results, readiness and
 * mistakes correct, and lets an attempt started before the edit go on with
 * the version it showed; removing it retires it. An unused question is
 * edited in place (its options keep their ids) or deleted.
 *
 * `createQuestions` is the one step that adds questions, for the editor's
 * form and for the import (server/admin/questions/import*): every draft is
 * judged by the same rules (src/domain/admin/question-rules.ts), all are
 * written in ONE transaction with one audit row each.
 */
import { Context, Effect, Layer, Option } from "effect"
import type { BankExam, BankQuestion, BankTest, BankTestDetail, NewTestPayload, QuestionDraft, TestRules } from "../../../src/api/admin/admin-questions.ts"
import { Conflict, Invalid, NotFound } from "../../../src/api/shared/errors.ts"
import type { ExamId, QuestionId, SectionId, TestId } from "../../../src/api/shared/ids.ts"
import {
  type Checked,
  checkQuestionDraft,
  checkQuestionDrafts,
  checkSectionName,
  checkTestRules,
  orderProblem
} from "../../../src/domain/admin/question-rules.ts"
import { Transaction } from "../../platform/db/transaction.ts"
import { AuditLog } from "../audit/service.ts"
import { QuestionBankRepository, type QuestionRecord, type SectionRecord, type TestHead } from "./repository.ts"
import { isolated } from "../../../src/domain/shared/direction-controls.ts"

export const QUESTION_BANK_MESSAGES = {
  examNotFound: "This exam does not exist (any more).",
  testNotFound: "This test does not exist (any more).",
  sectionNotFound: "This section does not exist (any more): reload the test.",
  questionNotFound: "This question does not exist (any more): reload the test.",
  testNameTaken: "This exam already has a test of that name: please choose another.",
  sectionNameTaken: "This test already has a section of that name: please choose another.",
  sectionNotEmpty: (count: number) => `This section still holds ${count} question${count === 1 ? "" : "s"}: remove or move them before removing the section.`,
  refused: "Some fields need your attention.",
  refusedBatch: (count: number) => `${count} of the questions need changes before they can be added.`
} as const

/** A question's text in an audit line: one line, shortened, isolated (bidirectional spoofing, src/domain/shared/direction-controls.ts). */
const short = (text: string, max = 60): string => {
  const line = text.replace(/\s+/g, " ").trim()
  return isolated([...line].length <= max ? line : `${[...line].slice(0, max - 1).join("")}…`)
}

const refuse = <A>(checked: Checked<A>, message: string = QUESTION_BANK_MESSAGES.refused): Effect.Effect<A, Invalid> =>
  checked._tag === "Accepted" ? Effect.succeed(checked.value) : Effect.fail(new Invalid({ message, issues: checked.issues }))

const found = <A>(option: Option.Option<A>, message: string): Effect.Effect<A, NotFound> =>
  Option.match(option, { onNone: () => Effect.fail(new NotFound({ message })), onSome: Effect.succeed })

/** A test's rules as the audit log keeps them. */
const testRecord = (test: BankTest) => ({
  id: test._id,
  examId: test.examId,
  name: test.name,
  durationMinutes: test.durationMinutes,
  passMarkPercent: test.passMarkPercent,
  pauseAllowed: test.pauseAllowed,
  maxAttempts: test.maxAttempts,
  practiceAllowed: test.practiceAllowed,
  scoring: test.scoring
})

/** A question as the audit log keeps it. */
const questionRecord = (id: QuestionId, sectionId: SectionId, version: number, draft: QuestionDraft) => ({
  id,
  sectionId,
  version,
  text: draft.text,
  kind: draft.kind,
  options: draft.options.map((option) => ({ text: option.text, correct: option.correct })),
  explanation: draft.explanation,
  objective: draft.objective
})

const sameDraft = (question: QuestionRecord, draft: QuestionDraft): boolean =>
  question.text === draft.text &&
  question.kind === draft.kind &&
  question.explanation === draft.explanation &&
  question.objective === draft.objective &&
  question.options.length === draft.options.length &&
  question.options.every((option, index) => option.text === draft.options[index]?.text && option.correct === draft.options[index]?.correct)

const makeService = Effect.gen(function* () {
  const repository = yield* QuestionBankRepository
  const audit = yield* AuditLog
  const transaction = yield* Transaction

  const testOf = (testId: TestId, lock = false): Effect.Effect<TestHead, NotFound> =>
    Effect.flatMap(repository.findTest(testId, lock), (test) => found(test, QUESTION_BANK_MESSAGES.testNotFound))

  const sectionOf = (sectionId: SectionId): Effect.Effect<SectionRecord, NotFound> =>
    Effect.flatMap(repository.findSection(sectionId), (section) => found(section, QUESTION_BANK_MESSAGES.sectionNotFound))

  const questionOf = (questionId: QuestionId, lock = false): Effect.Effect<QuestionRecord, NotFound> =>
    Effect.flatMap(repository.findQuestion(questionId, lock), (question) => found(question, QUESTION_BANK_MESSAGES.questionNotFound))

  const bankQuestion = (question: QuestionRecord): BankQuestion => {
    const { originalId: _originalId, sortOrder: _sortOrder, ...shown } = question
    return shown
  }

  const exams = (): Effect.Effect<ReadonlyArray<BankExam>> => repository.exams

  const test = (testId: TestId): Effect.Effect<BankTestDetail, NotFound> =>
    Effect.gen(function* () {
      const head = yield* testOf(testId)
      const sections = yield* repository.sectionsOf(testId)
      const { examName, examCode, ...test } = head
      return { test, examName, examCode, sections }
    })

  const createTest = (adminId: string, payload: NewTestPayload): Effect.Effect<BankTest, Invalid | NotFound | Conflict> =>
    Effect.gen(function* () {
      const { examId, ...rules } = yield* refuse(checkTestRules(payload))
      return yield* transaction.run(
        Effect.gen(function* () {
          if (!(yield* repository.examExists(examId))) return yield* new NotFound({ message: QUESTION_BANK_MESSAGES.examNotFound })
          if (yield* repository.testNameTaken(examId, rules.name, null)) {
            return yield* new Invalid({
              message: QUESTION_BANK_MESSAGES.testNameTaken,
              issues: [{ path: "name", message: QUESTION_BANK_MESSAGES.testNameTaken }]
            })
          }
          const id = yield* repository.insertTest(examId, rules)
          const { examName: _n, examCode, ...created } = yield* testOf(id)
          yield* audit.record({
            adminId,
            action: "create",
            entity: "test",
            entityId: id,
            summary: `Test "${isolated(created.name)}" added to ${examCode}`,
            before: null,
            after: testRecord(created)
          })
          return created
        })
      )
    })

  const updateTest = (adminId: string, testId: TestId, payload: TestRules): Effect.Effect<BankTest, Invalid | NotFound | Conflict> =>
    Effect.gen(function* () {
      const rules = yield* refuse(checkTestRules(payload))
      return yield* transaction.run(
        Effect.gen(function* () {
          const { examName: _n, examCode, ...before } = yield* testOf(testId, true)
          if (yield* repository.testNameTaken(before.examId as ExamId, rules.name, testId)) {
            return yield* new Invalid({
              message: QUESTION_BANK_MESSAGES.testNameTaken,
              issues: [{ path: "name", message: QUESTION_BANK_MESSAGES.testNameTaken }]
            })
          }
          yield* repository.updateTest(testId, rules)
          const { examName: _m, examCode: _c, ...after } = yield* testOf(testId)
          yield* audit.record({
            adminId,
            action: "update",
            entity: "test",
            entityId: testId,
            summary: `Test "${isolated(after.name)}" of ${examCode}: rules updated`,
            before: testRecord(before),
            after: testRecord(after)
          })
          return after
        })
      )
    })

  const createSection = (adminId: string, testId: TestId, rawName: string) =>
    Effect.gen(function* () {
      const name = yield* refuse(checkSectionName(rawName))
      return yield* transaction.run(
        Effect.gen(function* () {
          const test = yield* testOf(testId, true)
          if (yield* repository.sectionNameTaken(testId, name, null)) {
            return yield* new Invalid({
              message: QUESTION_BANK_MESSAGES.sectionNameTaken,
              issues: [{ path: "name", message: QUESTION_BANK_MESSAGES.sectionNameTaken }]
            })
          }
          const id = yield* repository.insertSection(testId, name)
          yield* audit.record({
            adminId,
            action: "create",
            entity: "section",
            entityId: id,
            summary: `Section "${isolated(name)}" added to test "${isolated(test.name)}"`,
            before: null,
            after: { id, testId, name }
          })
          return { _id: id, name }
        })
      )
    })

  const renameSection = (adminId: string, sectionId: SectionId, rawName: string) =>
    Effect.gen(function* () {
      const name = yield* refuse(checkSectionName(rawName))
      return yield* transaction.run(
        Effect.gen(function* () {
          const section = yield* sectionOf(sectionId)
          yield* testOf(section.testId, true)
          if (yield* repository.sectionNameTaken(section.testId, name, sectionId)) {
            return yield* new Invalid({
              message: QUESTION_BANK_MESSAGES.sectionNameTaken,
              issues: [{ path: "name", message: QUESTION_BANK_MESSAGES.sectionNameTaken }]
            })
          }
          yield* repository.renameSection(sectionId, name)
          yield* audit.record({
            adminId,
            action: "rename",
            entity: "section",
            entityId: sectionId,
            summary: `Section "${isolated(section.name)}" renamed "${isolated(name)}"`,
            before: { id: sectionId, testId: section.testId, name: section.name },
            after: { id: sectionId, testId: section.testId, name }
          })
          return { _id: sectionId, name }
        })
      )
    })

  const orderSections = (adminId: string, testId: TestId, ids: ReadonlyArray<string>) =>
    transaction.run(
      Effect.gen(function* () {
        const test = yield* testOf(testId, true)
        const current = yield* repository.currentSectionIds(testId)
        const problem = orderProblem(ids, current, "sections")
        if (problem !== null) return yield* new Invalid({ message: problem, issues: [{ path: "ids", message: problem }] })
        yield* repository.setOrder("test_sections", ids)
        yield* audit.record({
          adminId,
          action: "reorder",
          entity: "test",
          entityId: testId,
          summary: `Sections of test "${isolated(test.name)}" reordered`,
          before: { sectionIds: current },
          after: { sectionIds: ids }
        })
      })
    )

  /**
   * An empty section is deleted; one holding only retired questions (kept for
   * learners' results) is retired with them; one with current questions is 409.
   */
  const removeSection = (adminId: string, sectionId: SectionId) =>
    transaction.run(
      Effect.gen(function* () {
        const section = yield* sectionOf(sectionId)
        const test = yield* testOf(section.testId, true)
        const contents = yield* repository.sectionContents(sectionId)
        if (contents.current > 0) return yield* new Conflict({ message: QUESTION_BANK_MESSAGES.sectionNotEmpty(contents.current) })
        if (contents.retired > 0) yield* repository.retireSection(sectionId)
        else yield* repository.deleteSection(sectionId)
        yield* audit.record({
          adminId,
          action: contents.retired > 0 ? "retire" : "delete",
          entity: "section",
          entityId: sectionId,
          summary: `Section "${isolated(section.name)}" removed from test "${isolated(test.name)}"`,
          before: { id: sectionId, testId: section.testId, name: section.name },
          after: null
        })
        return section
      })
    )

  /**
   * Adds `drafts` at the end of the section, in their order, in ONE
   * transaction with one audit row each (action "create", or e.g. "import").
   * Every draft is judged first: any refusal is Invalid with every issue,
   * its path prefixed by the draft's index ("3.options"), and nothing is written.
   */
  const createQuestions = (
    adminId: string,
    testId: TestId,
    sectionId: SectionId,
    drafts: ReadonlyArray<QuestionDraft>,
    action = "create"
  ): Effect.Effect<ReadonlyArray<QuestionId>, Invalid | NotFound> =>
    Effect.gen(function* () {
      const checked = checkQuestionDrafts(drafts)
      const accepted = yield* refuse(
        checked,
        checked._tag === "Refused" ? QUESTION_BANK_MESSAGES.refusedBatch(new Set(checked.issues.map((issue) => issue.path.split(".")[0])).size) : ""
      )
      return yield* transaction.run(
        Effect.gen(function* () {
          const test = yield* testOf(testId, true)
          const section = yield* sectionOf(sectionId)
          if (section.testId !== testId) return yield* new NotFound({ message: QUESTION_BANK_MESSAGES.sectionNotFound })
          if (accepted.length === 0) return []
          const first = yield* repository.nextQuestionOrder(sectionId)
          const generation = yield* repository.nextGeneration
          const ids = yield* repository.insertQuestions(
            accepted.map((draft, index) => ({
              draft,
              place: { testId, sectionId, sortOrder: first + index, version: 1, replaces: null, originalId: null, sinceGeneration: generation }
            }))
          )
          yield* Effect.forEach(
            ids,
            (id, index) =>
              audit.record({
                adminId,
                action,
                entity: "question",
                entityId: id,
                summary: `Question "${short(accepted[index]!.text)}" added to "${isolated(section.name)}" of test "${isolated(test.name)}"`,
                before: null,
                after: questionRecord(id, sectionId, 1, accepted[index]!)
              }),
            { discard: true }
          )
          yield* repository.syncQuestionCount(testId)
          return ids
        })
      )
    })

  /** The editor's form: one question, whose issues name its fields without an index. */
  const createQuestion = (adminId: string, sectionId: SectionId, draft: QuestionDraft) =>
    Effect.gen(function* () {
      yield* refuse(checkQuestionDraft(draft))
      const section = yield* sectionOf(sectionId)
      const [id] = yield* createQuestions(adminId, section.testId, sectionId, [draft])
      return bankQuestion(yield* questionOf(id!))
    })

  /**
   * Edits a question: in place when unused, else as its next version (the
   * used row retired and kept). Answers the question now current and whether
   * a new version was written. An edit that changes nothing writes nothing.
   */
  const updateQuestion = (adminId: string, questionId: QuestionId, raw: QuestionDraft) =>
    Effect.gen(function* () {
      const draft = yield* refuse(checkQuestionDraft(raw))
      return yield* transaction.run(
        Effect.gen(function* () {
          const before = yield* questionOf(questionId, true)
          if (sameDraft(before, draft)) return { question: bankQuestion(before), versioned: false, changed: false }
          const beforeRecord = questionRecord(before._id, before.sectionId, before.version, before)
          if (!before.used) {
            yield* repository.updateQuestionInPlace(
              questionId,
              draft,
              before.options.map((option) => option._id)
            )
            yield* audit.record({
              adminId,
              action: "update",
              entity: "question",
              entityId: questionId,
              summary: `Question "${short(draft.text)}" edited`,
              before: beforeRecord,
              after: questionRecord(questionId, before.sectionId, before.version, draft)
            })
            return { question: bankQuestion(yield* questionOf(questionId)), versioned: false, changed: true }
          }
          const generation = yield* repository.nextGeneration
          yield* repository.retireQuestion(questionId, generation)
          const [id] = yield* repository.insertQuestions([
            {
              draft,
              place: {
                testId: before.testId,
                sectionId: before.sectionId,
                sortOrder: before.sortOrder,
                version: before.version + 1,
                replaces: questionId,
                originalId: before.originalId,
                sinceGeneration: generation
              }
            }
          ])
          yield* repository.moveReviewCards(questionId, id!)
          yield* audit.record({
            adminId,
            action: "new-version",
            entity: "question",
            entityId: id!,
            summary: `Question "${short(draft.text)}" edited: version ${before.version + 1} replaces version ${before.version}, kept for learners' past results`,
            before: beforeRecord,
            after: questionRecord(id!, before.sectionId, before.version + 1, draft)
          })
          return { question: bankQuestion(yield* questionOf(id!)), versioned: true, changed: true }
        })
      )
    })

  const orderQuestions = (adminId: string, sectionId: SectionId, ids: ReadonlyArray<string>) =>
    transaction.run(
      Effect.gen(function* () {
        const section = yield* sectionOf(sectionId)
        yield* testOf(section.testId, true)
        const current = yield* repository.currentQuestionIds(sectionId)
        const problem = orderProblem(ids, current, "questions")
        if (problem !== null) return yield* new Invalid({ message: problem, issues: [{ path: "ids", message: problem }] })
        yield* repository.setOrder("questions", ids)
        yield* audit.record({
          adminId,
          action: "reorder",
          entity: "section",
          entityId: sectionId,
          summary: `Questions of section "${isolated(section.name)}" reordered`,
          before: { questionIds: current },
          after: { questionIds: ids }
        })
      })
    )

  /** Removes a question: deleted when unused, else retired (kept for learners' past results) and out of the spaced review. */
  const removeQuestion = (adminId: string, questionId: QuestionId) =>
    transaction.run(
      Effect.gen(function* () {
        const before = yield* questionOf(questionId, true)
        if (before.used) {
          yield* repository.retireQuestion(questionId, yield* repository.nextGeneration)
          yield* repository.dropReviewCards(questionId)
        } else {
          yield* repository.deleteQuestion(questionId)
        }
        yield* repository.syncQuestionCount(before.testId)
        yield* audit.record({
          adminId,
          action: before.used ? "retire" : "delete",
          entity: "question",
          entityId: questionId,
          summary: before.used ? `Question "${short(before.text)}" removed (kept for learners' past results)` : `Question "${short(before.text)}" removed`,
          before: questionRecord(before._id, before.sectionId, before.version, before),
          after: null
        })
        return { retired: before.used }
      })
    )

  return {
    exams,
    test,
    createTest,
    updateTest,
    createSection,
    renameSection,
    orderSections,
    removeSection,
    createQuestions,
    createQuestion,
    question: (questionId: QuestionId) => Effect.map(questionOf(questionId), bankQuestion),
    updateQuestion,
    orderQuestions,
    removeQuestion
  }
})

export class QuestionBankService extends Context.Service<QuestionBankService, Effect.Success<typeof makeService>>()("exam-shop/QuestionBankService") {
  static readonly layer = Layer.effect(QuestionBankService, makeService).pipe(
    Layer.provide([QuestionBankRepository.layer, AuditLog.layer.pipe(Layer.provide(Transaction.layer)), Transaction.layer])
  )
}
