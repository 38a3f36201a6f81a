/**
 * The attempt machine's context, input and events, and the pure readings of
 * its context the chart and the screen share (the current question and its
 * answer, the change an answer event makes), so attempt.machine.ts holds the
 * chart alone.
 */
import type { AnswerFeedback, AttemptData, AttemptQuestion, AttemptResult } from "../../api/attempt/attempt.ts"
import { type Answers, chooseOption, type LearnerAnswer, type QuestionRef, questionOrder, type WantedQuestion } from "../../domain/attempt/attempt-progress.ts"
import type { QuestionId } from "../../api/shared/ids.ts"
import type { QuestionTime } from "../../domain/attempt/question-time.ts"
import type { AnswerChange, SaveQueue } from "../../domain/attempt/save-queue.ts"
import type { SaveQueueReport } from "./save-queue.machine.ts"

export type ExamPlayPause = "ongoing" | "paused"

export interface AttemptContext {
  readonly attemptId: string
  /** The question the route asked for; used once, when the attempt loads. */
  readonly wanted: WantedQuestion
  /** Spec §3: the attempt as the server gave it (questions without answers). */
  readonly attemptData: AttemptData | null
  /** Spec §3: how many questions the test has. */
  readonly totalQsn: number
  /** Spec §3: 'ongoing' by default, 'paused' while paused. */
  readonly examPlayPause: ExamPlayPause
  /** Spec §3: true once the attempt is submitted. */
  readonly isSubmit: boolean
  /** Spec §3: how many questions are answered. */
  readonly comCount: number
  readonly answers: Answers
  readonly visited: ReadonlyArray<string>
  readonly current: QuestionRef | null
  readonly remainingSeconds: number
  /** The queue read back from local storage when the attempt loaded. */
  readonly storedQueue: SaveQueue | null
  /** False until the queue reports it has nothing left to send. */
  readonly queueDrained: boolean
  readonly online: boolean
  /** The submit confirmation dialog is open. */
  readonly confirmingSubmit: boolean
  readonly result: AttemptResult | null
  /** The time on each question not yet sent with a save (domain/attempt/question-time.ts). */
  readonly time: QuestionTime
  /** The time the last answer change took with it, for the save the queue gets. */
  readonly lastSpentMs: number
  /** Practice mode: the feedback of each checked question, by question id. */
  readonly feedback: Readonly<Record<string, AnswerFeedback>>
  /** Practice mode: the question whose check is under way. */
  readonly checking: QuestionId | null
  /** Exam mode: the learner wants the behind-pace hint (remembered in the browser). */
  readonly paceHint: boolean
}

export interface AttemptInput extends WantedQuestion {
  readonly attemptId: string
  readonly online?: boolean
}

/** What `loadAttempt` gives: the server's attempt, the locally stored queue, and whether the pace hint is on. */
export interface LoadedAttempt {
  readonly attempt: AttemptData
  readonly storedQueue: SaveQueue | null
  /** On when never chosen. */
  readonly paceHint?: boolean
}

/** A change of the current question's answer; the buttons and keys send these. */
export type AnswerEvent =
  | { readonly type: "ANSWER.CHOOSE"; readonly optionId: string }
  | { readonly type: "ANSWER.CLEAR" }
  | { readonly type: "ANSWER.TOGGLE_MARK" }

export type AttemptEvent =
  | AnswerEvent
  | SaveQueueReport
  | { readonly type: "RETRY" }
  | { readonly type: "NEXT" }
  | { readonly type: "PREVIOUS" }
  | { readonly type: "GO_TO"; readonly qsnId: string }
  | { readonly type: "PAUSE" }
  | { readonly type: "RESUME" }
  | { readonly type: "REQUEST_SUBMIT" }
  | { readonly type: "CANCEL_SUBMIT" }
  | { readonly type: "CONFIRM_SUBMIT" }
  | { readonly type: "ONLINE" }
  | { readonly type: "OFFLINE" }
  /** The page became visible again: a hidden tab's timers are throttled, so ask the server for the time. */
  | { readonly type: "PAGE_VISIBLE" }
  /** The page is hidden: the time on the question stops. */
  | { readonly type: "PAGE_HIDDEN" }
  /** Practice mode: lock the current question's answer in and see how it did. */
  | { readonly type: "CHECK" }
  /** Exam mode: turn the behind-pace hint off, or on again. */
  | { readonly type: "PACE_HINT_TOGGLE" }

const NO_ANSWER: LearnerAnswer = { answer: [], marked: false }

const allQuestions = (data: AttemptData | null): ReadonlyArray<AttemptQuestion> => (data === null ? [] : data.sections.flatMap((section) => section.questions))

export const currentQuestion = (context: AttemptContext): AttemptQuestion | null =>
  allQuestions(context.attemptData).find((question) => question._id === context.current?.qsnId) ?? null

/** The current question's answer; the same object until it changes (a tick never changes it). */
export const currentAnswer = (context: AttemptContext): LearnerAnswer => context.answers[context.current?.qsnId ?? ""] ?? NO_ANSWER

export const orderOf = (context: AttemptContext): ReadonlyArray<QuestionRef> =>
  context.attemptData === null ? [] : questionOrder(context.attemptData.sections)

export const visit = (visited: ReadonlyArray<string>, ref: QuestionRef | null): ReadonlyArray<string> =>
  ref === null || visited.includes(ref.qsnId) ? visited : [...visited, ref.qsnId]

/** Practice mode: the current question was checked, or is being checked: its answer is locked. */
export const isCurrentLocked = (context: AttemptContext): boolean => {
  const qsnId = context.current?.qsnId
  return qsnId !== undefined && (context.feedback[qsnId] !== undefined || context.checking === qsnId)
}

/** Practice mode: the current question has an answer that may be checked now. */
export const canCheckCurrent = (context: AttemptContext): boolean =>
  context.attemptData?.mode === "practice" && context.checking === null && !isCurrentLocked(context) && currentAnswer(context).answer.length > 0

/** The change an answer event makes to the current question, or null when it makes none (or its answer is locked). */
export const changeFor = (context: AttemptContext, event: AnswerEvent): AnswerChange | null => {
  const question = currentQuestion(context)
  if (question === null || isCurrentLocked(context)) return null
  const before = currentAnswer(context)
  switch (event.type) {
    case "ANSWER.CHOOSE": {
      const option = question.options.find((candidate) => candidate._id === event.optionId)
      if (option === undefined) return null
      return { qsnId: question._id, answer: chooseOption(before.answer, option._id, question.kind), marked: before.marked }
    }
    case "ANSWER.CLEAR":
      return before.answer.length === 0 ? null : { qsnId: question._id, answer: [], marked: before.marked }
    case "ANSWER.TOGGLE_MARK":
      return { qsnId: question._id, answer: before.answer, marked: !before.marked }
  }
}

/** The attempt and its current question, for the address bar. */
export const whereWeAre = ({ context }: { readonly context: AttemptContext }) => ({ attemptId: context.attemptId, ref: context.current })

/** The current question's answer as the queue takes it, with the time it took; only after a change, so there is a current question. */
export const appliedChange = (context: AttemptContext): AnswerChange => ({
  qsnId: context.current!.qsnId,
  ...currentAnswer(context),
  ...(context.lastSpentMs > 0 ? { spentMs: context.lastSpentMs } : {})
})

/** Feedback by question, from the server's list. */
export const feedbackFrom = (checked: ReadonlyArray<AnswerFeedback>): Readonly<Record<string, AnswerFeedback>> =>
  Object.fromEntries(checked.map((feedback) => [feedback.qsnId, feedback]))
