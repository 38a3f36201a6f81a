/**
 * What every account form machine shares: which fields were touched, and
 * which messages are visible (spec §5: under a field only once it is touched
 * and has an error; validation runs on change and on blur). Messages are
 * derived from the values each time, never stored, so they cannot go stale.
 */

export type Touched<F extends string> = Readonly<Record<F, boolean>>
export type FieldErrors<F extends string> = Readonly<Record<F, string | null>>

export const untouched = <F extends string>(fields: ReadonlyArray<F>): Touched<F> =>
  Object.fromEntries(fields.map((field) => [field, false])) as Record<F, boolean>

export const allTouched = <F extends string>(fields: ReadonlyArray<F>): Touched<F> =>
  Object.fromEntries(fields.map((field) => [field, true])) as Record<F, boolean>

export const hasErrors = <F extends string>(errors: FieldErrors<F>): boolean =>
  Object.values<string | null>(errors).some((error) => error !== null)

/** The errors to show: only those of touched fields. */
export const visibleErrors = <F extends string>(errors: FieldErrors<F>, touched: Touched<F>): FieldErrors<F> =>
  Object.fromEntries(Object.entries<string | null>(errors).map(([field, error]) =>
    [field, touched[field as F] ? error : null])) as Record<F, string | null>

/** The ApiFailure fields a machine reads from a rejected call (the bridge rejects with the failure itself). */
export const failureReason = (error: unknown): string | null =>
  typeof error === "object" && error !== null && "reason" in error && typeof error.reason === "string" ? error.reason : null
