/**
 * A screen's <h1>. After a client-side navigation it takes focus, so a
 * screen-reader or keyboard user starts reading the new screen from its
 * title instead of being left on the link they pressed (or on <body>).
 * On the first page load focus stays where the browser put it.
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react"

/** True once the app has moved from one screen to another. */
export const RouteFocusContext = createContext(false)

export function PageHeading({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const afterNavigation = useContext(RouteFocusContext)
  useEffect(() => {
    if (afterNavigation) ref.current?.focus({ preventScroll: false })
  }, [afterNavigation])
  return (
    <h1 ref={ref} tabIndex={-1} id="page-title" className={className}>
      {children}
    </h1>
  )
}
