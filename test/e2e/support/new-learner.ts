/**
 * New learners made through the API for the browser specs, with the codes
 * the development outbox holds: signed up with a verified email, and (the
 * usual way in) a verified mobile number too. They are made with a page's
 * or a context's `request`, which shares its cookies: that browser is then
 * signed in as the new learner.
 */
import { type APIRequestContext, expect } from "@playwright/test"
import { API } from "./shop-api.ts"

interface OutboxEntry {
  readonly to: string
  readonly channel: "email" | "sms"
  readonly body: string
}

/** An address nobody else has: `e2e-{tag}-…@example.com`. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** The newest 6-digit code the dev outbox holds for `to` (an email, or a phone's 10 digits). */
export const readCode = async (request: APIRequestContext, to: string, channel: "email" | "sms"): Promise<string> => {
  let code: string | null = null
  await expect
    .poll(
      async () => {
        const entries = (await (await request.get("/dev/outbox.json")).json()) as ReadonlyArray<OutboxEntry>
        const entry = entries.find(
          (e) => e.channel === channel && (channel === "email" ? e.to.toLowerCase() === to.toLowerCase() : e.to.replace(/\D/g, "").endsWith(to))
        )
        code = entry?.body.match(/\b(\d{6})\b/)?.[1] ?? null
        return code
      },
      { message: `a ${channel} code for ${to}` }
    )
    .not.toBeNull()
  return code!
}

/** Signs `email` up and verifies it with its code, no phone yet; answers the API token. */
export const signUpWithVerifiedEmail = async (
  request: APIRequestContext,
  learner: { readonly name: string; readonly email: string; readonly password: string }
): Promise<string> => {
  const signUp = await request.post("/auth/signup", { data: learner })
  expect(signUp.ok(), await signUp.text()).toBe(true)
  const verified = await request.post("/auth/verify-email", { data: { email: learner.email, otp: await readCode(request, learner.email, "email") } })
  expect(verified.ok(), await verified.text()).toBe(true)
  return ((await verified.json()) as { token: string }).token
}

/**
 * A new learner with a verified email and phone (a US number nobody else in
 * the run has); answers the API token and the email (`e2e-{tag}-…`).
 */
export const newLearner = async (
  request: APIRequestContext,
  name: string,
  password: string,
  tag = "help"
): Promise<{ readonly token: string; readonly email: string }> => {
  const email = uniqueEmail(tag)
  const token = await signUpWithVerifiedEmail(request, { name, email, password })
  const headers = { "x-access-token": token }
  const line = String(Math.floor(Math.random() * 1e7)).padStart(7, "0")
  expect((await request.post(`${API}/profile/addMobile`, { headers, data: { phone: `(512) ${line.slice(0, 3)}-${line.slice(3)}` } })).ok()).toBe(true)
  const phoneVerified = await request.post(`${API}/profile/verifyPhone`, { headers, data: { otp: await readCode(request, `512${line}`, "sms") } })
  expect(phoneVerified.ok(), await phoneVerified.text()).toBe(true)
  return { token, email }
}
