/**
 * Lets a step answer some requests on the Node server itself, before they
 * reach the Effect application (the kept public reads, granted token
 * refreshes). An emit wrapper: Node calls every
 * "request" listener, so a listener of our own could not keep a request
 * from the application's.
 *
 * `take` answers the request and says true, or says false and the
 * application gets it as usual. A step that decides later (after a database
 * read) says true and calls `handOn` when it gives the request back.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http"

export type TakeRequest = (request: IncomingMessage, response: ServerResponse, handOn: () => void) => boolean

export const answerFirst = (server: Server, take: TakeRequest): Server => {
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: Array<unknown>) => boolean
  server.emit = ((event: string | symbol, ...args: Array<unknown>) => {
    if (event !== "request") return emit(event, ...args)
    const [request, response] = args as [IncomingMessage, ServerResponse]
    return take(request, response, () => emit("request", request, response)) ? true : emit(event, ...args)
  }) as Server["emit"]
  return server
}
