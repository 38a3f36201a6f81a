/**
 * What the test screen shows, derived from the attempt's snapshot and its
 * save queue's: where the learner is, the question and its answer, the
 * question palette (status and save state of every question), the section
 * tabs with their answered counts, and how many changes still wait to be
 * sent. Selectors, so the screen only renders.
 *
 * They are narrow on purpose: the clock's tick changes `remainingSeconds`
 * only, and every selector here but `selectRemainingSeconds` answers the same
 * value — the same object — before and after a tick (the derived lists are
 * remembered by their inputs), so the screen (src/ui/attempt/use-attempt-view.ts)
 * re-renders the timer and nothing else once a second.
 */
import type { AnswerFeedback, AttemptData, AttemptMode, AttemptQuestion, AttemptSection } from "../../api/attempt/attempt.ts"
import {
  type Answers,
  attemptCounts,
  type AttemptCounts,
  isAnswered,
  type LearnerAnswer,
  type PaletteStatus,
  paletteStatus,
  type QuestionRef,
  questionOrder
} from "../../domain/attempt/attempt-progress.ts"
import { type PaceHint, paceHint } from "../../domain/attempt/pace.ts"
import { type SaveQueue, saveStatusOf, type SaveStatus } from "../../domain/attempt/save-queue.ts"
import { canCheckCurrent, currentAnswer, currentQuestion, isCurrentLocked } from "./attempt-context.ts"
import type { AttemptSnapshot } from "./attempt.machine.ts"
import type { SaveQueueSnapshot } from "./save-queue.machine.ts"

/** The last answer per list of inputs (compared by identity): equal inputs give the very same object. */
const rememberLast = <Args extends ReadonlyArray<unknown>, R>(compute: (...args: Args) => R) => {
  let last: { readonly args: Args; readonly result: R } | null = null
  return (...args: Args): R => {
    if (last !== null && args.every((arg, index) => Object.is(arg, last!.args[index]))) return last.result
    const result = compute(...args)
    last = { args, result }
    return result
  }
}

const orderOf = rememberLast((data: AttemptData | null): ReadonlyArray<QuestionRef> => (data === null ? [] : questionOrder(data.sections)))

const countsOf = rememberLast((data: AttemptData | null, answers: Answers): AttemptCounts => attemptCounts(orderOf(data), answers))

export const isAttemptLoading = (snapshot: AttemptSnapshot): boolean => snapshot.matches("loading")
export const hasAttemptLoadFailed = (snapshot: AttemptSnapshot): boolean => snapshot.matches("loadFailed")
export const isAttemptNotFound = (snapshot: AttemptSnapshot): boolean => snapshot.matches("notFound")
export const isAttemptOngoing = (snapshot: AttemptSnapshot): boolean => snapshot.matches({ active: "ongoing" })
export const isAttemptPaused = (snapshot: AttemptSnapshot): boolean => snapshot.matches({ active: "paused" }) || snapshot.matches({ active: "resuming" })
export const isPauseBusy = (snapshot: AttemptSnapshot): boolean => snapshot.matches({ active: "pausing" }) || snapshot.matches({ active: "resuming" })
export const isSubmitting = (snapshot: AttemptSnapshot): boolean => snapshot.matches({ active: "submitting" })
/** Submitting, but saves are still waiting for the network. */
export const isWaitingForSaves = (snapshot: AttemptSnapshot): boolean =>
  snapshot.matches({ active: { submitting: "flushing" } }) || snapshot.matches({ active: { submitting: "waitingToRetry" } })
export const isAttemptSubmitted = (snapshot: AttemptSnapshot): boolean => snapshot.matches("submitted")

