/**
 * The 6-digit code form of the three code screens, with the resend button
 * and its countdown. The countdown is announced politely once, not every
 * second: the live region only carries the "you can ask again" moment.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import type { ActorRefFrom } from "xstate"
import {
  canResend,
  isResending,
  isVerifyingCode,
  type oneTimeCodeMachine,
  selectCode,
  selectCodeErrors,
  selectSecondsLeft
} from "../../machines/account/one-time-code.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { TextField } from "../shared/primitives/text-field.tsx"
import { color, font, space } from "../shared/tokens.ts"
import { AuthForm, fieldProps } from "./auth-form.tsx"

const resendRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`

const resendButton = css`
  padding: 0 ${space.sm};
  color: ${color.brand};
  font-size: ${font.size.sm};
`

const codeInput = css`
  & input { font-size: ${font.size.lg}; letter-spacing: 0.3em; font-variant-numeric: tabular-nums; }
`

export type CodeActor = ActorRefFrom<typeof oneTimeCodeMachine>

export function CodeForm({ actor, submitLabel = "Verify" }: { readonly actor: CodeActor; readonly submitLabel?: string }) {
  const code = useSelector(actor, selectCode)
  const errors = useSelector(actor, selectCodeErrors)
  const pending = useSelector(actor, isVerifyingCode)
  const secondsLeft = useSelector(actor, selectSecondsLeft)
  const resendReady = useSelector(actor, canResend)
  const resending = useSelector(actor, isResending)
  return (
    <>
      <AuthForm
        submitLabel={submitLabel}
        pending={pending}
        onSubmit={() => actor.send({ type: "SUBMIT" })}
        firstInvalid={() => (selectCodeErrors(actor.getSnapshot()).code === null ? null : "code")}
      >
        <TextField
          label="6-digit code"
          className={codeInput}
          autoComplete="one-time-code"
          isRequired
          {...fieldProps(actor, "code", { code }, errors, pending)}
        />
      </AuthForm>
      <div className={resendRow}>
        <span>Didn't get the code?</span>
        <Button
          variant="quiet"
          className={resendButton}
          isDisabled={!resendReady && !resending}
          isPending={resending}
          onPress={() => actor.send({ type: "RESEND" })}
        >
          {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : "Resend code"}
        </Button>
      </div>
    </>
  )
}
