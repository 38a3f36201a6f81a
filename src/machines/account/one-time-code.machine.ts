/**
 * Entering a 6-digit one-time code, for the three code screens:
 *   /verify-email-otp  (purpose "verify-email": the code signs the new learner in)
 *   /verify-otp        (purpose "reset-password": the code allows a password reset)
 *   /verify-phone-otp  (purpose "verify-phone": the code verifies the mobile number)
 * They differ only in which call checks the code (the `verify` actor main.tsx
 * provides per purpose) and in what its answer leads to, which the machine
 * decides from the answer's `kind`.
 *
 *   form:   editing ─ SUBMIT (valid) ─▶ verifying ─ done ─▶ accepted (final)
 *              ▲  SUBMIT (invalid): touch   │ error: shared handler (wrong,
 *              └────────────────────────────┘ expired, too many tries)
 *   resend: coolingDown ─ each second ─▶ … ─ 0 ─▶ ready ─ RESEND ─▶ sending ─▶ coolingDown
 *
 * A code was just sent when a learner arrives, so the resend link starts
 * with its countdown (the server allows one send a minute).
 */
import type { UserInfo } from "../../api/account/auth.ts"
import type { Profile } from "../../api/account/profile.ts"
import { normalizeCode, RESEND_COOLDOWN_SECONDS, validateCode } from "../../domain/account/account-rules.ts"
import { afterSignIn, phonePath, RESET_PASSWORD_PATH } from "../../domain/account/auth-paths.ts"
import type { CodeOutcome, CodePurpose } from "../../domain/account/code-outcome.ts"
import { assign, fromPromise, setup, type SnapshotFrom } from "xstate"
import { type FieldErrors, type FieldEvent, visibleErrors } from "../shared/form-fields.ts"

export type { CodeOutcome, CodePurpose }

export interface OneTimeCodeInput {
  readonly purpose: CodePurpose
  /** The address the code went to (email purposes); null for the phone. */
  readonly email: string | null
  readonly lastLocation: string | null
  /** Tests shorten the countdown; the screens use the default. */
  readonly cooldownSeconds?: number
}

export interface OneTimeCodeContext {
  readonly purpose: CodePurpose
  readonly email: string | null
  readonly lastLocation: string | null
  readonly code: string
  readonly touched: boolean
  readonly cooldownSeconds: number
  readonly secondsLeft: number
}

export type OneTimeCodeEvent = FieldEvent<"code"> | { readonly type: "RESEND" }

export interface VerifyCodeInput {
  readonly purpose: CodePurpose
  readonly email: string | null
  readonly code: string
}

export interface ResendCodeInput {
  readonly purpose: CodePurpose
  readonly email: string | null
}

/** The outcome of the kind a guard has just checked (the guard makes the throw unreachable). */
const outcomeOf = <K extends CodeOutcome["kind"]>(outcome: CodeOutcome, kind: K): Extract<CodeOutcome, { kind: K }> => {
  if (outcome.kind !== kind) throw new Error(`expected a ${kind} outcome, got ${outcome.kind}`)
  return outcome as Extract<CodeOutcome, { kind: K }>
}

/** Spec §4's phone rule is the learners': staff (agents, admins) are never sent to add a number. */
const needsPhone = (userInfo: UserInfo): boolean => userInfo.role === "learner" && (userInfo.phone === null || !userInfo.isPhoneVerified)

