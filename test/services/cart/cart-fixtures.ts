/** Wire-shaped answers of the cart and checkout endpoints for the services' and wiring's tests. */
export const LINE = {
  _id: "line-1",
  list: "cart",
  item: { kind: "exam", _id: "exam-1" },
  name: "Nimbus Cloud Architect",
  slug: "nimbus-cloud-architect",
  vendor: "Nimbus",
  priceCents: 4900,
  salePriceCents: 3900,
  payCents: 3900,
  validityDays: 180,
  image: null,
  exams: [],
  owned: false,
  comingSoon: false,
  addedAt: "2026-05-01T10:00:00.000Z"
}

export const stateWith = (cart: ReadonlyArray<unknown>, wishlist: ReadonlyArray<unknown> = []) => ({
  cart,
  wishlist,
  counts: { cartList: cart.length, wishList: wishlist.length },
  subtotalCents: cart.length * 3900
})

export const QUOTE = {
  _id: "quote-1",
  lines: [{ item: { kind: "exam", _id: "exam-1" }, name: "Nimbus Cloud Architect", payCents: 3900 }],
  subtotalCents: 3900,
  coupon: { code: "WELCOME10", discountCents: 390, capped: false, message: "WELCOME10 takes 10% off: you save $3.90." },
  totalCents: 3510,
  expiresAt: "2030-01-01T00:15:00.000Z"
}

export const ORDER = {
  _id: "order-1",
  status: "paid",
  lines: QUOTE.lines,
  subtotalCents: 3900,
  coupon: null,
  totalCents: 3900,
  cardBrand: "visa",
  last4: "4242",
  receiptNumber: "R-000001",
  createdAt: "2026-05-01T10:00:00.000Z",
  paidAt: "2026-05-01T10:00:01.000Z",
  failureMessage: null,
  refund: { refundable: true, until: "2026-05-15T10:00:01.000Z", message: "Refundable until 15 May 2026." },
  refundedAt: null,
  creditNoteNumber: null
}
