/**
 * The test screen's reading of its attempt actor, through narrow selectors
 * (src/machines/attempt/attempt-view.ts): the view, compared field by field;
 * the palette, remembered by its inputs; and the save queue's unsent count.
 * None of them changes when the clock ticks, so the screen does not
 * re-render once a second — only `useRemainingSeconds`' readers (the timer)
 * do.
 */
import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import type { attemptMachine } from "../../machines/attempt/attempt.machine.ts"
import {
  type AttemptView,
  type PaletteSection,
  sameAttemptView,
  selectAttemptView,
  selectPalette,
  selectRemainingSeconds,
  selectUnsentCount
} from "../../machines/attempt/attempt-view.ts"
import type { saveQueueMachine } from "../../machines/attempt/save-queue.machine.ts"

export type AttemptActor = ActorRefFrom<typeof attemptMachine>

type QueueActor = ActorRefFrom<typeof saveQueueMachine>

export interface AttemptScreenView extends AttemptView {
  readonly palette: ReadonlyArray<PaletteSection>
  /** Changes not yet confirmed by the server. */
  readonly unsent: number
}

export function useAttemptView(actor: AttemptActor): AttemptScreenView {
  const view = useSelector(actor, selectAttemptView, sameAttemptView)
  const queueActor = useSelector(actor, (snapshot) => snapshot.children.saveQueue as QueueActor | undefined)
  const queue = useSelector(queueActor, (snapshot) => snapshot)
  const palette = useSelector(actor, (snapshot) => selectPalette(snapshot, queue))
  return { ...view, palette, unsent: selectUnsentCount(queue) }
}

/** The clock, for the timer alone. */
export const useRemainingSeconds = (actor: AttemptActor): number => useSelector(actor, selectRemainingSeconds)
