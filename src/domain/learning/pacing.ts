/**
 * Where a submitted attempt's time went, against the exam's pace:
 * its duration divided by its questions. A section is over pace when its
 * questions took longer than the pace times their number; the slowest
 * questions are listed with their time, each over pace or not.
 *
 * A practice set holds only some of the test's questions: its pace is still
 * the test's (duration ÷ the test's questions), so a learner practising
 * their mistakes sees the same pace as in the exam.
 */
import type { Pacing, SectionPacing, SlowQuestion } from "../../api/learning/learning.ts"

/** How many of the slowest questions the result lists. */
export const SLOWEST_COUNT = 5

export interface PacedQuestion {
  readonly qsnId: SlowQuestion["qsnId"]
  readonly sectionId: SectionPacing["sectionId"]
  readonly text: string
  readonly spentMs: number
}

export interface PacingInput {
  readonly durationSeconds: number
  /** The test's questions (the pace's divisor), which a practice set holds only some of. */
  readonly testQuestionCount: number
  /** The attempt's sections in order, named. */
  readonly sections: ReadonlyArray<{ readonly id: SectionPacing["sectionId"]; readonly name: string }>
  /** The attempt's questions in order. */
  readonly questions: ReadonlyArray<PacedQuestion>
}

/** The pace in whole milliseconds per question (0 for a test without questions). */
export const paceOf = (durationSeconds: number, questionCount: number): number =>
  questionCount <= 0 ? 0 : Math.round((durationSeconds * 1000) / questionCount)

export const pacingOf = (input: PacingInput): Pacing => {
  const paceMs = paceOf(input.durationSeconds, input.testQuestionCount)
  const sectionNames = new Map(input.sections.map((section) => [section.id, section.name]))
  const sections = input.sections
    .map((section): SectionPacing => {
      const questions = input.questions.filter((question) => question.sectionId === section.id)
      const spentMs = questions.reduce((sum, question) => sum + question.spentMs, 0)
      const expectedMs = paceMs * questions.length
      return { sectionId: section.id, name: section.name, questionCount: questions.length, spentMs, expectedMs, overPace: spentMs > expectedMs }
    })
    .filter((section) => section.questionCount > 0)
  const slowest = input.questions
    .map((question, index) => ({ question, number: index + 1 }))
    .filter(({ question }) => question.spentMs > 0)
    // Slowest first; equal times keep the attempt's order.
    .sort((a, b) => b.question.spentMs - a.question.spentMs || a.number - b.number)
    .slice(0, SLOWEST_COUNT)
    .map(
      ({ question, number }): SlowQuestion => ({
        qsnId: question.qsnId,
        number,
        sectionName: sectionNames.get(question.sectionId) ?? "",
        text: question.text,
        spentMs: question.spentMs,
        overPace: question.spentMs > paceMs
      })
    )
  const totalSpentMs = input.questions.reduce((sum, question) => sum + question.spentMs, 0)
  return {
    paceMs,
    totalSpentMs,
    expectedMs: paceMs * input.questions.length,
    recorded: totalSpentMs > 0,
    sections,
    slowest
  }
}

/** "2:30" (minutes and seconds), "1:05:00" past an hour; whole seconds, rounded. */
export const clockText = (ms: number): string => {
  const total = Math.round(ms / 1000)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = String(total % 60).padStart(2, "0")
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`
}

/** "2 min 30 s": for labels read aloud. */
export const durationWords = (ms: number): string => {
  const total = Math.round(ms / 1000)
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  if (minutes === 0) return `${seconds} s`
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`
}
