/** document.title for a screen: the screen first, so tabs and history read well. */
export const SITE_TITLE = "ExamReady"
export const HOME_TITLE = "ExamReady – certification exam practice tests"

export const documentTitle = (screen: string): string => (screen === "Home" ? HOME_TITLE : `${screen} | ${SITE_TITLE}`)

/** The shop's own description, for pages that have none of their own (and index.html's). */
export const SITE_DESCRIPTION = "ExamReady: practice tests for certification exams. Browse categories, take timed tests and track your progress."
