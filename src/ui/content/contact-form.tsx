/**
 * The Contact us form: name, email, subject and message. The form's actor
 * validates (spec §5: a message shows under a field once it is touched),
 * sends, toasts the server's answer and resets; a refused submit moves focus
 * to the first field in error.
 */
import { css } from "goober"
import { useRef, type FormEvent } from "react"
import { Form } from "react-aria-components"
import { CONTACT_FIELDS, type ContactField } from "../../domain/content/contact-rules.ts"
import { firstVisibleMessage } from "../../machines/shared/form.machine.ts"
import { SubmitButton } from "../shared/primitives/submit-button.tsx"
import { TextField } from "../shared/primitives/text-field.tsx"
import { font, media, space } from "../shared/tokens.ts"
import { useContentMachines } from "./content-machines.ts"
import { TextAreaField } from "../shared/primitives/text-area-field.tsx"
import { useFlowActor } from "../shared/flow-actor.ts"
import { useFocusOnRefusal, useForm } from "../shared/use-form.ts"

const formClass = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space.sm} ${space.lg};
  ${media.md} { grid-template-columns: 1fr 1fr; }
  & > .wide { grid-column: 1 / -1; }
  /* Each field keeps its error line's room, so a message appearing on blur
     never moves the button from under the pointer pressing it. */
  & > [data-rac]::after {
    content: "";
    display: block;
    height: calc(${font.size.sm} * 1.5);
  }
  & > [data-invalid]::after { display: none; }
`

const actions = css`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-start;
`

const TEXT_FIELDS: ReadonlyArray<{
  readonly field: Exclude<ContactField, "message">
  readonly label: string
  readonly type: "text" | "email"
  readonly autoComplete: string
  readonly wide: boolean
}> = [
  { field: "name", label: "Your name", type: "text", autoComplete: "name", wide: false },
  { field: "email", label: "Email address", type: "email", autoComplete: "email", wide: false },
  { field: "subject", label: "Subject", type: "text", autoComplete: "off", wide: true }
]

export function ContactForm() {
  const actor = useFlowActor(useContentMachines().contactForm, { input: { values: { name: "", email: "", subject: "", message: "" }, afterSuccess: "reset" } })
  const { values, errors, pending: sending, refusals } = useForm(actor, CONTACT_FIELDS)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusOnRefusal(formRef, refusals, () => firstVisibleMessage(actor.getSnapshot(), CONTACT_FIELDS))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: "SUBMIT" })
  }

  return (
    <Form ref={formRef} method="post" className={formClass} onSubmit={onSubmit} validationBehavior="aria" aria-labelledby="contact-form-title">
      {TEXT_FIELDS.map(({ field, label, type, autoComplete, wide }) => (
        <TextField
          key={field}
          className={wide ? "wide" : undefined}
          label={label}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          error={errors[field]}
          isRequired
          isReadOnly={sending}
          onChange={(value) => actor.send({ type: "CHANGE", field, value })}
          onBlur={() => actor.send({ type: "BLUR", field })}
        />
      ))}
      <TextAreaField
        className="wide"
        label="Message"
        name="message"
        description="At least 10 characters. Please leave out card numbers and passwords."
        rows={7}
        value={values.message}
        error={errors.message}
        isRequired
        isReadOnly={sending}
        onChange={(value) => actor.send({ type: "CHANGE", field: "message", value })}
        onBlur={() => actor.send({ type: "BLUR", field: "message" })}
      />
      <div className={actions}>
        <SubmitButton isPending={sending}>Send message</SubmitButton>
      </div>
    </Form>
  )
}
