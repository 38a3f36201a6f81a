/**
 * The Contact us form (spec §2 /contact-us). Every field is plain text:
 * the name and subject are one line (text.ts plainLine: tags
 * stripped as the spec's trimming rule says, entities kept as typed, spaces
 * collapsed), the message keeps its lines (plainLines), the email is
 * trimmed. Then, judged on that plain text:
 * - name: required, at most 100 characters;
 * - email: required ('Please enter email', the spec's newsletter text) and a
 *   valid address (email.ts, the shop's one email rule);
 * - subject: required, at most 150 characters;
 * - message: 10 to 5000 characters.
 * Lengths count Unicode code points. The limits and texts are the server's
 * (server/content/pages/contact-form.ts), so the form and a refused request agree.
 */
import { directionControlMessage } from "../shared/direction-controls.ts"
import { plainLine, plainLines } from "../shared/text.ts"
import { NEWSLETTER_EMAIL_REQUIRED } from "../shared/validation-messages.ts"

export type ContactField = "name" | "email" | "subject" | "message"
export const CONTACT_FIELDS: ReadonlyArray<ContactField> = ["name", "email", "subject", "message"]

export type ContactValues = Readonly<Record<ContactField, string>>

export const CONTACT_NAME_MAX = 100
export const CONTACT_SUBJECT_MAX = 150
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5000

export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Your name can be at most ${CONTACT_NAME_MAX} characters.`,
  emailRequired: NEWSLETTER_EMAIL_REQUIRED,
  emailInvalid: "Please enter a valid email address.",
  subjectRequired: "Please enter a subject.",
  subjectTooLong: `The subject can be at most ${CONTACT_SUBJECT_MAX} characters.`,
  nameDirectionControl: directionControlMessage("name"),
  subjectDirectionControl: directionControlMessage("subject"),
  messageRequired: "Please write your message.",
  messageTooShort: `Your message must be at least ${CONTACT_MESSAGE_MIN} characters.`,
  messageTooLong: `Your message can be at most ${CONTACT_MESSAGE_MAX} characters.`
} as const

/** What is sent: every field as plain text, as the server stores it. */
export const plainContact = (values: ContactValues): ContactValues => ({
  name: plainLine(values.name),
  email: values.email.trim(),
  subject: plainLine(values.subject),
  message: plainLines(values.message)
})
