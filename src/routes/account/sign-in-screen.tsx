/** /sign-in (spec §2): email and password; back to lastLocation afterwards. */
import { AuthCard } from "../../ui/account/auth-card.tsx"
import { useAuthFlows, type SignInValues } from "../../ui/account/auth-flows.ts"
import { AuthForm, fieldProps } from "../../ui/account/auth-form.tsx"
import { firstVisibleMessage } from "../../machines/shared/form.machine.ts"
import { useForm } from "../../ui/shared/use-form.ts"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { TextField } from "../../ui/shared/primitives/text-field.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useQueryParam } from "./use-query-param.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

const ORDER: ReadonlyArray<keyof SignInValues> = ["email", "password"]

export default function SignInScreen({ title }: ScreenProps) {
  const lastLocation = useQueryParam("lastLocation")
  const actor = useFlowActor(useAuthFlows().signIn, { input: { values: { email: "", password: "" }, afterSuccess: "done", about: { lastLocation } } })
  const { values, errors, pending, refusals } = useForm(actor, ORDER)
  return (
    <AuthCard
      title={title}
      intro={lastLocation === null ? "Welcome back. Sign in to your ExamReady account." : "Please sign in to continue where you left off."}
      footer={
        <>
          <span>
            <Link href="/forgot-password">Forgot password?</Link>
          </span>
          <span>
            New to ExamReady? <Link href="/sign-up">Create an account</Link>
          </span>
        </>
      }
    >
      <AuthForm
        submitLabel="Sign in"
        pending={pending}
        onSubmit={() => actor.send({ type: "SUBMIT" })}
        firstInvalid={() => firstVisibleMessage(actor.getSnapshot(), ORDER)}
        refusals={refusals}
      >
        <TextField label="Email" type="email" autoComplete="email" isRequired {...fieldProps(actor, "email", values, errors, pending)} />
        <TextField label="Password" type="password" autoComplete="current-password" isRequired {...fieldProps(actor, "password", values, errors, pending)} />
      </AuthForm>
    </AuthCard>
  )
}
