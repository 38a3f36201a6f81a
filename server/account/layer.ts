/**
 * The account area as one layer: repositories, then the rules that use
 * them, then the steps the handlers call. The application builds it once
 * (server/app.ts) over the services every area shares (access tokens, attempt
 * limits, mail and SMS, media). `AccountNoDeps` is the area before its
 * repositories are provided: the rules' unit tests (test/server/account)
 * provide their own.
 */
import { Layer } from "effect"
import { Transaction } from "../platform/db/transaction.ts"
import { Events } from "../platform/events/service.ts"
import { AdminAuthorizationLive } from "./admin-authorization.ts"
import { AgentAuthorizationLive, AgentFileAuthorizationLive } from "./agent-authorization.ts"
import { AuthorizationLive, FileAuthorizationLive } from "./authorization.ts"
import { NotificationsRepository } from "./notifications/repository.ts"
import { NotificationsService } from "./notifications/service.ts"
import { EmailCodes } from "./one-time-codes/email-codes.ts"
import { OneTimeCodesRepository } from "./one-time-codes/repository.ts"
import { OneTimeCodes } from "./one-time-codes/service.ts"
import { ResetTokensRepository } from "./password-reset/repository.ts"
import { PasswordResetService } from "./password-reset/service.ts"
import { AccountPolicy } from "./policy.ts"
import { ProfileReader } from "./profile/profile-reader.ts"
import { ProfileService } from "./profile/service.ts"
import { Roles } from "./roles/service.ts"
import { LiveSessions } from "./sessions/live-sessions.ts"
import { SessionsRepository } from "./sessions/repository.ts"
import { SessionsService } from "./sessions/service.ts"
import { SignInService } from "./sign-in/service.ts"
import { EmailVerification } from "./sign-up/email-verification.ts"
import { SignUpService } from "./sign-up/service.ts"
import { UsersRepository } from "./users/repository.ts"

const rules = Layer.mergeAll(AccountPolicy.layer, OneTimeCodes.layer, NotificationsService.layer, ProfileReader.layer, Roles.layer, LiveSessions.layer)
const steps = Layer.mergeAll(EmailCodes.layer, EmailVerification.layer, SessionsService.layer).pipe(Layer.provideMerge(rules))

/** The area over the repositories (and Transaction, Events) a caller provides. */
export const AccountNoDeps = Layer.mergeAll(
  SignUpService.layer,
  SignInService.layer,
  PasswordResetService.layer,
  ProfileService.layer,
  // The Authorization middleware of the learner's calls: a valid token of a live session.
  AuthorizationLive,
  // The desk's calls: the same check, then the agent role.
  AgentAuthorizationLive,
  // The operators' calls: the same check, then the admin role.
  AdminAuthorizationLive,
  // File downloads only: the same checks, the token also from the `token` cookie (an <img> sends no header).
  FileAuthorizationLive,
  AgentFileAuthorizationLive
).pipe(Layer.provideMerge(steps))

export const AccountLive = AccountNoDeps.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      UsersRepository.layer,
      SessionsRepository.layer,
      OneTimeCodesRepository.layer,
      ResetTokensRepository.layer,
      NotificationsRepository.layer,
      Transaction.layer,
      // The real-time events: the app's one instance, used by other areas and the stream route too.
      Events.layer
    )
  )
)
