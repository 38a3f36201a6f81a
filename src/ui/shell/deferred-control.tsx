/**
 * A header control whose code is a chunk of its own, loaded on first use
 * (the mega-menu and the notification dropdown carry react-aria's
 * menus, popovers and dialogs, which a page does not need before a learner
 * reaches for them).
 *
 * Until the chunk is there the control's button is rendered as a
 * placeholder that looks the same (on the server too, so hydration
 * matches). Hovering or focusing it starts the load; when the real control
 * arrives it takes the placeholder's place — but not under the learner's
 * focus: a focused placeholder stays until it is left or pressed (moving
 * focus between two buttons while a key may already be on its way made the
 * menu open unfocused now and then). A press that came before the swap is
 * handed to the real control, which takes the focus and opens as that press
 * would have opened it (`earlyPress`, with the kind of pointer): from the
 * keyboard with its first item focused.
 *
 * A chunk that fails to load (spec §8: the connection dropped, or the shop
 * was updated) is reported by name like a route's (`ChunkLoadError`) and
 * tried again at the next use; a press that hit the failure goes to the
 * control's own page instead (`fallbackHref`: All Categories, all
 * notifications), so the header never swallows a press.
 */
import { css } from "goober"
import { type ComponentType, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react"
import { type PressEvent, setInteractionModality } from "react-aria-components"
import { useLocation } from "wouter"

/** A press on the placeholder, handed to the real control: open now, as this kind of press opens it. */
export interface EarlyPress {
  readonly pointerType: PressEvent["pointerType"]
}

/** What the real control is given: the placeholder's press, if there was one. */
export interface DeferredProps {
  readonly earlyPress: EarlyPress | null
}

/** How a press opens a menu (react-aria's rule): keyboard and screen reader on the first item, a pointer on the menu. */
export const focusOnOpen = (press: EarlyPress): "first" | undefined =>
  press.pointerType === "keyboard" || press.pointerType === "virtual" ? "first" : undefined

/** What the placeholder button is given (spread on a react-aria Button). */
export interface Wake {
  /** Hovering starts the load. */
  readonly onHoverStart: () => void
  /** So does focusing it. */
  readonly onFocus: () => void
  /** Leaving it lets the real control take its place. */
  readonly onBlur: () => void
  /** A press before the code is there, taken when react-aria's menus take it (key or mouse down, touch up). */
  readonly onPressStart: (event: PressEvent) => void
  readonly onPress: (event: PressEvent) => void
}

const contents = css`display: contents;`

/** Names a failed load like the route chunks' loader does (src/services/shared/lazy-route.ts). */
export const chunkLoadError = (what: string, error: unknown): Error => {
  const detail = error instanceof Error ? error.message : String(error)
  const failure = new Error(`${what} failed to load: ${detail}`, { cause: error })
  failure.name = "ChunkLoadError"
  return failure
}

/**
 * The control `load` brings, behind a placeholder until then. The loaded
 * component is kept for the page's life: a second mount (signing in again)
 * swaps at once.
 */
export function deferredControl<P extends DeferredProps>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const start = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        loading = null
        const failure = chunkLoadError("A header control", error)
        console.error(failure)
        throw failure
      }
    )
    return loading
  }

  return function DeferredControl({
    placeholder,
    fallbackHref,
    props
  }: {
    /** The button as it looks before the code is there. */
    readonly placeholder: (wake: Wake) => ReactNode
    /** Where a press goes when the code could not be loaded. */
    readonly fallbackHref: string
    readonly props: Omit<P, keyof DeferredProps>
  }) {
    const [, navigate] = useLocation()
    const [Real, setReal] = useState<ComponentType<P> | null>(null)
    const [earlyPress, setEarlyPress] = useState<EarlyPress | null>(null)
    const box = useRef<HTMLSpanElement>(null)
    // What the real control must take over when it arrives.
    const handOver = useRef<{ focus: boolean; press: EarlyPress | null }>({ focus: false, press: null })
    const mounted = useRef(true)

    const show = (component: ComponentType<P>) => {
      if (!mounted.current) return
      const focused = box.current?.contains(document.activeElement) === true
      // Under the learner's focus only for a press (handed over below); otherwise when the focus leaves.
      if (focused && handOver.current.press === null) return
      handOver.current.focus ||= focused
      setReal(() => component)
    }

    useEffect(() => {
      mounted.current = true
      // Already loaded (a second mount): no placeholder longer than hydration needs.
      if (loaded !== null) show(loaded)
      return () => {
        mounted.current = false
      }
    }, [])

    useLayoutEffect(() => {
      if (Real === null) return
      const { focus, press } = handOver.current
      handOver.current = { focus: false, press: null }
      // The focus first: what the control opens returns it to its button when it closes.
      if (focus || press !== null) box.current?.querySelector("button")?.focus()
      if (press !== null) {
        // Focusing from code reads as a screen reader's focus to react-aria; the press was the learner's own kind.
        setInteractionModality(press.pointerType === "keyboard" ? "keyboard" : press.pointerType === "virtual" ? "virtual" : "pointer")
        setEarlyPress(press)
      }
    }, [Real])

    if (Real !== null) {
      const realProps = { ...props, earlyPress } as P
      return (
        <span ref={box} className={contents}>
          <Real {...realProps} />
        </span>
      )
    }
    const prepare = () => void start().then(show, () => {})
    const press = (event: PressEvent) => {
      handOver.current.press = { pointerType: event.pointerType }
      start().then(show, () => {
        handOver.current.press = null
        if (mounted.current) navigate(fallbackHref)
      })
    }
    const wake: Wake = {
      onHoverStart: prepare,
      onFocus: prepare,
      onBlur: () => {
        if (loaded !== null && handOver.current.press === null) show(loaded)
      },
      onPressStart: (event) => {
        if (event.pointerType !== "touch") press(event)
      },
      onPress: (event) => {
        if (event.pointerType === "touch") press(event)
      }
    }
    return (
      <span ref={box} className={contents}>
        {placeholder(wake)}
      </span>
    )
  }
}
