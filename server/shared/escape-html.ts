/**
 * Text made safe to place in HTML, in an element or a quoted attribute: the
 * five characters that could end one or start markup become entities. Used
 * by every page or letter the server writes by hand (the developer's outbox,
 * the HTML part of emails).
 */
const ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!)
