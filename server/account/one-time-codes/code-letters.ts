/**
 * The texts that carry one-time codes. An email has a text part and an HTML
 * part written from the same blocks (platform/delivery/letter-parts.ts),
 * which escapes every value: names typed by learners are never read as
 * markup anywhere they travel. A code letter is worth sending only while
 * its code lives (`deliverWithinMinutes`): a relay that is down for longer
 * does not deliver a dead code later.
 */
import type { Letter } from "../../platform/delivery/mailer.ts"
import { letterParts, paragraph, strong } from "../../platform/delivery/letter-parts.ts"
import type { TextMessage } from "../../platform/delivery/sms-sender.ts"
import { CODE_LIFETIME_MINUTES } from "./code-rules.ts"

const SHOP = "ExamReady"

export const verifyEmailLetter = (to: string, name: string, code: string): Letter => ({
  to,
  ...letterParts(`Your ${SHOP} verification code: ${code}`, [
    paragraph(`Hello ${name},`),
    paragraph(["Your code to verify your email is ", strong(code), `. It expires in ${CODE_LIFETIME_MINUTES} minutes.`]),
    paragraph(`If you did not sign up for ${SHOP}, you can ignore this email.`)
  ]),
  deliverWithinMinutes: CODE_LIFETIME_MINUTES
})

export const resetPasswordLetter = (to: string, name: string, code: string): Letter => ({
  to,
  ...letterParts(`Your ${SHOP} password reset code: ${code}`, [
    paragraph(`Hello ${name},`),
    paragraph(["Your code to reset your password is ", strong(code), `. It expires in ${CODE_LIFETIME_MINUTES} minutes.`]),
    paragraph("If you did not ask to reset your password, you can ignore this email: your password stays as it is.")
  ]),
  deliverWithinMinutes: CODE_LIFETIME_MINUTES
})

export const verifyPhoneText = (to: string, code: string): TextMessage => ({
  to,
  body: `${SHOP}: your code to verify this number is ${code}. It expires in ${CODE_LIFETIME_MINUTES} minutes.`
})
