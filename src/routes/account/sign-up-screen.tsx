/** /sign-up: name, email, password and confirmation; a code then goes to the email. */
import { PASSWORD_MAX, PASSWORD_MIN } from "../../domain/account/account-rules.ts"
import { AuthCard } from "../../ui/account/auth-card.tsx"
import { useAuthFlows, type SignUpValues } from "../../ui/account/auth-flows.ts"
import { AuthForm, fieldProps } from "../../ui/account/auth-form.tsx"
import { firstVisibleMessage } from "../../machines/shared/form.machine.ts"
import { useForm } from "../../ui/shared/use-form.ts"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { TextField } from "../../ui/shared/primitives/text-field.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

const ORDER: ReadonlyArray<keyof SignUpValues> = ["name", "email", "password", "confirmPassword"]

export default function SignUpScreen({ title }: ScreenProps) {
  const actor = useFlowActor(useAuthFlows().signUp, { input: { values: { name: "", email: "", password: "", confirmPassword: "" }, afterSuccess: "done" } })
  const { values, errors, pending, refusals } = useForm(actor, ORDER)
  return (
    <AuthCard
      title={title}
      intro="Create your account to buy practice tests and track your progress."
      footer={
        <span>
          Already have an account? <Link href="/sign-in">Sign in</Link>
        </span>
      }
    >
      <AuthForm
        submitLabel="Create account"
        pending={pending}
        onSubmit={() => actor.send({ type: "SUBMIT" })}
        firstInvalid={() => firstVisibleMessage(actor.getSnapshot(), ORDER)}
        refusals={refusals}
      >
        <TextField label="Name" autoComplete="name" isRequired {...fieldProps(actor, "name", values, errors, pending)} />
        <TextField label="Email" type="email" autoComplete="email" isRequired {...fieldProps(actor, "email", values, errors, pending)} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          description={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
          isRequired
          {...fieldProps(actor, "password", values, errors, pending)}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          isRequired
          {...fieldProps(actor, "confirmPassword", values, errors, pending)}
        />
      </AuthForm>
    </AuthCard>
  )
}
