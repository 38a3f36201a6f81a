/** /reset-password: a new password, once the emailed code was accepted. */
import { useSelector } from "@xstate/react"
import { PASSWORD_MAX, PASSWORD_MIN } from "../../domain/account/account-rules.ts"
import {
  isResettingPassword,
  type ResetPasswordField,
  selectResetPasswordErrors,
  selectResetPasswordValues
} from "../../machines/account/reset-password.machine.ts"
import { AuthCard } from "../../ui/account/auth-card.tsx"
import { useAuthFlows } from "../../ui/account/auth-flows.ts"
import { AuthForm, fieldProps, firstInvalidOf } from "../../ui/account/auth-form.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { TextField } from "../../ui/shared/primitives/text-field.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

const ORDER: ReadonlyArray<ResetPasswordField> = ["password", "confirmPassword"]

export default function ResetPasswordScreen({ title }: ScreenProps) {
  const actor = useFlowActor(useAuthFlows().resetPassword)
  const values = useSelector(actor, selectResetPasswordValues)
  const errors = useSelector(actor, selectResetPasswordErrors)
  const pending = useSelector(actor, isResettingPassword)
  return (
    <AuthCard
      title={title}
      intro="Choose a new password for your account."
      footer={
        <span>
          Need a new code? <Link href="/forgot-password">Start again</Link>
        </span>
      }
    >
      <AuthForm
        submitLabel="Save new password"
        pending={pending}
        onSubmit={() => actor.send({ type: "SUBMIT" })}
        firstInvalid={() => firstInvalidOf(ORDER, selectResetPasswordErrors(actor.getSnapshot()))}
      >
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          description={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
          isRequired
          {...fieldProps(actor, "password", values, errors, pending)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          isRequired
          {...fieldProps(actor, "confirmPassword", values, errors, pending)}
        />
      </AuthForm>
    </AuthCard>
  )
}
