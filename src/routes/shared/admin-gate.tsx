/**
 * The admin area's screens are for signed-in admins: a learner or
 * an agent is told plainly the page is the operators' — the server answers
 * their calls with 403 and the same sentence — with a way back to their own work.
 */
import type { ReactNode } from "react"
import { ADMIN_FOR_OPERATORS_ONLY } from "../../domain/account/roles.ts"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { mutedText } from "../../ui/shared/signed-in/panel-styles.ts"
import { RoleGate } from "./role-gate.tsx"

export function AdminGate({ children }: { readonly children: ReactNode }) {
  return (
    <RoleGate
      role="admin"
      refusal={(role) => (
        <>
          <PageHeading>{ADMIN_FOR_OPERATORS_ONLY}</PageHeading>
          <p className={mutedText}>
            {role === "agent" ? "Your work is on the support desk." : "Your exams, orders and questions to the support team are in your profile."}
          </p>
          <p>
            {role === "agent" ? <Link href="/desk">Go to the support desk</Link> : <Link href="/profile">Go to my profile</Link>} or{" "}
            <Link href="/">back to the home page</Link>
          </p>
        </>
      )}
    >
      {children}
    </RoleGate>
  )
}
