/** Where the learning screens live: the review session of one exam of My Exams. */
export const reviewPath = (subscId: string): string => `/profile/exam/${encodeURIComponent(subscId)}/review`
