/**
 * The demo data files (server/seed/data/): the committed files fit their
 * schemas and refer to each other correctly; a broken file is refused with a
 * message that names the file and the place of the problem; and a server
 * started with SEED_DEMO=false does not read them at all.
 */
import { Cause, Effect, Exit, Layer, Option, References } from "effect"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { AppLive } from "../../server/app.ts"
import { Settings } from "../../server/platform/config.ts"
import { DemoCategory, DemoFooter, DemoPackages, examsOf, practiceTestName } from "../../server/seed/catalog-schema.ts"
import { DemoBlog, DemoFaqs, DemoPages } from "../../server/seed/content-schema.ts"
import { DemoDataError, DemoDataFolder, readDemoFile, readDemoFolder } from "../../server/seed/demo-data.ts"
import { examDescriptionHtml } from "../../server/seed/exam-description.ts"
import { QuestionBankExam } from "../../server/seed/question-bank-schema.ts"
import { TEST_SCRYPT_COST } from "../../server/platform/security/password-hasher.ts"
import { pgliteDump } from "./support/test-server.ts"

const BROKEN = fileURLToPath(new URL("./fixtures/broken-demo-data/", import.meta.url))

const fromBroken = <A>(read: Effect.Effect<A, DemoDataError>) => Effect.runPromise(Effect.flip(read).pipe(Effect.provideService(DemoDataFolder, BROKEN)))

describe("the committed demo data", () => {
  const committed = Effect.runPromise(
    Effect.all({
      categories: readDemoFolder(DemoCategory, "catalog"),
      bank: readDemoFolder(QuestionBankExam, "question-bank"),
      packages: readDemoFile(DemoPackages, "packages.json"),
      footer: readDemoFile(DemoFooter, "footer.json"),
      blog: readDemoFile(DemoBlog, "blog.json"),
      faqs: readDemoFile(DemoFaqs, "faqs.json"),
      pages: readDemoFile(DemoPages, "pages.json")
    })
  )

  it("fits its schemas, and every exam code it refers to is in the catalog", async () => {
    const data = await committed
    const codes = data.categories.flatMap(examsOf).map((exam) => exam.code)
    expect(new Set(codes).size).toBe(codes.length)
    const referred = [...data.packages.flatMap((pkg) => pkg.examCodes), ...data.bank.map((exam) => exam.examCode)]
    expect(referred.filter((code) => !codes.includes(code))).toEqual([])
    // The demo learner's subscriptions take the first five bank exams.
    expect(data.bank.length).toBeGreaterThanOrEqual(5)
  })

  it("has at least two exams with a bank in every category, so there is a choice to buy everywhere", async () => {
    const { bank, categories } = await committed
    const banked = new Set(bank.map((exam) => exam.examCode))
    const short = categories.filter((category) => examsOf(category).filter((exam) => banked.has(exam.code)).length < 2)
    expect(short.map((category) => category.name)).toEqual([])
  })

  it("holds at least 20 questions, each with an explanation, in every bank test but the deliberately tiny Quick Check", async () => {
    const { bank } = await committed
    const tests = bank.flatMap((exam) => exam.tests.map((test) => ({ exam: exam.examCode, test })))
    const small = tests
      .filter(({ test }) => !test.name.startsWith("Quick Check"))
      .filter(({ test }) => test.sections.reduce((sum, section) => sum + section.questions.length, 0) < 20)
      .map(({ exam, test }) => `${exam} ${test.name}`)
    expect(small).toEqual([])
    const unexplained = tests.flatMap(({ exam, test }) =>
      test.sections.flatMap((section) => section.questions.filter((question) => question.explanation.trim() === "").map(() => exam))
    )
    expect(unexplained).toEqual([])
  })

  it("promises buyers of a banked exam exactly the tests its bank holds: names, question counts and minutes", async () => {
    const { bank, categories } = await committed
    const catalog = new Map(categories.flatMap(examsOf).map((exam) => [exam.code, exam]))
    for (const banked of bank) {
      const exam = catalog.get(banked.examCode)!
      const promised = exam.tests.map((test, index) => ({ name: practiceTestName(test, index), questions: test.questions, minutes: test.minutes }))
      const held = banked.tests.map((test) => ({
        name: test.name,
        questions: test.sections.reduce((sum, section) => sum + section.questions.length, 0),
        minutes: test.durationMinutes
      }))
      expect(promised, banked.examCode).toEqual(held)
      // The description a buyer reads is built from those tests.
      const questions = held.reduce((sum, test) => sum + test.questions, 0)
      expect(examDescriptionHtml(exam, true), banked.examCode).toContain(
        `You get ${held.length} timed practice test${held.length === 1 ? "" : "s"} with ${questions} questions in all ` +
          `(the longest runs ${Math.max(...held.map((test) => test.minutes))} minutes)`
      )
    }
  })

  it("promises nothing for an exam without a bank: its description says the tests are planned", async () => {
    const { bank, categories } = await committed
    const banked = new Set(bank.map((exam) => exam.examCode))
    const unbanked = categories.flatMap(examsOf).filter((exam) => !banked.has(exam.code))
    expect(unbanked.length).toBeGreaterThan(0)
    for (const exam of unbanked) {
      const html = examDescriptionHtml(exam, false)
      expect(html, exam.code).toContain("Coming soon: its practice tests are still being written")
      expect(html, exam.code).not.toMatch(/You get|questions in all/)
    }
  })
})

