/**
 * Signed-in screens (spec §2) let guests no further: the session decides who
 * is a guest (signedInAccess), and a guest's screen tells the session, which
 * sends them to /sign-in?lastLocation=… and back here after signing in.
 * Meanwhile the screen says so, with a link, in case the redirect is blocked.
 */
import { useSelector } from "@xstate/react"
import { useEffect, type ReactNode } from "react"
import { useLocation, useSearch } from "wouter"
import { signedInAccess } from "../../machines/account/signed-in-access.ts"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { signInPath } from "./paths.ts"

export function SignedInGate({ children }: { readonly children: ReactNode }) {
  const session = useSessionActor()
  const access = useSelector(session, signedInAccess)
  const [pathname] = useLocation()
  const search = useSearch()
  const location = search === "" ? pathname : `${pathname}?${search}`

  useEffect(() => {
    if (access === "guest") session.send({ type: "UNAUTHORIZED", location })
  }, [access, location, session])

  if (access === "checking") return <Spinner label="Checking your session" />
  if (access === "guest") {
    return (
      <section className={panelClass} aria-labelledby="page-title">
        <PageHeading>Please sign in</PageHeading>
        <p>This page is part of your account. Sign in to see it.</p>
        <p>
          <Link variant="button" href={signInPath(location)}>
            Sign in
          </Link>
        </p>
      </section>
    )
  }
  return <>{children}</>
}
