/**
 * Every answer carries the browser's protections (security finding 5):
 * - Content-Security-Policy: the app runs only its own scripts, talks only
 *   to its own origin, and is never framed (`frame-ancestors 'none'`, so no
 *   other site can overlay it to steal clicks). Styles may be inline: goober
 *   writes the app's styles into a <style> element at run time. Images may
 *   be `data:` and `blob:` (previews, saved files). The API reference at
 *   /docs loads its viewer from a CDN, so there only framing is refused. An
 *   answer that set its own policy (a file download's sandbox, the dev
 *   outbox) keeps it.
 * - X-Content-Type-Options: nosniff; Referrer-Policy: same-origin (no path
 *   of the shop, a chat's id say, leaves with a link to another site).
 * - Strict-Transport-Security in production, where the shop is served over
 *   TLS (its cookies are Secure).
 */
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { Settings } from "../config.ts"

export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join("; ")

const DOCS_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'"

const isDocsPath = (pathname: string): boolean => pathname === "/docs" || pathname.startsWith("/docs/")

/** The protections of an answer to `pathname` (`own`: a policy the answer set itself). */
export const headersFor = (pathname: string, own: string | undefined, production: boolean): Record<string, string> => ({
  "content-security-policy": own ?? (isDocsPath(pathname) ? DOCS_CONTENT_SECURITY_POLICY : APP_CONTENT_SECURITY_POLICY),
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  ...(production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {})
})

export const withSecurityHeaders = <E, R>(httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.flatMap(Effect.all([Settings, HttpServerRequest.HttpServerRequest]), ([settings, request]) =>
    Effect.map(httpEffect, (response) =>
      HttpServerResponse.setHeaders(
        response,
        headersFor(new URL(request.url, "http://x").pathname, response.headers["content-security-policy"], settings.nodeEnv === "production")
      )
    )
  )
