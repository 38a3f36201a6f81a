/** Where the learning screens live (issue 15): the review session of one exam of My Exams. */
export const reviewPath = (subscId: string): string => `/profile/exam/${encodeURIComponent(subscId)}/review`
