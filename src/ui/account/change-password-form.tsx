/**
 * The Change Password form: current, new and confirmed password. The form's
 * actor decides validity and what shows (spec §5: under a field only once it
 * is touched); a refused submit moves focus to the first field in error.
 */
import { useRef, type FormEvent } from "react"
import { Form } from "react-aria-components"
import { firstVisibleMessage } from "../../machines/shared/form.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { TextField } from "../shared/primitives/text-field.tsx"
import { actionsRow, formClass } from "../shared/signed-in/panel-styles.ts"
import { useFlowActor } from "../shared/flow-actor.ts"
import { useFocusOnRefusal, useForm } from "../shared/use-form.ts"
import { type PasswordValues, useProfileMachines } from "./profile-machines.ts"

const FIELDS: ReadonlyArray<{
  readonly field: keyof PasswordValues
  readonly label: string
  readonly autoComplete: string
  readonly description?: string
}> = [
  { field: "oldPassword", label: "Current password", autoComplete: "current-password" },
  { field: "newPassword", label: "New password", autoComplete: "new-password", description: "8 to 128 characters." },
  { field: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" }
]

const ORDER = FIELDS.map(({ field }) => field)

export function ChangePasswordForm() {
  const actor = useFlowActor(useProfileMachines().changePassword, {
    input: { values: { oldPassword: "", newPassword: "", confirmPassword: "" }, afterSuccess: "reset" }
  })
  const { values, errors, pending: saving, refusals } = useForm(actor, ORDER)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusOnRefusal(formRef, refusals, () => firstVisibleMessage(actor.getSnapshot(), ORDER))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: "SUBMIT" })
  }

  return (
    <Form ref={formRef} className={formClass} onSubmit={onSubmit} validationBehavior="aria">
      {FIELDS.map(({ field, label, autoComplete, description }) => (
        <TextField
          key={field}
          label={label}
          name={field}
          type="password"
          autoComplete={autoComplete}
          {...(description === undefined ? {} : { description })}
          value={values[field]}
          error={errors[field]}
          isRequired
          isReadOnly={saving}
          onChange={(value) => actor.send({ type: "CHANGE", field, value })}
          onBlur={() => actor.send({ type: "BLUR", field })}
        />
      ))}
      <div className={actionsRow}>
        <Button type="submit" isPending={saving}>
          Change password
        </Button>
      </div>
    </Form>
  )
}
