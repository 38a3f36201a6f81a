/** Who a receipt or credit note is made out and sent to: the learner's name and email. */
export interface Recipient {
  readonly email: string
  readonly name: string
}
