/**
 * What a one-time code is for, and what a correct one answered (the code
 * screens, src/machines/account/one-time-code.machine.ts). Here rather than
 * in the machine so the calls that check a code (src/services/account/
 * account-calls.ts) can say what they answer without knowing the machine.
 */
import type { UserInfo } from "../../api/account/auth.ts"
import type { Profile } from "../../api/account/profile.ts"

export type CodePurpose = "verify-email" | "reset-password" | "verify-phone"

/** What a correct code answered, by purpose. */
export type CodeOutcome =
  | { readonly kind: "signedIn"; readonly message: string; readonly token: string; readonly userInfo: UserInfo }
  | { readonly kind: "resetAllowed"; readonly message: string; readonly resetToken: string }
  | { readonly kind: "phoneVerified"; readonly message: string; readonly profile: Profile }
