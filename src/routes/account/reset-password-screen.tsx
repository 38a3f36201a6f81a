/** /reset-password: a new password, once the emailed code was accepted. */
import { PASSWORD_MAX, PASSWORD_MIN } from "../../domain/account/account-rules.ts"
import { AuthCard } from "../../ui/account/auth-card.tsx"
import { useAuthFlows, type ResetPasswordValues } from "../../ui/account/auth-flows.ts"
import { AuthForm, fieldProps } from "../../ui/account/auth-form.tsx"
import { firstVisibleMessage } from "../../machines/shared/form.machine.ts"
import { useForm } from "../../ui/shared/use-form.ts"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { TextField } from "../../ui/shared/primitives/text-field.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

const ORDER: ReadonlyArray<keyof ResetPasswordValues> = ["password", "confirmPassword"]

export default function ResetPasswordScreen({ title }: ScreenProps) {
  const actor = useFlowActor(useAuthFlows().resetPassword, { input: { values: { password: "", confirmPassword: "" }, afterSuccess: "done" } })
  const { values, errors, pending, refusals } = useForm(actor, ORDER)
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
        firstInvalid={() => firstVisibleMessage(actor.getSnapshot(), ORDER)}
        refusals={refusals}
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
