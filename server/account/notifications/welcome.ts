/** The notification a learner finds after verifying the email (and the demo learner from the start). */
export const WELCOME_TITLE = "Welcome to ExamReady"
export const WELCOME_DESCRIPTION = "Your email is verified. Browse the catalog, pick an exam and start practising — good luck!"