describe("a broken demo data file", () => {
  it("is refused with the file and the path of each problem", async () => {
    const error = await fromBroken(readDemoFolder(QuestionBankExam, "question-bank"))
    expect(error).toBeInstanceOf(DemoDataError)
    expect(error.file).toMatch(/question-bank\/01-FIX-BROKEN-1\.json$/)
    expect(error.message).toMatch(/^Demo data file \S*question-bank\/01-FIX-BROKEN-1\.json does not fit its schema:/)
    expect(error.message).toContain("tests[0].sections[0].questions[1].correct: every index must point at one of the 2 options (0 to 1)")
    // Only the broken question is named.
    expect(error.message).not.toContain("questions[0]")
  })

  it("names a misspelt key instead of dropping it", async () => {
    const error = await fromBroken(readDemoFile(DemoPackages, "packages.json"))
    expect(error.message).toMatch(/packages\.json does not fit its schema:\n {2}\[0\]\.salesPrice: /)
  })

  it("that is not JSON is refused with the parser's message", async () => {
    const error = await fromBroken(readDemoFile(DemoFaqs, "faqs.json"))
    expect(error.message).toMatch(/faqs\.json is not valid JSON: .+/)
  })

  it("that is missing is named", async () => {
    const error = await fromBroken(readDemoFile(DemoPages, "pages.json"))
    expect(error.message).toMatch(/pages\.json cannot be read: .*ENOENT/)
  })
})

describe("starting the server", () => {
  /** The whole application, as `npm start` builds it, reading demo data from the broken folder. */
  const start = (seedDemo: boolean) =>
    Effect.runPromiseExit(
      Layer.build(
        AppLive.pipe(
          Layer.provideMerge(
            Layer.succeed(
              Settings,
              Settings.of({
                port: 0,
                dataDir: ":memory:",
                databaseUrl: Option.none(),
                webRoot: fileURLToPath(new URL("./fixtures/web", import.meta.url)),
                nodeEnv: "test",
                passwordHashCost: TEST_SCRYPT_COST,
                seedDemo,
                // Migrated once for the run: migrating here too took 30 s of a loaded machine.
                embeddedSnapshot: pgliteDump(false)
              })
            )
          )
        )
      ).pipe(Effect.scoped, Effect.provideService(DemoDataFolder, BROKEN), Effect.provideService(References.MinimumLogLevel, "Warn"))
    )

  it("with SEED_DEMO=false reads no demo data (the broken files never stop it)", async () => {
    const exit = await start(false)
    expect(Exit.isSuccess(exit) ? "started" : Cause.pretty(exit.cause)).toBe("started")
  })

  it("with SEED_DEMO=true reads them and stops at the first missing or broken one, naming it", async () => {
    const exit = await start(true)
    expect(Exit.isFailure(exit)).toBe(true)
    if (Exit.isSuccess(exit)) return
    const error = Option.getOrUndefined(Cause.findErrorOption(exit.cause))
    expect(error).toBeInstanceOf(DemoDataError)
    expect(error?.message).toMatch(/broken-demo-data\/catalog cannot be read/)
  })
})
