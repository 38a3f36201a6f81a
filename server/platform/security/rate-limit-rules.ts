/**
 * How many attempts each guarded call allows, per client address and per
 * account, in a fixed window. The numbers follow the usual guidance for
 * sign-in and one-time-code endpoints; they are settings (not constants) only
 * so the API tests can loosen the per-address rules — every test request
 * comes from 127.0.0.1.
 */
export interface RateLimitRule {
  /** Part of the counter's key, so rules never share a counter. */
  readonly name: string
  readonly max: number
  readonly windowSeconds: number
}

export interface RateLimits {
  /** POST /auth/login from one address: every attempt counts. */
  readonly signInPerAddress: RateLimitRule
  /**
   * POST /auth/login for one email from one address: failed attempts count,
   * and past the maximum that address is refused for that account. Strangers
   * elsewhere cannot lock the owner out.
   */
  readonly signInPerAccountAddress: RateLimitRule
  /**
   * POST /auth/login for one email from anywhere: failed attempts count, and
   * past the maximum every attempt is slowed (account/policy.ts), never
   * refused, so the owner's right password still works.
   */
  readonly signInPerAccount: RateLimitRule
  /** Wrong current passwords typed in My Profile's password change, per account (only its own sessions can spend it). */
  readonly passwordCheckPerAccount: RateLimitRule
  /** Typing a one-time code, per address. */
  readonly codeCheckPerAddress: RateLimitRule
  /**
   * Typing a one-time code, per account. Above the 5 wrong tries a single
   * code allows, so a learner meets "Too many wrong tries" first.
   */
  readonly codeCheckPerAccount: RateLimitRule
  /** Asking for a code to be sent (sign-up, resend, forgot password, add mobile), per address. */
  readonly codeSendPerAddress: RateLimitRule
  /** Asking for a code to be sent, per account (on top of the 60 s cooldown). */
  readonly codeSendPerAccount: RateLimitRule
  /** Blog comments posted by one learner: a conversation, not a flood. */
  readonly commentPerAccount: RateLimitRule
  /** Contact us messages stored from one address. */
  readonly contactPerAddress: RateLimitRule
  /** Helpdesk messages (and new tickets) stored by one learner: a chat, not a flood. A retried clientId does not count. */
  readonly helpdeskMessagePerAccount: RateLimitRule
}

const FIFTEEN_MINUTES = 15 * 60

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerAddress: { name: "sign-in:address", max: 10, windowSeconds: FIFTEEN_MINUTES },
  signInPerAccountAddress: { name: "sign-in:pair", max: 5, windowSeconds: FIFTEEN_MINUTES },
  signInPerAccount: { name: "sign-in:account", max: 20, windowSeconds: FIFTEEN_MINUTES },
  passwordCheckPerAccount: { name: "password-check:account", max: 5, windowSeconds: FIFTEEN_MINUTES },
  codeCheckPerAddress: { name: "code-check:address", max: 20, windowSeconds: FIFTEEN_MINUTES },
  codeCheckPerAccount: { name: "code-check:account", max: 10, windowSeconds: FIFTEEN_MINUTES },
  codeSendPerAddress: { name: "code-send:address", max: 10, windowSeconds: FIFTEEN_MINUTES },
  codeSendPerAccount: { name: "code-send:account", max: 5, windowSeconds: FIFTEEN_MINUTES },
  commentPerAccount: { name: "comment:account", max: 10, windowSeconds: 10 * 60 },
  contactPerAddress: { name: "contact:address", max: 5, windowSeconds: 60 * 60 },
  helpdeskMessagePerAccount: { name: "helpdesk-message:account", max: 60, windowSeconds: 10 * 60 }
}

/** The same rules with the per-address limits raised 100-fold (for loopback test runs). */
export const relaxedPerAddress = (limits: RateLimits): RateLimits => ({
  ...limits,
  signInPerAddress: { ...limits.signInPerAddress, max: limits.signInPerAddress.max * 100 },
  codeCheckPerAddress: { ...limits.codeCheckPerAddress, max: limits.codeCheckPerAddress.max * 100 },
  codeSendPerAddress: { ...limits.codeSendPerAddress, max: limits.codeSendPerAddress.max * 100 },
  contactPerAddress: { ...limits.contactPerAddress, max: limits.contactPerAddress.max * 100 }
})
