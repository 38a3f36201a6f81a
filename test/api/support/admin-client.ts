/**
 * The admin area's calls in API tests: the demo admin signed in
 * once per server, and a caller that sends their token. Every admin suite
 * (catalogue, question bank, coupons, orders and learners, content) uses this.
 */
import { expect } from "vitest"
import { DEMO_ADMIN } from "../../../server/admin/admin-accounts.ts"
import { type AccountsClient, type Answer, API } from "./accounts-client.ts"

export const ADMIN_API = `${API}/admin`

export interface AdminClient {
  readonly token: () => Promise<string>
  readonly call: <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => Promise<Answer<T>>
  readonly get: <T = Record<string, unknown>>(path: string) => Promise<Answer<T>>
  readonly post: <T = Record<string, unknown>>(path: string, body?: unknown) => Promise<Answer<T>>
}

export const adminClient = (client: AccountsClient): AdminClient => {
  let signedIn: Promise<string> | undefined
  const token = () => {
    signedIn ??= client.login(DEMO_ADMIN.email, DEMO_ADMIN.password).then((answer) => {
      expect(answer.status, "the demo admin signs in").toBe(200)
      return answer.body.token
    })
    return signedIn
  }
  const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => client.call<T>(method, path, body, { token: await token() })
  return {
    token,
    call,
    get: (path) => call("GET", path),
    post: (path, body) => call("POST", path, body)
  }
}
