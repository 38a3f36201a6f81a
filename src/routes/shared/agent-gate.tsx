/**
 * The support desk's screens (issue 11) are for signed-in agents: inside the
 * signed-in gate (a guest is sent to sign in and back), a learner is told
 * plainly the page is the support team's — the server answers their calls
 * with 403 and the same sentence — with a way back to their own pages.
 */
import { useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import { DESK_FOR_AGENTS_ONLY } from "../../domain/account/roles.ts"
import { hasProfileFailed } from "../../machines/account/signed-in-access.ts"
import { selectRole } from "../../machines/account/session.machine.ts"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { mutedText, panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { SignedInGate } from "./signed-in-gate.tsx"

function AgentsOnly({ children }: { readonly children: ReactNode }) {
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
  if (role !== "agent") {
    return (
      <section className={panelClass} aria-labelledby="page-title">
        <PageHeading>{DESK_FOR_AGENTS_ONLY}</PageHeading>
        <p className={mutedText}>Signed in as a learner? Your questions to the support team are in your helpdesk.</p>
        <p><Link href="/helpdesk">Go to my helpdesk</Link> or <Link href="/">back to the home page</Link></p>
      </section>
    )
  }
  return <>{children}</>
}

export function AgentGate({ children }: { readonly children: ReactNode }) {
  return (
    <SignedInGate>
      <AgentsOnly>{children}</AgentsOnly>
    </SignedInGate>
  )
}
