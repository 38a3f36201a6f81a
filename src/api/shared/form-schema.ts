/**
 * A form's one Schema, read by both sides: the browser asks it for each
 * field's message as the learner types (`formMessages`), the server for the
 * first problem of a request before acting on it (`firstProblem`). A form is
 * a `Schema.Struct` of its fields, each with its checks and their messages,
 * plus checks across fields (a confirmation) on the struct.
 *
 * Each field is judged on its own, and the checks across fields even when a
 * field fails: a learner sees every problem as they go, not one after the
 * other (a struct's own checks run only once all its fields pass).
 */
import { Exit, Schema, type SchemaAST, SchemaIssue } from "effect"

export type FormFields = Schema.Struct.Fields
export type FormSchema = Schema.Struct<FormFields>

export type FieldMessages = Readonly<Record<string, string | null>>

export interface FieldProblem {
  readonly path: string
  readonly message: string
}

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

const problemsOf = <A>(exit: Exit.Exit<A, Schema.SchemaError>): ReadonlyArray<FieldProblem> =>
  Exit.isSuccess(exit)
    ? []
    : exit.cause.reasons.flatMap((reason) =>
        reason._tag === "Fail"
          ? formatter(reason.error.issue).issues.map((issue) => ({
              path: (issue.path ?? []).map((key) => String(typeof key === "object" ? key.key : key)).join("."),
              message: issue.message
            }))
          : []
      )

/** The checks across fields, run on the values alone (the fields' own checks are judged one by one). */
const acrossFields = (form: FormSchema): Schema.Codec<unknown> | null => {
  const checks = form.ast.checks
  return checks === undefined ? null : Schema.Unknown.check(...(checks as unknown as [SchemaAST.Check<unknown>, ...Array<SchemaAST.Check<unknown>>]))
}

/** A field's schema as the decoder sees it (the form's fields are plain strings and their checks: no services). */
const decoderOf = (schema: unknown): Schema.Codec<unknown> => schema as unknown as Schema.Codec<unknown>

/** The message of each of `fields` (all the form's by default) for these values, null when fine. */
export const formMessages = (form: FormSchema, fields: ReadonlyArray<string> = Object.keys(form.fields)) => {
  const across = acrossFields(form)
  return (values: Readonly<Record<string, unknown>>): FieldMessages => {
    const acrossProblems = across === null ? [] : problemsOf(Schema.decodeUnknownExit(across)(values))
    return Object.fromEntries(
      fields.map((field) => {
        const schema = form.fields[field]
        const own = schema === undefined ? [] : problemsOf(Schema.decodeUnknownExit(decoderOf(schema))(values[field]))
        return [field, own[0]?.message ?? acrossProblems.find((problem) => problem.path === field)?.message ?? null]
      })
    )
  }
}

/** The first problem of `fields`, in the form's order (what a refused request names), or null. */
export const firstProblem = (form: FormSchema, fields: ReadonlyArray<string> = Object.keys(form.fields)) => {
  const messages = formMessages(form, fields)
  return (values: Readonly<Record<string, unknown>>): FieldProblem | null => {
    const found = Object.entries(messages(values)).find(([, message]) => message !== null)
    return found === undefined || found[1] === null ? null : { path: found[0], message: found[1] }
  }
}

/** A string field: its checks, each a test and its message, in order; the first that fails is the message. */
export const checkedText = (...checks: ReadonlyArray<readonly [(value: string) => boolean, string]>) =>
  Schema.String.check(
    Schema.makeFilter((value: string) => {
      const failed = checks.find(([test]) => !test(value))
      return failed === undefined ? undefined : failed[1]
    })
  )

/** A check across two fields: `field` must equal `other` (a confirmation), and not be empty. */
export const sameAs = (field: string, other: string, message: string) =>
  Schema.makeFilter((values: Readonly<Record<string, unknown>>) =>
    values[field] === values[other] && values[field] !== "" ? undefined : { path: [field], issue: message }
  )

/** One field's first message for a value, null when fine (a server check of a lone field). */
export const fieldMessage = (field: Schema.Top) => {
  const decode = Schema.decodeUnknownExit(decoderOf(field))
  return (value: unknown): string | null => problemsOf(decode(value))[0]?.message ?? null
}
