/**
 * The new-ticket form (spec §2 /helpdesk/add): subject, category,
 * the first message and one optional file (PNG, JPEG or PDF), with what the
 * ticket is about when the address names it ("About: a question in one of
 * your test attempts"). The form's actor validates (spec §5: a message
 * shows once its field is touched; a file's at once), creates the ticket
 * once however often Create is pressed, and opens its chat; a refused
 * submit moves focus to the first field in error.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { type FormEvent, useRef } from "react"
import { Form, Label, Radio, RadioGroup } from "react-aria-components"
import { CATEGORY_LABELS } from "../../domain/helpdesk/desk-format.ts"
import { aboutWords, isTicketCategory, TICKET_CATEGORIES } from "../../domain/helpdesk/ticket-rules.ts"
import { firstInvalidTicketField, isCreatingTicket, type NewTicketSnapshot, visibleTicketError } from "../../machines/helpdesk/new-ticket.machine.ts"
import { errorClass, labelClass } from "../shared/primitives/field-styles.ts"
import { Button } from "../shared/primitives/button.tsx"
import { TextAreaField } from "../shared/primitives/text-area-field.tsx"
import { TextField } from "../shared/primitives/text-field.tsx"
import { color, font, radius, space } from "../shared/tokens.ts"
import type { NewTicketSetup } from "./helpdesk-machines.ts"
import { useFlowActor } from "../shared/flow-actor.ts"

const formClass = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  max-width: 720px;
`

const about = css`
  margin: 0;
  padding: ${space.sm} ${space.md};
  border-left: 4px solid ${color.brand};
  background: ${color.brandTint};
  border-radius: ${radius.sm};
`

const categories = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  & .options { display: flex; flex-wrap: wrap; gap: ${space.sm}; }
`

const categoryOption = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.pill};
  cursor: pointer;
  &[data-selected] { border-color: ${color.brand}; background: ${color.brandTint}; font-weight: ${font.weight.semibold}; }
  &[data-focus-visible] { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`

const fileRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  & p { margin: 0; }
`

const selectValues = (snapshot: NewTicketSnapshot) => snapshot.context.values
const selectCategory = (snapshot: NewTicketSnapshot) => snapshot.context.category
const selectFileName = (snapshot: NewTicketSnapshot) => snapshot.context.file?.name ?? null
const selectAbout = (snapshot: NewTicketSnapshot) => aboutWords(snapshot.context.about)
const selectAttachmentTypes = (snapshot: NewTicketSnapshot) => snapshot.context.rules.attachmentTypes
const selectMaxMegabytes = (snapshot: NewTicketSnapshot) => Math.floor(snapshot.context.rules.attachmentMaxBytes / (1024 * 1024))

export function NewTicketForm({ setup }: { readonly setup: NewTicketSetup }) {
  const actor = useFlowActor(setup.logic, { input: setup.input })
  const values = useSelector(actor, selectValues)
  const category = useSelector(actor, selectCategory)
  const fileName = useSelector(actor, selectFileName)
  const aboutLine = useSelector(actor, selectAbout)
  const attachmentTypes = useSelector(actor, selectAttachmentTypes)
  const maxMegabytes = useSelector(actor, selectMaxMegabytes)
  const creating = useSelector(actor, isCreatingTicket)
  const errors = {
    subject: useSelector(actor, visibleTicketError("subject")),
    text: useSelector(actor, visibleTicketError("text")),
    file: useSelector(actor, visibleTicketError("file"))
  }
  const formRef = useRef<HTMLFormElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: "SUBMIT" })
    const invalid = firstInvalidTicketField(actor.getSnapshot())
    if (invalid !== null && !isCreatingTicket(actor.getSnapshot())) {
      const selector = invalid === "file" ? "[data-file-button]" : `[name="${invalid}"]`
      // After the press that submitted has finished, or it keeps focus on the button.
      setTimeout(() => formRef.current?.querySelector<HTMLElement>(selector)?.focus(), 0)
    }
  }

  const pickFile = (file: File | null) => {
    actor.send({ type: "FILE", file })
    if (fileInput.current !== null) fileInput.current.value = ""
  }

  return (
    <Form ref={formRef} className={formClass} onSubmit={onSubmit} validationBehavior="aria" aria-label="New ticket">
      {aboutLine === null ? null : <p className={about}>{aboutLine}</p>}
      <TextField
        label="Subject"
        name="subject"
        autoComplete="off"
        value={values.subject}
        error={errors.subject}
        isRequired
        isReadOnly={creating}
        onChange={(value) => actor.send({ type: "CHANGED", field: "subject", value })}
        onBlur={() => actor.send({ type: "BLURRED", field: "subject" })}
      />
      <RadioGroup
        className={categories}
        value={category}
        isReadOnly={creating}
        onChange={(value) => {
          if (isTicketCategory(value)) actor.send({ type: "CATEGORY", category: value })
        }}
      >
        <Label className={labelClass.light}>Category</Label>
        <div className="options">
          {TICKET_CATEGORIES.map((each) => (
            <Radio key={each} value={each} className={categoryOption}>
              {CATEGORY_LABELS[each]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <TextAreaField
        label="Message"
        name="text"
        description="What happened, and what you expected. Please leave out card numbers and passwords."
        rows={7}
        value={values.text}
        error={errors.text}
        isRequired
        isReadOnly={creating}
        onChange={(value) => actor.send({ type: "CHANGED", field: "text", value })}
        onBlur={() => actor.send({ type: "BLURRED", field: "text" })}
      />
      <div className={fileRow}>
        <Button variant="secondary" data-file-button="" isDisabled={creating} onPress={() => fileInput.current?.click()}>
          {fileName === null ? "Attach a file" : "Choose another file"}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={attachmentTypes.join(",")}
          hidden
          aria-label="Attach a file"
          onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
        />
        {fileName === null ? (
          <p>Optional: a screenshot (PNG, JPEG) or a PDF, up to {maxMegabytes} MB.</p>
        ) : (
          <>
            <p>Attached: {fileName}</p>
            <Button variant="secondary" isDisabled={creating} onPress={() => pickFile(null)}>
              Remove the file
            </Button>
          </>
        )}
      </div>
      {errors.file === null ? null : (
        <p className={errorClass.light} role="alert">
          {errors.file}
        </p>
      )}
      <div>
        <Button type="submit" isPending={creating}>
          Create ticket
        </Button>
      </div>
    </Form>
  )
}
