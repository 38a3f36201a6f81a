/**
 * The smallest question bank an API fixture's exam needs to be bought and
 * started: one ten-minute practice test of one single-choice question
 * ("Right" is right), all or nothing, pass mark 50 %.
 */
import type { QuestionBankExam } from "../../../server/seed/question-bank-schema.ts"

export const oneQuestionBank = (examCode: string): QuestionBankExam => ({
  examCode,
  tests: [
    {
      name: `${examCode} practice`,
      durationMinutes: 10,
      passMarkPercent: 50,
      pauseAllowed: true,
      maxAttempts: null,
      scoring: "allOrNothing",
      sections: [
        {
          name: "Only section",
          questions: [
            { text: "Pick the right one.", kind: "single", options: ["Right", "Wrong"], correct: [0], explanation: "It is right.", objective: "Basics" }
          ]
        }
      ]
    }
  ]
})
