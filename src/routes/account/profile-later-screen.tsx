/**
 * The profile area's screens later work builds (packages, exams,
 * transactions, helpdesk): the sidebar stays, and the panel says plainly the
 * screen is not there yet.
 */
import { Link } from "../../ui/shared/primitives/link.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { mutedText, panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"

export default function ProfileLaterScreen({ title }: ScreenProps) {
  return (
    <ProfileFrame>
      <section className={panelClass} aria-labelledby="page-title">
        <PageHeading>{title} is not available yet</PageHeading>
        <p className={mutedText}>This part of your account is still being built. Please check back soon.</p>
        <p><Link href="/profile">Back to My Profile</Link></p>
      </section>
    </ProfileFrame>
  )
}
