/** The profile group: the signed-in learner's own profile (the ids come from CurrentUser, never from the body). */
import { Effect } from "effect"
import { HttpMiddleware } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { ACCESS_TOKEN_HEADER, CurrentUser, SESSION_COOKIE } from "../../../src/api/shared/security.ts"
import { clientAddress } from "../../platform/security/client-address.ts"
import { SessionsService } from "../sessions/service.ts"
import { ProfileService } from "./service.ts"
import { inEnvelope } from "../../shared/envelope.ts"

const message = (text: string) => ({ message: text })

export const ProfileHandlers = HttpApiBuilder.group(
  Api,
  "profile",
  Effect.fn(function* (handlers) {
    const profiles = yield* ProfileService
    const sessions = yield* SessionsService
    return (
      handlers
        .handle("myProfile", () => Effect.flatMap(CurrentUser, (me) => Effect.map(profiles.myProfile(me), inEnvelope)))
        .handle("update", ({ payload }) => Effect.flatMap(CurrentUser, (me) => profiles.update(me, payload)))
        .handle("changePassword", ({ payload }) => Effect.flatMap(CurrentUser, (me) => Effect.map(profiles.changePassword(me, payload), message)))
        // The middleware has already checked the token and that its session is
        // live; renewing it also needs that session's own `sid` cookie
        // (SessionsService.refresh). Every signed-in browser asks every 10
        // seconds: a granted refresh is not written to the request log (a
        // refused one still is).
        .handle("tokenRefresh", ({ request }) =>
          sessions.refresh(request.headers[ACCESS_TOKEN_HEADER] ?? "", request.cookies[SESSION_COOKIE]).pipe(
            Effect.tap(() => HttpMiddleware.withLoggerDisabled(Effect.void)),
            Effect.map((token) => ({ token }))
          )
        )
        .handle("addMobile", ({ payload, request }) =>
          Effect.flatMap(CurrentUser, (me) => Effect.map(profiles.addMobile(me, payload.phone, clientAddress(request)), message))
        )
        .handle("verifyPhone", ({ payload, request }) => Effect.flatMap(CurrentUser, (me) => profiles.verifyPhone(me, payload.otp, clientAddress(request))))
        .handle("resendPhoneOtp", ({ request }) =>
          Effect.flatMap(CurrentUser, (me) => Effect.map(profiles.resendPhoneCode(me, clientAddress(request)), message))
        )
        .handle("updateImage", ({ payload }) => Effect.flatMap(CurrentUser, (me) => profiles.updateImage(me, payload.imageId)))
    )
  })
)
