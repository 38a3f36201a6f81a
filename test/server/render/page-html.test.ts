/** A rendered page written into the built index.html (server/platform/render/page-html.ts). */
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { APP_CONTENT_SECURITY_POLICY } from "../../../server/platform/http/security-headers.ts"
import { PAGE_BOOT_SCRIPT, PAGE_SCRIPTS_ID, RENDERED_PAGE_CONTENT_SECURITY_POLICY } from "../../../server/platform/render/page-boot.ts"
import { pageHtml } from "../../../server/platform/render/page-html.ts"

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="default" />
    <title>Default</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

describe("pageHtml", () => {
  const html = pageHtml(template, {
    head: "<title>Exams | ExamReady</title>",
    css: ".a{color:red}</style><script>x</script>",
    preloads: ["/assets/home.js"],
    body: "<main>content</main>",
    dataScript: `<script id="page-data" type="application/json">{"screens":{}}</script>`
  })

  it("replaces the template's title and description with the page's head", () => {
    expect(html).not.toContain("<title>Default</title>")
    expect(html).not.toContain('content="default"')
    expect(html).toContain("<title>Exams | ExamReady</title>")
  })

  it("adds the styles, the rendered root and the data", () => {
    expect(html).toContain('<div id="root"><main>content</main></div>')
    expect(html).toContain(`<script id="page-data" type="application/json">{"screens":{}}</script>`)
  })

  it("holds every script tag (the app's and the route's chunk hints) in a template, preloads first, moved into the head by the one inline script after the first paint", () => {
    const page = pageHtml(template.replace("</head>", '<link rel="modulepreload" crossorigin href="/assets/vendor.js">\n</head>'), {
      head: "",
      css: "",
      preloads: ["/assets/a.js", "/assets/b.js"],
      body: "",
      dataScript: ""
    })
    const [beforeTemplate, inTemplate] = page.split(`<template id="${PAGE_SCRIPTS_ID}">`)
    expect(beforeTemplate).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
    const held = inTemplate!.slice(0, inTemplate!.indexOf("</template>"))
    expect(held.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="modulepreload" crossorigin href="/assets/b.js">',
      '<script type="module" crossorigin src="/assets/index.js">'
    ])
    // The only script outside the template is the boot script, which the page's policy allows by its hash.
    const inline = [...page.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1])
    expect(inline).toEqual([PAGE_BOOT_SCRIPT])
    const hash = createHash("sha256").update(PAGE_BOOT_SCRIPT).digest("base64")
    expect(RENDERED_PAGE_CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(RENDERED_PAGE_CONTENT_SECURITY_POLICY.replace(` 'sha256-${hash}'`, "")).toBe(APP_CONTENT_SECURITY_POLICY)
  })

  it("writes the page's text as it is, even where it holds a replacement pattern like $& or $'", () => {
    const page = pageHtml(template, { head: "<title>Save $& more $'</title>", css: "", preloads: [], body: "<p>Only $&amp; $' $` today</p>", dataScript: "" })
    expect(page).toContain("<title>Save $& more $'</title>")
    expect(page).toContain("<p>Only $&amp; $' $` today</p>")
  })

  it("keeps the styles inside their element", () => {
    expect(html).toContain('<style id="_goober">.a{color:red}<\\/style><script>x</script></style>')
    expect(html.match(/<\/style>/g)?.length).toBe(1)
  })
})
