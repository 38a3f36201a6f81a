/**
 * What a screen reads from a form actor (src/machines/shared/form.machine.ts):
 * the values, the messages showing under `fields`, whether it is busy, and
 * how many submits its checks refused (to move focus to the first message).
 */
import { useSelector } from "@xstate/react"
import { type RefObject, useEffect } from "react"
import type { Actor } from "xstate"
import {
  type FormLogic,
  type FormSnapshot,
  type FormValues,
  isFormBusy,
  selectRefusals,
  type TypedFormSnapshot,
  visibleMessages
} from "../../machines/shared/form.machine.ts"

const sameMessages = <F extends string>(a: Readonly<Record<F, string | null>>, b: Readonly<Record<F, string | null>>): boolean =>
  Object.keys(a).every((field) => a[field as F] === b[field as F])

export const useForm = <V extends FormValues, O>(actor: Actor<FormLogic<V, O>>, fields: ReadonlyArray<keyof V & string>) => {
  const values = useSelector(actor, (snapshot: FormSnapshot) => (snapshot as TypedFormSnapshot<V>).context.values)
  const errors = useSelector(actor, (snapshot: FormSnapshot) => visibleMessages(snapshot, fields), sameMessages)
  const pending = useSelector(actor, isFormBusy)
  const refusals = useSelector(actor, selectRefusals)
  return { values, errors, pending, refusals }
}

/**
 * Moves focus to the first field showing a message each time the checks
 * refuse a submit (they answer after the submit: they load with the first
 * check), after the press that submitted has finished.
 */
export const useFocusOnRefusal = (form: RefObject<HTMLFormElement | null>, refusals: number, firstInvalid: () => string | null): void => {
  // Runs when a refusal is counted, not when the callback changes.
  useEffect(() => {
    if (refusals === 0) return
    const name = firstInvalid()
    if (name !== null) setTimeout(() => form.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus(), 0)
  }, [refusals])
}
