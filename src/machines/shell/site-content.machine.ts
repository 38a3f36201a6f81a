/**
 * The content every page shows around the screen: the mega-menu's categories
 * and the footer's contact and social links. Both load at start, side by
 * side. A failure is only a state — the menu or footer shows less, nobody is
 * toasted — and can be retried.
 *
 * Actors `loadMenu` and `loadFooter` are placeholders here; `main.tsx`
 * provides the real ones (`fromEffect(runtime, () => loadMenu)` …).
 */
import type { MenuCategory } from "../../api/catalog/catalog.ts"
import type { FooterSection } from "../../api/shell/footer.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"

export interface SiteContentContext {
  readonly menu: ReadonlyArray<MenuCategory>
  readonly footer: FooterSection | null
}

export type SiteContentEvent = { readonly type: "RETRY_MENU" } | { readonly type: "RETRY_FOOTER" }

export const siteContentMachine = setup({
  types: {
    context: {} as SiteContentContext,
    events: {} as SiteContentEvent
  },
  actors: {
    loadMenu: fromPromise<ReadonlyArray<MenuCategory>>(async () => {
      throw new Error("provide loadMenu")
    }),
    loadFooter: fromPromise<FooterSection>(async () => {
      throw new Error("provide loadFooter")
    })
  },
  actions: {
    storeMenu: assign((_, params: { readonly menu: ReadonlyArray<MenuCategory> }) => ({ menu: params.menu })),
    storeFooter: assign((_, params: { readonly footer: FooterSection }) => ({ footer: params.footer }))
  }
}).createMachine({
  id: "siteContent",
  type: "parallel",
  context: { menu: [], footer: null },
  states: {
    menu: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadMenu",
            src: "loadMenu",
            onDone: {
              target: "ready",
              actions: { type: "storeMenu", params: ({ event }) => ({ menu: event.output }) }
            },
            onError: "failed"
          }
        },
        ready: {},
        failed: {
          on: { RETRY_MENU: "loading" }
        }
      }
    },
    footer: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadFooter",
            src: "loadFooter",
            onDone: {
              target: "ready",
              actions: { type: "storeFooter", params: ({ event }) => ({ footer: event.output }) }
            },
            onError: "failed"
          }
        },
        ready: {},
        failed: {
          on: { RETRY_FOOTER: "loading" }
        }
      }
    }
  }
})

export type SiteContentSnapshot = SnapshotFrom<typeof siteContentMachine>

export const selectMenu = (snapshot: SiteContentSnapshot): ReadonlyArray<MenuCategory> => snapshot.context.menu
export const selectFooter = (snapshot: SiteContentSnapshot): FooterSection | null => snapshot.context.footer
export const isMenuLoading = (snapshot: SiteContentSnapshot): boolean => snapshot.matches({ menu: "loading" })
export const hasMenuFailed = (snapshot: SiteContentSnapshot): boolean => snapshot.matches({ menu: "failed" })
export const isFooterLoading = (snapshot: SiteContentSnapshot): boolean => snapshot.matches({ footer: "loading" })
export const hasFooterFailed = (snapshot: SiteContentSnapshot): boolean => snapshot.matches({ footer: "failed" })
