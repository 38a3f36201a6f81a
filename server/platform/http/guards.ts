/**
 * The one global middleware every request passes, its steps in a fixed
 * order (outermost first), written as a composition so the order is read
 * here rather than depending on how layers merge:
 *  1. the security headers (security-headers.ts) go on every answer, the
 *     error answers included;
 *  2. every failure becomes JSON with a `message` (error-answers.ts);
 *  3. no body over its limit is read (body-limit.ts);
 *  4. no control character (a NUL …) in an address or a JSON body gets
 *     further (control-characters.ts).
 */
import { HttpRouter } from "effect/http"
import { limitBody } from "./body-limit.ts"
import { refuseControlCharacters } from "./control-characters.ts"
import { answerErrors } from "./error-answers.ts"
import { withSecurityHeaders } from "./security-headers.ts"

export const httpGuards = HttpRouter.middleware((httpEffect) => withSecurityHeaders(answerErrors(limitBody(refuseControlCharacters(httpEffect)))), { global: true })
