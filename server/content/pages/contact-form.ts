/**
 * The Contact us form, checked on the server whatever the browser checked.
 * The rules are the form's Schema in the contract (src/api/content/pages.ts
 * ContactForm), their words src/domain/content/contact-rules.ts (every field
 * plain text, tags stripped; name required, at most 100 characters; a valid email; subject
 * required, at most 150; message 10 to 5000), so the form and a refused
 * request agree.
 */
import { formMessages } from "../../../src/api/shared/form-schema.ts"
import { ContactForm, type ContactPayload } from "../../../src/api/content/pages.ts"
import { CONTACT_FIELDS, type ContactField, plainContact } from "../../../src/domain/content/contact-rules.ts"

const contactMessages = formMessages(ContactForm)

export const SEVERAL_FIELDS_MESSAGE = "Please correct the fields marked in the form."

export interface ContactIssue {
  readonly path: ContactField
  readonly message: string
}

export type CheckedContact =
  | { readonly _tag: "Accepted"; readonly message: ContactPayload }
  | { readonly _tag: "Refused"; readonly issues: ReadonlyArray<ContactIssue> }

export const checkContact = (payload: ContactPayload): CheckedContact => {
  const errors = contactMessages(payload)
  const issues = CONTACT_FIELDS.flatMap((path): Array<ContactIssue> => {
    const message = errors[path] ?? null
    return message === null ? [] : [{ path, message }]
  })
  return issues.length === 0 ? { _tag: "Accepted", message: plainContact(payload) } : { _tag: "Refused", issues }
}

/** The toast of a refused form: the one problem, or a pointer to the marked fields. */
export const refusalMessage = (issues: ReadonlyArray<ContactIssue>): string => (issues.length === 1 ? issues[0]!.message : SEVERAL_FIELDS_MESSAGE)
