/**
 * The support desk's screens are for signed-in agents: a learner
 * is told plainly the page is the support team's — the server answers their
 * desk calls with 403 and the same sentence — with a way back to their own pages.
 */
import type { ReactNode } from "react"
import { DESK_FOR_AGENTS_ONLY } from "../../domain/account/roles.ts"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { mutedText } from "../../ui/shared/signed-in/panel-styles.ts"
import { RoleGate } from "./role-gate.tsx"

export function AgentGate({ children }: { readonly children: ReactNode }) {
  return (
    <RoleGate
      role="agent"
      refusal={() => (
        <>
          <PageHeading>{DESK_FOR_AGENTS_ONLY}</PageHeading>
          <p className={mutedText}>Signed in as a learner? Your questions to the support team are in your helpdesk.</p>
          <p>
            <Link href="/helpdesk">Go to my helpdesk</Link> or <Link href="/">back to the home page</Link>
          </p>
        </>
      )}
    >
      {children}
    </RoleGate>
  )
}
