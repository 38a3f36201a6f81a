/**
 * A labelled single choice from a list (react-aria's Select: a button that
 * opens a listbox; arrow keys, type-ahead and Escape work as a native
 * select's, and the hidden native select keeps forms readable). As with the
 * text fields, validity is the owning machine's: `error` is what it says
 * is visible.
 */
import { css } from "goober"
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text, type Key } from "react-aria-components"
import { color, font, radius, shadow, space, zIndex } from "../tokens.ts"
import { descriptionClass, errorClass, fieldRoot, inputClass, labelClass } from "./field-styles.ts"

export interface SelectOption {
  readonly id: string
  readonly label: string
}

export interface SelectFieldProps {
  readonly label: string
  readonly options: ReadonlyArray<SelectOption>
  /** The chosen option's id, or null for none yet (the placeholder shows). */
  readonly value: string | null
  readonly onChange: (id: string) => void
  readonly error?: string | null
  readonly description?: string
  readonly placeholder?: string
  readonly isRequired?: boolean
  readonly isDisabled?: boolean
  readonly name?: string
  readonly className?: string
}

const trigger = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  text-align: left;
  cursor: pointer;
  & [data-placeholder] { color: ${color.textMuted}; }
`

const chevron = css`
  flex: none;
  width: 0;
  height: 0;
  border-left: 5px solid transparent;
  border-right: 5px solid transparent;
  border-top: 6px solid ${color.textMuted};
`

const popover = css`
  min-width: var(--trigger-width);
  max-height: 320px;
  overflow: auto;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  z-index: ${zIndex.popover};
`

const listBox = css`
  outline: none;
  padding: ${space.xs};
`

const option = css`
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  color: ${color.text};
  font-size: ${font.size.md};
  cursor: pointer;
  outline: none;
  &[data-focused] { background: ${color.brandTint}; color: ${color.brand}; }
  &[data-selected] { font-weight: ${font.weight.semibold}; }
`

export function SelectField({
  label,
  options,
  value,
  onChange,
  error = null,
  description,
  placeholder = "Choose…",
  isRequired,
  isDisabled,
  name,
  className
}: SelectFieldProps) {
  return (
    <Select
      className={[fieldRoot, className].filter(Boolean).join(" ")}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(String(key))
      }}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={error !== null}
      validationBehavior="aria"
      name={name}
    >
      <Label className={labelClass.light}>{label}</Label>
      <Button className={`${inputClass} ${trigger}`}>
        <SelectValue />
        <span className={chevron} aria-hidden="true" />
      </Button>
      {description ? (
        <Text slot="description" className={descriptionClass.light}>
          {description}
        </Text>
      ) : null}
      <FieldError className={errorClass.light}>{error}</FieldError>
      <Popover className={popover} placement="bottom start" offset={4}>
        <ListBox className={listBox} items={options}>
          {(item) => (
            <ListBoxItem id={item.id} className={option} textValue={item.label}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
