/**
 * /profile/exam/{subscId}/review: a short review of the exam's questions
 * due today, its own session actor started here and stopped on
 * leaving.
 */
import { examDetailPath } from "../../domain/attempt/attempt-paths.ts"
import { utcOffsetOf } from "../../domain/learning/review-words.ts"
import { useLearningMachines } from "../../ui/learning/learning-machines.ts"
import { ReviewSessionView } from "../../ui/learning/review-session-view.tsx"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"
import { useScreenTitle } from "../shared/screen-head.ts"

function Review({ subscId }: { readonly subscId: string }) {
  const actor = useFlowActor(useLearningMachines().reviewSession, { input: { subscId, utcOffsetMinutes: utcOffsetOf(new Date()) } })
  useScreenTitle("Review")
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>Review your missed questions</PageHeading>
      <ReviewSessionView actor={actor} backHref={examDetailPath(subscId)} backLabel="Back to the exam" />
    </section>
  )
}

/** The address's subscription id, decoded as typed (wouter gives it undecoded). */
const decoded = (raw: string): string => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

export default function ReviewScreen({ params }: ScreenProps) {
  const subscId = decoded(params["subscId"] ?? "")
  return (
    <ProfileFrame>
      <Review key={subscId} subscId={subscId} />
    </ProfileFrame>
  )
}
