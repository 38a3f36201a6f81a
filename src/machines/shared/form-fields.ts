/**
 * What the form machines share: their field bookkeeping (a value changed, a
 * field touched, every field touched by a refused submit, the server's
 * messages), and which messages are visible (spec §5: under a field only once
 * it is touched and has an error; validation runs on change and on blur).
 * Messages are derived from the values each time, never stored, so they
 * cannot go stale.
 */

export type Touched<F extends string> = Readonly<Record<F, boolean>>
export type FieldErrors<F extends string> = Readonly<Record<F, string | null>>

export const untouched = <F extends string>(fields: ReadonlyArray<F>): Touched<F> =>
  Object.fromEntries(fields.map((field) => [field, false])) as Record<F, boolean>

export const allTouched = <F extends string>(fields: ReadonlyArray<F>): Touched<F> =>
  Object.fromEntries(fields.map((field) => [field, true])) as Record<F, boolean>

export const hasErrors = <F extends string>(errors: FieldErrors<F>): boolean => Object.values<string | null>(errors).some((error) => error !== null)

/** The errors to show: only those of touched fields. */
export const visibleErrors = <F extends string>(errors: FieldErrors<F>, touched: Touched<F>): FieldErrors<F> =>
  Object.fromEntries(Object.entries<string | null>(errors).map(([field, error]) => [field, touched[field as F] ? error : null])) as Record<F, string | null>

/** The ApiFailure fields a machine reads from a rejected call (the bridge rejects with the failure itself). */
export const failureReason = (error: unknown): string | null =>
  typeof error === "object" && error !== null && "reason" in error && typeof error.reason === "string" ? error.reason : null

/** The server's final no (409, 404, 403): asking again gets the same answer, unlike a call that got none. */
export const isRefusal = (error: unknown): boolean => {
  const reason = failureReason(error)
  return reason === "Conflict" || reason === "NotFound" || reason === "Forbidden"
}

/** What the field updates read and write: a form's values and which of its fields were touched. */
export interface FieldsContext<F extends string> {
  readonly values: Readonly<Record<F, string>>
  readonly touched: Touched<F>
}

/** A form that also keeps the server's message for a field until that field changes. */
export interface ServerCheckedContext<F extends string> extends FieldsContext<F> {
  readonly serverErrors: FieldErrors<F>
}

export interface FieldChange<F extends string> {
  readonly field: F
  readonly value: string
}

/** What the screen sends a form: a field's new value, a field left, the submit. */
export type FieldEvent<F extends string> =
  | { readonly type: "CHANGE"; readonly field: F; readonly value: string }
  | { readonly type: "BLUR"; readonly field: F }
  | { readonly type: "SUBMIT" }

type ValueField<C extends Pick<FieldsContext<string>, "values">> = keyof C["values"] & string
type TouchField<C extends Pick<FieldsContext<string>, "touched">> = keyof C["touched"] & string
type Values<C extends Pick<FieldsContext<string>, "values">> = Readonly<Record<ValueField<C>, string>>

/** The record with one field's value replaced. */
const withField = <F extends string, V>(record: Readonly<Record<F, V>>, field: F, value: V): Readonly<Record<F, V>> => ({ ...record, [field]: value })

/*
 * The CHANGE / BLUR / refused-SUBMIT bookkeeping, written once. Each machine
 * wraps these updates in `assign` in its own `setup({ actions })`:
 *
 *   const fields = fieldUpdates<SignInContext>(FIELDS)
 *   …actions: { change: assign(fields.change), touch: assign(fields.touch), touchAll: assign(fields.touchAll) }
 *
 * rather than taking ready-made assign actions from here. XState types an
 * action by the machine's whole context and events (invariantly, through
 * `self`), and `assign` wants a Partial of that context, which TypeScript
 * cannot check for a context it knows only as a type parameter (it would
 * accept anything). So each update names the machine's context C, for
 * `assign` to infer it from, and returns only the part it changes; every
 * `assign(...)` then checks that part against the machine's real context.
 */

/** BLUR marks one field touched; a refused SUBMIT marks them all, so every problem shows at once. */
export const touchUpdates = <C extends Pick<FieldsContext<string>, "touched">>(fields: ReadonlyArray<TouchField<C>>) => ({
  touch: ({ context }: { readonly context: C }, params: { readonly field: TouchField<C> }): { readonly touched: Touched<TouchField<C>> } => ({
    touched: withField<TouchField<C>, boolean>(context.touched, params.field, true)
  }),
  touchAll: (): { readonly touched: Touched<TouchField<C>> } => ({ touched: allTouched(fields) })
})

/** change (a field's new value), touch and touchAll, for a form of string fields. */
export const fieldUpdates = <C extends FieldsContext<string>>(fields: ReadonlyArray<TouchField<C> & ValueField<C>>) => ({
  ...touchUpdates<C>(fields),
  change: ({ context }: { readonly context: C }, params: FieldChange<ValueField<C>>): { readonly values: Values<C> } => ({
    values: withField<ValueField<C>, string>(context.values, params.field, params.value)
  })
})

/**
 * fieldUpdates for a form that shows the server's messages: a change also
 * drops the message of its field, and showServerIssues keeps those of a
 * refused call (a 400's issues) under their fields.
 */
export const serverCheckedUpdates = <C extends ServerCheckedContext<string>>(fields: ReadonlyArray<TouchField<C> & ValueField<C>>) => ({
  ...touchUpdates<C>(fields),
  change: (
    { context }: { readonly context: C },
    params: FieldChange<ValueField<C>>
  ): { readonly values: Values<C>; readonly serverErrors: FieldErrors<ValueField<C>> } => ({
    values: withField<ValueField<C>, string>(context.values, params.field, params.value),
    serverErrors: withField<ValueField<C>, string | null>(context.serverErrors, params.field, null)
  }),
  showServerIssues: (_: unknown, params: { readonly error: unknown }): { readonly serverErrors: FieldErrors<ValueField<C>> } => ({
    serverErrors: issueMessages(fields, params.error)
  })
})

interface Issue {
  readonly path: string
  readonly message: string
}

const isIssue = (value: unknown): value is Issue =>
  typeof value === "object" && value !== null && "path" in value && typeof value.path === "string" && "message" in value && typeof value.message === "string"

/** The server's message for each field, from the issues of a rejected call (a 400), or null. */
export const issueMessages = <F extends string>(fields: ReadonlyArray<F>, error: unknown): FieldErrors<F> => {
  const issues = typeof error === "object" && error !== null && "issues" in error && Array.isArray(error.issues) ? error.issues.filter(isIssue) : []
  return Object.fromEntries(fields.map((field) => [field, issues.find((issue) => issue.path === field)?.message ?? null])) as Record<F, string | null>
}
