/**
 * The header's three pop-outs, each open or closed on its own: the search
 * bar, the mobile menu and the category mega-menu (spec §2 Header, §4).
 *
 * Search: the exam name is required ('Please enter exam name', spec §5),
 * validated on change, blur and submit, and shown only once touched. A valid
 * submit runs `goToSearch` with the trimmed text (main.tsx navigates to
 * /exam?searchString=…), then closes and clears the bar. Every close clears
 * it, so the bar always opens empty. NAVIGATED (any route change) closes all.
 */
import { validateSearch } from "../../domain/shared/validation-messages.ts"
import { assign, setup, type SnapshotFrom } from "xstate"

export interface HeaderContext {
  readonly searchString: string
  readonly searchTouched: boolean
  /** The validation message for `searchString`, shown only when touched. */
  readonly searchError: string | null
}

export type HeaderEvent =
  | { readonly type: "SEARCH_TOGGLE" }
  | { readonly type: "SEARCH_CLOSE" }
  | { readonly type: "SEARCH_CHANGED"; readonly value: string }
  | { readonly type: "SEARCH_BLURRED" }
  | { readonly type: "SEARCH_SUBMIT" }
  | { readonly type: "MOBILE_MENU_TOGGLE" }
  | { readonly type: "MOBILE_MENU_CLOSE" }
  | { readonly type: "CATEGORY_MENU_OPEN" }
  | { readonly type: "CATEGORY_MENU_CLOSE" }
  | { readonly type: "NAVIGATED" }

const EMPTY_SEARCH: HeaderContext = { searchString: "", searchTouched: false, searchError: null }

export const headerMachine = setup({
  types: {
    context: {} as HeaderContext,
    events: {} as HeaderEvent
  },
  actions: {
    changeSearch: assign((_, params: { readonly value: string }) => ({
      searchString: params.value,
      searchError: validateSearch(params.value)
    })),
    touchSearch: assign(({ context }) => ({
      searchTouched: true,
      searchError: validateSearch(context.searchString)
    })),
    clearSearch: assign(() => EMPTY_SEARCH),
    /** Navigates to /exam?searchString={searchString}; provided by main.tsx. */
    goToSearch: (_, _params: { readonly searchString: string }) => {}
  },
  guards: {
    isSearchValid: ({ context }) => validateSearch(context.searchString) === null
  }
}).createMachine({
  id: "header",
  type: "parallel",
  context: EMPTY_SEARCH,
  states: {
    search: {
      initial: "closed",
      states: {
        closed: {
          // On entry, not on leaving `open`: exit actions run before a
          // transition's own, and goToSearch still needs the text.
          entry: "clearSearch",
          on: { SEARCH_TOGGLE: "open" }
        },
        open: {
          on: {
            SEARCH_TOGGLE: "closed",
            SEARCH_CLOSE: "closed",
            NAVIGATED: "closed",
            SEARCH_CHANGED: {
              actions: { type: "changeSearch", params: ({ event }) => ({ value: event.value }) }
            },
            SEARCH_BLURRED: { actions: "touchSearch" },
            SEARCH_SUBMIT: [
              {
                guard: "isSearchValid",
                target: "closed",
                actions: {
                  type: "goToSearch",
                  params: ({ context }) => ({ searchString: context.searchString.trim() })
                }
              },
              { actions: "touchSearch" }
            ]
          }
        }
      }
    },
    mobileMenu: {
      initial: "closed",
      states: {
        closed: {
          on: { MOBILE_MENU_TOGGLE: "open" }
        },
        open: {
          on: {
            MOBILE_MENU_TOGGLE: "closed",
            MOBILE_MENU_CLOSE: "closed",
            NAVIGATED: "closed"
          }
        }
      }
    },
    categoryMenu: {
      initial: "closed",
      states: {
        closed: {
          on: { CATEGORY_MENU_OPEN: "open" }
        },
        open: {
          on: {
            CATEGORY_MENU_CLOSE: "closed",
            NAVIGATED: "closed"
          }
        }
      }
    }
  }
})

export type HeaderSnapshot = SnapshotFrom<typeof headerMachine>

/** The message to show under the search field, if any (spec §5). */
export const visibleSearchError = (snapshot: HeaderSnapshot): string | null => (snapshot.context.searchTouched ? snapshot.context.searchError : null)

export const selectSearchString = (snapshot: HeaderSnapshot): string => snapshot.context.searchString
export const isSearchOpen = (snapshot: HeaderSnapshot): boolean => snapshot.matches({ search: "open" })
export const isMobileMenuOpen = (snapshot: HeaderSnapshot): boolean => snapshot.matches({ mobileMenu: "open" })
export const isCategoryMenuOpen = (snapshot: HeaderSnapshot): boolean => snapshot.matches({ categoryMenu: "open" })
