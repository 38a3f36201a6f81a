/**
 * A question file of any format, read or written: the one place
 * the import and export choose their reader and writer.
 */
import type { QuestionDraft, QuestionFormat } from "../../../../src/api/admin/admin-questions.ts"
import { readAiken, writeAiken } from "../../../../src/domain/admin/question-formats/aiken.ts"
import { writeCsv } from "../../../../src/domain/admin/question-formats/csv-writer.ts"
import { writeGift } from "../../../../src/domain/admin/question-formats/gift-writer.ts"
import type { ReadOptions, ReadQuestions } from "../../../../src/domain/admin/question-formats/read-questions.ts"
import { readCsv } from "./csv.ts"
import { readGift } from "./gift.ts"

const READERS: Readonly<Record<QuestionFormat, (text: string, options: ReadOptions) => ReadQuestions>> = {
  gift: readGift,
  aiken: readAiken,
  csv: readCsv
}

const WRITERS: Readonly<Record<QuestionFormat, (drafts: ReadonlyArray<QuestionDraft>) => string>> = {
  gift: writeGift,
  aiken: writeAiken,
  csv: writeCsv
}

export const readQuestions = (format: QuestionFormat, text: string, options: ReadOptions): ReadQuestions => READERS[format](text, options)

export const writeQuestions = (format: QuestionFormat, drafts: ReadonlyArray<QuestionDraft>): string => WRITERS[format](drafts)
