/**
 * A small attempt shared by the attempt machine tests: 2 sections, 3
 * questions, decoded with the contract's schemas as the browser gets it; and
 * the fakes' answers around the clock, the one thing the machines read of them.
 */
import type { AttemptContext } from "../../../src/machines/attempt/attempt.machine.ts"
import { canCheckCurrent } from "../../../src/machines/attempt/attempt-context.ts"
import { Schema } from "effect"
import {
  AnswerFeedback,
  AttemptData,
  AttemptResult,
  type AttemptStatus,
  type ClockState,
  type SaveAnswerPayload,
  type SaveAnswerResult
} from "../../../src/api/attempt/attempt.ts"

export const ATTEMPT: AttemptData = Schema.decodeSync(AttemptData)({
  _id: "att-1",
  mode: "exam",
  subscId: "sub-1",
  examId: "exam-1",
  examName: "Nimbus Cloud Architect",
  testId: "test-1",
  testName: "Practice Test 1",
  status: "ongoing",
  pauseAllowed: true,
  durationSeconds: 1800,
  remainingSeconds: 2,
  lastSeq: 0,
  sections: [
    {
      _id: "s1",
      name: "Design",
      questions: [
        {
          _id: "q1",
          text: "Which one?",
          kind: "single",
          options: [
            { _id: "o1", text: "A" },
            { _id: "o2", text: "B" }
          ]
        },
        {
          _id: "q2",
          text: "Choose two.",
          kind: "multiple",
          options: [
            { _id: "o3", text: "C" },
            { _id: "o4", text: "D" },
            { _id: "o5", text: "E" }
          ]
        }
      ]
    },
    {
      _id: "s2",
      name: "Operations",
      questions: [
        {
          _id: "q3",
          text: "Which one again?",
          kind: "single",
          options: [
            { _id: "o6", text: "F" },
            { _id: "o7", text: "G" }
          ]
        }
      ]
    }
  ],
  answers: [],
  checked: []
})

/** The same attempt taken in practice mode: no timer to pause, the clock reads the whole duration. */
export const PRACTICE: AttemptData = { ...ATTEMPT, mode: "practice", pauseAllowed: false, remainingSeconds: 1800 }

/** The server's feedback on q1 (single answer, o1 right) once checked. */
export const FEEDBACK: AnswerFeedback = Schema.decodeSync(AnswerFeedback)({
  qsnId: "q1",
  outcome: "correct",
  correct: ["o1"],
  explanation: "A is the one."
})

export const RESULT: AttemptResult = Schema.decodeSync(AttemptResult)({
  attemptId: "att-1",
  mode: "exam",
  subscId: "sub-1",
  examName: "Nimbus Cloud Architect",
  testName: "Practice Test 1",
  score: 2,
  total: 3,
  percentage: 66.67,
  passMarkPercent: 65,
  passed: true,
  startedAt: "2026-11-22T10:00:00.000Z",
  submittedAt: "2026-11-22T10:20:00.000Z",
  submittedBy: "learner",
  answeredCount: 2,
  markedCount: 0,
  sections: [],
  objectives: []
})

/** What a fake server gives: the clock; the rest of its answer is filled in below. */
export type FakeClock = Pick<SaveAnswerResult, "remainingSeconds">

/** The server's answer to a save, applied, with this clock. */
export const savedWith = (save: SaveAnswerPayload, clock: FakeClock): SaveAnswerResult => ({
  applied: true,
  lastSeq: save.seq,
  remainingSeconds: clock.remainingSeconds
})

/** The server's answer to a pause or a resume. */
export const clockAt = (remainingSeconds: number, status: AttemptStatus = "ongoing"): ClockState => ({ status, remainingSeconds })

/**
 * What of an attempt's context changes its machine's behaviour: the
 * remaining seconds and the answers change with every tick and click, so
 * path generators (the unit coverage and the browser model) key snapshots
 * on this instead.
 */
export const attemptStableContext = (context: unknown) => {
  const c = context as AttemptContext
  return {
    play: c.examPlayPause,
    isSubmit: c.isSubmit,
    drained: c.queueDrained,
    confirming: c.confirmingSubmit,
    online: c.online,
    lastSecond: c.remainingSeconds <= 1,
    loaded: c.attemptData !== null,
    pauseAllowed: c.attemptData?.pauseAllowed ?? null,
    mode: c.attemptData?.mode ?? null,
    canCheck: canCheckCurrent(c),
    checking: c.checking !== null
  }
}
