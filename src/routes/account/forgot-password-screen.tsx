/** /forgot-password: the email a reset code goes to. */
import { useSelector } from "@xstate/react"
import {
  type ForgotPasswordField,
  isSendingResetCode,
  selectForgotPasswordErrors,
  selectForgotPasswordValues
} from "../../machines/account/forgot-password.machine.ts"
import { AuthCard } from "../../ui/account/auth-card.tsx"
import { useAuthFlows } from "../../ui/account/auth-flows.ts"
import { AuthForm, fieldProps, firstInvalidOf } from "../../ui/account/auth-form.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { TextField } from "../../ui/shared/primitives/text-field.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

const ORDER: ReadonlyArray<ForgotPasswordField> = ["email"]

export default function ForgotPasswordScreen({ title }: ScreenProps) {
  const actor = useFlowActor(useAuthFlows().forgotPassword)
  const values = useSelector(actor, selectForgotPasswordValues)
  const errors = useSelector(actor, selectForgotPasswordErrors)
  const pending = useSelector(actor, isSendingResetCode)
  return (
    <AuthCard
      title={title}
      intro="Enter the email of your account and we will send you a 6-digit code to reset your password."
      footer={
        <span>
          Remembered it? <Link href="/sign-in">Sign in</Link>
        </span>
      }
    >
      <AuthForm
        submitLabel="Send code"
        pending={pending}
        onSubmit={() => actor.send({ type: "SUBMIT" })}
        firstInvalid={() => firstInvalidOf(ORDER, selectForgotPasswordErrors(actor.getSnapshot()))}
      >
        <TextField label="Email" type="email" autoComplete="email" isRequired {...fieldProps(actor, "email", values, errors, pending)} />
      </AuthForm>
    </AuthCard>
  )
}
