/**
 * Text a person wrote, shown among the shop's own words: a learner's or an
 * agent's name, a ticket's subject, a coupon code, a comment's author.
 *
 * Bidirectional spoofing: such text may hold invisible direction characters
 * (U+202E reverses what follows it); new names, subjects and codes are
 * refused with them (src/domain/shared/direction-controls.ts), but older
 * rows may still hold them. `<bdi>` isolates the text (the browser's
 * `unicode-bidi: isolate`), so its direction ends where it ends and the
 * words around it read as written.
 */
export const UserText = ({ children }: { readonly children: string }) => <bdi>{children}</bdi>
