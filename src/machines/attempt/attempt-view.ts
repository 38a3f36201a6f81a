/**
 * What the test screen shows, derived from the attempt's snapshot and its
 * save queue's: the question palette (status and save state of every
 * question), the section tabs with their answered counts, and how many
 * changes still wait to be sent. Selectors, so the screen only renders.
 */
import type { AttemptSection } from "../../api/attempts.ts"
import { isAnswered, type PaletteStatus, paletteStatus } from "../../domain/attempt/attempt-progress.ts"
import type { SaveStatus } from "../../domain/attempt/save-queue.ts"
import type { AttemptSnapshot } from "./attempt.machine.ts"
import { type SaveQueueSnapshot, selectSaveStatus } from "./save-queue.machine.ts"

export interface PaletteQuestion {
  readonly qsnId: string
  /** 1-based, counted across sections. */
  readonly number: number
  readonly status: PaletteStatus
  /** Whether the question is marked, even while it is the current one. */
  readonly marked: boolean
  readonly save: SaveStatus
}

export interface PaletteSection {
  readonly section: Pick<AttemptSection, "_id" | "name">
  readonly questions: ReadonlyArray<PaletteQuestion>
}

export interface SectionTab {
  readonly sectionId: string
  readonly name: string
  readonly answered: number
  readonly total: number
  readonly firstQsnId: string | null
}

export const selectPalette = (snapshot: AttemptSnapshot, queue: SaveQueueSnapshot | undefined): ReadonlyArray<PaletteSection> => {
  const { attemptData, answers, visited, current } = snapshot.context
  if (attemptData === null) return []
  let number = 0
  return attemptData.sections.map((section) => ({
    section,
    questions: section.questions.map((question) => ({
      qsnId: question._id,
      number: ++number,
      status: paletteStatus(question._id, current?.qsnId ?? null, answers, visited),
      marked: answers[question._id]?.marked === true,
      save: queue === undefined ? "untouched" : selectSaveStatus(queue, question._id)
    }))
  }))
}

export const selectSectionTabs = (snapshot: AttemptSnapshot): ReadonlyArray<SectionTab> =>
  (snapshot.context.attemptData?.sections ?? []).map((section) => ({
    sectionId: section._id,
    name: section.name,
    answered: section.questions.filter((question) => isAnswered(snapshot.context.answers[question._id])).length,
    total: section.questions.length,
    firstQsnId: section.questions[0]?._id ?? null
  }))

export const selectSectionName = (snapshot: AttemptSnapshot): string =>
  snapshot.context.attemptData?.sections.find((section) => section._id === snapshot.context.current?.sectionId)?.name ?? ""

/** Changes not yet confirmed by the server: waiting plus the one in flight. */
export const selectUnsentCount = (queue: SaveQueueSnapshot | undefined): number =>
  queue === undefined ? 0 : queue.context.queue.pending.length + (queue.context.queue.inFlight === null ? 0 : 1)
