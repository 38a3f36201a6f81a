/**
 * The learner's cart and wishlist (spec §3 cartCounter), and what an Add to
 * cart or Add to wishlist press does. Two regions side by side:
 *
 *   sessionCheck: checking ─ SESSION_CHECKED ─────────────────────▶ known
 *                   quiet ─ ADD ─▶ holding ─ after sessionCheckWait ─┘
 *
 *   lists:
 *   guest ─ ADD (cart) / REMOVE_GUEST_ITEM: kept in the browser
 *     │ SIGNED_IN, or started signed in
 *     ▼
 *   signedIn: (guest items) merging ─ done ─▶ ready ◀─ done ─ loading (no guest items)
 *               │ error                      │ ▲                 │ error   ▲ RELOAD
 *               ▼                            ▼ │ done / error     ▼         │
 *             failed ─ RETRY ─▶ merging      changing           failed ─ RETRY ─▶ loading
 *                              (ADD / REMOVE / MOVE)
 *   signedIn ─ SIGNED_OUT ─▶ guest, empty
 *
 * The server holds the signed-in learner's lists: every answer carries the
 * whole new state, and this actor replaces what it holds with it (never
 * patches it), so the lines, the subtotal and the counts are the server's.
 * A refused change keeps the state and its message (`failureMessage`); a
 * failed load or merge shows its message with a retry. Each failure also
 * goes to the shared handler (`notifyFailure`).
 * One change at a time: an ADD while a change is under way, or while the
 * lists failed to load, is answered "still loading" (`notifyInfo`).
 *
 * A press (ADD) made before the page knows who is there waits: while the
 * session's first check is out (`sessionCheck.checking`: a browser holding
 * only the session cookie starts as a guest's page until login-success
 * answers) it is held, and handed on when the check ends (SESSION_CHECKED,
 * sent by the wiring that follows the session) or after `sessionCheckWait`;
 * one made during the lists' load or merge is held until they are ready,
 * and answered "still loading" if they failed or took `firstLoadWait`.
 * A held press is raised again when it is handed on, so the state the cart
 * is in then decides what it does.
 *
 * A guest's cart is only the items (`{ kind, _id }`), kept in the browser
 * through `saveGuestCart` (local storage, provided by the wiring) and read
 * back through the input, or after the start (GUEST_ITEMS_READ: the wiring
 * decodes them once the contract's schema has loaded) — taken
 * with whatever was added meanwhile, or merged at once when signed in;
 * signing in merges them into the server's cart and `clearGuestCart`
 * forgets them. A guest's press is answered here, in the catalogue's
 * words as the page read it: a coming-soon item or one already in the cart
 * is refused at once, the wishlist asks to sign in (`askToSignIn`).
 *
 * `counts` is the spec's cartCounter; each change announces it
 * (`announceCounts`) so the header's badges change at once.
 */
import { and, assign, enqueueActions, fromPromise, not, setup, type SnapshotFrom, stateIn } from "xstate"
import type { CartChangeAnswer, CartCounts, CartItem, CartList, CartState, MergeAnswer, MergeRefusal } from "../../api/cart/cart.ts"
import type { Availability } from "../../api/catalog/catalog.ts"
import type { CartLineId } from "../../api/shared/ids.ts"
import {
  CART_BUSY_MESSAGE,
  comingSoonMessage,
  GUEST_ADDED_MESSAGE,
  GUEST_ALREADY_IN_CART_MESSAGE,
  SIGN_IN_FOR_WISHLIST_MESSAGE
} from "../../domain/cart/shop-notices.ts"
import { failureMessage } from "../shared/resource.machine.ts"

/** How long a press made while the session's first check is out waits for it. */
export const SESSION_CHECK_WAIT_MS = 30_000
/** How long a press made during the lists' load or merge waits for them (from its start). */
export const FIRST_LOAD_WAIT_MS = 30_000

