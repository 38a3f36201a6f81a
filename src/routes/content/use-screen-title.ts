/**
 * document.title from what a screen loaded (a post's or a page's own title),
 * once it is known; until then the route's title, set by the app, stays.
 */
import { useEffect } from "react"
import { documentTitle } from "../shared/document-title.ts"

export function useScreenTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = documentTitle(title)
  }, [title])
}
