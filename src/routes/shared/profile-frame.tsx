/**
 * The profile area's screens inside the sign-in gate and the layout with the
 * sidebar of spec §2, the current path marking its item.
 */
import { useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import { useLocation } from "wouter"
import { isSigningOut } from "../../machines/account/session.machine.ts"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { ProfileLayout } from "../../ui/shared/signed-in/profile-layout.tsx"
import { SignedInGate } from "./signed-in-gate.tsx"

export function ProfileFrame({ children }: { readonly children: ReactNode }) {
  const session = useSessionActor()
  const signingOut = useSelector(session, isSigningOut)
  const [path] = useLocation()
  return (
    <SignedInGate>
      <ProfileLayout path={path} isSigningOut={signingOut} onSignOut={() => session.send({ type: "SIGN_OUT" })}>
        {children}
      </ProfileLayout>
    </SignedInGate>
  )
}
