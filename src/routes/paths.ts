/** Paths other layers navigate to, built in one place so they match the route table. */

/** Header search results (spec §4): /exam?searchString={value}. */
export const examSearchPath = (searchString: string): string =>
  `/exam?searchString=${encodeURIComponent(searchString)}`
