/** Each form's Schema in the contract: the messages the browser shows as the learner types and the server answers a refused request with. */
import { describe, expect, it } from "vitest"
import { ForgotPasswordForm, ResetPasswordForm, SignInForm, SignUpForm } from "../../src/api/account/auth.ts"
import { firstProblem, formMessages } from "../../src/api/shared/form-schema.ts"
import {
  EMAIL_INVALID,
  NAME_DIRECTION_CONTROL,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  PASSWORD_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORDS_DIFFER
} from "../../src/domain/account/account-rules.ts"

describe("the account forms' schemas", () => {
  it("sign-in: a valid email (surrounding spaces ignored) and something typed as the password", () => {
    expect(formMessages(SignInForm)({ email: "dana@", password: "" })).toEqual({ email: EMAIL_INVALID, password: PASSWORD_REQUIRED })
    expect(formMessages(SignInForm)({ email: " dana@example.com ", password: "a" })).toEqual({ email: null, password: null })
  })

  it("sign-up: the name as plain text, 8 to 128 code points of password, a matching confirmation, each field on its own", () => {
    const valid = { name: "Dana", email: "dana@example.com", password: "secret-pass", confirmPassword: "secret-pass" }
    expect(formMessages(SignUpForm)(valid)).toEqual({ name: null, email: null, password: null, confirmPassword: null })
    expect(formMessages(SignUpForm)({ name: "  ", email: "", password: "1234567", confirmPassword: "x" })).toEqual({
      name: NAME_REQUIRED,
      email: EMAIL_INVALID,
      password: PASSWORD_LENGTH,
      confirmPassword: PASSWORDS_DIFFER
    })
    expect(formMessages(SignUpForm)({ ...valid, name: "<script>alert(1)</script>" }).name).toBe(NAME_REQUIRED)
    expect(formMessages(SignUpForm)({ ...valid, name: `<b>${"x".repeat(100)}</b>` }).name).toBeNull()
    expect(formMessages(SignUpForm)({ ...valid, name: "x".repeat(101) }).name).toBe(NAME_TOO_LONG)
    expect(formMessages(SignUpForm)({ ...valid, name: "😀".repeat(100) }).name).toBeNull()
    expect(formMessages(SignUpForm)({ ...valid, name: "Ann \u202e001$" }).name).toBe(NAME_DIRECTION_CONTROL)
    expect(formMessages(SignUpForm)({ ...valid, password: "x".repeat(129), confirmPassword: "x".repeat(129) }).password).toBe(PASSWORD_LENGTH)
    expect(formMessages(SignUpForm)({ ...valid, password: "😀".repeat(128), confirmPassword: "😀".repeat(128) }).password).toBeNull()
    expect(formMessages(SignUpForm)({ ...valid, password: "", confirmPassword: "" }).confirmPassword).toBe(PASSWORDS_DIFFER)
  })

  it("forgot and reset password", () => {
    expect(formMessages(ForgotPasswordForm)({ email: "x" })).toEqual({ email: EMAIL_INVALID })
    expect(formMessages(ResetPasswordForm)({ password: "secret-pass", confirmPassword: "secret-pas" })).toEqual({
      password: null,
      confirmPassword: PASSWORDS_DIFFER
    })
  })

  it("names a request's first problem in the form's order, over the fields asked", () => {
    const problem = firstProblem(SignUpForm, ["name", "email", "password"])
    expect(problem({ name: "Dana", email: "x", password: "1" })).toEqual({ path: "email", message: EMAIL_INVALID })
    expect(problem({ name: "Dana", email: "dana@example.com", password: "secret-pass" })).toBeNull()
  })
})
