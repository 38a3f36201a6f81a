/**
 * A rendered page written into the built app's index.html: the
 * page's head in place of the template's title and description, goober's
 * styles, the route's chunk hints, the rendered root and the embedded data.
 * The template's own script and preload tags, with the route's chunk hints,
 * wait in a template until the first paint (page-boot.ts).
 */
import { PAGE_BOOT_SCRIPT, PAGE_SCRIPTS_ID } from "./page-boot.ts"

export interface RenderedParts {
  readonly head: string
  readonly css: string
  readonly preloads: ReadonlyArray<string>
  readonly body: string
  /** The page's data in the script element the browser reads it from (src/ui/shared/page-data.tsx pageDataScript). */
  readonly dataScript: string
}

/** The template's own script tags: Vite's entry script and its module preloads. */
const SCRIPT_TAG = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g

export const pageHtml = (template: string, parts: RenderedParts): string => {
  const scriptTags = [
    ...(template.match(SCRIPT_TAG) ?? []).map((tag) => tag.trim()),
    ...parts.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
  ]
  // The entry script last: the preloads are asked for before it needs them.
  const ordered = [...scriptTags.filter((tag) => !tag.startsWith("<script")), ...scriptTags.filter((tag) => tag.startsWith("<script"))]
  const withoutOwnHead = template
    .replace(SCRIPT_TAG, "")
    .replace(/<title>[^<]*<\/title>\s*/, "")
    .replace(/<meta name="description"[^>]*>\s*/, "")
  const headExtras = [
    parts.head,
    // goober finds this element by its id and adds only styles it does not hold yet.
    `<style id="_goober">${parts.css.replace(/<\/style/gi, "<\\/style")}</style>`
  ].join("\n    ")
  const rootAndScripts = [
    `<div id="root">${parts.body}</div>`,
    parts.dataScript,
    // The page's scripts, moved into the head after the first paint (page-boot.ts).
    `<template id="${PAGE_SCRIPTS_ID}">${ordered.join("")}</template>`,
    `<script>${PAGE_BOOT_SCRIPT}</script>`
  ].join("\n    ")
  // Replaced by functions: the page's text may hold "$&" or "$'", which a replacement string would expand.
  return withoutOwnHead.replace("</head>", () => `    ${headExtras}\n  </head>`).replace(/<div id="root"><\/div>/, () => rootAndScripts)
}
