import { describe, it, expect } from "vitest"
import { fieldMessage } from "../../../src/api/shared/form-schema.ts"
import { NewsletterForm } from "../../../src/api/shell/visitor.ts"
import { EMAIL_MAX_LENGTH, isValidEmail } from "../../../src/domain/shared/email.ts"

// The newsletter form's Schema in the contract (src/api/shell/visitor.ts); a missing value is typed as nothing.
const validateNewsletterEmail = (email: string | null | undefined) => fieldMessage(NewsletterForm.fields.email)(email ?? "")

describe("isValidEmail", () => {
  it.each([
    "user@example.com",
    "first.last@example.co.uk",
    "user+tag@sub.example.org",
    "o'brien@example.ie",
    "USER_1@EXAMPLE.COM",
    "a@b.io",
    "x@my-domain.travel"
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each([
    ["empty", ""],
    ["no @", "user.example.com"],
    ["two @", "user@@example.com"],
    ["two @ apart", "a@b@example.com"],
    ["empty local part", "@example.com"],
    ["space in local part", "us er@example.com"],
    ["surrounding spaces", " user@example.com "],
    ["no domain", "user@"],
    ["domain without dot", "user@localhost"],
    ["one-letter TLD", "user@example.c"],
    ["numeric TLD", "user@example.123"],
    ["empty domain label", "user@example..com"],
    ["domain starting with dot", "user@.example.com"],
    ["domain ending with dot", "user@example.com."],
    ["label starting with hyphen", "user@-example.com"],
    ["leading dot in local part", ".user@example.com"],
    ["double dot in local part", "us..er@example.com"],
    ["trailing dot in local part", "user.@example.com"],
    ["quotes in local part", '"user"@example.com'],
    ["comma", "user,name@example.com"]
  ])("rejects %s", (_label, email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it("allows at most 254 characters", () => {
    expect(EMAIL_MAX_LENGTH).toBe(254)
    const domain = "@example.com"
    const fits = "a".repeat(254 - domain.length) + domain
    expect(fits).toHaveLength(254)
    expect(isValidEmail(fits)).toBe(true)
    expect(isValidEmail("a" + fits)).toBe(false)
  })
})

describe("validateNewsletterEmail", () => {
  it("asks for an email when empty", () => {
    expect(validateNewsletterEmail("")).toBe("Please enter email")
    expect(validateNewsletterEmail("   ")).toBe("Please enter email")
    expect(validateNewsletterEmail(null)).toBe("Please enter email")
    expect(validateNewsletterEmail(undefined)).toBe("Please enter email")
  })

  it("uses the same message for an invalid email", () => {
    expect(validateNewsletterEmail("not-an-email")).toBe("Please enter email")
    expect(validateNewsletterEmail("user@example")).toBe("Please enter email")
  })

  it("accepts a valid email, ignoring surrounding whitespace", () => {
    expect(validateNewsletterEmail("user@example.com")).toBeNull()
    expect(validateNewsletterEmail("  user@example.com\n")).toBeNull()
  })
})
