/**
 * Where a learner is in an attempt and what the question palette shows:
 * the questions in order across sections, next and previous,
 * each question's palette status, the counts the submit confirmation shows,
 * and the answers on screen after a reload (the server's, overlaid with the
 * changes still waiting in the local save queue — those are newer).
 */
import type { AttemptQuestion, AttemptSection, QuestionAnswer, QuestionKind } from "../../api/attempt/attempt.ts"
import type { OptionId, QuestionId, SectionId } from "../../api/shared/ids.ts"
import type { SaveQueue } from "./save-queue.ts"

/** Where a question is: what the address /test/{attemptId}/{sectionId}/{qsnId} names. */
export interface QuestionRef {
  readonly sectionId: SectionId
  readonly qsnId: QuestionId
}

/** The question the address asks for (plain text from the URL), used once when the attempt loads. */
export interface WantedQuestion {
  readonly sectionId?: string
  readonly qsnId?: string
}

/** What the order needs of the test's sections. */
export interface SectionOfQuestions extends Pick<AttemptSection, "_id"> {
  readonly questions: ReadonlyArray<Pick<AttemptQuestion, "_id">>
}

/** A question's answer without its id (the key of `Answers`). */
export type LearnerAnswer = Omit<QuestionAnswer, "qsnId">

export type Answers = Readonly<Record<string, LearnerAnswer>>

export type PaletteStatus = "current" | "answeredMarked" | "marked" | "answered" | "visited" | "notVisited"

/** Every question, section by section, in the order the test gives them. */
export const questionOrder = (sections: ReadonlyArray<SectionOfQuestions>): ReadonlyArray<QuestionRef> =>
  sections.flatMap((section) => section.questions.map((question) => ({ sectionId: section._id, qsnId: question._id })))

const indexOf = (order: ReadonlyArray<QuestionRef>, qsnId: string): number => order.findIndex((ref) => ref.qsnId === qsnId)

/** The question after `qsnId` (crossing into the next section), or null at the end. */
export const nextQuestion = (order: ReadonlyArray<QuestionRef>, qsnId: string): QuestionRef | null => {
  const index = indexOf(order, qsnId)
  return index < 0 ? null : (order[index + 1] ?? null)
}

export const previousQuestion = (order: ReadonlyArray<QuestionRef>, qsnId: string): QuestionRef | null => {
  const index = indexOf(order, qsnId)
  return index <= 0 ? null : (order[index - 1] ?? null)
}

/** The question to open: the one asked for when it exists in the test, else the first. */
export const startingQuestion = (order: ReadonlyArray<QuestionRef>, wanted: WantedQuestion): QuestionRef | null =>
  order.find((ref) => ref.qsnId === wanted.qsnId && (wanted.sectionId === undefined || ref.sectionId === wanted.sectionId)) ??
  order.find((ref) => ref.sectionId === wanted.sectionId) ??
  order[0] ??
  null

export const isAnswered = (answer: LearnerAnswer | undefined): boolean => (answer?.answer.length ?? 0) > 0

export const paletteStatus = (qsnId: string, current: string | null, answers: Answers, visited: ReadonlySet<string> | ReadonlyArray<string>): PaletteStatus => {
  if (qsnId === current) return "current"
  const answer = answers[qsnId]
  const marked = answer?.marked ?? false
  if (isAnswered(answer)) return marked ? "answeredMarked" : "answered"
  if (marked) return "marked"
  const seen = Array.isArray(visited) ? visited.includes(qsnId) : (visited as ReadonlySet<string>).has(qsnId)
  return seen ? "visited" : "notVisited"
}

export interface AttemptCounts {
  readonly answered: number
  readonly unanswered: number
  readonly marked: number
}

export const attemptCounts = (order: ReadonlyArray<QuestionRef>, answers: Answers): AttemptCounts => {
  const answered = order.filter((ref) => isAnswered(answers[ref.qsnId])).length
  return {
    answered,
    unanswered: order.length - answered,
    marked: order.filter((ref) => answers[ref.qsnId]?.marked === true).length
  }
}

/** Answers keyed by question, from the server's list. */
export const answersFrom = (saved: ReadonlyArray<QuestionAnswer>): Answers =>
  Object.fromEntries(saved.map((entry) => [entry.qsnId, { answer: entry.answer, marked: entry.marked }]))

/** The server's answers with the queue's unsent changes on top (they are newer). */
export const mergeAnswers = (server: Answers, queue: SaveQueue | null): Answers => {
  if (queue === null) return server
  const waiting = [...(queue.inFlight === null ? [] : [queue.inFlight]), ...queue.pending].sort((a, b) => a.seq - b.seq)
  return { ...server, ...answersFrom(waiting) }
}

/** A single-answer question keeps one option; a multiple-answer one toggles the option in or out. */
export const chooseOption = (current: ReadonlyArray<OptionId>, optionId: OptionId, kind: QuestionKind): ReadonlyArray<OptionId> => {
  if (kind === "single") return [optionId]
  return current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId]
}
