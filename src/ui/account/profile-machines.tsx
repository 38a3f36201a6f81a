/**
 * The profile area's per-screen machines, already provided with their real
 * actors and actions by the composition root (src/main.tsx). A screen starts
 * its own actor from one of these with `useActorRef` and it stops when the
 * screen unmounts; tests can hand in machines provided with fakes.
 */
import { createContext, useContext, type ReactNode } from "react"
import type { changePasswordMachine } from "../../machines/account/change-password.machine.ts"
import type { notificationsPageMachine } from "../../machines/account/notifications-page.machine.ts"
import type { profileFormMachine } from "../../machines/account/profile-form.machine.ts"
import type { profileImageMachine } from "../../machines/account/profile-image.machine.ts"

export interface ProfileMachines {
  readonly profileForm: typeof profileFormMachine
  readonly profileImage: typeof profileImageMachine
  readonly changePassword: typeof changePasswordMachine
  readonly notificationsPage: typeof notificationsPageMachine
}

const ProfileMachinesContext = createContext<ProfileMachines | null>(null)

export function ProfileMachinesProvider({ machines, children }: {
  readonly machines: ProfileMachines
  readonly children: ReactNode
}) {
  return <ProfileMachinesContext.Provider value={machines}>{children}</ProfileMachinesContext.Provider>
}

export function useProfileMachines(): ProfileMachines {
  const machines = useContext(ProfileMachinesContext)
  if (machines === null) throw new Error("ProfileMachinesProvider is missing: mount the app through src/main.tsx.")
  return machines
}
