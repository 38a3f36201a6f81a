/**
 * A subscription is active until it expires and expired from then on (My
 * Exams' two tabs); one not started yet is in neither list.
 */
import type { SubscriptionStatus } from "../../api/attempt/attempt.ts"

export const subscriptionStatusAt = (expiresAt: number, now: number): SubscriptionStatus => (now < expiresAt ? "active" : "expired")
