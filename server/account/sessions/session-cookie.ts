/**
 * The httpOnly `sid` cookie that keeps a browser signed in. Page scripts
 * cannot read it (httpOnly), other sites' forms do not send it (SameSite=Lax),
 * and in production it travels over HTTPS only (Secure).
 */
import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { SESSION_COOKIE } from "../../../src/api/shared/security.ts"
import { SESSION_LIFETIME_DAYS } from "./repository.ts"
import type { StartedSession } from "./service.ts"

const options = (secure: boolean) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  secure
})

/** Adds the cookie to whatever response the current request ends with. */
export const setSessionCookie = (secret: string, secure: boolean) =>
  HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.succeed(
      HttpServerResponse.setCookieUnsafe(response, SESSION_COOKIE, secret, {
        ...options(secure),
        maxAge: `${SESSION_LIFETIME_DAYS} days`
      })
    )
  )

export const clearSessionCookie = (secure: boolean) =>
  HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.succeed(
      HttpServerResponse.setCookieUnsafe(response, SESSION_COOKIE, "", {
        ...options(secure),
        maxAge: 0,
        expires: new Date(0)
      })
    )
  )

/** The signed-in answer, with the session's cookie on the response. */
export const withSessionCookie =
  (secure: boolean) =>
  <E, R>(started: Effect.Effect<StartedSession, E, R>) =>
    Effect.flatMap(started, ({ answer, cookieSecret }) => Effect.as(setSessionCookie(cookieSecret, secure), answer))
