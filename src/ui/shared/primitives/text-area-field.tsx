/**
 * A labelled multi-line field (a comment, a contact message), the sibling of
 * primitives/text-field.tsx: validity comes from the owning machine (`error`
 * is what its selector says is visible, spec §5), never from the browser.
 * Read-only until a server-rendered page is hydrated, for the same reason.
 */
import { css } from "goober"
import type { Ref } from "react"
import { FieldError, Label, Text, TextArea, TextField as AriaTextField } from "react-aria-components"
import { descriptionClass, errorClass, fieldRoot, inputClass, labelClass } from "./field-styles.ts"
import { space } from "../tokens.ts"
import { useIsHydrated } from "../page-data.tsx"

const areaClass = css`
  min-height: 140px;
  padding: ${space.md};
  line-height: 1.6;
  resize: vertical;
  font: inherit;
`

export interface TextAreaFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur?: () => void
  readonly error: string | null
  readonly name?: string
  readonly description?: string
  readonly placeholder?: string
  readonly rows?: number
  readonly isRequired?: boolean
  readonly isReadOnly?: boolean
  readonly className?: string
  readonly inputRef?: Ref<HTMLTextAreaElement>
}

export function TextAreaField({
  label,
  value,
  onChange,
  onBlur,
  error,
  name,
  description,
  placeholder,
  rows = 5,
  isRequired,
  isReadOnly,
  className,
  inputRef
}: TextAreaFieldProps) {
  const hydrated = useIsHydrated()
  return (
    <AriaTextField
      className={[fieldRoot, className].filter(Boolean).join(" ")}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      isRequired={isRequired}
      isReadOnly={isReadOnly === true || !hydrated}
      isInvalid={error !== null}
      validationBehavior="aria"
    >
      <Label className={labelClass.light}>{label}</Label>
      <TextArea ref={inputRef} className={`${inputClass} ${areaClass}`} placeholder={placeholder} rows={rows} />
      {description ? (
        <Text slot="description" className={descriptionClass.light}>
          {description}
        </Text>
      ) : null}
      <FieldError className={errorClass.light}>{error}</FieldError>
    </AriaTextField>
  )
}
