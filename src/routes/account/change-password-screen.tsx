/** Change Password (/change-password), in the profile area. */
import { ChangePasswordForm } from "../../ui/account/change-password-form.tsx"
import { mutedText, panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"

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
