import { describe, expect, it } from "vitest"
import { formMessages } from "../../../src/api/shared/form-schema.ts"
import { ContactForm } from "../../../src/api/content/pages.ts"
import { CONTACT_MESSAGES, plainContact } from "../../../src/domain/content/contact-rules.ts"

const VALID = { name: "Priya Raman", email: "priya@example.com", subject: "Invoice for my order", message: "Could you send me an invoice, please?" }

// The form's Schema in the contract (src/api/content/pages.ts ContactForm) with these words.
const validateContact = formMessages(ContactForm)
const isContactValid = (values: typeof VALID) => Object.values(validateContact(values)).every((message) => message === null)
const validateContactName = (name: string) => validateContact({ ...VALID, name }).name
const validateContactEmail = (email: string) => validateContact({ ...VALID, email }).email
const validateContactSubject = (subject: string) => validateContact({ ...VALID, subject }).subject
const validateContactMessage = (message: string) => validateContact({ ...VALID, message }).message

describe("contact rules", () => {
  it("accepts a complete message", () => {
    expect(validateContact(VALID)).toEqual({ name: null, email: null, subject: null, message: null })
    expect(isContactValid(VALID)).toBe(true)
  })

  it("reports every empty field with its own message", () => {
    expect(validateContact({ name: " ", email: "", subject: "\t", message: "  " })).toEqual({
      name: "Please enter your name.",
      email: "Please enter email",
      subject: "Please enter a subject.",
      message: "Please write your message."
    })
  })

  it("limits the name to 100 and the subject to 150 characters, after trimming", () => {
    expect(validateContactName(`  ${"n".repeat(100)}  `)).toBeNull()
    expect(validateContactName("n".repeat(101))).toBe(CONTACT_MESSAGES.nameTooLong)
    expect(validateContactSubject("s".repeat(150))).toBeNull()
    expect(validateContactSubject("s".repeat(151))).toBe(CONTACT_MESSAGES.subjectTooLong)
    expect(CONTACT_MESSAGES.nameTooLong).toBe("Your name can be at most 100 characters.")
    expect(CONTACT_MESSAGES.subjectTooLong).toBe("The subject can be at most 150 characters.")
  })

  it("tells a missing email from a wrong one", () => {
    expect(validateContactEmail("")).toBe("Please enter email")
    expect(validateContactEmail("priya@")).toBe("Please enter a valid email address.")
    expect(validateContactEmail(" priya@example.com ")).toBeNull()
  })

  it("wants a message of 10 to 5000 characters", () => {
    expect(validateContactMessage("too short")).toBe("Your message must be at least 10 characters.")
    expect(validateContactMessage("just right")).toBeNull()
    expect(validateContactMessage("m".repeat(5000))).toBeNull()
    expect(validateContactMessage("m".repeat(5001))).toBe("Your message can be at most 5000 characters.")
    expect(validateContactMessage("😀".repeat(10))).toBeNull()
  })

  it("sends every field trimmed", () => {
    expect(plainContact({ name: " Priya ", email: " p@example.com", subject: "Hi ", message: "\nHello there!\n" })).toEqual({
      name: "Priya",
      email: "p@example.com",
      subject: "Hi",
      message: "Hello there!"
    })
  })

  it("sends and judges every field as plain text: tags stripped, lines of the message kept, entities as typed", () => {
    expect(
      plainContact({
        name: "<b>Priya</b> <script>alert(1)</script>",
        email: "p@example.com",
        subject: "Refund &lt;urgent&gt; <img src=x onerror=alert(1)>",
        message: "<p>Hello</p>\n\nI paid twice.<script>steal()</script>"
      })
    ).toEqual({ name: "Priya", email: "p@example.com", subject: "Refund &lt;urgent&gt;", message: "Hello\n\nI paid twice." })
    expect(validateContactName("<script>alert(1)</script>")).toBe("Please enter your name.")
    expect(validateContactSubject("<i></i>")).toBe("Please enter a subject.")
    expect(validateContactMessage("<b>Hi</b><script>a very long script that is not text</script>")).toBe("Your message must be at least 10 characters.")
  })
})
