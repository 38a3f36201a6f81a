/**
 * The sandbox's test cards: Stripe's numbers, so anyone who has tried a card
 * form before knows them. Every other valid number of an accepted brand
 * succeeds. The table is what docs/decisions/payment-gateway.md and the README
 * list.
 */
import type { CardBrand, DeclineCode } from "./gateway.ts"

/** What the sandbox does with a card. */
export type CardBehaviour = { readonly outcome: "succeed" } | { readonly outcome: "decline"; readonly code: DeclineCode } | { readonly outcome: "confirm" }

export interface TestCard {
  /** Digits only. */
  readonly number: string
  readonly brand: CardBrand
  readonly behaviour: CardBehaviour
  readonly description: string
}

export const TEST_CARDS: ReadonlyArray<TestCard> = [
  { number: "4242424242424242", brand: "visa", behaviour: { outcome: "succeed" }, description: "succeeds" },
  { number: "5555555555554444", brand: "mastercard", behaviour: { outcome: "succeed" }, description: "succeeds" },
  { number: "378282246310005", brand: "american-express", behaviour: { outcome: "succeed" }, description: "succeeds" },
  {
    number: "4000000000000002",
    brand: "visa",
    behaviour: { outcome: "decline", code: "card_declined" },
    description: "declined (card_declined)"
  },
  {
    number: "4000000000009995",
    brand: "visa",
    behaviour: { outcome: "decline", code: "insufficient_funds" },
    description: "declined (insufficient_funds)"
  },
  {
    number: "4000000000000069",
    brand: "visa",
    behaviour: { outcome: "decline", code: "expired_card" },
    description: "declined (expired_card), whatever expiry is typed"
  },
  {
    number: "4000002760003184",
    brand: "visa",
    behaviour: { outcome: "confirm" },
    description: "needs the 3-D Secure step (requires_action), then succeeds if approved"
  }
]

const SUCCEED: CardBehaviour = { outcome: "succeed" }

/** What the sandbox does with these digits: the table's behaviour, or success. */
export const behaviourOf = (digits: string): CardBehaviour => TEST_CARDS.find((card) => card.number === digits)?.behaviour ?? SUCCEED
