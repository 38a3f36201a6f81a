/**
 * The address a request came from, for per-address attempt limits. It is the
 * connection's peer: X-Forwarded-For is not trusted, as no reverse proxy is
 * configured (docs/decisions.md, "Visitor location").
 */
import { Option } from "effect"
import type { HttpServerRequest } from "effect/http"

export const clientAddress = (request: HttpServerRequest.HttpServerRequest): string =>
  Option.getOrElse(request.remoteAddress, () => "unknown")
