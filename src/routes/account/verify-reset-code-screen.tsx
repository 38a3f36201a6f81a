/** /verify-otp?email=…: the password-reset code; a correct one leads to /reset-password. */
import { AuthCard } from "../../ui/account/auth-card.tsx"
import { useAuthFlows } from "../../ui/account/auth-flows.ts"
import { CodeForm } from "../../ui/account/code-form.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useQueryParam } from "./use-query-param.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

export default function VerifyResetCodeScreen({ title }: ScreenProps) {
  const email = useQueryParam("email")
  const actor = useFlowActor(useAuthFlows().oneTimeCode, { input: { purpose: "reset-password", email, lastLocation: null } })
  if (email === null) {
    return (
      <AuthCard title={title} intro="We do not know which account to reset.">
        <p>
          <Link href="/forgot-password">Ask for a code</Link> first.
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title={title}
      intro={
        <>
          If an account exists for <strong>{email}</strong>, we sent it a 6-digit code. Enter it to choose a new password.
        </>
      }
      footer={
        <span>
          Wrong address? <Link href="/forgot-password">Start again</Link>
        </span>
      }
    >
      <CodeForm actor={actor} submitLabel="Verify code" />
    </AuthCard>
  )
}
