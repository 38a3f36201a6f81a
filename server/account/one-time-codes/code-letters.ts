/**
 * The texts that carry one-time codes. Plain text only: names typed by
 * learners are never interpreted as markup anywhere they travel.
 */
import type { Letter } from "../../platform/delivery/mailer.ts"
import type { TextMessage } from "../../platform/delivery/sms-sender.ts"
import { CODE_LIFETIME_MINUTES } from "./code-rules.ts"

const SHOP = "ExamReady"

export const verifyEmailLetter = (to: string, name: string, code: string): Letter => ({
  to,
  subject: `Your ${SHOP} verification code: ${code}`,
  body: [
    `Hello ${name},`,
    "",
    `Your code to verify your email is ${code}. It expires in ${CODE_LIFETIME_MINUTES} minutes.`,
    "",
    `If you did not sign up for ${SHOP}, you can ignore this email.`
  ].join("\n")
})

export const resetPasswordLetter = (to: string, name: string, code: string): Letter => ({
  to,
  subject: `Your ${SHOP} password reset code: ${code}`,
  body: [
    `Hello ${name},`,
    "",
    `Your code to reset your password is ${code}. It expires in ${CODE_LIFETIME_MINUTES} minutes.`,
    "",
    "If you did not ask to reset your password, you can ignore this email: your password stays as it is."
  ].join("\n")
})

export const verifyPhoneText = (to: string, code: string): TextMessage => ({
  to,
  body: `${SHOP}: your code to verify this number is ${code}. It expires in ${CODE_LIFETIME_MINUTES} minutes.`
})
