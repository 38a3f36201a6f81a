/**
 * The one global middleware every request passes, its steps in a fixed
 * order (outermost first), written as a composition so the order is read
 * here rather than depending on how layers merge:
 *  0. the client's address is settled, from X-Forwarded-For only when the
 *     connection comes from a trusted proxy (TRUST_PROXY,
 *     security/client-address.ts);
 *  1. the security headers (security-headers.ts) go on every answer, the
 *     error answers included;
 *  2. an answer that leaves a chunked body unread closes its connection
 *     (body-limit.ts closeAfterUnreadBody);
 *  3. every failure becomes JSON with a `message` (error-answers.ts);
 *  4. no body over its limit is read (body-limit.ts);
 *  5. no control character (a NUL …) in an address or a JSON body gets
 *     further (control-characters.ts);
 *  6. the public reads (menu, footer, catalogue) are answered from memory
 *     when kept, with ETag / 304 and their compressed copies
 *     (cached-public-reads.ts).
 */
import { Effect } from "effect"
import { HttpRouter } from "effect/http"
import { PublicReads } from "../cache/public-reads.ts"
import { Settings } from "../config.ts"
import { trustForwardedAddress } from "../security/client-address.ts"
import { closeAfterUnreadBody, limitBody } from "./body-limit.ts"
import { answerPublicReadsFromCache } from "./cached-public-reads.ts"
import { refuseControlCharacters } from "./control-characters.ts"
import { answerErrors } from "./error-answers.ts"
import { withSecurityHeaders } from "./security-headers.ts"

export const httpGuards = HttpRouter.middleware(
  Effect.map(Effect.all([Settings, PublicReads]), ([settings, publicReads]) => {
    const settleClientAddress = trustForwardedAddress(settings.trustProxy ?? [])
    const fromCache = answerPublicReadsFromCache(publicReads)
    return (httpEffect) =>
      settleClientAddress(withSecurityHeaders(closeAfterUnreadBody(answerErrors(limitBody(refuseControlCharacters(fromCache(httpEffect)))))))
  }),
  { global: true }
)
