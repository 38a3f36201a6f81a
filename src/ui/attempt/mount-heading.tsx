/**
 * The test screen's <h1>: like PageHeading it takes focus when the learner
 * arrived by a client-side navigation, but only when the screen mounts — the
 * test screen's address changes with every question, and focus must stay on
 * the control the learner pressed (Next, an option) rather than jump back
 * to the title.
 */
import { useContext, useEffect, useRef, useState, type ReactNode } from "react"
import { RouteFocusContext } from "../shared/primitives/page-heading.tsx"

export function MountHeading({ children }: { readonly children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const [afterNavigation] = useState(useContext(RouteFocusContext))
  useEffect(() => {
    if (afterNavigation) ref.current?.focus({ preventScroll: false })
  }, [afterNavigation])
  return (
    <h1 ref={ref} tabIndex={-1} id="page-title">
      {children}
    </h1>
  )
}
