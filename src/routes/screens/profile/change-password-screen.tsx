/** Change Password (/change-password), in the profile area. */
import { ChangePasswordForm } from "../../../ui/profile/change-password-form.tsx"
import { mutedText, panelClass } from "../../../ui/profile/panel-styles.ts"
import { PageHeading } from "../../../ui/primitives/page-heading.tsx"
import type { ScreenProps } from "../../route-table.ts"
import { ProfileFrame } from "./profile-frame.tsx"

export default function ChangePasswordScreen({ title }: ScreenProps) {
  return (
    <ProfileFrame>
      <section className={panelClass} aria-labelledby="page-title">
        <PageHeading>{title}</PageHeading>
        <p className={mutedText}>Changing your password signs you out on your other devices.</p>
        <ChangePasswordForm />
      </section>
    </ProfileFrame>
  )
}
