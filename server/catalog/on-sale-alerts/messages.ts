/** What "Notify me" answers and sends. */
export const EXAM_NOT_FOUND = "This exam does not exist."

export const asked = (name: string) => `We will email you and send you a notification once, when "${name}" goes on sale.`

export const cancelled = (name: string) => `You will not be told when "${name}" goes on sale.`

export const alreadyOnSale = (name: string) => `"${name}" is on sale now: there is nothing to wait for. Add it to your cart from its page.`

export const ON_SALE_TITLE = "Now on sale"

export const onSaleNotice = (name: string) => `"${name}" is on sale now, as you asked to hear. Its practice tests are ready: add it to your cart from its page.`

export const onSaleSubject = (name: string) => `Now on sale: ${name}`
