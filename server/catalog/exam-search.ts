/**
 * Searching exams by name or code (spec §2 search bar, /exam?searchString=…):
 * case-insensitive, partial words, tolerant of small typos.
 *
 * Every word of the search must be in the exam's name or code as a substring
 * (LIKE, with the input's wildcards escaped): "nimbus arch" finds "Nimbus
 * Certified Solutions Architect". Only when no exam matches that way are
 * small typos forgiven, each word then matching by pg_trgm word similarity
 * (`<%`) as well: "archtect", "secruity". Best matches come first: the exact
 * code, then the whole phrase as a substring, then every word as a
 * substring, then near matches; within each, by similarity to the phrase.
 *
 * `lower()` runs in SQL on both sides (not JavaScript's toLowerCase) so the
 * input and the columns are folded by the same rules, and the trigram
 * indexes of migration 0007 are on lower(name) and lower(code). The input is
 * only ever a bound parameter, never SQL text.
 */
import { Effect } from "effect"
import type { SqlClient as Sql, Statement } from "effect/sql"
import { SEARCH_REQUIRED } from "../../src/domain/shared/validation-messages.ts"
import { Invalid } from "../../src/api/shared/errors.ts"

export const MAX_SEARCH_LENGTH = 100
export const SEARCH_TOO_LONG = `Please enter at most ${MAX_SEARCH_LENGTH} characters to search for an exam.`

/**
 * Lower than pg_trgm's default (0.6) because a swapped pair of letters costs
 * a short word many trigrams ("secruity" is about 0.38 similar to "security",
 * "pyhton" 0.33 to "python"). Near matches are only looked for when nothing
 * matches exactly, so the looseness never adds noise to a good search.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.3

export interface ExamSearch {
  /** The input, trimmed, inner whitespace collapsed. */
  readonly phrase: string
  readonly words: ReadonlyArray<string>
}

const invalid = (message: string) => new Invalid({ message, issues: [{ path: "searchString", message }] })

export const parseExamSearch = (input: string): Effect.Effect<ExamSearch, Invalid> => {
  // Control characters (NUL cannot even be sent to PostgreSQL) count as spaces.
  const phrase = input
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .replace(/\s+/g, " ")
  if (phrase === "") return Effect.fail(invalid(SEARCH_REQUIRED))
  if (phrase.length > MAX_SEARCH_LENGTH) return Effect.fail(invalid(SEARCH_TOO_LONG))
  return Effect.succeed({ phrase, words: [...new Set(phrase.split(" "))] })
}

/** `%text%` with LIKE's own wildcards and escape character taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, "\\$&")}%`

/**
 * The threshold `<%` uses, for the current transaction only: a session-wide
 * SET would leak to the other requests sharing the connection (and, on
 * PGlite, the only session there is).
 */
export const useSearchThreshold = (sql: Sql.SqlClient) =>
  sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`

const ESCAPE = "ESCAPE '\\'"

const wordIsSubstring = (sql: Sql.SqlClient, word: string) => {
  const pattern = containsPattern(word)
  return sql`(lower(e.name) LIKE lower(${pattern}) ${sql.literal(ESCAPE)} OR lower(e.code) LIKE lower(${pattern}) ${sql.literal(ESCAPE)})`
}

/** Every word is in the exam's name or code, letter for letter (the case aside). */
export const exactCondition = (sql: Sql.SqlClient, search: ExamSearch): Statement.Fragment => sql.and(search.words.map((word) => wordIsSubstring(sql, word)))

/** Every word is in the exam's name or code, exactly or nearly (needs useSearchThreshold). */
export const nearCondition = (sql: Sql.SqlClient, search: ExamSearch): Statement.Fragment =>
  sql.and(search.words.map((word) => sql`(${wordIsSubstring(sql, word)} OR lower(${word}) <% lower(e.name) OR lower(${word}) <% lower(e.code))`))

/** ORDER BY terms, best match first. */
export const searchRanking = (sql: Sql.SqlClient, search: ExamSearch): Statement.Fragment => {
  const phrasePattern = containsPattern(search.phrase)
  const tier = sql`CASE
    WHEN lower(e.code) = lower(${search.phrase}) THEN 0
    WHEN lower(e.name) LIKE lower(${phrasePattern}) ${sql.literal(ESCAPE)}
      OR lower(e.code) LIKE lower(${phrasePattern}) ${sql.literal(ESCAPE)} THEN 1
    WHEN ${exactCondition(sql, search)} THEN 2
    ELSE 3 END`
  const similarity = sql`greatest(
    word_similarity(lower(${search.phrase}), lower(e.name)),
    word_similarity(lower(${search.phrase}), lower(e.code)))`
  return sql`${tier}, ${similarity} DESC, e.popularity DESC, e.name`
}
