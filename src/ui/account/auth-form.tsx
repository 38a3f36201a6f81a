/**
 * The form of an account screen. Validation belongs to the screen's machine;
 * this wires a field to it (CHANGE on typing, BLUR on leaving, spec §5) and,
 * on submit, moves focus to the first field the machine says is wrong, so a
 * keyboard or screen-reader user lands on what needs fixing.
 */
import { css } from "goober"
import { useEffect, useRef, type FormEvent, type ReactNode } from "react"
import { SubmitButton } from "../shared/primitives/submit-button.tsx"
import { space } from "../shared/tokens.ts"

/** The part of a form machine's actor a field needs. */
export interface FieldActor<F extends string> {
  send(event: { readonly type: "CHANGE"; readonly field: F; readonly value: string } | { readonly type: "BLUR"; readonly field: F }): void
}

/** Props for the TextField of `field`, bound to the form machine. */
export const fieldProps = <F extends string>(
  actor: FieldActor<F>,
  field: F,
  values: Readonly<Record<F, string>>,
  errors: Readonly<Record<F, string | null>>,
  pending: boolean
) => ({
  name: field,
  value: values[field],
  error: errors[field],
  isReadOnly: pending,
  onChange: (value: string) => actor.send({ type: "CHANGE", field, value }),
  onBlur: () => actor.send({ type: "BLUR", field })
})

// Each field keeps a line free for its message, so a message appearing on
// blur never pushes the submit button away from under the pointer that is
// pressing it (the press would land elsewhere and the submit be lost).
const formClass = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  & > div[data-rac] { position: relative; padding-bottom: 26px; }
  & > div[data-rac] > [slot="errorMessage"] { position: absolute; left: 0; right: 0; bottom: 4px; line-height: 1.3; }
  & button[type="submit"] { width: 100%; margin-top: ${space.xs}; }
`

export function AuthForm({
  onSubmit,
  firstInvalid,
  refusals,
  submitLabel,
  pending,
  children
}: {
  /** Sends SUBMIT to the machine. */
  readonly onSubmit: () => void
  /** After the submit: the name of the first field with a visible error, if any. */
  readonly firstInvalid: () => string | null
  /**
   * How many submits the form's checks refused, for a form that checks after
   * the submit (the form machine: its checks load with the first one): focus
   * moves on each new refusal instead of at once.
   */
  readonly refusals?: number
  readonly submitLabel: string
  readonly pending: boolean
  readonly children: ReactNode
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstInvalid = () => {
    const name = firstInvalid()
    if (name === null) return
    // After the press has finished: react-aria's Button may still move
    // focus to itself while the press that submitted the form ends.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus())
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    onSubmit()
    if (refusals === undefined) focusFirstInvalid()
  }
  // Focus moves when a refusal is counted, not when the callback changes.
  useEffect(() => {
    if (refusals !== undefined && refusals > 0) focusFirstInvalid()
  }, [refusals])
  return (
    // method="post": should the browser ever submit it itself, nothing typed goes into the address.
    <form ref={formRef} method="post" className={formClass} onSubmit={submit} noValidate aria-labelledby="page-title">
      {children}
      <SubmitButton isPending={pending}>{submitLabel}</SubmitButton>
    </form>
  )
}

/** The first of `order` whose message is showing. */
export const firstInvalidOf = <F extends string>(order: ReadonlyArray<F>, errors: Readonly<Record<F, string | null>>): F | null =>
  order.find((field) => errors[field] !== null) ?? null
