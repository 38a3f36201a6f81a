/**
 * /sign-up-phone and /add-mobile: the mobile number an SMS code goes to
 * (spec §4: a learner without a verified phone is sent here). The same form
 * on both routes; add-mobile starts from the number the profile has.
 */
import { useSelector } from "@xstate/react"
import { isSendingPhoneCode, type PhoneField, selectPhoneErrors, selectPhoneValues } from "../../machines/account/phone-number.machine.ts"
import { selectProfile } from "../../machines/account/session.machine.ts"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { AuthCard } from "../../ui/account/auth-card.tsx"
import { useAuthFlows } from "../../ui/account/auth-flows.ts"
import { AuthForm, fieldProps, firstInvalidOf } from "../../ui/account/auth-form.tsx"
import { TextField } from "../../ui/shared/primitives/text-field.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useQueryParam } from "./use-query-param.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

const ORDER: ReadonlyArray<PhoneField> = ["phone"]

export default function PhoneScreen({ title }: ScreenProps) {
  const lastLocation = useQueryParam("lastLocation")
  const profile = useSelector(useSessionActor(), selectProfile)
  const actor = useFlowActor(useAuthFlows().phoneNumber, { input: { phone: profile?.phone ?? null, lastLocation } })
  const values = useSelector(actor, selectPhoneValues)
  const errors = useSelector(actor, selectPhoneErrors)
  const pending = useSelector(actor, isSendingPhoneCode)
  return (
    <AuthCard title={title} intro="Add your US mobile number. We will text you a 6-digit code to verify it.">
      <AuthForm
        submitLabel="Send code"
        pending={pending}
        onSubmit={() => actor.send({ type: "SUBMIT" })}
        firstInvalid={() => firstInvalidOf(ORDER, selectPhoneErrors(actor.getSnapshot()))}
      >
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel-national"
          placeholder="(512) 555-0199"
          description="10 digits, e.g. (512) 555-0199 or 512-555-0199."
          isRequired
          {...fieldProps(actor, "phone", values, errors, pending)}
        />
      </AuthForm>
    </AuthCard>
  )
}