export const oneTimeCodeMachine = setup({
  types: {
    context: {} as OneTimeCodeContext,
    events: {} as OneTimeCodeEvent,
    input: {} as OneTimeCodeInput
  },
  actors: {
    verify: fromPromise<CodeOutcome, VerifyCodeInput>(async () => {
      throw new Error("provide verify")
    }),
    /** Resolves with the server's message. */
    resend: fromPromise<string, ResendCodeInput>(async () => {
      throw new Error("provide resend")
    })
  },
  actions: {
    change: assign((_, params: { readonly value: string }) => ({ code: params.value })),
    touch: assign(() => ({ touched: true })),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    restartCountdown: assign(({ context }) => ({ secondsLeft: context.cooldownSeconds })),
    /** Sends SIGNED_IN to the session. */
    signedIn: (_, _params: { readonly token: string; readonly userInfo: UserInfo }) => {},
    /** Sends PROFILE_CHANGED to the session. */
    profileChanged: (_, _params: { readonly profile: Profile }) => {},
    /** Keeps the one-time reset token for the reset screen (never in the URL). */
    keepResetToken: (_, _params: { readonly resetToken: string }) => {},
    goTo: (_, _params: { readonly path: string }) => {},
    notifySuccess: (_, _params: { readonly message: string }) => {},
    notifyFailure: (_, _params: { readonly error: unknown }) => {}
  },
  guards: {
    isValid: ({ context }) => validateCode(context.code) === null,
    countdownOver: ({ context }) => context.secondsLeft <= 1,
    signedIn: (_, params: { readonly outcome: CodeOutcome }) => params.outcome.kind === "signedIn",
    resetAllowed: (_, params: { readonly outcome: CodeOutcome }) => params.outcome.kind === "resetAllowed"
  },
  delays: {
    second: 1000
  }
}).createMachine({
  id: "oneTimeCode",
  type: "parallel",
  context: ({ input }) => ({
    purpose: input.purpose,
    email: input.email,
    lastLocation: input.lastLocation,
    code: "",
    touched: false,
    cooldownSeconds: input.cooldownSeconds ?? RESEND_COOLDOWN_SECONDS,
    secondsLeft: input.cooldownSeconds ?? RESEND_COOLDOWN_SECONDS
  }),
  states: {
    form: {
      initial: "editing",
      states: {
        editing: {
          on: {
            CHANGE: { actions: { type: "change", params: ({ event }) => ({ value: event.value }) } },
            BLUR: { actions: "touch" },
            SUBMIT: [{ guard: "isValid", target: "verifying" }, { actions: "touch" }]
          }
        },
        verifying: {
          invoke: {
            id: "verify",
            src: "verify",
            input: ({ context }) => ({ purpose: context.purpose, email: context.email, code: normalizeCode(context.code) }),
            onDone: [
              {
                guard: { type: "signedIn", params: ({ event }) => ({ outcome: event.output }) },
                target: "accepted",
                actions: [
                  {
                    type: "signedIn",
                    params: ({ event }) => {
                      const { token, userInfo } = outcomeOf(event.output, "signedIn")
                      return { token, userInfo }
                    }
                  },
                  { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) },
                  {
                    // A new learner adds a phone next (spec §4); one who has a
                    // verified phone already goes where they were heading.
                    type: "goTo",
                    params: ({ context, event }) => {
                      const { userInfo } = outcomeOf(event.output, "signedIn")
                      return {
                        path: needsPhone(userInfo) ? phonePath(userInfo.phone !== null, context.lastLocation) : afterSignIn(context.lastLocation, userInfo.role)
                      }
                    }
                  }
                ]
              },
              {
                guard: { type: "resetAllowed", params: ({ event }) => ({ outcome: event.output }) },
                target: "accepted",
                actions: [
                  {
                    type: "keepResetToken",
                    params: ({ event }) => ({ resetToken: outcomeOf(event.output, "resetAllowed").resetToken })
                  },
                  { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) },
                  { type: "goTo", params: { path: RESET_PASSWORD_PATH } }
                ]
              },
              {
                target: "accepted",
                actions: [
                  {
                    type: "profileChanged",
                    params: ({ event }) => ({ profile: outcomeOf(event.output, "phoneVerified").profile })
                  },
                  { type: "notifySuccess", params: ({ event }) => ({ message: event.output.message }) },
                  {
                    type: "goTo",
                    params: ({ context, event }) => ({
                      path: afterSignIn(context.lastLocation, outcomeOf(event.output, "phoneVerified").profile.role)
                    })
                  }
                ]
              }
            ],
            onError: { target: "editing", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
          }
        },
        accepted: { type: "final" }
      }
    },
    resend: {
      initial: "coolingDown",
      states: {
        coolingDown: {
          after: {
            second: [
              { guard: "countdownOver", target: "ready", actions: "tick" },
              { target: "coolingDown", reenter: true, actions: "tick" }
            ]
          }
        },
        ready: {
          on: { RESEND: "sending" }
        },
        sending: {
          invoke: {
            id: "resend",
            src: "resend",
            input: ({ context }) => ({ purpose: context.purpose, email: context.email }),
            onDone: {
              target: "coolingDown",
              actions: ["restartCountdown", { type: "notifySuccess", params: ({ event }) => ({ message: event.output }) }]
            },
            // A refused resend (too many, or the server's own cooldown) can be tried again.
            onError: { target: "ready", actions: { type: "notifyFailure", params: ({ event }) => ({ error: event.error }) } }
          }
        }
      }
    }
  }
})

export type OneTimeCodeSnapshot = SnapshotFrom<typeof oneTimeCodeMachine>

export const selectCode = (snapshot: OneTimeCodeSnapshot): string => snapshot.context.code
export const selectCodeErrors = (snapshot: OneTimeCodeSnapshot): FieldErrors<"code"> =>
  visibleErrors({ code: validateCode(snapshot.context.code) }, { code: snapshot.context.touched })
export const isVerifyingCode = (snapshot: OneTimeCodeSnapshot): boolean => !snapshot.matches({ form: "editing" })
export const canResend = (snapshot: OneTimeCodeSnapshot): boolean => snapshot.matches({ resend: "ready" })
export const isResending = (snapshot: OneTimeCodeSnapshot): boolean => snapshot.matches({ resend: "sending" })
/** Seconds until another code may be asked for; 0 when it may be now. */
export const selectSecondsLeft = (snapshot: OneTimeCodeSnapshot): number => (snapshot.matches({ resend: "coolingDown" }) ? snapshot.context.secondsLeft : 0)
