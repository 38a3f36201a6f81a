/**
 * The card form: number (shown in the card's digit groups, with
 * the brand's logo as soon as the digits tell it), expiry MM / YY, security
 * code and the name on the card, and Pay.
 *
 * The values stay in this component's state: the checkout machine receives
 * the card only inside the PAY event, straight into its `pay` actor, so no
 * snapshot ever holds it. A field's error shows once the field is left and
 * follows each change after (`shownCardErrors`); Pay checks every field
 * (errors under each, focus on the first one wrong); while a payment is
 * under way it is disabled, and the machine ignores a second PAY anyway
 * (one order).
 */
import { useRef, useState } from "react"
import { FieldError, Form, Input, Label, TextField } from "react-aria-components"
import { formatExpiry } from "../../domain/cart/card-fields.ts"
import type { CardFields } from "../../domain/cart/card-fields.ts"
import { formatCents } from "../../domain/cart/money.ts"
import { Button } from "../shared/primitives/button.tsx"
import { errorClass, fieldRoot, inputClass, labelClass } from "../shared/primitives/field-styles.ts"
import { CardLogo } from "./card-logos.tsx"
import {
  BRAND_NAMES,
  brandOf,
  type CardField,
  cardErrors,
  cardFieldsOf,
  type CardForm as CardFormValues,
  EMPTY_CARD_FORM,
  formatCardNumber,
  shownCardErrors
} from "./card-rules.ts"
import { formRow, formStack, fullWidth, muted } from "./cart-styles.ts"

const ORDER: ReadonlyArray<CardField> = ["number", "expiry", "cvc", "name"]

function CardInput({
  label,
  value,
  error,
  onChange,
  onBlur,
  inputRef,
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  name,
  adornment,
  autoFocus
}: {
  readonly label: string
  readonly value: string
  readonly error: string | undefined
  readonly onChange: (value: string) => void
  readonly onBlur: () => void
  readonly inputRef: (element: HTMLInputElement | null) => void
  readonly autoComplete: string
  readonly inputMode?: "numeric" | "text"
  readonly placeholder?: string
  readonly maxLength?: number
  readonly name: string
  readonly adornment?: React.ReactNode
  readonly autoFocus?: boolean
}) {
  return (
    <TextField className={fieldRoot} value={value} onChange={onChange} onBlur={onBlur} isInvalid={error !== undefined} validationBehavior="aria" name={name}>
      <Label className={labelClass.light}>{label}</Label>
      <div style={{ display: "flex", gap: "8px", alignItems: "center" }}>
        <Input
          ref={inputRef}
          className={inputClass}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          maxLength={maxLength}
          spellCheck={false}
          autoFocus={autoFocus}
        />
        {adornment}
      </div>
      <FieldError className={errorClass.light}>{error}</FieldError>
    </TextField>
  )
}

export function CardForm({
  totalCents,
  isPaying,
  canPay,
  onPay
}: {
  readonly totalCents: number
  readonly isPaying: boolean
  /** False while the quote is renewed or the 3-D Secure step is open. */
  readonly canPay: boolean
  readonly onPay: (card: CardFields) => void
}) {
  const [form, setForm] = useState<CardFormValues>(EMPTY_CARD_FORM)
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(new Set())
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({})
  const brand = brandOf(form.number)
  const errors = shownCardErrors(form, touched)

  const set = (field: CardField, value: string) => setForm((current) => ({ ...current, [field]: value }))
  const touch = (field: CardField) => setTouched((current) => (current.has(field) ? current : new Set([...current, field])))

  const submit = () => {
    if (isPaying || !canPay) return
    setTouched(new Set(ORDER))
    const found = cardErrors(form)
    const first = ORDER.find((field) => found[field] !== undefined)
    if (first !== undefined) {
      inputs.current[first]?.focus()
      return
    }
    onPay(cardFieldsOf(form))
  }

  return (
    <Form
      aria-label="Card details"
      validationBehavior="aria"
      className={formStack}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <CardInput
        label="Card number"
        name="cardnumber"
        value={form.number}
        error={errors.number}
        onBlur={() => touch("number")}
        onChange={(value) => set("number", formatCardNumber(value))}
        inputRef={(element) => {
          inputs.current.number = element
        }}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        // Checkout revealed the form in place of its own button: focus goes on to the first field.
        autoFocus
        adornment={brand === null ? null : <CardLogo brand={brand} label={BRAND_NAMES[brand]} />}
      />
      <div className={formRow}>
        <CardInput
          label="Expiry (MM / YY)"
          name="cc-exp"
          value={form.expiry}
          error={errors.expiry}
          onBlur={() => touch("expiry")}
          onChange={(value) => set("expiry", formatExpiry(value))}
          inputRef={(element) => {
            inputs.current.expiry = element
          }}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / YY"
          maxLength={7}
        />
        <CardInput
          label="Security code"
          name="cvc"
          value={form.cvc}
          error={errors.cvc}
          onBlur={() => touch("cvc")}
          onChange={(value) => set("cvc", value.replace(/\D/g, "").slice(0, 4))}
          inputRef={(element) => {
            inputs.current.cvc = element
          }}
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder={brand === "american-express" ? "4 digits" : "3 digits"}
          maxLength={4}
        />
      </div>
      <CardInput
        label="Name on the card"
        name="ccname"
        value={form.name}
        error={errors.name}
        onBlur={() => touch("name")}
        onChange={(value) => set("name", value)}
        inputRef={(element) => {
          inputs.current.name = element
        }}
        autoComplete="cc-name"
      />
      <p className={muted}>We accept Visa, Mastercard and American Express. Only the brand and the last four digits are kept.</p>
      <Button type="submit" className={fullWidth} isDisabled={isPaying || !canPay}>
        {isPaying ? "Paying…" : `Pay ${formatCents(totalCents)}`}
      </Button>
    </Form>
  )
}