export interface CartContext {
  readonly signedIn: boolean
  /** The server's lists, or null before the first answer (and for a guest). */
  readonly state: CartState | null
  /** A guest's cart, in the browser. */
  readonly guestItems: ReadonlyArray<CartItem>
  /** The spec's cartCounter: the header's badges. */
  readonly counts: CartCounts
  /** The last change's words ("Added to your cart."), or the merge's. */
  readonly message: string | null
  /** Why the last load or change failed. */
  readonly failureMessage: string | null
  /**
   * What became of a guest's cart at the last sign-in or sign-up: the items
   * merged and those refused with their reasons, shown on the cart screen
   * (the toast that tells of it may appear anywhere) until dismissed.
   */
  readonly mergeReport: MergeReport | null
  /** Presses waiting for the session's first check or the lists' first load, in order. */
  readonly heldPresses: ReadonlyArray<AddPress>
  /** From the input: whether the session's first check was still out at the start. */
  readonly checkingSession: boolean
}

export interface MergeReport {
  readonly merged: ReadonlyArray<CartItem>
  readonly refused: ReadonlyArray<MergeRefusal>
}

export interface CartInput {
  readonly signedIn: boolean
  /** The session's first check (login-success) is still out: presses wait for SESSION_CHECKED. */
  readonly checkingSession?: boolean
  /** What a guest left in the browser's cart. */
  readonly guestItems?: ReadonlyArray<CartItem>
}

export type CartChange =
  | { readonly type: "add"; readonly list: CartList; readonly item: CartItem }
  | { readonly type: "remove"; readonly lineId: CartLineId }
  | { readonly type: "move"; readonly lineId: CartLineId; readonly to: CartList }

/** Add to cart or Add to wishlist, pressed on an item as the page shows it (its name and availability are for a guest's refusal). */
export interface AddPress {
  readonly type: "ADD"
  readonly list: CartList
  readonly item: CartItem
  readonly name: string
  readonly availability: Availability
}

export type CartEvent =
  | AddPress
  | { readonly type: "REMOVE"; readonly lineId: CartLineId }
  | { readonly type: "MOVE"; readonly lineId: CartLineId; readonly to: CartList }
  | { readonly type: "REMOVE_GUEST_ITEM"; readonly item: CartItem }
  /** What the browser kept of a guest's cart, read after the start. */
  | { readonly type: "GUEST_ITEMS_READ"; readonly items: ReadonlyArray<CartItem> }
  /** The session's first check has answered (whatever it answered: SIGNED_IN comes first when it signed in). */
  | { readonly type: "SESSION_CHECKED" }
  | { readonly type: "SIGNED_IN" }
  | { readonly type: "SIGNED_OUT" }
  | { readonly type: "RELOAD" }
  | { readonly type: "RETRY" }
  /** The learner has read the cart screen's report of the last merge. */
  | { readonly type: "DISMISS_MERGE_REPORT" }

const NO_COUNTS: CartCounts = { cartList: 0, wishList: 0 }

const sameItem = (a: CartItem, b: CartItem): boolean => a.kind === b.kind && a._id === b._id

const guestCounts = (items: ReadonlyArray<CartItem>): CartCounts => ({ cartList: items.length, wishList: 0 })

/** The change an event asks for. */
export const changeOf = (event: CartEvent): CartChange | null => {
  switch (event.type) {
    case "ADD":
      return { type: "add", list: event.list, item: event.item }
    case "REMOVE":
      return { type: "remove", lineId: event.lineId }
    case "MOVE":
      return { type: "move", lineId: event.lineId, to: event.to }
    default:
      return null
  }
}

const placeholder = (name: string) => async (): Promise<never> => {
  throw new Error(`provide ${name}`)
}

/** The lists failed or took too long: what waited for them is answered "still loading" (once). */
const REFUSE_HELD_PRESSES = [{ type: "notifyInfo", params: { message: CART_BUSY_MESSAGE } }, "dropHeldPresses"] as const