export const selectCurrentQuestion = (snapshot: AttemptSnapshot): AttemptQuestion | null => currentQuestion(snapshot.context)
export const selectCurrentAnswer = (snapshot: AttemptSnapshot): LearnerAnswer => currentAnswer(snapshot.context)
export const selectCounts = (snapshot: AttemptSnapshot): AttemptCounts => countsOf(snapshot.context.attemptData, snapshot.context.answers)
/** 1-based, counted across sections; 0 before the attempt is loaded. */
export const selectQuestionNumber = (snapshot: AttemptSnapshot): number =>
  orderOf(snapshot.context.attemptData).findIndex((ref) => ref.qsnId === snapshot.context.current?.qsnId) + 1
export const selectIsFirstQuestion = (snapshot: AttemptSnapshot): boolean => selectQuestionNumber(snapshot) <= 1
export const selectIsLastQuestion = (snapshot: AttemptSnapshot): boolean => {
  const number = selectQuestionNumber(snapshot)
  return number === 0 || number === orderOf(snapshot.context.attemptData).length
}
/** The one value a tick changes: only the timer reads it. */
export const selectRemainingSeconds = (snapshot: AttemptSnapshot): number => snapshot.context.remainingSeconds

const NO_PACE: PaceHint = { behind: false, expected: 0, answered: 0 }

/**
 * Exam mode: the behind-pace hint (domain/attempt/pace.ts), null when the
 * learner turned it off or the learner is on pace. It reads the clock, so
 * only the hint's own line re-renders with the tick; `samePaceHint` keeps it
 * still while the figures do not change.
 */
export const selectPaceHint = (snapshot: AttemptSnapshot): PaceHint | null => {
  const { context } = snapshot
  if (context.attemptData?.mode !== "exam" || !context.paceHint || !snapshot.matches({ active: "ongoing" })) return null
  const hint = paceHint({
    durationSeconds: context.attemptData.durationSeconds,
    remainingSeconds: context.remainingSeconds,
    questionCount: context.totalQsn,
    answered: context.comCount
  })
  return hint.behind ? hint : null
}

export const samePaceHint = (a: PaceHint | null, b: PaceHint | null): boolean =>
  a === b || ((a ?? NO_PACE).behind === (b ?? NO_PACE).behind && a?.expected === b?.expected && a?.answered === b?.answered)

export interface SectionTab {
  readonly sectionId: string
  readonly name: string
  readonly answered: number
  readonly total: number
  readonly firstQsnId: string | null
}

const sectionTabsOf = rememberLast(
  (data: AttemptData | null, answers: Answers): ReadonlyArray<SectionTab> =>
    (data?.sections ?? []).map((section) => ({
      sectionId: section._id,
      name: section.name,
      answered: section.questions.filter((question) => isAnswered(answers[question._id])).length,
      total: section.questions.length,
      firstQsnId: section.questions[0]?._id ?? null
    }))
)

export const selectSectionTabs = (snapshot: AttemptSnapshot): ReadonlyArray<SectionTab> => sectionTabsOf(snapshot.context.attemptData, snapshot.context.answers)

export const selectSectionName = (snapshot: AttemptSnapshot): string =>
  snapshot.context.attemptData?.sections.find((section) => section._id === snapshot.context.current?.sectionId)?.name ?? ""

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

const paletteOf = rememberLast(
  (
    data: AttemptData | null,
    answers: Answers,
    visited: ReadonlyArray<string>,
    currentQsnId: string | null,
    queue: SaveQueue | undefined
  ): ReadonlyArray<PaletteSection> => {
    if (data === null) return []
    let number = 0
    return data.sections.map((section) => ({
      section,
      questions: section.questions.map((question) => ({
        qsnId: question._id,
        number: ++number,
        status: paletteStatus(question._id, currentQsnId, answers, visited),
        marked: answers[question._id]?.marked === true,
        save: queue === undefined ? "untouched" : saveStatusOf(queue, question._id)
      }))
    }))
  }
)

export const selectPalette = (snapshot: AttemptSnapshot, queue: SaveQueueSnapshot | undefined): ReadonlyArray<PaletteSection> => {
  const { attemptData, answers, visited, current } = snapshot.context
  return paletteOf(attemptData, answers, visited, current?.qsnId ?? null, queue?.context.queue)
}

