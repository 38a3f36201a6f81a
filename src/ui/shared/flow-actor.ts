/**
 * How a screen starts its own actor: `useFlowActor(logic, options)` is
 * `useActorRef` with the app's inspector added, so in a
 * development build every screen's actor shows in the live machine viewer
 * (/dev/machines) like the app-wide ones. A test (test/arch/flow-actors)
 * keeps `useActorRef` out of every other file.
 *
 * The `flows` area is built by the composition root: the inspector, or
 * none in a production build.
 */
import { useActorRef } from "@xstate/react"
import type { Actor, AnyActorLogic, InspectionEvent } from "xstate"
import { useArea } from "./areas.tsx"

export interface FlowArea {
  readonly inspect: ((event: InspectionEvent) => void) | undefined
}

declare module "./areas.tsx" {
  interface Areas {
    readonly flows: FlowArea
  }
}

/** useActorRef's own options for this logic (input required when the logic needs one), so callers are checked the same. */
type OptionsOf<TLogic extends AnyActorLogic> = Parameters<typeof useActorRef<TLogic>> extends [unknown, ...infer Rest] ? Rest : never

export function useFlowActor<TLogic extends AnyActorLogic>(logic: TLogic, ...options: OptionsOf<TLogic>): Actor<TLogic> {
  const { inspect } = useArea("flows")
  const given = options[0] as object | undefined
  // The caller's options were checked against OptionsOf above; adding `inspect` keeps them valid, but
  // TypeScript cannot follow a spread through useActorRef's conditional rest parameter, hence the cast.
  // Read once, when the actor is created (like every option of useActorRef).
  return useActorRef(logic, inspect === undefined ? given : ({ ...given, inspect } as never))
}
