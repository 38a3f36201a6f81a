/**
 * The coupon field (spec §3 coupons): a code and Apply. What shows under it
 * is the server's: the applied coupon's sentence ("WELCOME10 takes 10% off:
 * you save $2.50.") or the refusal's reason, as the quote answered it. A
 * refusal takes focus back to the field so it is heard and fixed at once.
 */
import { useEffect, useRef, useState } from "react"
import { FieldError, Form, Input, Label, Text, TextField } from "react-aria-components"
import type { CouponRefusal, CouponResult } from "../../api/cart/checkout.ts"
import { Button } from "../shared/primitives/button.tsx"
import { fieldRoot, inputClass, labelClass, errorClass } from "../shared/primitives/field-styles.ts"
import { actionsRow, successText } from "./cart-styles.ts"

export function CouponField({
  applied,
  refusal,
  isDisabled,
  onApply,
  onRemove
}: {
  readonly applied: CouponResult | null
  readonly refusal: CouponRefusal | null
  readonly isDisabled: boolean
  readonly onApply: (code: string) => void
  readonly onRemove: () => void
}) {
  const [code, setCode] = useState("")
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (refusal !== null) input.current?.focus()
  }, [refusal])
  return (
    <Form
      aria-label="Coupon"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault()
        if (code.trim() !== "") onApply(code)
      }}
    >
      <TextField className={fieldRoot} value={code} onChange={setCode} isInvalid={refusal !== null} validationBehavior="aria" name="coupon">
        <Label className={labelClass.light}>Coupon code</Label>
        <div className={actionsRow}>
          <Input ref={input} className={inputClass} style={{ flex: "1 1 10rem", width: "auto" }} autoComplete="off" />
          <Button type="submit" variant="secondary" isDisabled={isDisabled || code.trim() === ""}>
            Apply
          </Button>
        </div>
        <FieldError className={errorClass.light}>{refusal?.message}</FieldError>
        {applied !== null && refusal === null ? (
          <Text slot="description" className={successText}>
            {applied.message}
          </Text>
        ) : null}
      </TextField>
      {applied !== null ? (
        <Button
          variant="quiet"
          isDisabled={isDisabled}
          onPress={() => {
            setCode("")
            onRemove()
          }}
        >
          Remove coupon {applied.code}
        </Button>
      ) : null}
    </Form>
  )
}
