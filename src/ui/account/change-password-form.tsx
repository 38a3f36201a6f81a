/**
 * The Change Password form: current, new and confirmed password. The form's
 * actor decides validity and what shows (spec §5: under a field only once it
 * is touched); a refused submit moves focus to the first field in error.
 */
import { useSelector } from "@xstate/react"
import { useRef, type FormEvent } from "react"
import { Form } from "react-aria-components"
import {
  firstInvalidPasswordField,
  isChangingPassword,
  type PasswordField,
  selectPasswordValues,
  visiblePasswordError
} from "../../machines/account/change-password.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { TextField } from "../shared/primitives/text-field.tsx"
import { actionsRow, formClass } from "../shared/signed-in/panel-styles.ts"
import { useProfileMachines } from "./profile-machines.ts"
import { useFlowActor } from "../shared/flow-actor.ts"

const FIELDS: ReadonlyArray<{
  readonly field: PasswordField
  readonly label: string
  readonly autoComplete: string
  readonly description?: string
}> = [
  { field: "oldPassword", label: "Current password", autoComplete: "current-password" },
  { field: "newPassword", label: "New password", autoComplete: "new-password", description: "8 to 128 characters." },
  { field: "confirmPassword", label: "Confirm new password", autoComplete: "new-password" }
]

export function ChangePasswordForm() {
  const actor = useFlowActor(useProfileMachines().changePassword)
  const values = useSelector(actor, selectPasswordValues)
  const saving = useSelector(actor, isChangingPassword)
  const errors = {
    oldPassword: useSelector(actor, visiblePasswordError("oldPassword")),
    newPassword: useSelector(actor, visiblePasswordError("newPassword")),
    confirmPassword: useSelector(actor, visiblePasswordError("confirmPassword"))
  }
  const formRef = useRef<HTMLFormElement>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: "SUBMIT" })
    const invalid = firstInvalidPasswordField(actor.getSnapshot())
    if (invalid !== null && !isChangingPassword(actor.getSnapshot())) {
      // After the press that submitted has finished, or it keeps focus on the button.
      setTimeout(() => formRef.current?.querySelector<HTMLInputElement>(`input[name="${invalid}"]`)?.focus(), 0)
    }
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
          onChange={(value) => actor.send({ type: "CHANGED", field, value })}
          onBlur={() => actor.send({ type: "BLURRED", field })}
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
