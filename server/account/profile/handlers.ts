/** The profile group: the signed-in learner's own profile (the ids come from CurrentUser, never from the body). */
import { Effect } from "effect"
import { HttpMiddleware } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../../../src/api/api.ts"
import { CurrentUser } from "../../../src/api/security.ts"
import { AccessTokens } from "../../platform/security/access-tokens.ts"
import { clientAddress } from "../../platform/security/client-address.ts"
import { ProfileService } from "./service.ts"

const message = (text: string) => ({ message: text })

export const ProfileHandlers = HttpApiBuilder.group(
  Api,
  "profile",
  Effect.fn(function*(handlers) {
    const profiles = yield* ProfileService
    const tokens = yield* AccessTokens
    return handlers
      .handle("myProfile", () => Effect.flatMap(CurrentUser, (me) => Effect.map(profiles.myProfile(me), (data) => ({ data }))))
      .handle("update", ({ payload }) => Effect.flatMap(CurrentUser, (me) => profiles.update(me, payload)))
      .handle("changePassword", ({ payload }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(profiles.changePassword(me, payload), message)))
      // The middleware has already checked that the session is live. Every
      // signed-in browser asks every 10 seconds: a granted refresh is not
      // written to the request log (a refused one still is).
      .handle("tokenRefresh", () =>
        HttpMiddleware.withLoggerDisabled(Effect.flatMap(CurrentUser, (me) => Effect.map(tokens.issue(me), (token) => ({ token })))))
      .handle("addMobile", ({ payload, request }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(profiles.addMobile(me, payload.phone, clientAddress(request)), message)))
      .handle("verifyPhone", ({ payload, request }) =>
        Effect.flatMap(CurrentUser, (me) => profiles.verifyPhone(me, payload.otp, clientAddress(request))))
      .handle("resendPhoneOtp", ({ request }) =>
        Effect.flatMap(CurrentUser, (me) => Effect.map(profiles.resendPhoneCode(me, clientAddress(request)), message)))
      .handle("updateImage", ({ payload }) => Effect.flatMap(CurrentUser, (me) => profiles.updateImage(me, payload.imageId)))
  })
)
