/**
 * A rendered page starts loading its scripts after its first paint.
 *
 * The server's HTML is the whole page: readable, its links working as plain
 * links, before any script runs. Its script tags (the entry and the module
 * preloads of the route's chunks) therefore wait in an inert <template>, and
 * one small inline script moves them into the head once the frame that
 * paints the HTML has gone by. On a slow network the HTML and its styles
 * then have the connection to themselves until the page shows; hydration
 * starts a frame later than it would otherwise. In a tab opened in the
 * background no frame comes until it is shown, so there the tags move at
 * once, as before.
 *
 * Why not tags in the head at low priority (the previous step): a page-speed
 * model (Lighthouse's Lantern) counts every request that finished before
 * the observed largest paint as holding it back, whatever its priority, so
 * the simulated LCP moved by whether the scripts won a race against the
 * first paint (docs/decisions/first-load.md).
 *
 * The inline script is allowed by its hash in the page's
 * Content-Security-Policy, and by nothing else: every other script of the
 * shop is still a file of its own origin.
 */
import { createHash } from "node:crypto"
import { APP_CONTENT_SECURITY_POLICY } from "../http/security-headers.ts"

/** The template element holding the page's script tags until after the first paint. */
export const PAGE_SCRIPTS_ID = "page-scripts"

/**
 * Copies the template's tags into the head (copies of a template's scripts
 * run when inserted, as its originals never do): after the next frame was
 * painted (a task queued from requestAnimationFrame runs after that frame),
 * or at once when the tab is hidden.
 */
export const PAGE_BOOT_SCRIPT =
  `(function(){var d=document;function go(){var t=d.getElementById("${PAGE_SCRIPTS_ID}");` +
  `if(t)d.head.appendChild(t.content.cloneNode(true))}` +
  `if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`

/** The CSP source that allows exactly PAGE_BOOT_SCRIPT. */
const bootScriptSource = `'sha256-${createHash("sha256").update(PAGE_BOOT_SCRIPT).digest("base64")}'`

/** The shop's policy for a rendered page: the same, with its one inline script allowed by hash. */
export const RENDERED_PAGE_CONTENT_SECURITY_POLICY = APP_CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${bootScriptSource}`)
