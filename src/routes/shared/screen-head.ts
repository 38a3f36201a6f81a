/**
 * A screen's head in the screen's own words: its title (made
 * into the document title here), a description, its canonical path and
 * schema.org data once its data is known. Null until then: the route's
 * title stays.
 */
import { type PageHead, usePageHead } from "../../ui/shared/page-data.tsx"
import { documentTitle } from "./document-title.ts"

export type ScreenHead = PageHead

export function useScreenHead(head: ScreenHead | null): void {
  usePageHead(head === null ? null : { ...head, title: documentTitle(head.title) })
}

/** The document's title only, once it is known (null leaves the route's title). */
export function useScreenTitle(title: string | null): void {
  useScreenHead(title === null ? null : { title })
}
