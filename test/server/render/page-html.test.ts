/** A rendered page written into the built index.html (server/platform/render/page-html.ts). */
import { describe, expect, it } from "vitest"
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

  it("adds the styles, the chunk hints, the rendered root and the data, keeping the app's script", () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">')
    expect(html).toContain('<div id="root"><main>content</main></div>')
    expect(html).toContain(`<script id="page-data" type="application/json">{"screens":{}}</script>`)
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>')
  })

  it("keeps the styles inside their element", () => {
    expect(html).toContain('<style id="_goober">.a{color:red}<\\/style><script>x</script></style>')
    expect(html.match(/<\/style>/g)?.length).toBe(1)
  })
})
