/** /sign-in (spec §2): email and password; back to lastLocation afterwards. */
import { useSelector } from "@xstate/react"
import { isSigningIn, selectSignInErrors, selectSignInValues, type SignInField } from "../../machines/account/sign-in.machine.ts"
import { AuthCard } from "../../ui/account/auth-card.tsx"
import { useAuthFlows } from "../../ui/account/auth-flows.ts"
import { AuthForm, fieldProps, firstInvalidOf } from "../../ui/account/auth-form.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { TextField } from "../../ui/shared/primitives/text-field.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useQueryParam } from "./use-query-param.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

const ORDER: ReadonlyArray<SignInField> = ["email", "password"]

export default function SignInScreen({ title }: ScreenProps) {
  const lastLocation = useQueryParam("lastLocation")
  const actor = useFlowActor(useAuthFlows().signIn, { input: { lastLocation } })
  const values = useSelector(actor, selectSignInValues)
  const errors = useSelector(actor, selectSignInErrors)
  const pending = useSelector(actor, isSigningIn)
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
        firstInvalid={() => firstInvalidOf(ORDER, selectSignInErrors(actor.getSnapshot()))}
      >
        <TextField label="Email" type="email" autoComplete="email" isRequired {...fieldProps(actor, "email", values, errors, pending)} />
        <TextField label="Password" type="password" autoComplete="current-password" isRequired {...fieldProps(actor, "password", values, errors, pending)} />
      </AuthForm>
    </AuthCard>
  )
}
