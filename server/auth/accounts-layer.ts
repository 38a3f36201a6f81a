/**
 * Every service of accounts, profile, media, notifications and delivery as
 * one layer over the database and the settings. The handler groups each
 * provide it; a layer value is built once per application, so they all share
 * the same services (one server secret, one media folder).
 */
import { Layer } from "effect"
import { Mailer } from "../delivery/mailer.ts"
import { Outbox } from "../delivery/outbox.ts"
import { SmsSender } from "../delivery/sms-sender.ts"
import { MediaFolder } from "../media/media-folder.ts"
import { MediaService } from "../media/media-service.ts"
import { MediaUrls } from "../media/media-urls.ts"
import { NotificationsService } from "../notifications/notifications-service.ts"
import { ProfileReader } from "../profile/profile-reader.ts"
import { ProfileService } from "../profile/profile-service.ts"
import { AccessTokens } from "../security/access-tokens.ts"
import { AuthorizationLive } from "../security/authorization.ts"
import { RateLimiter } from "../security/rate-limiter.ts"
import { ServerSecret } from "../security/server-secret.ts"
import { EmailCodes } from "./email-codes.ts"
import { EmailVerification } from "./email-verification.ts"
import { OneTimeCodes } from "./one-time-codes.ts"
import { PasswordResetService } from "./password-reset-service.ts"
import { ResetTokens } from "./reset-tokens.ts"
import { Sessions } from "./sessions.ts"
import { SignInService } from "./sign-in-service.ts"
import { SignIns } from "./sign-ins.ts"
import { SignUpService } from "./sign-up-service.ts"
import { UsersRepository } from "./users-repository.ts"

const Storage = Layer.mergeAll(
  UsersRepository.layer,
  Sessions.layer,
  ResetTokens.layer,
  RateLimiter.layer,
  Outbox.layer,
  NotificationsService.layer,
  MediaFolder.layer,
  ServerSecret.layer
)

const Keyed = Layer.mergeAll(AccessTokens.layer, MediaUrls.layer, OneTimeCodes.layer).pipe(Layer.provideMerge(Storage))

const Delivery = Layer.mergeAll(Mailer.layer, SmsSender.outboxOnly).pipe(Layer.provideMerge(Keyed))

const Readers = Layer.mergeAll(MediaService.layer, ProfileReader.layer).pipe(Layer.provideMerge(Delivery))

const Steps = Layer.mergeAll(SignIns.layer, EmailCodes.layer, EmailVerification.layer).pipe(Layer.provideMerge(Readers))

export const AccountsLive = Layer.mergeAll(
  SignUpService.layer,
  SignInService.layer,
  PasswordResetService.layer,
  ProfileService.layer,
  AuthorizationLive
).pipe(Layer.provideMerge(Steps))
