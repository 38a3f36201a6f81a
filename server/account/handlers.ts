/**
 * The /auth calls: sign-up (sign-up/), sign-in (sign-in/), the browser's
 * session (sessions/), the forgotten password (password-reset/) and sending
 * a code again (one-time-codes/). Each passes the connection's address along
 * for the per-address attempt limits; the `sid` cookie is read and written
 * here, as it is HTTP, not a rule.
 */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import type { HttpServerRequest } from "effect/http"
import { Api } from "../../src/api/api.ts"
import { CROSS_SITE_SIGN_OUT_MESSAGE } from "../../src/api/account/auth.ts"
import { Forbidden } from "../../src/api/shared/errors.ts"
import { ACCESS_TOKEN_HEADER, SESSION_COOKIE } from "../../src/api/shared/security.ts"
import { Settings } from "../platform/config.ts"
import { clientAddress } from "../platform/security/client-address.ts"
import { EmailCodes } from "./one-time-codes/email-codes.ts"
import { PasswordResetService } from "./password-reset/service.ts"
import { SIGNED_OUT_MESSAGE } from "./sessions/messages.ts"
import { clearSessionCookie, withSessionCookie } from "./sessions/session-cookie.ts"
import { SessionsService } from "./sessions/service.ts"
import { SignInService } from "./sign-in/service.ts"
import { SignUpService } from "./sign-up/service.ts"

const message = (text: string) => ({ message: text })

/**
 * Whether a sign-out comes from the shop's own pages: the app
 * sends the token header, which no other site can set; a browser also says
 * where a request started (`Sec-Fetch-Site`: same-origin, or none for an
 * address typed in). A link or an image on another site brings the `sid`
 * cookie alone, cross-site, and signs nobody out. Without the cookie there
 * is nothing another site could end, so that answers as before.
 */
const fromTheShop = (request: HttpServerRequest.HttpServerRequest): boolean => {
  if (request.headers[ACCESS_TOKEN_HEADER] !== undefined || request.cookies[SESSION_COOKIE] === undefined) return true
  const site = request.headers["sec-fetch-site"]
  return site === "same-origin" || site === "none"
}

export const AuthHandlers = HttpApiBuilder.group(
  Api,
  "auth",
  Effect.fn(function* (handlers) {
    const signUp = yield* SignUpService
    const signIn = yield* SignInService
    const sessions = yield* SessionsService
    const reset = yield* PasswordResetService
    const emailCodes = yield* EmailCodes
    // The cookie travels over HTTPS only in production.
    const secure = (yield* Settings).nodeEnv === "production"
    const signedIn = withSessionCookie(secure)
    return handlers
      .handle("signup", ({ payload, request }) => signUp.signUp(payload, clientAddress(request)))
      .handle("verifyEmail", ({ payload, request }) => signedIn(signUp.verifyEmail(payload.email, payload.otp, clientAddress(request))))
      .handle("login", ({ payload, request }) => signedIn(signIn.login(payload.email, payload.password, clientAddress(request))))
      .handle("loginSuccess", ({ request }) => sessions.resume(request.cookies[SESSION_COOKIE]))
      .handle("logout", ({ request }) =>
        fromTheShop(request)
          ? sessions
              .end(request.cookies[SESSION_COOKIE], request.headers[ACCESS_TOKEN_HEADER])
              .pipe(Effect.andThen(clearSessionCookie(secure)), Effect.as(message(SIGNED_OUT_MESSAGE)))
          : Effect.fail(new Forbidden({ message: CROSS_SITE_SIGN_OUT_MESSAGE }))
      )
      .handle("forgotPassword", ({ payload, request }) => Effect.map(reset.forgotPassword(payload.email, clientAddress(request)), message))
      .handle("verifyOtp", ({ payload, request }) => reset.verifyResetCode(payload.email, payload.otp, clientAddress(request)))
      .handle("resetPassword", ({ payload }) => Effect.map(reset.resetPassword(payload.resetToken, payload.password), message))
      .handle("resendOtp", ({ payload, request }) => Effect.map(emailCodes.resend(payload.email, payload.purpose, clientAddress(request)), message))
  })
)
