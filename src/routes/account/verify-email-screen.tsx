/** /verify-email-otp?email=…: the code from the sign-up email signs the learner in. */
import { AuthCard } from "../../ui/account/auth-card.tsx"
import { useAuthFlows } from "../../ui/account/auth-flows.ts"
import { CodeForm } from "../../ui/account/code-form.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useQueryParam } from "./use-query-param.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

export default function VerifyEmailScreen({ title }: ScreenProps) {
  const email = useQueryParam("email")
  const lastLocation = useQueryParam("lastLocation")
  const actor = useFlowActor(useAuthFlows().oneTimeCode, { input: { purpose: "verify-email", email, lastLocation } })
  if (email === null) {
    return (
      <AuthCard title={title} intro="We do not know which email to verify.">
        <p>
          <Link href="/sign-up">Sign up</Link> or <Link href="/sign-in">sign in</Link> to get a new code.
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={title}
      intro={
        <>
          Enter the 6-digit code we sent to <strong>{email}</strong>. It is valid for 10 minutes.
        </>
      }
      footer={
        <span>
          Wrong address? <Link href="/sign-up">Sign up again</Link>
        </span>
      }
    >
      <CodeForm actor={actor} submitLabel="Verify email" />
    </AuthCard>
  )
}
