/**
 * The profile area's per-screen machines, already provided with their real
 * actors and actions by src/wiring/account/profile-wiring.ts. A screen starts its
 * own actor from one of these with `useFlowActor` and it stops when the
 * screen unmounts; tests can hand in machines provided with fakes.
 */
import type { ChangePasswordForm } from "../../api/account/profile.ts"
import type { FormLogic } from "../../machines/shared/form.machine.ts"
import type { notificationsPageMachine } from "../../machines/account/notifications-page.machine.ts"
import type { profileFormMachine } from "../../machines/account/profile-form.machine.ts"
import type { profileImageMachine } from "../../machines/account/profile-image.machine.ts"
import { useArea } from "../shared/areas.tsx"

/** The Change Password form's values, as its Schema in the contract declares them. */
export type PasswordValues = typeof ChangePasswordForm.Encoded

export interface ProfileMachines {
  readonly profileForm: typeof profileFormMachine
  readonly profileImage: typeof profileImageMachine
  readonly changePassword: FormLogic<PasswordValues>
  readonly notificationsPage: typeof notificationsPageMachine
}

declare module "../shared/areas.tsx" {
  interface Areas {
    readonly profile: ProfileMachines
  }
}

export const useProfileMachines = (): ProfileMachines => useArea("profile")
