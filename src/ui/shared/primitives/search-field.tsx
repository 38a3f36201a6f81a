/**
 * A labelled search input with a clear button. Like TextField, the error
 * shown is the machine's decision. Submitting is left to the surrounding
 * <form>, so Enter and a Search button take the same path.
 */
import { css } from "goober"
import { Button as AriaButton, FieldError, Input, Label, SearchField as AriaSearchField } from "react-aria-components"
import type { KeyboardEvent } from "react"
import { CloseIcon, SearchIcon } from "../icons.tsx"
import { color, radius, space } from "../tokens.ts"
import { errorClass, fieldRoot, inputClass, labelClass } from "./field-styles.ts"
import { visuallyHidden } from "./visually-hidden.ts"

const inputRow = css`
  position: relative;
  display: flex;
  align-items: center;
  & > svg { position: absolute; left: ${space.md}; color: ${color.textMuted}; pointer-events: none; }
  & input { padding-left: 40px; padding-right: 44px; }
  & input::-webkit-search-cancel-button { display: none; }
`

const clearButton = css`
  position: absolute;
  right: ${space.xs};
  width: 36px;
  height: 36px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;
  &[data-hovered] { background: ${color.surfaceAlt}; color: ${color.text}; }
  .react-aria-SearchField[data-empty] & { display: none; }
`

export interface SearchFieldProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur?: () => void
  /** Escape on an already empty field: the caller usually closes the search. */
  readonly onEscapeWhenEmpty?: () => void
  readonly error: string | null
  readonly name?: string
  readonly placeholder?: string
  readonly autoFocus?: boolean
  readonly isLabelHidden?: boolean
  readonly className?: string
}

export function SearchField({
  label,
  value,
  onChange,
  onBlur,
  onEscapeWhenEmpty,
  error,
  name,
  placeholder,
  autoFocus,
  isLabelHidden,
  className
}: SearchFieldProps) {
  // react-aria clears a non-empty field on Escape and lets the key through
  // only when the field is already empty; that is when the caller may close.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && value === "") onEscapeWhenEmpty?.()
  }
  return (
    <AriaSearchField
      className={["react-aria-SearchField", fieldRoot, className].filter(Boolean).join(" ")}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      name={name}
      autoFocus={autoFocus}
      isInvalid={error !== null}
      validationBehavior="aria"
    >
      <Label className={isLabelHidden ? visuallyHidden : labelClass.light}>{label}</Label>
      <div className={inputRow}>
        <SearchIcon size={18} />
        <Input className={inputClass} placeholder={placeholder} />
        <AriaButton className={clearButton}>
          <CloseIcon size={16} />
        </AriaButton>
      </div>
      <FieldError className={errorClass.light}>{error}</FieldError>
    </AriaSearchField>
  )
}