const pressOf = (event: CartEvent): { readonly press: AddPress } => ({ press: event as AddPress })

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput
  },
  actors: {
    loadCart: fromPromise<CartState>(placeholder("loadCart")),
    /** Adds, removes or moves one line; answers the whole new state. */
    changeCart: fromPromise<CartChangeAnswer, CartChange>(placeholder("changeCart")),
    mergeCart: fromPromise<MergeAnswer, { readonly items: ReadonlyArray<CartItem> }>(placeholder("mergeCart"))
  },
  actions: {
    storeState: assign((_, params: { readonly state: CartState; readonly message: string | null }) => ({
      state: params.state,
      counts: params.state.counts,
      message: params.message,
      failureMessage: null
    })),
    storeFailure: assign((_, params: { readonly error: unknown }) => ({ failureMessage: failureMessage(params.error), message: null })),
    addGuestItem: assign(({ context }, params: { readonly item: CartItem }) => {
      if (context.guestItems.some((item) => sameItem(item, params.item))) return {}
      const guestItems = [...context.guestItems, params.item]
      return { guestItems, counts: guestCounts(guestItems) }
    }),
    removeGuestItem: assign(({ context }, params: { readonly item: CartItem }) => {
      const guestItems = context.guestItems.filter((item) => !sameItem(item, params.item))
      return { guestItems, counts: guestCounts(guestItems) }
    }),
    /** The stored items first, then those added since the start (without repeats). */
    takeStoredItems: assign(({ context }, params: { readonly items: ReadonlyArray<CartItem> }) => {
      const added = context.guestItems.filter((item) => !params.items.some((stored) => sameItem(stored, item)))
      const guestItems = [...params.items, ...added]
      return context.signedIn ? { guestItems } : { guestItems, counts: guestCounts(guestItems) }
    }),
    forgetGuestItems: assign({ guestItems: [], counts: NO_COUNTS }),
    signIn: assign({ signedIn: true }),
    becomeGuest: assign({ signedIn: false, state: null, guestItems: [], counts: NO_COUNTS, message: null, failureMessage: null, mergeReport: null }),
    storeMergeReport: assign((_, params: { readonly answer: MergeAnswer }) => ({
      mergeReport: { merged: params.answer.data.merged, refused: params.answer.data.refused }
    })),
    dismissMergeReport: assign({ mergeReport: null }),
    holdPress: assign(({ context }, params: { readonly press: AddPress }) => ({ heldPresses: [...context.heldPresses, params.press] })),
    /** Hands the held presses on, in order: each is raised again, and the state the cart is in then decides. */
    handOnPresses: enqueueActions<CartContext, CartEvent, undefined, CartEvent, never, never, never, never, never>(({ context, enqueue }) => {
      if (context.heldPresses.length === 0) return
      enqueue.assign({ heldPresses: [] })
      for (const press of context.heldPresses) enqueue.raise(press)
    }),
    dropHeldPresses: assign({ heldPresses: [] }),
    /** Keeps a guest's items in the browser (provided by the wiring: local storage). */
    saveGuestCart: (_, _params: { readonly items: ReadonlyArray<CartItem> }) => {},
    /** Forgets the browser's guest cart once merged (provided by the wiring). */
    clearGuestCart: () => {},
    /** Tells the header's badges (the session's cartCounter; provided by the wiring). */
    announceCounts: (_, _params: { readonly counts: CartCounts }) => {},
    notifySuccess: (_, _params: { readonly message: string }) => {},
    /** Words of the shop's own (a guest's cart, "still loading"): an info toast. */
    notifyInfo: (_, _params: { readonly message: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {},
    /** A guest's wishlist press: `message` with a way to sign in and come back to this page (provided by the wiring). */
    askToSignIn: (_, _params: { readonly message: string }) => {}
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isCheckingSession: ({ context }) => context.checkingSession,
    hasGuestItems: ({ context }) => context.guestItems.length > 0,
    hasItems: (_, params: { readonly items: ReadonlyArray<CartItem> }) => params.items.length > 0,
    hasHeldPresses: ({ context }) => context.heldPresses.length > 0,
    /** The session's first check has answered (or was waited for long enough). */
    sessionKnown: stateIn({ sessionCheck: "known" }),
    // A press's own facts (the event is an ADD where these are used).
    isWishlistPress: ({ event }) => event.type === "ADD" && event.list === "wishlist",
    isComingSoonPress: ({ event }) => event.type === "ADD" && event.availability === "comingSoon",
    isInGuestCart: ({ context, event }) => event.type === "ADD" && context.guestItems.some((item) => sameItem(item, event.item))
  },
  delays: {
    sessionCheckWait: SESSION_CHECK_WAIT_MS,
    firstLoadWait: FIRST_LOAD_WAIT_MS
  }
}).createMachine({
  id: "cart",
  type: "parallel",
  context: ({ input }) => {
    const guestItems = input.guestItems ?? []
    return {
      signedIn: input.signedIn,
      state: null,
      guestItems,
      counts: guestCounts(guestItems),
      message: null,
      failureMessage: null,
      mergeReport: null,
      heldPresses: [],
      checkingSession: input.checkingSession ?? false
    }
  },
  states: {
    // Whether the page knows who is there: until then a press is held.
    sessionCheck: {
      initial: "checking",
      states: {
        checking: {
          always: { guard: not("isCheckingSession"), target: "known" },
          on: { SESSION_CHECKED: "known" },
          initial: "quiet",
          states: {
            quiet: {
              on: { ADD: { target: "holding", actions: { type: "holdPress", params: ({ event }) => pressOf(event) } } }
            },
            holding: {
              on: { ADD: { actions: { type: "holdPress", params: ({ event }) => pressOf(event) } } },
              // The check is taking too long: the press is made as the cart stands.
              after: { sessionCheckWait: "#cart.sessionCheck.known" }
            }
          }
        },
        known: { entry: "handOnPresses" }
      }
    },
    lists: {
      initial: "guest",
      states: {
        guest: {
          entry: "handOnPresses",
          // Started signed in: merge what the browser kept, or load the server's lists.
          always: [
            { guard: and(["isSignedIn", "hasGuestItems"]), target: "signedIn.merging" },
            { guard: "isSignedIn", target: "signedIn.loading" }
          ],
          on: {
            // A guest keeps a cart only, in the browser: the words are the shop's, from the page's view of the item.
            ADD: [
              {
                // The wishlist needs an account: asked to sign in and brought back.
                guard: and(["sessionKnown", "isWishlistPress"]),
                actions: { type: "askToSignIn", params: { message: SIGN_IN_FOR_WISHLIST_MESSAGE } }
              },
              {
                guard: and(["sessionKnown", "isComingSoonPress"]),
                actions: { type: "notifyInfo", params: ({ event }) => ({ message: comingSoonMessage(event.item.kind, event.name) }) }
              },
              {
                guard: and(["sessionKnown", "isInGuestCart"]),
                actions: { type: "notifyInfo", params: { message: GUEST_ALREADY_IN_CART_MESSAGE } }
              },
              {
                guard: "sessionKnown",
                actions: [
                  { type: "addGuestItem", params: ({ event }) => ({ item: event.item }) },
                  { type: "saveGuestCart", params: ({ context }) => ({ items: context.guestItems }) },
                  { type: "announceCounts", params: ({ context }) => ({ counts: context.counts }) },
                  { type: "notifySuccess", params: { message: GUEST_ADDED_MESSAGE } }
                ]
              }
            ],
            REMOVE_GUEST_ITEM: {
              actions: [
                { type: "removeGuestItem", params: ({ event }) => ({ item: event.item }) },
                { type: "saveGuestCart", params: ({ context }) => ({ items: context.guestItems }) },
                { type: "announceCounts", params: ({ context }) => ({ counts: context.counts }) }
              ]
            },
            GUEST_ITEMS_READ: {
              actions: [
                { type: "takeStoredItems", params: ({ event }) => ({ items: event.items }) },
                // Kept together with anything added before the read.
                { type: "saveGuestCart", params: ({ context }) => ({ items: context.guestItems }) },
                { type: "announceCounts", params: ({ context }) => ({ counts: context.counts }) }
              ]
            },
            SIGNED_IN: [
              { guard: "hasGuestItems", target: "signedIn.merging", actions: "signIn" },
              { target: "signedIn.loading", actions: "signIn" }
            ]
          }
        },
        signedIn: {
          on: {
            SIGNED_OUT: { target: "guest", actions: ["becomeGuest", { type: "announceCounts", params: { counts: NO_COUNTS } }] },
            DISMISS_MERGE_REPORT: { actions: "dismissMergeReport" },
            // Started signed in with a guest's cart still in the browser (a reload before its merge ended): merge it now.
            GUEST_ITEMS_READ: {
              guard: { type: "hasItems", params: ({ event }) => ({ items: event.items }) },
              target: ".merging",
              actions: { type: "takeStoredItems", params: ({ event }) => ({ items: event.items }) }
            }
          },
          initial: "loading",
          states: {
            loading: {
              // A press during the load waits for the lists instead of being refused.
              on: { ADD: { guard: "sessionKnown", actions: { type: "holdPress", params: ({ event }) => pressOf(event) } } },
              after: { firstLoadWait: { guard: "hasHeldPresses", actions: REFUSE_HELD_PRESSES } },
              invoke: {
                id: "loadCart",
                src: "loadCart",
                onDone: {
                  target: "ready",
                  actions: [
                    { type: "storeState", params: ({ event }) => ({ state: event.output, message: null }) },
                    { type: "announceCounts", params: ({ event }) => ({ counts: event.output.counts }) }
                  ]
                },
                onError: {
                  target: "failed",
                  actions: [
                    { type: "storeFailure", params: ({ event }) => ({ error: event.error }) },
                    { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }
                  ]
                }
              }
            },
            merging: {
              on: { ADD: { guard: "sessionKnown", actions: { type: "holdPress", params: ({ event }) => pressOf(event) } } },
              after: { firstLoadWait: { guard: "hasHeldPresses", actions: REFUSE_HELD_PRESSES } },
              invoke: {
                id: "mergeCart",
                src: "mergeCart",
                input: ({ context }) => ({ items: context.guestItems }),
                onDone: {
                  target: "ready",
                  actions: [
                    "forgetGuestItems",
                    { type: "storeState", params: ({ event }) => ({ state: event.output.data.cart, message: event.output.message }) },
                    { type: "storeMergeReport", params: ({ event }) => ({ answer: event.output }) },
                    "clearGuestCart",
                    { type: "announceCounts", params: ({ event }) => ({ counts: event.output.data.cart.counts }) },
                    { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) }
                  ]
                },
                // The guest's items stay (in the browser too) until a merge succeeds.
                onError: {
                  target: "failed",
                  actions: [
                    { type: "storeFailure", params: ({ event }) => ({ error: event.error }) },
                    { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }
                  ]
                }
              }
            },
            ready: {
              entry: "handOnPresses",
              on: {
                ADD: { guard: "sessionKnown", target: "changing" },
                REMOVE: "changing",
                MOVE: "changing",
                RELOAD: "loading"
              }
            },
            changing: {
              // One change at a time.
              on: { ADD: { guard: "sessionKnown", actions: { type: "notifyInfo", params: { message: CART_BUSY_MESSAGE } } } },
              invoke: {
                id: "changeCart",
                src: "changeCart",
                // The change comes from the event that entered this state (ADD, REMOVE or MOVE).
                input: ({ event }) => changeOf(event as CartEvent) ?? { type: "remove", lineId: "" as CartLineId },
                onDone: {
                  target: "ready",
                  actions: [
                    { type: "storeState", params: ({ event }) => ({ state: event.output.data, message: event.output.message }) },
                    { type: "announceCounts", params: ({ event }) => ({ counts: event.output.data.counts }) },
                    { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) }
                  ]
                },
                // Refused (already owned, coming soon …) or unreachable: the lists stay as they were, with the reason.
                onError: {
                  target: "ready",
                  actions: [
                    { type: "storeFailure", params: ({ event }) => ({ error: event.error }) },
                    { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) }
                  ]
                }
              }
            },
            failed: {
              // What waited for the lists is answered: they are not there.
              always: { guard: "hasHeldPresses", actions: REFUSE_HELD_PRESSES },
              on: {
                ADD: { guard: "sessionKnown", actions: { type: "notifyInfo", params: { message: CART_BUSY_MESSAGE } } },
                RETRY: [{ guard: "hasGuestItems", target: "merging" }, { target: "loading" }]
              }
            }
          }
        }
      }
    }
  }
})

export type CartSnapshot = SnapshotFrom<typeof cartMachine>

export const selectCartState = (snapshot: CartSnapshot): CartState | null => snapshot.context.state
export const selectCartCounts = (snapshot: CartSnapshot): CartCounts => snapshot.context.counts
export const selectCartFailure = (snapshot: CartSnapshot): string | null => snapshot.context.failureMessage
export const selectMergeReport = (snapshot: CartSnapshot): MergeReport | null => snapshot.context.mergeReport
export const isCartBusy = (snapshot: CartSnapshot): boolean =>
  snapshot.matches({ lists: { signedIn: "loading" } }) ||
  snapshot.matches({ lists: { signedIn: "merging" } }) ||
  snapshot.matches({ lists: { signedIn: "changing" } })
/** The signed-in learner's lists could not be loaded (or merged): the screens offer Retry. */
export const hasCartFailed = (snapshot: CartSnapshot): boolean => snapshot.matches({ lists: { signedIn: "failed" } })
