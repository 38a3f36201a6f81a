/** /forgot-password: the email a reset code goes to. */
import { AuthCard } from "../../ui/account/auth-card.tsx"
import { useAuthFlows, type ForgotPasswordValues } from "../../ui/account/auth-flows.ts"
import { AuthForm, fieldProps } from "../../ui/account/auth-form.tsx"
import { firstVisibleMessage } from "../../machines/shared/form.machine.ts"
import { useForm } from "../../ui/shared/use-form.ts"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { TextField } from "../../ui/shared/primitives/text-field.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

const ORDER: ReadonlyArray<keyof ForgotPasswordValues> = ["email"]

export default function ForgotPasswordScreen({ title }: ScreenProps) {
  const actor = useFlowActor(useAuthFlows().forgotPassword, { input: { values: { email: "" }, afterSuccess: "done" } })
  const { values, errors, pending, refusals } = useForm(actor, ORDER)
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
        firstInvalid={() => firstVisibleMessage(actor.getSnapshot(), ORDER)}
        refusals={refusals}
      >
        <TextField label="Email" type="email" autoComplete="email" isRequired {...fieldProps(actor, "email", values, errors, pending)} />
      </AuthForm>
    </AuthCard>
  )
}
