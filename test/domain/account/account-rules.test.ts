import { describe, expect, it } from "vitest"
import {
  CODE_INVALID,
  EMAIL_INVALID,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  normalizeCode,
  PASSWORD_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORDS_DIFFER,
  PHONE_INVALID,
  safeLastLocation,
  validateCode,
  validateName,
  validatePhone
} from "../../../src/domain/account/account-rules.ts"
import { AccountEmail, EnteredPassword, NewPassword } from "../../../src/api/account/account-fields.ts"
import { ResetPasswordForm } from "../../../src/api/account/auth.ts"
import { fieldMessage, formMessages } from "../../../src/api/shared/form-schema.ts"

// The account fields' Schemas in the contract (src/api/account/account-fields.ts) with these words.
const validateEmail = fieldMessage(AccountEmail)
const validateNewPassword = fieldMessage(NewPassword)
const validatePasswordEntered = fieldMessage(EnteredPassword)
const validateConfirmation = (password: string, confirmPassword: string) => formMessages(ResetPasswordForm)({ password, confirmPassword }).confirmPassword

describe("account form rules", () => {
  it("requires a name of at most 100 characters", () => {
    expect(validateName("  ")).toBe(NAME_REQUIRED)
    expect(validateName("Dana")).toBeNull()
    expect(validateName("x".repeat(101))).toBe(NAME_TOO_LONG)
  })

  it("judges the name as stored: tags stripped, so markup alone is no name", () => {
    expect(validateName("<script>alert(1)</script>")).toBe(NAME_REQUIRED)
    expect(validateName("<b>Dana</b>")).toBeNull()
    expect(validateName(`<b>${"x".repeat(100)}</b>`)).toBeNull()
    expect(validateName("😀".repeat(100))).toBeNull()
  })

  it("checks the email, ignoring surrounding spaces", () => {
    expect(validateEmail("")).toBe(EMAIL_INVALID)
    expect(validateEmail("dana@")).toBe(EMAIL_INVALID)
    expect(validateEmail(" dana@example.com ")).toBeNull()
  })

  it("allows new passwords of 8 to 128 characters", () => {
    expect(validateNewPassword("1234567")).toBe(PASSWORD_LENGTH)
    expect(validateNewPassword("12345678")).toBeNull()
    expect(validateNewPassword("x".repeat(128))).toBeNull()
    expect(validateNewPassword("x".repeat(129))).toBe(PASSWORD_LENGTH)
    expect(validatePasswordEntered("")).toBe(PASSWORD_REQUIRED)
    expect(validatePasswordEntered("a")).toBeNull()
  })

  it("needs the confirmation to match", () => {
    expect(validateConfirmation("secret-pass", "secret-pas")).toBe(PASSWORDS_DIFFER)
    expect(validateConfirmation("", "")).toBe(PASSWORDS_DIFFER)
    expect(validateConfirmation("secret-pass", "secret-pass")).toBeNull()
  })

  it("takes six digits as a code, spaces ignored", () => {
    expect(validateCode("12345")).toBe(CODE_INVALID)
    expect(validateCode("12a456")).toBe(CODE_INVALID)
    expect(validateCode("123 456")).toBeNull()
    expect(normalizeCode(" 123 456 ")).toBe("123456")
  })

  it("takes the spec's US phone formats", () => {
    expect(validatePhone("(512) 555-0199")).toBeNull()
    expect(validatePhone("1 512 555 0199")).toBeNull()
    expect(validatePhone("555-0199")).toBe(PHONE_INVALID)
  })

  it("follows only a path of this site after sign-in", () => {
    expect(safeLastLocation("/profile?tab=1")).toBe("/profile?tab=1")
    expect(safeLastLocation(null)).toBe("/")
    expect(safeLastLocation("//evil.example/x")).toBe("/")
    expect(safeLastLocation("https://evil.example")).toBe("/")
    expect(safeLastLocation("/\\evil.example")).toBe("/")
  })
})
