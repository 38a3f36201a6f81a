import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import type { QuestionDraft, QuestionFormat } from "../../../../src/api/admin/admin-questions.ts"
import { readCsv } from "../../../../server/admin/questions/formats/csv.ts"
import { readGift } from "../../../../server/admin/questions/formats/gift.ts"
import { readQuestions, writeQuestions } from "../../../../server/admin/questions/formats/read.ts"

const fixture = (name: string) => readFileSync(new URL(`../../../api/fixtures/question-files/${name}`, import.meta.url), "utf8")
const options = { defaultObjective: "General" }

describe("GIFT reader (gift-pegjs)", () => {
  it("reads the sample file: '=' single choice, '~%50%' weights multiple choice, '####' explanation, objectives", () => {
    const read = readGift(fixture("sample.gift"), options)
    expect(read.problems).toEqual([])
    expect(read.lines).toEqual([6, 14, 22, 32])
    expect(read.drafts.map((draft) => [draft.kind, draft.objective, draft.options.filter((option) => option.correct).length])).toEqual([
      ["single", "Cloud concepts", 1],
      ["single", "Cloud concepts", 1],
      ["multiple", "Cloud economics", 2], // the "// objective:" comment wins over the category
      ["multiple", "Cloud services", 3]
    ])
    expect(read.drafts[0]).toEqual({
      text: "Which term describes a system that adds and removes resources automatically as demand changes?",
      kind: "single",
      options: [
        { text: "Elasticity", correct: true },
        { text: "High availability", correct: false },
        { text: "Fault tolerance", correct: false },
        { text: "Disaster recovery", correct: false }
      ],
      explanation: "Elastic systems grow and shrink with demand, so you pay only for what you use.",
      objective: "Cloud concepts"
    })
  })

  it("reports exactly the bad questions of a mixed file, with their lines and reasons", () => {
    const read = readGift(fixture("mixed.gift"), options)
    expect(read.drafts.map((draft) => draft.text)).toEqual([
      "Which device forwards packets between networks?",
      "Which TWO are transport protocols?",
      "Which port does SSH use?"
    ])
    expect(read.lines).toEqual([5, 17, 32])
    expect(read.problems).toEqual([
      { line: 11, message: "Not supported: true/false. Only multiple-choice questions can be imported." },
      { line: 13, message: 'This question ends before its answers are closed: a "}" is missing.' },
      { line: 23, message: "Not supported: short answer. Only multiple-choice questions can be imported." },
      { line: 25, message: 'No option is marked correct: mark the correct one with "=", or give the correct ones a weight such as "~%50%".' },
      { line: 30, message: "Not supported: numerical. Only multiple-choice questions can be imported." }
    ])
  })

  it("reports the other unsupported kinds, two '=' options, '=' mixed with weights, and a syntax error on its own line", () => {
    const text = [
      "Match {=a -> 1 =b -> 2 =c -> 3}", //      1
      "", //                                      2
      "Essay {}", //                              3
      "", //                                      4
      "The capital {=Paris ~London} is in France.", // 5
      "", //                                      6
      "Two {=a =b ~c}", //                        7
      "", //                                      8
      "Mixed {=a ~%50%b ~c}", //                  9
      "", //                                     10
      "Only text, no answers.", //               11
      "", //                                     12
      "Q {", //                                  13
      "=a", //                                   14
      "~b }}", //                                15
      "", //                                     16
      "$CATEGORY: Default/Top", //               17
      "", //                                     18
      "// just a comment", //                    19
      "", //                                     20
      "Fine {=x ~y}" //                          21
    ].join("\n")
    const read = readGift(text, options)
    expect(read.problems.map((problem) => [problem.line, problem.message.slice(0, 40)])).toEqual([
      [1, "Not supported: matching. Only multiple-c"],
      [3, "Not supported: essay. Only multiple-choi"],
      [5, "Not supported: missing word (answers ins"],
      [7, 'Only one option can be marked "=": for s'],
      [9, "This question mixes one correct option ("],
      [11, "Not supported: description (text without"],
      [15, "This question is not valid GIFT: Expecte"]
    ])
    expect(read.drafts).toEqual([
      {
        text: "Fine",
        kind: "single",
        options: [
          { text: "x", correct: true },
          { text: "y", correct: false }
        ],
        explanation: "",
        objective: "Top"
      }
    ])
  })

  it("keeps escaped characters and '\\n' line ends, and leaves titles and per-option feedback aside", () => {
    const read = readGift("::Title:: A \\{b\\} c\\: d\\nnext {=x\\=y#right ~z#wrong ####Why\\: because.}", options)
    expect(read.problems).toEqual([])
    expect(read.drafts[0]).toEqual({
      text: "A {b} c: d\nnext",
      kind: "single",
      options: [
        { text: "x=y", correct: true },
        { text: "z", correct: false }
      ],
      explanation: "Why: because.",
      objective: "General"
    })
  })
})

