/**
 * The behind-pace hint of an exam attempt: the exam's pace is its
 * duration ÷ its questions; by now the learner is expected to have answered
 * elapsed ÷ pace questions. The hint shows when the answered count is more
 * than one question short of that — one question of slack, so thinking
 * over a hard question does not raise it at once.
 */

export interface PaceReading {
  readonly durationSeconds: number
  readonly remainingSeconds: number
  readonly questionCount: number
  readonly answered: number
}

export interface PaceHint {
  readonly behind: boolean
  /** Whole questions expected to be answered by now (elapsed ÷ pace, rounded down). */
  readonly expected: number
  readonly answered: number
}

export const paceHint = ({ durationSeconds, remainingSeconds, questionCount, answered }: PaceReading): PaceHint => {
  if (durationSeconds <= 0 || questionCount <= 0) return { behind: false, expected: 0, answered }
  const elapsed = Math.min(durationSeconds, Math.max(0, durationSeconds - remainingSeconds))
  const expectedExactly = (elapsed * questionCount) / durationSeconds
  return { behind: expectedExactly - answered > 1, expected: Math.floor(expectedExactly), answered }
}

/** The hint's words: "Behind pace: 3 of 6 questions answered by now." */
export const paceHintText = (hint: PaceHint): string => `Behind pace: ${hint.answered} of ${hint.expected} questions answered by now.`
