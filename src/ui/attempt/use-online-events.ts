/**
 * Tells the attempt when the browser goes offline or comes back (the
 * window's online/offline events): the machine shows the banner and its save
 * queue waits, then flushes at once on ONLINE. Also when the page becomes
 * visible again, so the countdown can be re-synced with the server, and when it is
 * hidden, so the time on the question stops. The first value is the
 * machine's input (`navigator.onLine`, read by the screen at start).
 */
import { useEffect } from "react"

export const browserIsOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false

type PageEvent = { readonly type: "ONLINE" } | { readonly type: "OFFLINE" } | { readonly type: "PAGE_VISIBLE" } | { readonly type: "PAGE_HIDDEN" }

export function useOnlineEvents(send: (event: PageEvent) => void): void {
  useEffect(() => {
    const online = () => send({ type: "ONLINE" })
    const offline = () => send({ type: "OFFLINE" })
    // A hidden tab's timers are throttled: coming back, the machine asks the server for the time.
    // Hidden, the time on the question stops (time per question).
    const visible = () => send({ type: document.visibilityState === "visible" ? "PAGE_VISIBLE" : "PAGE_HIDDEN" })
    window.addEventListener("online", online)
    window.addEventListener("offline", offline)
    document.addEventListener("visibilitychange", visible)
    // A change between the screen's first render and this effect would be missed otherwise.
    send(browserIsOnline() ? { type: "ONLINE" } : { type: "OFFLINE" })
    return () => {
      window.removeEventListener("online", online)
      window.removeEventListener("offline", offline)
      document.removeEventListener("visibilitychange", visible)
    }
  }, [send])
}
