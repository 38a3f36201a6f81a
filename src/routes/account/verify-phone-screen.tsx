/** /verify-phone-otp: the SMS code that verifies the learner's mobile number. */
import { useSelector } from "@xstate/react"
import { selectProfile } from "../../machines/account/session.machine.ts"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { AuthCard } from "../../ui/account/auth-card.tsx"
import { useAuthFlows } from "../../ui/account/auth-flows.ts"
import { CodeForm } from "../../ui/account/code-form.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useQueryParam } from "./use-query-param.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

export default function VerifyPhoneScreen({ title }: ScreenProps) {
  const lastLocation = useQueryParam("lastLocation")
  const phone = useSelector(useSessionActor(), selectProfile)?.phone ?? null
  const actor = useFlowActor(useAuthFlows().oneTimeCode, { input: { purpose: "verify-phone", email: null, lastLocation } })
  return (
    <AuthCard
      title={title}
      intro={
        phone === null ? (
          "Enter the 6-digit code we texted to your mobile number."
        ) : (
          <>
            Enter the 6-digit code we texted to <strong>{phone}</strong>.
          </>
        )
      }
      footer={
        <span>
          Wrong number? <Link href="/add-mobile">Change it</Link>
        </span>
      }
    >
      <CodeForm actor={actor} submitLabel="Verify phone" />
    </AuthCard>
  )
}
