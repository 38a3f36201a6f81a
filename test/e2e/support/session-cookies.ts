/**
 * A signed-in session for browser tests that are not about signing in: one
 * sign-in through the API (the same call the form makes), whose cookies each
 * test then adds to its own context. Signing in through the form costs a
 * page load and a password check per test, and the form has its own tests
 * (account-auth.spec, admin.spec's first test).
 */
import { type Cookie, expect, request as playwrightRequest } from "@playwright/test"

export const signedInCookies = async (baseURL: string, account: { readonly email: string; readonly password: string }): Promise<Array<Cookie>> => {
  const api = await playwrightRequest.newContext({ baseURL })
  try {
    const answer = await api.post("/auth/login", { data: { email: account.email, password: account.password } })
    expect(answer.status(), await answer.text()).toBe(200)
    return (await api.storageState()).cookies
  } finally {
    await api.dispose()
  }
}
