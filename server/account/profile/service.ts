/**
 * The profile screens' calls (spec §7): edit name and phone, change the
 * password, add and verify a mobile number, choose the profile image. Each
 * acts on the signed-in learner only (the ids come from CurrentUser, never
 * from the request body).
 */
import { Context, Effect, Layer, Option } from "effect"
import { type Invalid, NotFound, TooManyRequests } from "../../../src/api/shared/errors.ts"
import type { Profile } from "../../../src/api/account/profile.ts"
import type { SignedInLearner } from "../../../src/api/shared/security.ts"
import { normalizeUsPhone } from "../../../src/domain/account/phone.ts"
import { SmsSender } from "../../platform/delivery/sms-sender.ts"
import { MEDIA_NOT_FOUND_MESSAGE, MediaService } from "../../platform/media/service.ts"
import { hashPassword, verifyPassword } from "../../platform/security/password-hasher.ts"
import { fieldError, validName, validPassword } from "../account-input.ts"
import { verifyPhoneText } from "../one-time-codes/code-letters.ts"
import { cooldownMessage } from "../one-time-codes/messages.ts"
import { OneTimeCodes } from "../one-time-codes/service.ts"
import { AccountPolicy } from "../policy.ts"
import { SessionsRepository } from "../sessions/repository.ts"
import { type UserRow, UsersRepository } from "../users/repository.ts"
import {
  IMAGE_UPDATED_MESSAGE,
  OLD_PASSWORD_WRONG_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  PHONE_ALREADY_VERIFIED_MESSAGE,
  PHONE_CODE_OTHER_NUMBER_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_MISSING_MESSAGE,
  PHONE_VERIFIED_MESSAGE,
  phoneCodeSentMessage,
  PROFILE_UPDATED_MESSAGE,
  SAME_PASSWORD_MESSAGE
} from "./messages.ts"
import { formatUsPhone } from "./phone-format.ts"
import { ProfileReader } from "./profile-reader.ts"

type WithProfile = { message: string; data: Profile }

export interface PasswordChange {
  readonly oldPassword: string
  readonly newPassword: string
  readonly confirmPassword: string
}

export class ProfileService extends Context.Service<
  ProfileService,
  {
    readonly myProfile: (learner: SignedInLearner) => Effect.Effect<Profile>
    readonly update: (learner: SignedInLearner, input: { name: string; phone?: string | null | undefined }) => Effect.Effect<WithProfile, Invalid>
    readonly changePassword: (learner: SignedInLearner, input: PasswordChange) => Effect.Effect<string, Invalid | TooManyRequests>
    readonly addMobile: (learner: SignedInLearner, phone: string, address: string) => Effect.Effect<string, Invalid | TooManyRequests>
    readonly verifyPhone: (learner: SignedInLearner, otp: string, address: string) => Effect.Effect<WithProfile, Invalid | TooManyRequests>
    readonly resendPhoneCode: (learner: SignedInLearner, address: string) => Effect.Effect<string, Invalid | TooManyRequests>
    readonly updateImage: (learner: SignedInLearner, imageId: string) => Effect.Effect<WithProfile, NotFound>
  }
