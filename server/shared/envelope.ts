/**
 * The contract's envelope (src/api): an answer's value under `data`, as the
 * spec's answers are (`{ data: … }`). Handlers map their service's answer
 * through it: `Effect.map(cart.state(userId), inEnvelope)`.
 */
export const inEnvelope = <A>(data: A) => ({ data })
