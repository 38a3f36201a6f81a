/**
 * One call to the learner's API (/api/v1/u) of a test server, as the API
 * suites make it: the access token in x-access-token when there is one, a
 * body sent as JSON (a string is sent as it is, to send what is not JSON),
 * and the answer's status with its body read whatever it is (an empty
 * body reads as {}).
 */
import type { TestServer } from "./test-server.ts"

const API = "/api/v1/u"

export interface ApiAnswer<T> {
  readonly status: number
  readonly body: T & { readonly message?: string; readonly _tag?: string; readonly issues?: ReadonlyArray<{ path: string }> }
}

export const callLearnerApi = async <T>(server: TestServer, method: string, path: string, token: string | undefined, body?: unknown): Promise<ApiAnswer<T>> => {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers["content-type"] = "application/json"
  if (token !== undefined) headers["x-access-token"] = token
  const response = await fetch(server.baseUrl + API + path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: (text === "" ? {} : JSON.parse(text)) as ApiAnswer<T>["body"] }
}
