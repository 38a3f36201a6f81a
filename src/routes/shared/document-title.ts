/** document.title for a screen: the screen first, so tabs and history read well. */
export const SITE_TITLE = "ExamReady"
export const HOME_TITLE = "ExamReady – certification exam practice tests"

export const documentTitle = (screen: string): string =>
  screen === "Home" ? HOME_TITLE : `${screen} | ${SITE_TITLE}`
