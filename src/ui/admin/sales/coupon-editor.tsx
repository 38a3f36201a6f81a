/**
 * /admin/coupons/new and /admin/coupons/<id>: the coupon form (code, type,
 * discount, minimum amount, cap, start and end days, limit of uses) and, for
 * a stored coupon, its state and usage so far and the Disable / Enable
 * switch. The form reads its fields with the domain's rules (the same
 * sentences as the server's) before sending; the server judges again and
 * its issues show beside the fields.
 */
import { useState } from "react"
import { useLocation } from "wouter"
import type { AdminCoupon } from "../../../api/admin/admin-sales.ts"
import {
  COUPON_STATE_LABELS,
  COUPON_TYPE_NAMES,
  type CouponFormFields,
  type CouponIssue,
  couponDraftOf,
  couponFormOf,
  couponTermsLine,
  couponUsesLine,
  isCouponType,
  isPercentType
} from "../../../domain/admin/coupon-rules.ts"
import { money, salesPaths, timeText } from "../../../domain/admin/sales-views.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { factsOf } from "../../shared/primitives/facts-styles.ts"
import { Link } from "../../shared/primitives/link.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { SelectField } from "../../shared/primitives/select-field.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { actionsRow, mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { backLink, failureClass, fullWidth, gridForm, headRow, sectionStack } from "./sales-styles.ts"
import { useSalesMachines } from "./use-sales-machines.ts"
import { useAdminChange } from "../use-admin-change.ts"
import { UserText } from "../../shared/primitives/user-text.tsx"

const facts = factsOf("11rem")

const TYPE_OPTIONS = COUPON_TYPE_NAMES.map((type) => ({ id: type, label: type }))

function CouponForm({
  coupon,
  today,
  onSaved
}: {
  readonly coupon: AdminCoupon | null
  readonly today: string
  readonly onSaved: (saved: AdminCoupon) => void
}) {
  const machines = useSalesMachines()
  const [fields, setFields] = useState<CouponFormFields>(couponFormOf(coupon, today))
  const [local, setLocal] = useState<ReadonlyArray<CouponIssue>>([])
  const save = useAdminChange(machines.saveCoupon, (answer) => onSaved(answer.data))
  const set = (field: keyof CouponFormFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }))
    setLocal((current) => current.filter((issue) => issue.path !== field))
  }
  const issue = (field: keyof CouponFormFields) => local.find((each) => each.path === field)?.message ?? save.issue(field)
  const type = isCouponType(fields.couponType) ? fields.couponType : "FLAT PERCENT"
  const percent = isPercentType(type)
  return (
    <form
      className={gridForm}
      aria-label={coupon === null ? "New coupon" : `Edit coupon ${coupon.code}`}
      onSubmit={(event) => {
        event.preventDefault()
        const { draft, issues } = couponDraftOf(fields)
        setLocal(issues)
        if (issues.length === 0) save.submit({ id: coupon?._id ?? null, draft })
      }}
    >
      <TextField
        label="Code"
        description="3 to 32 letters, digits, dashes or underscores. Learners may type it in any letter case."
        value={fields.code}
        onChange={set("code")}
        error={issue("code")}
        isRequired
      />
      <SelectField label="Type" options={TYPE_OPTIONS} value={fields.couponType} onChange={set("couponType")} error={issue("couponType")} isRequired />
      <TextField
        label={percent ? "Discount (percent)" : "Discount (dollars)"}
        description={percent ? "A whole percent from 1 to 100." : "The amount taken off, e.g. 5 or 7.50."}
        value={fields.discount}
        onChange={set("discount")}
        error={issue("discount")}
        isRequired
      />
      <TextField
        label="Minimum order (dollars)"
        description="The coupon applies to orders of at least this much; 0 for any order."
        value={fields.minAmount}
        onChange={set("minAmount")}
        error={issue("minAmount")}
      />
      <TextField
        label="Cap (dollars)"
        description={type === "FLAT PERCENT" ? "FLAT PERCENT has no cap: leave this empty." : "The most the coupon takes off (disUpto)."}
        value={fields.disUpto}
        onChange={set("disUpto")}
        error={issue("disUpto")}
        isRequired={type !== "FLAT PERCENT"}
      />
      <TextField
        label="Limit of uses"
        description="How many orders in all may use it; empty for no limit. Each learner can use a coupon once."
        value={fields.usageLimit}
        onChange={set("usageLimit")}
        error={issue("usageLimit")}
      />
      <TextField
        label="Starts on"
        description="YYYY-MM-DD (UTC): usable from the start of this day."
        placeholder="YYYY-MM-DD"
        value={fields.validFrom}
        onChange={set("validFrom")}
        error={issue("validFrom")}
        isRequired
      />
      <TextField
        label="Usable until (not including)"
        description="YYYY-MM-DD (UTC): the first day it no longer works. Empty for no end."
        placeholder="YYYY-MM-DD"
        value={fields.validUntil}
        onChange={set("validUntil")}
        error={issue("validUntil")}
      />
      {save.failure !== null ? (
        <p className={`${failureClass} ${fullWidth}`} role="alert">
          {save.failure}
        </p>
      ) : null}
      <div className={`${actionsRow} ${fullWidth}`}>
        <SubmitButton isDisabled={save.saving}>{save.saving ? "Saving…" : coupon === null ? "Create coupon" : "Save coupon"}</SubmitButton>
      </div>
    </form>
  )
}

