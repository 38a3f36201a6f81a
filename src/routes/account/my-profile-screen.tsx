/** My Profile (/profile): the image, name, email and phone, and their editing. */
import { useSelector } from "@xstate/react"
import { selectProfile } from "../../machines/account/session.machine.ts"
import { hasProfileFailed } from "../../machines/account/signed-in-access.ts"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { ProfileDetails } from "../../ui/account/profile-details.tsx"
import { ProfileImageField } from "../../ui/account/profile-image-field.tsx"
import { Button } from "../../ui/shared/primitives/button.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"

function MyProfile({ title }: { readonly title: string }) {
  const session = useSessionActor()
  const profile = useSelector(session, selectProfile)
  const failed = useSelector(session, hasProfileFailed)
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      {profile !== null ? (
        <>
          <ProfileImageField imageId={profile.image?._id ?? null} name={profile.name} />
          <ProfileDetails profile={profile} />
        </>
      ) : failed ? (
        <div role="alert">
          <p>Your profile could not be loaded.</p>
          <Button variant="secondary" onPress={() => session.send({ type: "RETRY_PROFILE" })}>
            Retry
          </Button>
        </div>
      ) : (
        <Spinner label="Loading your profile" />
      )}
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
