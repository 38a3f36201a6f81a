import { describe, expect, it } from "vitest"
import { validateName, NAME_DIRECTION_CONTROL } from "../../../src/domain/account/account-rules.ts"
import { COUPON_MESSAGES, couponIssues } from "../../../src/domain/admin/coupon-rules.ts"
import { formMessages } from "../../../src/api/shared/form-schema.ts"
import { ContactForm } from "../../../src/api/content/pages.ts"
import { CONTACT_MESSAGES } from "../../../src/domain/content/contact-rules.ts"

const contact = { name: "Ann", email: "ann@example.com", subject: "Refund", message: "Please refund my order." }
const validateContactName = (name: string) => formMessages(ContactForm)({ ...contact, name }).name
const validateContactSubject = (subject: string) => formMessages(ContactForm)({ ...contact, subject }).subject
import { directionControlMessage, hasDirectionControl, isolated } from "../../../src/domain/shared/direction-controls.ts"

const CONTROLS = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c"]

describe("invisible direction characters", () => {
  it("finds each of U+202A–U+202E, U+2066–U+2069, U+200E/F and U+061C anywhere in a text", () => {
    for (const control of CONTROLS) {
      expect(hasDirectionControl(`Ann${control}`), control.codePointAt(0)!.toString(16)).toBe(true)
      expect(hasDirectionControl(`${control}Ann 001$`)).toBe(true)
    }
  })

  it("lets right-to-left writing, accents, emoji and the zero-width joiner through: only the controls are refused", () => {
    for (const text of ["مريم", "שרה כהן", "Zoë O'Brien", "👩‍💻 Dev", "Ann 001$"]) expect(hasDirectionControl(text), text).toBe(false)
  })

  it("says one sentence, naming the field", () => {
    expect(directionControlMessage("name")).toBe("The name must not contain invisible direction characters (such as a right-to-left override).")
  })

  it("is the rule of a person's name, a contact subject and a coupon code", () => {
    expect(validateName("Ann \u202e001$")).toBe(NAME_DIRECTION_CONTROL)
    expect(validateName("Ann Lee")).toBeNull()
    expect(validateContactName("Ann\u2067")).toBe(CONTACT_MESSAGES.nameDirectionControl)
    expect(validateContactSubject("Refund\u200f")).toBe(CONTACT_MESSAGES.subjectDirectionControl)
    const draft = {
      code: "SAVE\u202e10",
      couponType: "FLAT PERCENT",
      discount: 10,
      minAmount: 0,
      disUpto: null,
      validFrom: "2026-01-01",
      validUntil: null,
      usageLimit: null
    }
    expect(couponIssues(draft)).toEqual([{ path: "code", message: COUPON_MESSAGES.codeDirectionControl }])
  })

  it("isolates a text set inside a sentence, dropping the controls it held so none pairs with the wrapper", () => {
    expect(isolated("Ann")).toBe("\u2068Ann\u2069")
    expect(isolated("Ann \u202e001$\u2069")).toBe("\u2068Ann 001$\u2069")
  })
})
