/**
 * Who may see a signed-in screen (spec §2 "Signed-in routes"), read from the
 * session actor's snapshot so the rule lives beside the session, not in
 * components. The redirect itself stays the session's: a guest's screen sends
 * UNAUTHORIZED with its location, which the session answers (in `guest`) by
 * going to /sign-in?lastLocation=… (spec §4).
 */
import type { SessionSnapshot } from "./session.machine.ts"

export type SignedInAccess =
  /** The session is still asking login-success; show a spinner, decide nothing yet. */
  | "checking"
  | "guest"
  | "signedIn"
  /** Signing out: the screen is on its way to / and must not send anyone to sign in. */
  | "leaving"

export const signedInAccess = (snapshot: SessionSnapshot): SignedInAccess => {
  if (snapshot.matches({ account: "signingOut" })) return "leaving"
  if (snapshot.matches({ account: "checking" })) return "checking"
  return snapshot.matches({ account: "signedIn" }) ? "signedIn" : "guest"
}

/** Signed in, but the profile could not be loaded (the session keeps it null). */
export const hasProfileFailed = (snapshot: SessionSnapshot): boolean => snapshot.matches({ account: { signedIn: { profile: "failed" } } })
