/**
 * The /auth calls. Each passes the connection's address along for the
 * per-address attempt limits; the session cookie is read here and set by
 * the sign-in step (server/auth/sign-ins.ts).
 */
import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../src/api/api.ts"
import { ACCESS_TOKEN_HEADER } from "../../src/api/security.ts"
import { AccountsLive } from "../auth/accounts-layer.ts"
import { SIGNED_OUT_MESSAGE } from "../auth/auth-messages.ts"
import { PasswordResetService } from "../auth/password-reset-service.ts"
import { SESSION_COOKIE } from "../auth/session-cookie.ts"
import { SignInService } from "../auth/sign-in-service.ts"
import { SignIns } from "../auth/sign-ins.ts"
import { SignUpService } from "../auth/sign-up-service.ts"
import { clientAddress } from "../security/client-address.ts"

export const AuthHandlers = HttpApiBuilder.group(
  Api,
  "auth",
  Effect.fn(function*(handlers) {
    const signUp = yield* SignUpService
    const signIn = yield* SignInService
    const signIns = yield* SignIns
    const reset = yield* PasswordResetService
    return handlers
      .handle("signup", ({ payload, request }) => signUp.signUp(payload, clientAddress(request)))
      .handle("verifyEmail", ({ payload, request }) => signUp.verifyEmail(payload.email, payload.otp, clientAddress(request)))
      .handle("login", ({ payload, request }) => signIn.login(payload.email, payload.password, clientAddress(request)))
      .handle("loginSuccess", ({ request }) => signIns.resume(request.cookies[SESSION_COOKIE]))
      .handle("logout", ({ request }) =>
        Effect.as(signIns.end(request.cookies[SESSION_COOKIE], request.headers[ACCESS_TOKEN_HEADER]), { message: SIGNED_OUT_MESSAGE }))
      .handle("forgotPassword", ({ payload, request }) =>
        Effect.map(reset.forgotPassword(payload.email, clientAddress(request)), (message) => ({ message })))
      .handle("verifyOtp", ({ payload, request }) => reset.verifyResetCode(payload.email, payload.otp, clientAddress(request)))
      .handle("resetPassword", ({ payload }) =>
        Effect.map(reset.resetPassword(payload.resetToken, payload.password), (message) => ({ message })))
      .handle("resendOtp", ({ payload, request }) =>
        Effect.map(reset.resendCode(payload.email, payload.purpose, clientAddress(request)), (message) => ({ message })))
  })
).pipe(Layer.provide(AccountsLive))
