/**
 * A screen for one role (the support desk's for agents, the admin
 * area's for admins): inside the signed-in gate (a guest is sent
 * to sign in and back), it waits for the profile to say the role, and shows
 * anyone else the page's refusal — the sentence the server's 403 carries,
 * with a way back — instead of the screen.
 */
import { useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import type { Role } from "../../api/shared/security.ts"
import { hasProfileFailed } from "../../machines/account/signed-in-access.ts"
import { selectRole } from "../../machines/account/session.machine.ts"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { mutedText, panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { SignedInGate } from "./signed-in-gate.tsx"

function RoleOnly({ role: wanted, refusal, children }: RoleGateProps) {
  const session = useSessionActor()
  const role = useSelector(session, selectRole)
  const profileFailed = useSelector(session, hasProfileFailed)
  if (role === null) {
    // Signed in on the token cookie alone: the profile says the role once it arrives.
    if (!profileFailed) return <Spinner label="Checking your account" />
    return (
      <section className={panelClass} aria-labelledby="page-title">
        <PageHeading>Your account could not be checked</PageHeading>
        <p className={mutedText}>Please reload the page to try again.</p>
      </section>
    )
  }
  if (role !== wanted)
    return (
      <section className={panelClass} aria-labelledby="page-title">
        {refusal(role)}
      </section>
    )
  return <>{children}</>
}

export interface RoleGateProps {
  readonly role: Role
  /** What someone of another role reads (a PageHeading first), given their role. */
  readonly refusal: (role: Role) => ReactNode
  readonly children: ReactNode
}

export function RoleGate(props: RoleGateProps) {
  return (
    <SignedInGate>
      <RoleOnly {...props} />
    </SignedInGate>
  )
}
