/**
 * An admin screen's own change actor: started from the logic the
 * composition root provided, stopped when the screen unmounts, with the
 * server's refusal and field issues read from its snapshot and `onSaved`
 * called with the answer of each success. Every admin form uses this one.
 */
import { useSelector } from "@xstate/react"
import { useCallback, useEffect, useRef } from "react"
import { type AdminChangeLogic, changeFailure, issueFor, isSaving } from "../../machines/admin/admin-change.machine.ts"
import { useFlowActor } from "../shared/flow-actor.ts"

export interface ChangeView<R> {
  readonly saving: boolean
  /** The server's sentence for the last refusal, or null. */
  readonly failure: string | null
  /** The server's message for one field, or null. */
  readonly issue: (field: string) => string | null
  readonly submit: (request: R) => void
  readonly dismiss: () => void
}

export function useAdminChange<R, A>(logic: AdminChangeLogic<R, A>, onSaved?: (answer: A, request: R) => void): ChangeView<R> {
  const actor = useFlowActor(logic)
  const snapshot = useSelector(actor, (s) => s)
  const saved = useRef(onSaved)
  saved.current = onSaved
  useEffect(() => {
    const subscription = actor.on("saved", (event) => saved.current?.(event.answer as A, event.request as R))
    return () => subscription.unsubscribe()
  }, [actor])
  const submit = useCallback((request: R) => actor.send({ type: "SUBMIT", request }), [actor])
  const dismiss = useCallback(() => actor.send({ type: "DISMISS" }), [actor])
  return {
    saving: isSaving(snapshot),
    failure: changeFailure(snapshot),
    issue: (field) => issueFor(snapshot, field),
    submit,
    dismiss
  }
}
