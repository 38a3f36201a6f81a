import { describe, expect, it } from "vitest"
import { writeCsv } from "../../../../src/domain/admin/question-formats/csv-writer.ts"
import { escapeGift, writeGift } from "../../../../src/domain/admin/question-formats/gift-writer.ts"
import { JSON_BODY_MAX_BYTES } from "../../../../src/api/api.ts"
import {
  formatOfFileName,
  QUESTION_FILE_MAX_BYTES,
  questionFileName,
  questionFileTooLarge,
  questionFileType
} from "../../../../src/domain/admin/question-formats/question-file.ts"

const single = {
  text: "What is 2 + 2?",
  kind: "single" as const,
  options: [
    { text: "4", correct: true },
    { text: "5", correct: false }
  ],
  explanation: "Count them.",
  objective: "Arithmetic"
}

describe("GIFT writer", () => {
  it("escapes GIFT's special characters, backslashes and line ends", () => {
    expect(escapeGift("a~b=c#d{e}f:g\\h\ni")).toBe("a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni")
  })

  it("writes a single-choice question with '=', its explanation as general feedback and its objective as a comment", () => {
    expect(writeGift([single])).toBe("// objective: Arithmetic\nWhat is 2 + 2? {\n\t=4\n\t~5\n\t####Count them.\n}\n")
  })

  it("writes a multiple-choice question with equal weights for the correct options", () => {
    const multiple = {
      ...single,
      kind: "multiple" as const,
      explanation: "",
      objective: "",
      options: [
        { text: "a", correct: true },
        { text: "b", correct: true },
        { text: "c", correct: true },
        { text: "d", correct: false }
      ]
    }
    expect(writeGift([multiple])).toBe("What is 2 + 2? {\n\t~%33.33333%a\n\t~%33.33333%b\n\t~%33.33333%c\n\t~d\n}\n")
  })
})

describe("CSV writer", () => {
  it("writes the header, quotes fields with commas, quotes and line ends, and numbers the correct options", () => {
    const csv = writeCsv([
      single,
      {
        ...single,
        text: 'Say "hi",\nplease',
        kind: "multiple",
        options: [
          { text: "a", correct: true },
          { text: "b", correct: false },
          { text: "c", correct: true }
        ]
      }
    ])
    expect(csv).toBe(
      "\uFEFFtext,kind,option1,option2,option3,correct,explanation,objective\r\n" +
        "What is 2 + 2?,single,4,5,,1,Count them.,Arithmetic\r\n" +
        '"Say ""hi"",\nplease",multiple,a,b,c,1;3,Count them.,Arithmetic\r\n'
    )
  })
})

describe("CSV writer against formulas", () => {
  it("puts an apostrophe before a cell whose NFKC form starts a formula: full-width and small signs too", () => {
    const tricky = {
      ...single,
      text: "＝SUM(1)",
      explanation: "﹦1+1",
      objective: "＠cmd",
      options: [
        { text: "＋1", correct: true },
        { text: "－2", correct: false }
      ]
    }
    expect(writeCsv([tricky]).split("\r\n")[1]).toBe("'＝SUM(1),single,'＋1,'－2,1,'﹦1+1,'＠cmd")
    const plain = {
      ...single,
      text: "Is ＝ a sign?",
      options: [
        { text: "= yes", correct: true },
        { text: "no", correct: false }
      ]
    }
    expect(writeCsv([plain]).split("\r\n")[1]).toBe("Is ＝ a sign?,single,'= yes,no,1,Count them.,Arithmetic")
  })
})

describe("export file", () => {
  it("is named after the test, with the format's extension and type", () => {
    expect(questionFileName("AZ-900: Practice Test 1 (Café)", "gift")).toBe("az-900-practice-test-1-cafe.gift")
    expect(questionFileName("!!!", "aiken")).toBe("questions.aiken.txt")
    expect(questionFileName("Test", "csv")).toBe("test.csv")
    expect(questionFileType("csv")).toBe("text/csv; charset=utf-8")
    expect(questionFileType("gift")).toBe("text/plain; charset=utf-8")
  })
})

describe("import file size", () => {
  it("is the contract's JSON body limit, said in KB", () => {
    expect(QUESTION_FILE_MAX_BYTES).toBe(JSON_BODY_MAX_BYTES)
    expect(questionFileTooLarge("big.gift", 300 * 1024 + 1)).toBe('"big.gift" is 301 KB: an import takes at most 256 KB. Please split it into smaller files.')
  })
})

describe("a chosen file's format", () => {
  it("follows the file's extension, and a plain .txt says nothing", () => {
    expect(["sample.gift", "Sample.CSV", "sample.aiken.txt", "q.aiken", "notes.txt"].map(formatOfFileName)).toEqual(["gift", "csv", "aiken", "aiken", null])
  })
})