describe("CSV reader (csv-parse)", () => {
  it("reads the sample file: quoted commas, quotes and line breaks, kind from the correct options when empty", () => {
    const read = readCsv(fixture("sample.csv"), options)
    expect(read.problems).toEqual([])
    expect(read.lines).toEqual([2, 3, 5])
    expect(read.drafts[1]).toEqual({
      text: "Which TWO are private IPv4 ranges?\n(Choose two.)",
      kind: "multiple",
      options: [
        { text: "10.0.0.0/8", correct: true },
        { text: "8.8.8.0/24", correct: false },
        { text: "192.168.0.0/16", correct: true },
        { text: "1.1.1.0/24", correct: false }
      ],
      explanation: "RFC 1918 sets aside 10/8, 172.16/12 and 192.168/16.",
      objective: "Networking"
    })
    expect(read.drafts[2]).toMatchObject({ text: 'Which command shows a host\'s "IP configuration" on Windows?', kind: "single" })
    expect(read.drafts[2]!.options).toHaveLength(3)
  })

  it("needs a header naming the columns", () => {
    expect(readCsv("", options).problems).toEqual([{ line: 1, message: expect.stringContaining("The file is empty.") }])
    expect(readCsv("question,a,b\nQ,x,y\n", options).problems).toEqual([{ line: 1, message: expect.stringContaining('Unknown column "question", "a", "b".') }])
    expect(readCsv("text,option1,correct\nQ,x,1\n", options).problems).toEqual([
      { line: 1, message: "The first line must name the columns: text, kind, option1, option2 (and more options), correct, explanation, objective." }
    ])
    expect(readCsv("text,option1,option3,correct\n", options).problems).toEqual([
      { line: 1, message: "The option columns must be numbered option1, option2, option3 … without a gap." }
    ])
  })

  it("reports each bad row with its first line, and columns in any order", () => {
    const text = [
      "Correct,Option 2,TEXT,option1,kind", // 1: any order, case and spaces
      "1,b,Good?,a,", //                        2
      "5,b,Too far?,a,", //                     3
      "two,b,Not a number?,a,", //              4
      ",b,Nothing correct?,a,", //              5
      "1,b,Odd kind?,a,either", //              6
      "1,,Gap?,,", //                           7: one option only
      "1;2,b,Two for single?,a,single", //      8
      '"1","b","Spans', //                 9
      'lines",a,', //                         10
      '1,b,"Broken "quote",a,' //           11
    ].join("\n")
    const read = readCsv(text, options)
    expect(read.drafts.map((draft) => [draft.text, read.lines[read.drafts.indexOf(draft)]])).toEqual([
      ["Good?", 2],
      ["Spans\nlines", 9]
    ])
    expect(read.problems).toEqual([
      { line: 3, message: "Option 5 is marked correct, but this question has 2 options." },
      { line: 4, message: '"two" in the correct column is not an option\'s number (such as "2" or "1;3").' },
      { line: 5, message: 'The correct column is empty: write the numbers of the correct options, such as "2" or "1;3".' },
      { line: 6, message: 'The kind "either" is neither "single" nor "multiple".' },
      { line: 7, message: "A question needs at least 2 options." },
      { line: 8, message: "A single-choice question needs exactly one correct option." },
      { line: 11, message: 'A quoted field goes on after its closing ": quote the whole field and double any quote inside it ("").' }
    ])
  })

  it("reports a quote never closed at the line it opens, keeping the rows before it", () => {
    const read = readCsv('text,option1,option2,correct\nQ,a,b,1\n"Open,a,b,1\nQ2,a,b,1\n', options)
    expect(read.drafts).toHaveLength(1)
    expect(read.problems).toEqual([{ line: 3, message: 'A quoted field is never closed: a " is missing.' }])
  })

  it("reports an option gap and takes letters in the correct column", () => {
    const read = readCsv("text,option1,option2,option3,correct\nGap,a,,c,1\nLetters,a,b,c,A;c\n", options)
    expect(read.problems).toEqual([{ line: 2, message: "Option 2 is empty but a later option is not: write the options one after another." }])
    expect(read.drafts[0]).toMatchObject({ kind: "multiple", options: [{ correct: true }, { correct: false }, { correct: true }] })
  })
})

