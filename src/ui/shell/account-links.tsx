/**
 * The header's account corner (spec §2 Header): guests get Sign in and
 * Sign up; a signed-in learner gets the notification dropdown, the profile
 * link with their name, and Sign out (which ends the session, spec §4).
 * A support agent also gets the Support desk link first; a
 * learner gets the helpdesk link with its count of unread replies; an admin
 * the Admin link instead.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { isAdmin, isAgent, isSignedIn, isSigningOut, selectUserName } from "../../machines/account/session.machine.ts"
import { useSessionActor } from "../shared/app-actors.ts"
import { HelpdeskLink } from "../shared/signed-in/helpdesk-link.tsx"
import { SupportDeskLink } from "./support-desk-link.tsx"
import { AdminAreaLink } from "./admin-area-link.tsx"
import { SignOutIcon, UserIcon } from "../shared/icons.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { space } from "../shared/tokens.ts"
import { NotificationBell } from "./notification-bell.tsx"

const nameClass = css`
  max-width: 16ch;
  & span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`

const row = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
`

/** The signed-in learner's display name; "My Profile" until the profile has arrived. */
export const useLearnerName = (): string => useSelector(useSessionActor(), selectUserName) ?? "My Profile"

export function AccountLinks() {
  const session = useSessionActor()
  const signedIn = useSelector(session, isSignedIn)
  const signingOut = useSelector(session, isSigningOut)
  const agent = useSelector(session, isAgent)
  const admin = useSelector(session, isAdmin)
  const name = useLearnerName()
  if (!signedIn) {
    return (
      <span className={row}>
        <Link variant="nav" href="/sign-in">
          Sign in
        </Link>
        <Link variant="button" href="/sign-up">
          Sign up
        </Link>
      </span>
    )
  }
  return (
    <span className={row}>
      {agent ? <SupportDeskLink /> : admin ? <AdminAreaLink /> : <HelpdeskLink />}
      <NotificationBell />
      <Link variant="nav" href="/profile" className={nameClass}>
        <UserIcon size={18} />
        <span>{name}</span>
      </Link>
      <Button variant="icon" aria-label="Sign out" isPending={signingOut} onPress={() => session.send({ type: "SIGN_OUT" })}>
        <SignOutIcon />
      </Button>
    </span>
  )
}