>()("exam-shop/ProfileService") {
  static readonly layer = Layer.effect(
    ProfileService,
    Effect.gen(function* () {
      const users = yield* UsersRepository
      const profiles = yield* ProfileReader
      const codes = yield* OneTimeCodes
      const sessions = yield* SessionsRepository
      const sms = yield* SmsSender
      const media = yield* MediaService
      const policy = yield* AccountPolicy

      const userRow = (userId: string) =>
        Effect.flatMap(
          users.findById(userId),
          Option.match({
            onNone: () => Effect.die(new Error(`No account ${userId} behind a live session`)),
            onSome: (row: UserRow) => Effect.succeed(row)
          })
        )

      const validPhone = (raw: string) => {
        const digits = normalizeUsPhone(raw)
        return digits === null ? Effect.fail(fieldError("phone", PHONE_INVALID_MESSAGE)) : Effect.succeed(digits)
      }

      const myProfile = (learner: SignedInLearner) => profiles.profileOf(learner.userId)

      const update = Effect.fn("ProfileService.update")(function* (learner: SignedInLearner, input: { name: string; phone?: string | null | undefined }) {
        const name = yield* validName(input.name)
        // Absent keeps the number; null or blank removes it.
        const phone = input.phone === undefined ? undefined : input.phone === null || input.phone.trim() === "" ? null : yield* validPhone(input.phone)
        yield* users.setName(learner.userId, name)
        if (phone !== undefined) {
          const { changed } = yield* users.setPhone(learner.userId, phone)
          // A code sent to the old number must not verify the new one.
          if (changed) yield* codes.discard(learner.userId, "verify-phone")
        }
        return { message: PROFILE_UPDATED_MESSAGE, data: yield* profiles.profileOf(learner.userId) }
      })

      const changePassword = Effect.fn("ProfileService.changePassword")(function* (learner: SignedInLearner, input: PasswordChange) {
        yield* validPassword(input.newPassword, "newPassword")
        if (input.newPassword !== input.confirmPassword) return yield* fieldError("confirmPassword", PASSWORDS_DIFFER_MESSAGE)
        const user = yield* userRow(learner.userId)
        // Guesses of the current password have a budget of their own: strangers' sign-ins cannot spend it.
        yield* policy.guessPassword(user.email)
        if (!(yield* verifyPassword(input.oldPassword, user.password_hash))) {
          yield* policy.wrongPassword(user.email)
          return yield* fieldError("oldPassword", OLD_PASSWORD_WRONG_MESSAGE)
        }
        if (input.newPassword === input.oldPassword) return yield* fieldError("newPassword", SAME_PASSWORD_MESSAGE)
        yield* users.setPasswordHash(learner.userId, yield* hashPassword(input.newPassword))
        yield* sessions.revokeAllOf(learner.userId, learner.sessionId)
        return PASSWORD_CHANGED_MESSAGE
      })

      const sendPhoneCode = Effect.fn("ProfileService.sendPhoneCode")(function* (userId: string, digits: string) {
        const result = yield* codes.issue(userId, "verify-phone", digits)
        if (result._tag === "CoolingDown") return yield* new TooManyRequests({ message: cooldownMessage(result.secondsLeft) })
        yield* sms.send(verifyPhoneText(formatUsPhone(digits), result.code))
        return phoneCodeSentMessage(formatUsPhone(digits))
      })

      const addMobile = Effect.fn("ProfileService.addMobile")(function* (learner: SignedInLearner, phone: string, address: string) {
        const digits = yield* validPhone(phone)
        yield* policy.sendCode(learner.userId, address)
        const user = yield* userRow(learner.userId)
        if (user.phone === digits && user.phone_verified_at !== null) return yield* fieldError("phone", PHONE_ALREADY_VERIFIED_MESSAGE)
        const { changed } = yield* users.setPhone(learner.userId, digits)
        if (changed) yield* codes.discard(learner.userId, "verify-phone")
        return yield* sendPhoneCode(learner.userId, digits)
      })

      const verifyPhone = Effect.fn("ProfileService.verifyPhone")(function* (learner: SignedInLearner, otp: string, address: string) {
        yield* policy.checkCode(learner.userId, address)
        yield* codes.redeem(learner.userId, "verify-phone", otp, (sentTo) =>
          Effect.flatMap(users.markPhoneVerified(learner.userId, sentTo), (verified) =>
            verified ? Effect.void : Effect.fail(fieldError("otp", PHONE_CODE_OTHER_NUMBER_MESSAGE))
          )
        )
        return { message: PHONE_VERIFIED_MESSAGE, data: yield* profiles.profileOf(learner.userId) }
      })

      const resendPhoneCode = Effect.fn("ProfileService.resendPhoneCode")(function* (learner: SignedInLearner, address: string) {
        yield* policy.sendCode(learner.userId, address)
        const user = yield* userRow(learner.userId)
        if (user.phone === null) return yield* fieldError("phone", PHONE_MISSING_MESSAGE)
        if (user.phone_verified_at !== null) return yield* fieldError("phone", PHONE_ALREADY_VERIFIED_MESSAGE)
        return yield* sendPhoneCode(learner.userId, user.phone)
      })

      const updateImage = Effect.fn("ProfileService.updateImage")(function* (learner: SignedInLearner, imageId: string) {
        // Only the learner's own upload: another learner's id is not found.
        const owned = yield* media.owns(learner.userId, imageId)
        if (!owned) return yield* new NotFound({ message: MEDIA_NOT_FOUND_MESSAGE })
        yield* users.setImage(learner.userId, imageId)
        return { message: IMAGE_UPDATED_MESSAGE, data: yield* profiles.profileOf(learner.userId) }
      })

      return ProfileService.of({ myProfile, update, changePassword, addMobile, verifyPhone, resendPhoneCode, updateImage })
    })
  )
}
