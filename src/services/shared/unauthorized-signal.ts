/**
 * Spec §8: "401 on any request: clear the session and redirect to /sign-in
 * with lastLocation". The API client sees every answer; the session actor
 * lives in the composition root. This small registry joins them without the
 * client knowing about machines: the client calls `signalUnauthorized`,
 * main.tsx listens and sends UNAUTHORIZED to the session.
 *
 * Answers under /auth/ are left out: a wrong password (401 from /auth/login)
 * is the sign-in form's business, and login-success/logout failures are
 * only logged (spec §8).
 */
import { AUTH_API_PREFIX } from "../../api/shared/prefixes.ts"

export type UnauthorizedListener = () => void

const listeners = new Set<UnauthorizedListener>()

/** Calls `listener` on every 401 of a non-auth call; returns the unsubscribe. */
export const onUnauthorized = (listener: UnauthorizedListener): (() => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const signalUnauthorized = (): void => {
  for (const listener of [...listeners]) listener()
}

/** Whether a 401 to `url` means the learner's session is gone. */
export const endsSession = (status: number, url: string): boolean => {
  if (status !== 401) return false
  let path: string
  try {
    path = new URL(url, "http://relative.invalid").pathname
  } catch {
    return true
  }
  return !(path === AUTH_API_PREFIX || path.startsWith(`${AUTH_API_PREFIX}/`))
}
