/**
 * A stand-in for `fetch` that records each request and answers from a
 * script, so the ApiClient can be tested without a server.
 */

export interface SeenRequest {
  readonly url: string
  readonly method: string
  readonly headers: Headers
  readonly credentials: RequestCredentials | undefined
  readonly body: string | null
}

export type Answer = (request: SeenRequest) => Response | Promise<Response>

export const json = (status: number, body: unknown): Response => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

export const makeFakeFetch = (answer: Answer) => {
  const seen: Array<SeenRequest> = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: SeenRequest = {
      url: input instanceof Request ? input.url : String(input),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
      body: typeof init?.body === "string" ? init.body : init?.body instanceof Uint8Array ? new TextDecoder().decode(init.body) : null
    }
    seen.push(request)
    return answer(request)
  }
  return { fetch: fetch as typeof globalThis.fetch, seen }
}