function CouponStatus({ coupon, onChanged }: { readonly coupon: AdminCoupon; readonly onChanged: () => void }) {
  const change = useAdminChange(useSalesMachines().switchCoupon, onChanged)
  return (
    <section className={sectionStack} aria-labelledby="coupon-status">
      <h2 id="coupon-status">{COUPON_STATE_LABELS[coupon.state]}</h2>
      <p>
        {coupon.couponType}: {couponTermsLine(coupon)}
      </p>
      <dl className={facts}>
        <div>
          <dt>Uses</dt>
          <dd>{couponUsesLine(coupon.used, coupon.usageLimit)}</dd>
        </div>
        <div>
          <dt>Paid orders</dt>
          <dd>{coupon.usage.paidOrders}</dd>
        </div>
        <div>
          <dt>Discount given</dt>
          <dd>{money(coupon.usage.discountCents)}</dd>
        </div>
        <div>
          <dt>Refunded orders</dt>
          <dd>{coupon.usage.refundedOrders}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{timeText(coupon.createdAt)}</dd>
        </div>
      </dl>
      <div className={actionsRow}>
        {coupon.disabled ? (
          <Button isDisabled={change.saving} onPress={() => change.submit({ id: coupon._id, disabled: false })}>
            Enable coupon
          </Button>
        ) : (
          <Button variant="secondary" isDisabled={change.saving} onPress={() => change.submit({ id: coupon._id, disabled: true })}>
            Disable coupon
          </Button>
        )}
      </div>
      <p className={mutedText}>
        {coupon.disabled
          ? "Disabled: the cart refuses this code. Its dates, limit and uses are kept."
          : "Disabling stops the code working in the cart at once, and keeps its dates, limit and uses."}
      </p>
      {change.failure !== null ? (
        <p className={failureClass} role="alert">
          {change.failure}
        </p>
      ) : null}
    </section>
  )
}

function StoredCoupon({ id, title, today }: { readonly id: string; readonly title: string; readonly today: string }) {
  const { actor, snapshot } = useResource(useSalesMachines().coupon, id)
  const coupon = snapshot.context.data
  if (snapshot.matches("loading") && coupon === null) return <Spinner label="Loading the coupon" />
  if (snapshot.matches("notFound")) return <p role="alert">No coupon has this address. It may have been removed.</p>
  if (coupon === null) return <LoadFailed what="This coupon" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
  const reload = () => actor.send({ type: "LOAD", request: id })
  return (
    <>
      <div className={headRow}>
        <PageHeading>
          {title}: <UserText>{coupon.code}</UserText>
        </PageHeading>
      </div>
      <CouponStatus coupon={coupon} onChanged={reload} />
      <section className={sectionStack} aria-labelledby="coupon-terms">
        <h2 id="coupon-terms">Terms</h2>
        <CouponForm
          key={JSON.stringify([
            coupon.code,
            coupon.couponType,
            coupon.discount,
            coupon.validFrom,
            coupon.validUntil,
            coupon.usageLimit,
            coupon.minAmount,
            coupon.disUpto
          ])}
          coupon={coupon}
          today={today}
          onSaved={reload}
        />
      </section>
    </>
  )
}

export function CouponEditor({ id, title, today }: { readonly id: string | null; readonly title: string; readonly today: string }) {
  const [, navigate] = useLocation()
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <Link className={backLink} href={salesPaths.coupons()}>
        ← All coupons
      </Link>
      {id === null ? (
        <>
          <PageHeading>{title}: a new coupon</PageHeading>
          <p className={mutedText}>Learners type the code in the cart; the server prices every order with it.</p>
          <CouponForm coupon={null} today={today} onSaved={(saved) => navigate(salesPaths.coupon(saved._id), { replace: true })} />
        </>
      ) : (
        <StoredCoupon id={id} title={title} today={today} />
      )}
    </section>
  )
}
