/**
 * A labelled text input. Validity is decided by the owning machine, never
 * here: `error` is whatever the machine's selector says is visible (spec §5:
 * only once the field is touched), and the native constraint checks are off
 * (validationBehavior "aria") so the browser never shows its own bubble.
 *
 * On a page the server rendered (sign-in, sign-up, contact, the footer's
 * newsletter) the field is read-only until the browser has taken the page
 * over: what a learner typed into the server's HTML before that would be
 * replaced by the machine's value when React hydrates (seen as an empty
 * sign-in form on a slow load). A field rendered in the browser is editable
 * from its first paint.
 */
import { FieldError, Input, Label, Text, TextField as AriaTextField } from "react-aria-components"
import type { FocusEvent } from "react"
import { useIsHydrated } from "../page-data.tsx"
import { descriptionClass, errorClass, fieldRoot, inputClass, labelClass, type FieldTone } from "./field-styles.ts"

export interface TextFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  /** The message to show under the field, or null for none. */
  readonly error: string | null
  readonly type?: "text" | "email" | "tel" | "password" | "url"
  readonly name?: string
  readonly description?: string
  readonly placeholder?: string
  readonly autoComplete?: string
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
  /** Keeps focus and the value visible while a submit is in flight (unlike isDisabled). */
  readonly isReadOnly?: boolean
  readonly tone?: FieldTone
  readonly className?: string
}

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  type = "text",
  name,
  description,
  placeholder,
  autoComplete,
  isRequired,
  isDisabled,
  isReadOnly,
  tone = "light",
  className
}: TextFieldProps) {
  const hydrated = useIsHydrated()
  return (
    <AriaTextField
      className={[fieldRoot, className].filter(Boolean).join(" ")}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      type={type}
      name={name}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly === true || !hydrated}
      isInvalid={error !== null}
      validationBehavior="aria"
    >
      <Label className={labelClass[tone]}>{label}</Label>
      <Input className={inputClass} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={descriptionClass[tone]}>
          {description}
        </Text>
      ) : null}
      <FieldError className={errorClass[tone]}>{error}</FieldError>
    </AriaTextField>
  )
}
