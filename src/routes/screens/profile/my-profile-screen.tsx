/** My Profile (/profile): the image, name, email and phone, and their editing. */
import { useSelector } from "@xstate/react"
import { selectProfile } from "../../../machines/session.machine.ts"
import { hasProfileFailed } from "../../../machines/signed-in-access.ts"
import { useSessionActor } from "../../../ui/app-actors.tsx"
import { panelClass } from "../../../ui/profile/panel-styles.ts"
import { ProfileDetails } from "../../../ui/profile/profile-details.tsx"
import { ProfileImageField } from "../../../ui/profile/profile-image-field.tsx"
import { PageHeading } from "../../../ui/primitives/page-heading.tsx"
import { Spinner } from "../../../ui/primitives/spinner.tsx"
import type { ScreenProps } from "../../route-table.ts"
import { ProfileFrame } from "./profile-frame.tsx"

function MyProfile({ title }: { readonly title: string }) {
  const session = useSessionActor()
  const profile = useSelector(session, selectProfile)
  const failed = useSelector(session, hasProfileFailed)
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      {profile !== null
        ? (
          <>
            <ProfileImageField imageId={profile.image?._id ?? null} name={profile.name} />
            <ProfileDetails profile={profile} />
          </>
        )
        : failed
        ? <p>Your profile could not be loaded. Please reload the page to try again.</p>
        : <Spinner label="Loading your profile" />}
    </section>
  )
}

export default function MyProfileScreen({ title }: ScreenProps) {
  return (
    <ProfileFrame>
      <MyProfile title={title} />
    </ProfileFrame>
  )
}
