/**
 * My Profile's details: name, email and phone (with its verified state), and
 * the form that edits name and phone. The form's actor decides validity and
 * what shows; this only renders it and sends the learner's input.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { useEffect, useRef, type FormEvent } from "react"
import { Form } from "react-aria-components"
import type { Profile } from "../../api/account/profile.ts"
import { firstInvalidProfileField, isEditingProfile, isSavingProfile, visibleProfileError } from "../../machines/account/profile-form.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { TextField } from "../shared/primitives/text-field.tsx"
import { color, font, radius, space } from "../shared/tokens.ts"
import { actionsRow, formClass, sectionClass } from "../shared/signed-in/panel-styles.ts"
import { useProfileMachines } from "./profile-machines.ts"
import { useFlowActor } from "../shared/flow-actor.ts"

const facts = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.md};
  margin: 0;
  & div { display: flex; flex-direction: column; gap: ${space.xxs}; min-width: 0; }
  & dt { font-size: ${font.size.sm}; color: ${color.textMuted}; }
  & dd { margin: 0; font-weight: ${font.weight.medium}; overflow-wrap: anywhere; display: flex; flex-wrap: wrap; align-items: center; gap: ${space.sm}; }
`

const badge = css`
  display: inline-flex;
  align-items: center;
  padding: 0 ${space.sm};
  border-radius: ${radius.pill};
  font-size: ${font.size.xs};
  font-weight: ${font.weight.semibold};
  line-height: 1.75;
`
const verified = css`background: #e3f4ea; color: ${color.success};`
const unverified = css`background: #fdecea; color: ${color.error};`

function PhoneState({ profile }: { readonly profile: Profile }) {
  if (profile.phone === null) return <span className={`${badge} ${unverified}`}>Not added</span>
  return profile.isPhoneVerified ? (
    <span className={`${badge} ${verified}`}>Verified</span>
  ) : (
    <>
      <span className={`${badge} ${unverified}`}>Not verified</span>
      <Link href="/sign-up-phone">Verify phone</Link>
    </>
  )
}

export function ProfileDetails({ profile }: { readonly profile: Profile }) {
  const form = useFlowActor(useProfileMachines().profileForm)
  const editing = useSelector(form, isEditingProfile)
  const saving = useSelector(form, isSavingProfile)
  const name = useSelector(form, (s) => s.context.name)
  const phone = useSelector(form, (s) => s.context.phone)
  const nameError = useSelector(form, visibleProfileError("name"))
  const phoneError = useSelector(form, visibleProfileError("phone"))
  const formRef = useRef<HTMLFormElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(editing)

  // Leaving the form (saved or cancelled) would drop focus on <body>; it goes
  // back to the button that opened the form instead.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.send({ type: "SUBMIT" })
    // Spec-wide habit: a refused submit puts the learner on the first problem.
    const invalid = firstInvalidProfileField(form.getSnapshot())
    if (invalid !== null && !isSavingProfile(form.getSnapshot())) {
      // After the press that submitted has finished, or it keeps focus on the button.
      setTimeout(() => formRef.current?.querySelector<HTMLInputElement>(`input[name="${invalid}"]`)?.focus(), 0)
    }
  }

  if (!editing) {
    return (
      <section aria-labelledby="profile-details" className={sectionClass}>
        <h2 id="profile-details">Details</h2>
        <dl className={facts}>
          <div>
            <dt>Name</dt>
            <dd>{profile.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <span>{profile.phone ?? "—"}</span> <PhoneState profile={profile} />
            </dd>
          </div>
        </dl>
        <div className={actionsRow}>
          <Button ref={editButton} variant="secondary" onPress={() => form.send({ type: "EDIT", profile })}>
            Edit name and phone
          </Button>
        </div>
      </section>
    )
  }

  return (
    <section aria-labelledby="profile-details" className={sectionClass}>
      <h2 id="profile-details">Edit name and phone</h2>
      <Form ref={formRef} className={formClass} onSubmit={onSubmit} validationBehavior="aria">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          error={nameError}
          isRequired
          isReadOnly={saving}
          onChange={(value) => form.send({ type: "NAME_CHANGED", value })}
          onBlur={() => form.send({ type: "FIELD_BLURRED", field: "name" })}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel-national"
          description="US number, e.g. (512) 555-0199. A new number needs verifying again."
          value={phone}
          error={phoneError}
          isRequired
          isReadOnly={saving}
          onChange={(value) => form.send({ type: "PHONE_CHANGED", value })}
          onBlur={() => form.send({ type: "FIELD_BLURRED", field: "phone" })}
        />
        <div className={actionsRow}>
          <Button type="submit" isPending={saving}>
            Save
          </Button>
          <Button variant="quiet" isDisabled={saving} onPress={() => form.send({ type: "CANCEL" })}>
            Cancel
          </Button>
        </div>
      </Form>
    </section>
  )
}
