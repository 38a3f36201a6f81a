import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { readAiken, writeAiken } from "../../../../src/domain/admin/question-formats/aiken.ts"

const fixture = (name: string) => readFileSync(new URL(`../../../api/fixtures/question-files/${name}`, import.meta.url), "utf8")
const options = { defaultObjective: "General" }

describe("Aiken reader", () => {
  it("reads the sample file: options with '.' or ')', single choice, the default objective", () => {
    const read = readAiken(fixture("sample.aiken.txt"), options)
    expect(read.problems).toEqual([])
    expect(read.lines).toEqual([1, 8, 15])
    expect(read.drafts[1]).toEqual({
      text: "Which protocol resolves a domain name to an IP address?",
      kind: "single",
      options: [
        { text: "DHCP", correct: false },
        { text: "FTP", correct: false },
        { text: "DNS", correct: true },
        { text: "SMTP", correct: false }
      ],
      explanation: "",
      objective: "General"
    })
  })

  it("reports exactly the bad questions of a mixed file, with their lines and reasons", () => {
    const read = readAiken(fixture("mixed.aiken.txt"), options)
    expect(read.drafts.map((draft) => draft.text)).toEqual(["Which of these is an input device?", "Which of these is a web browser?"])
    expect(read.problems).toEqual([
      { line: 7, message: 'This question has no ANSWER line (such as "ANSWER: B") after its options.' },
      { line: 15, message: 'The answer "E" is not one of this question\'s options (A–B).' },
      { line: 17, message: "This question has only one option: a question needs at least 2 (A. …, B. …)." }
    ])
  })

  it("reads Windows line ends, a byte order mark, a question over two lines and a lower-case answer line", () => {
    const read = readAiken("\uFEFFFirst line\r\nsecond line\r\nA. one\r\nB. two\r\nanswer: a\r\n", options)
    expect(read.problems).toEqual([])
    expect(read.drafts[0]!.text).toBe("First line\nsecond line")
    expect(read.drafts[0]!.options[0]).toEqual({ text: "one", correct: true })
  })

  it("reads several answer letters as a multiple-choice question (our addition)", () => {
    const read = readAiken("Q?\nA. a\nB. b\nC. c\nANSWER: A, C\n", options)
    expect(read.drafts[0]!.kind).toBe("multiple")
    expect(read.drafts[0]!.options.map((option) => option.correct)).toEqual([true, false, true])
  })

  it("reports options out of order, an answer with no question, no options, an empty answer and the bank's own rules", () => {
    const text = [
      "ANSWER: A", //                     1 no question
      "Q1?", //                           2
      "A. a", //                          3
      "C. c", //                          4 out of order
      "ANSWER: A", //                     5
      "Q2?", //                           6 no options
      "ANSWER: A", //                     7
      "Q3?", //                           8
      "A. a", //                          9
      "B. b", //                         10
      "ANSWER:", //                      11 empty
      "Q4?", //                          12
      "A. same", //                      13
      "B. Same", //                      14 repeated option (question-rules)
      "ANSWER: A" //                     15
    ].join("\n")
    expect(readAiken(text, options).problems).toEqual([
      { line: 1, message: "This ANSWER line has no question above it." },
      { line: 4, message: 'Option "C" is out of order: the next option of this question is "B".' },
      { line: 6, message: "This question has no options: a question needs at least 2 (A. …, B. …)." },
      { line: 11, message: 'The ANSWER line names no option: write the letter of the correct one, such as "ANSWER: B".' },
      { line: 12, message: "Option 2: Two options read the same: please make each option different." }
    ])
  })

  it("reports a question at the end of the file without its ANSWER line", () => {
    expect(readAiken("Q?\nA. a\nB. b\n", options).problems).toEqual([
      { line: 1, message: 'This question has no ANSWER line (such as "ANSWER: B") after its options.' }
    ])
  })

  it("writes what it reads (explanation and objective have no place in Aiken)", () => {
    const drafts = readAiken(fixture("sample.aiken.txt"), options).drafts
    const again = readAiken(writeAiken(drafts), options)
    expect(again.problems).toEqual([])
    expect(again.drafts).toEqual(drafts)
    const multiple = [
      {
        text: "Two\nlines",
        kind: "multiple" as const,
        options: [
          { text: "x", correct: true },
          { text: "y", correct: true },
          { text: "z", correct: false }
        ],
        explanation: "e",
        objective: "o"
      }
    ]
    expect(writeAiken(multiple)).toBe("Two\nlines\nA. x\nB. y\nC. z\nANSWER: A, B\n")
    expect(readAiken(writeAiken(multiple), options).drafts).toEqual([{ ...multiple[0], explanation: "", objective: "General" }])
  })
})