/** Changes not yet confirmed by the server: waiting plus the one in flight. */
export const selectUnsentCount = (queue: SaveQueueSnapshot | undefined): number =>
  queue === undefined ? 0 : queue.context.queue.pending.length + (queue.context.queue.inFlight === null ? 0 : 1)

/** Everything the test screen shows but the palette, the unsent count and the clock. */
export interface AttemptView {
  readonly loading: boolean
  readonly loadFailed: boolean
  readonly notFound: boolean
  readonly submitted: boolean
  readonly ongoing: boolean
  /** Paused, or on the way back from it. */
  readonly paused: boolean
  /** Paused and settled: the Resume button may be pressed. */
  readonly pausedStill: boolean
  readonly pauseBusy: boolean
  readonly submitting: boolean
  readonly waitingForSaves: boolean
  readonly data: AttemptData | null
  readonly online: boolean
  readonly confirming: boolean
  readonly totalQsn: number
  readonly question: AttemptQuestion | null
  readonly number: number
  readonly isFirst: boolean
  readonly isLast: boolean
  readonly answer: LearnerAnswer
  readonly currentSectionId: string | null
  readonly counts: AttemptCounts
  readonly sectionTabs: ReadonlyArray<SectionTab>
  readonly sectionName: string
  readonly mode: AttemptMode
  /** Practice mode: the current question's answer may be checked now. */
  readonly canCheck: boolean
  /** Practice mode: the current question's check is under way. */
  readonly checking: boolean
  /** Practice mode: the current question is checked or being checked: its answer cannot change. */
  readonly locked: boolean
  /** Practice mode: the current question's feedback, once checked. */
  readonly feedback: AnswerFeedback | null
  /** Exam mode: the learner wants the behind-pace hint. */
  readonly paceHintOn: boolean
}

export const selectAttemptView = (snapshot: AttemptSnapshot): AttemptView => {
  const { context } = snapshot
  const ongoing = isAttemptOngoing(snapshot)
  return {
    loading: isAttemptLoading(snapshot),
    loadFailed: hasAttemptLoadFailed(snapshot),
    notFound: isAttemptNotFound(snapshot),
    submitted: isAttemptSubmitted(snapshot),
    ongoing,
    paused: isAttemptPaused(snapshot),
    pausedStill: snapshot.matches({ active: "paused" }),
    pauseBusy: isPauseBusy(snapshot),
    submitting: isSubmitting(snapshot),
    waitingForSaves: isWaitingForSaves(snapshot),
    data: context.attemptData,
    online: context.online,
    confirming: context.confirmingSubmit && ongoing,
    totalQsn: context.totalQsn,
    question: selectCurrentQuestion(snapshot),
    number: selectQuestionNumber(snapshot),
    isFirst: selectIsFirstQuestion(snapshot),
    isLast: selectIsLastQuestion(snapshot),
    answer: selectCurrentAnswer(snapshot),
    currentSectionId: context.current?.sectionId ?? null,
    counts: selectCounts(snapshot),
    sectionTabs: selectSectionTabs(snapshot),
    sectionName: selectSectionName(snapshot),
    mode: context.attemptData?.mode ?? "exam",
    canCheck: ongoing && canCheckCurrent(context),
    checking: context.checking !== null && context.checking === context.current?.qsnId,
    locked: isCurrentLocked(context),
    feedback: context.feedback[context.current?.qsnId ?? ""] ?? null,
    paceHintOn: context.paceHint
  }
}

/** Two views are the same when every field is (by identity): the compare function of the screen's selector. */
export const sameAttemptView = (a: AttemptView, b: AttemptView): boolean =>
  (Object.keys(a) as Array<keyof AttemptView>).every((key) => Object.is(a[key], b[key]))
