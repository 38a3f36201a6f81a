/**
 * Drives the gateway down every path a card can take (each test card, each
 * refusal, a reused key, the 3-D Secure step both ways, refunds) and keeps
 * every answer, success or failure, with the log lines written meanwhile:
 * the material the secrecy checks search for a card number. Used over the
 * in-memory ledger and over SQL on both databases.
 */
import { Cause, Effect, Exit, Logger, References } from "effect"
import { inspect } from "node:util"
import { type ChargeId, type ConfirmationId, PaymentGateway } from "../../../server/platform/payments/gateway.ts"
import {
  AMEX,
  AMEX_CVC,
  card,
  CARD_HOLDER,
  CVC,
  DECLINED,
  EXPIRED,
  freshKey,
  INSUFFICIENT_FUNDS,
  MASTERCARD,
  OTHER_MASTERCARD,
  OTHER_VISA,
  request,
  THREE_D_SECURE,
  VISA
} from "./cards.ts"

/** Numbers that reach the gateway: good, declined, and refused before charging. */
export const NUMBERS = [
  VISA,
  MASTERCARD,
  AMEX,
  OTHER_VISA,
  OTHER_MASTERCARD,
  DECLINED,
  INSUFFICIENT_FUNDS,
  EXPIRED,
  THREE_D_SECURE,
  "4242 4242 4242 4241", // fails Luhn
  "1234 5678 1234 5670", // no known brand
  "6011 1111 1111 1117", // Discover: not accepted
  "4242 4242 4242 42" // too short
]

/** Everything of a number that must never be seen: all of it but the last four digits, with and without its spaces. */
export const secretPartsOf = (number: string): ReadonlyArray<string> => {
  const digits = number.replace(/\D/g, "")
  return [digits, number, digits.slice(0, -4)]
}

// A generated id could hold three digits in a row by chance: ids are
// masked before looking for the CVC.
const withoutIds = (text: string) => text.replace(/\b(ch|cf|re)_[A-Za-z0-9_-]+/g, "<id>")

/** Every way an answer can be printed: JSON, its string, its inspection, its stack, a pretty cause. */
export const printed = (value: unknown): string => {
  if (Exit.isExit(value)) {
    return Exit.isSuccess(value) ? printed(value.value) : [Cause.pretty(value.cause), ...Cause.prettyErrors(value.cause).map(printed)].join("\n")
  }
  const stack = value instanceof Error ? (value.stack ?? "") : ""
  return [JSON.stringify(value), String(value), inspect(value, { depth: 10, showHidden: true }), stack].join("\n")
}

export interface Traces {
  readonly answers: ReadonlyArray<string>
  readonly logs: ReadonlyArray<string>
}

const everyAnswer: Effect.Effect<ReadonlyArray<string>, never, PaymentGateway> = Effect.gen(function* () {
  const gateway = yield* PaymentGateway
  const exits: Array<Exit.Exit<unknown, unknown>> = []
  const keep = <A, E>(effect: Effect.Effect<A, E>) => Effect.tap(Effect.exit(effect), (exit) => Effect.sync(() => exits.push(exit)))
  for (const number of NUMBERS) {
    const charged = yield* keep(gateway.charge(request(number)))
    // The same key again, and for another amount.
    const key = freshKey()
    yield* keep(gateway.charge(request(number, { idempotencyKey: key })))
    yield* keep(gateway.charge(request(number, { idempotencyKey: key, amountCents: 1 })))
    // Each field wrong in turn, with this number.
    yield* keep(gateway.charge(request(number, { card: card(number, { expYear: 2020 }) })))
    yield* keep(gateway.charge(request(number, { card: card(number, { cvc: "12345" }) })))
    yield* keep(gateway.charge(request(number, { card: card(number, { name: "" }) })))
    // A learner who typed the number into the name field.
    yield* keep(gateway.charge(request(VISA, { card: card(VISA, { name: number }) })))
    yield* keep(gateway.charge(request(number, { amountCents: -5 })))
    if (Exit.isSuccess(charged)) {
      const charge = charged.value
      if (charge.status === "requires_action") {
        yield* keep(gateway.confirm(charge.confirmationId, number === THREE_D_SECURE))
        const denied = yield* gateway.charge(request(number)).pipe(Effect.orDie)
        if (denied.status === "requires_action") yield* keep(gateway.confirm(denied.confirmationId, false))
      }
      yield* keep(gateway.refund(charge.chargeId, charge.amountCents + 1))
      yield* keep(gateway.refund(charge.chargeId, charge.amountCents))
      yield* keep(gateway.refund(charge.chargeId, 1))
    }
  }
  yield* keep(gateway.confirm("cf_none" as ConfirmationId, true))
  yield* keep(gateway.refund("ch_none" as ChargeId, 100))
  return exits.map(printed)
})

/** Runs every path once, every log level on; answers how each answer and each log line printed. */
export const exerciseEveryPath: Effect.Effect<Traces, never, PaymentGateway> = Effect.gen(function* () {
  const logs: Array<string> = []
  const keeper = Logger.make((options) => {
    logs.push(`${inspect(options.message, { depth: 10 })} ${Cause.pretty(options.cause)}`)
  })
  const answers = yield* everyAnswer.pipe(
    Effect.provide(Logger.layer([keeper], { mergeWithExisting: false })),
    Effect.provideService(References.MinimumLogLevel, "All")
  )
  return { answers, logs }
})

/** The secrets found in `texts` (a number, the CVC, the holder's name), named: empty when nothing leaked. */
export const leaks = (texts: ReadonlyArray<string>, options: { readonly cvc: boolean; readonly name: boolean }): ReadonlyArray<string> => {
  const found: Array<string> = []
  texts.forEach((text, index) => {
    for (const number of NUMBERS) {
      for (const part of secretPartsOf(number)) if (text.includes(part)) found.push(`#${index} holds "${part}" of ${number}`)
    }
    if (options.name && text.includes(CARD_HOLDER)) found.push(`#${index} holds the card holder's name`)
    const masked = withoutIds(text)
    if (options.cvc && (masked.includes(CVC) || masked.includes(AMEX_CVC))) found.push(`#${index} holds the CVC`)
  })
  return found
}
