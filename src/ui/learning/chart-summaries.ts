/**
 * What each learning chart says, in words: its image's label for a screen
 * reader. Kept apart from the charts so the panels can use them without
 * loading the charting code.
 */
import type { Pacing, Readiness } from "../../api/learning/learning.ts"
import { durationWords } from "../../domain/learning/pacing.ts"
import { READINESS_WORDS } from "../../domain/learning/readiness.ts"

export const readinessSummary = (readiness: Readiness): string =>
  `Readiness per objective against the pass mark of ${readiness.passMarkPercent}%: ` +
  readiness.objectives
    .map((row) =>
      row.estimate === null
        ? `${row.objective}, no answers yet`
        : `${row.objective} ${Math.round(row.estimate)}% (${READINESS_WORDS[row.status].toLowerCase()}${row.fewAnswers ? ", few answers" : ""})`
    )
    .join("; ") +
  "."

export const pacingSummary = (pacing: Pacing): string =>
  `Time by section against a pace of ${durationWords(pacing.paceMs)} per question: ` +
  pacing.sections
    .map(
      (section) =>
        `${section.name}, ${durationWords(section.spentMs)} spent of ${durationWords(section.expectedMs)} at pace${section.overPace ? " (over pace)" : ""}`
    )
    .join("; ") +
  "."
