/**
 * A rendered page (issue 13) written into the built app's index.html: the
 * page's head in place of the template's title and description, goober's
 * styles, the route's chunk hints, the rendered root and the embedded data.
 * The template's own script and preload tags stay as Vite wrote them.
 */

export interface RenderedParts {
  readonly head: string
  readonly css: string
  readonly preloads: ReadonlyArray<string>
  readonly body: string
  /** The page's data in the script element the browser reads it from (src/ui/shared/page-data.tsx pageDataScript). */
  readonly dataScript: string
}

export const pageHtml = (template: string, parts: RenderedParts): string => {
  const withoutOwnHead = template
    .replace(/<title>[^<]*<\/title>\s*/, "")
    .replace(/<meta name="description"[^>]*>\s*/, "")
  const headExtras = [
    parts.head,
    // goober finds this element by its id and adds only styles it does not hold yet.
    `<style id="_goober">${parts.css.replace(/<\/style/gi, "<\\/style")}</style>`,
    ...parts.preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
  ].join("\n    ")
  return withoutOwnHead
    .replace("</head>", `    ${headExtras}\n  </head>`)
    .replace(
      /<div id="root"><\/div>/,
      `<div id="root">${parts.body}</div>\n    ${parts.dataScript}`
    )
}
