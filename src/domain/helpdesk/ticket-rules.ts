/**
 * The learner's side of a ticket in words and rules (spec §2
 * /helpdesk, /helpdesk/add, /helpdesk-closed): the addresses, what a state
 * and a category are called, what the new-ticket form checks (with the
 * contract's limits and sentences, which the wiring hands in as
 * `TicketFormRules`: this layer imports no contract values), and the
 * link a form's address names (`?examId=`, `?attemptId=`,
 * `?attemptId=&questionId=`, `?followUpOf=`).
 */
import type { TicketCategory, TicketLink, TicketState } from "../../api/helpdesk/helpdesk.ts"
import { directionControlMessage, hasDirectionControl } from "../shared/direction-controls.ts"
import { plainLine } from "../shared/text.ts"
import { plainLength, plainMessageText } from "./message-text.ts"

export const HELPDESK_PATH = "/helpdesk"
export const CLOSED_HELPDESK_PATH = "/helpdesk-closed"
export const NEW_TICKET_PATH = "/helpdesk/add"

/** A page of a list kept as `?page=N` (page 1 has none). */
export const ticketListPath = (closed: boolean, page = 1): string => `${closed ? CLOSED_HELPDESK_PATH : HELPDESK_PATH}${page > 1 ? `?page=${page}` : ""}`

/** /helpdesk/add with what the ticket is about (and the ticket it follows up). */
export const newTicketPath = (about: { readonly link?: TicketLink | null; readonly followUpOf?: string | null } = {}): string => {
  const query = new URLSearchParams()
  const link = about.link ?? null
  if (link?.kind === "exam") query.set("examId", link.examId)
  if (link?.kind === "attempt" || link?.kind === "question") query.set("attemptId", link.attemptId)
  if (link?.kind === "question") query.set("questionId", link.questionId)
  if (about.followUpOf !== undefined && about.followUpOf !== null) query.set("followUpOf", about.followUpOf)
  const search = query.toString()
  return search === "" ? NEW_TICKET_PATH : `${NEW_TICKET_PATH}?${search}`
}

/** "Report a problem with this question" on an attempt's review: a new ticket with the question linked. */
export const reportQuestionPath = (attemptId: string, questionId: string): string =>
  `${NEW_TICKET_PATH}?${new URLSearchParams({ attemptId, questionId }).toString()}`

export const STATE_WORDS: Readonly<Record<TicketState, string>> = {
  open: "Waiting on support",
  pending: "Waiting on you",
  closed: "Closed"
}

/** The categories in the order the form offers them (their words: desk-format.ts CATEGORY_LABELS). */
export const TICKET_CATEGORIES: ReadonlyArray<TicketCategory> = ["billing", "technical", "examContent", "account"]

export const isTicketCategory = (value: string): value is TicketCategory => TICKET_CATEGORIES.some((each) => each === value)

/** What the form's address names: the link (a question needs its attempt) and the ticket followed up. */
export interface TicketAbout {
  readonly link: TicketLink | null
  readonly followUpOf: string | null
}

const nonEmpty = (value: string | null): string | null => (value === null || value.trim() === "" ? null : value.trim())

export const aboutOfSearch = (search: string): TicketAbout => {
  const query = new URLSearchParams(search)
  const examId = nonEmpty(query.get("examId"))
  const attemptId = nonEmpty(query.get("attemptId"))
  const questionId = nonEmpty(query.get("questionId"))
  // The contract's ids are branded strings; the server decides whether they name anything of the learner's.
  const link = (
    attemptId !== null && questionId !== null
      ? { kind: "question", attemptId, questionId }
      : attemptId !== null
        ? { kind: "attempt", attemptId }
        : examId !== null
          ? { kind: "exam", examId }
          : null
  ) as TicketLink | null
  return { link, followUpOf: nonEmpty(query.get("followUpOf")) }
}

/** "About: …" under the form, or null when the ticket is about nothing in particular. */
export const aboutWords = (about: TicketAbout): string | null => {
  const parts: Array<string> = []
  if (about.link?.kind === "exam") parts.push("an exam")
  if (about.link?.kind === "attempt") parts.push("one of your test attempts")
  if (about.link?.kind === "question") parts.push("a question in one of your test attempts")
  if (about.followUpOf !== null) parts.push("a follow-up of a closed ticket")
  return parts.length === 0 ? null : `About: ${parts.join(", ")}`
}

/** The form's fields, named as the server names them in a 400's issues (the message is `text`). */
export type TicketField = "subject" | "text"
export const TICKET_FIELDS: ReadonlyArray<TicketField> = ["subject", "text"]

/**
 * The contract's limits and sentences for the form (src/api/helpdesk/helpdesk.ts),
 * handed in by the wiring so they are written once and the form and a
 * refused request say the same.
 */
export interface TicketFormRules {
  readonly subjectMaxLength: number
  readonly bodyMaxLength: number
  readonly attachmentTypes: ReadonlyArray<string>
  readonly attachmentMaxBytes: number
  readonly subjectRequired: string
  readonly subjectTooLong: string
  readonly bodyRequired: string
  readonly bodyTooLong: string
  readonly attachmentFormat: string
  readonly attachmentTooLarge: string
}

/** A subject steering the text after it (bidirectional spoofing on the desk's queue): the server refuses it the same. */
export const SUBJECT_DIRECTION_CONTROL = directionControlMessage("subject")

export const validateSubject = (subject: string, rules: TicketFormRules): string | null => {
  const plain = plainLine(subject)
  if (plain === "") return rules.subjectRequired
  if (hasDirectionControl(plain)) return SUBJECT_DIRECTION_CONTROL
  return plainLength(plain) > rules.subjectMaxLength ? rules.subjectTooLong : null
}

/** A first message may be empty when a file carries it. */
export const validateFirstMessage = (text: string, hasFile: boolean, rules: TicketFormRules): string | null => {
  const plain = plainMessageText(text)
  if (plain === "") return hasFile ? null : rules.bodyRequired
  return plainLength(plain) > rules.bodyMaxLength ? rules.bodyTooLong : null
}

/** A picked file as the form checks it before uploading (the server judges the bytes again). */
export const validateAttachment = (file: { readonly type: string; readonly size: number } | null, rules: TicketFormRules): string | null => {
  if (file === null) return null
  if (!rules.attachmentTypes.includes(file.type)) return rules.attachmentFormat
  return file.size > rules.attachmentMaxBytes ? rules.attachmentTooLarge : null
}
