/** Sets document.title to what is on view once it is known (null keeps the route's title). */
import { useEffect } from "react"
import { documentTitle } from "../shared/document-title.ts"

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = documentTitle(title)
  }, [title])
}