describe("export → import round trip", () => {
  const drafts: ReadonlyArray<QuestionDraft> = [
    {
      text: 'Which characters need care? ~ = # { } : \\ "quotes", commas',
      kind: "single",
      options: [
        { text: "a = b", correct: false },
        { text: "{braces}, and: colons", correct: true },
        { text: "back\\slash ~tilde #hash", correct: false }
      ],
      explanation: "Two lines:\nsecond # line",
      objective: "Escaping: everything"
    },
    {
      text: "A question\nover two lines",
      kind: "multiple",
      options: [
        { text: "one", correct: true },
        { text: "two", correct: true },
        { text: "three", correct: true },
        { text: "four", correct: false }
      ],
      explanation: "",
      objective: "Lines"
    },
    {
      text: "Plain",
      kind: "multiple",
      options: [
        { text: "only one right", correct: true },
        { text: "wrong", correct: false }
      ],
      explanation: "Multiple with one correct option stays multiple.",
      objective: "Kinds"
    }
  ]

  it.each(["gift", "csv"] as const)("%s keeps every field", (format: QuestionFormat) => {
    const read = readQuestions(format, writeQuestions(format, drafts), options)
    expect(read.problems).toEqual([])
    expect(read.drafts).toEqual(drafts)
  })

  it("csv writes a cell a spreadsheet would run as a formula with an apostrophe before it, and reads it back as it was", () => {
    const formulas: ReadonlyArray<QuestionDraft> = [
      {
        text: '=HYPERLINK("http://evil.example","click")',
        kind: "single",
        options: [
          { text: "-5", correct: true },
          { text: "+5", correct: false },
          { text: "@SUM(A1)", correct: false },
          { text: "'quoted'", correct: false }
        ],
        explanation: "=1+1",
        objective: "Formulas"
      }
    ]
    const file = writeQuestions("csv", formulas)
    const cells = file.split("\r\n")[1]!
    expect(cells).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(cells).toContain(",'-5,'+5,'@SUM(A1),'quoted',")
    expect(cells).toContain(",'=1+1,")
    const read = readQuestions("csv", file, options)
    expect(read.problems).toEqual([])
    expect(read.drafts).toEqual(formulas)
  })

  it("aiken keeps text, kind and options (it has no explanation or objective)", () => {
    const read = readQuestions("aiken", writeQuestions("aiken", drafts), options)
    expect(read.problems).toEqual([])
    // A multiple-choice question with one correct option comes back single: Aiken tells the kind by the number of answer letters.
    expect(read.drafts).toEqual(
      drafts.map((draft) => ({
        ...draft,
        kind: draft.options.filter((option) => option.correct).length > 1 ? "multiple" : "single",
        explanation: "",
        objective: "General"
      }))
    )
  })

  it.each([
    ["gift", "sample.gift"],
    ["aiken", "sample.aiken.txt"],
    ["csv", "sample.csv"]
  ] as const)("%s: the sample file read, written and read again is the same", (format, file) => {
    const first = readQuestions(format, fixture(file), options)
    const again = readQuestions(format, writeQuestions(format, first.drafts), options)
    expect(again).toEqual({ ...first, lines: again.lines })
  })
})
