/**
 * A form's `validate` actor: its Schema in the contract asked for each
 * field's message (src/api/shared/form-schema.ts). The schema's module, and Effect
 * with it, load with the first check (a keystroke, a field left, a submit),
 * never with the page: the footer's newsletter form is on every first page.
 */
import { fromPromise, type PromiseActorLogic } from "xstate"
import type { FieldMessages, FormSchema } from "../../api/shared/form-schema.ts"
import { loadChunk } from "./lazy-route.ts"

export const fromFormSchema = <V extends Readonly<Record<string, unknown>>>(
  schema: () => Promise<FormSchema>,
  fields?: ReadonlyArray<keyof V & string>
): PromiseActorLogic<FieldMessages, V> =>
  fromPromise<FieldMessages, V>(async ({ input }) => {
    const [{ formMessages }, form] = await Promise.all([loadChunk(() => import("../../api/shared/form-schema.ts")), loadChunk(schema)])
    return formMessages(form, fields)(input)
  })
