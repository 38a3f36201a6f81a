/**
 * Bidirectional-text spoofing: the invisible characters that steer the
 * direction of the text after them. A name holding U+202E (right-to-left
 * override) reverses what follows it wherever it is shown, so "Ann‮ 001$"
 * can make an admin screen or an audit line read what it does not say.
 *
 * Two defences, both here so they are written once:
 *  - refusal: a name, a subject or a code holding one of these is refused
 *    (`hasDirectionControl`, with the field's `directionControlMessage`);
 *    nobody types them on purpose in those fields;
 *  - isolation: text stored before the refusal, and text that may hold them
 *    (messages, question text), is shown isolated so it cannot reach what
 *    follows: in HTML by `<bdi>` (src/ui/shared/user-text.tsx), inside a
 *    composed sentence by `isolated` (first-strong isolate … pop isolate).
 *
 * The set: the embeddings and overrides U+202A–U+202E, the isolates
 * U+2066–U+2069, the marks U+200E/U+200F and the Arabic letter mark U+061C.
 */
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

export const hasDirectionControl = (text: string): boolean => DIRECTION_CONTROL.test(text)

/** The one refusal sentence, naming the field: "The name must not contain invisible direction characters …". */
export const directionControlMessage = (field: string): string =>
  `The ${field} must not contain invisible direction characters (such as a right-to-left override).`

/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const FIRST_STRONG_ISOLATE = "\u2068"
const POP_DIRECTIONAL_ISOLATE = "\u2069"

/**
 * User-written text to be set inside a sentence (an audit line, a toast):
 * wrapped in an isolate so its direction cannot leak into the words around
 * it. The controls inside are dropped first: an unmatched isolate or pop in
 * the text would otherwise pair with the wrapper's own.
 */
export const isolated = (text: string): string => FIRST_STRONG_ISOLATE + text.replace(DIRECTION_CONTROLS, "") + POP_DIRECTIONAL_ISOLATE
