/**
 * Playwright's `test`, with every page's `goto` and `reload` waiting until
 * React has taken a server-rendered page over (hydrated its screen).
 *
 * Why: a public page arrives as the server's HTML and its scripts load at
 * low priority after the first paint. A test that presses a
 * button in that gap presses plain HTML: nothing answers, and the test
 * fails by a race that says nothing about the shop (seen in fresh-clone
 * runs: the blog's Like before hydration, a category link followed as a
 * full page load). A person cannot press that fast; a test can. The wait
 * is what Next.js's own tests do with `window.__NEXT_HYDRATED`, read here
 * from React's own marks on the DOM rather than a flag in the product.
 *
 * Pages the browser renders itself (no embedded page data) are not waited
 * for beyond what `goto` already does. Tests that check the page before
 * hydration on purpose (server-rendering.spec) use `@playwright/test`.
 */
import { type Browser, type BrowserContext, type Page, test as base } from "@playwright/test"
import { PAGE_DATA_ELEMENT_ID } from "../../../src/ui/shared/page-data.tsx"

/** True when the page is browser-rendered, or when React has hydrated the server's screen. */
const screenHydrated = (pageDataId: string): boolean => {
  if (document.getElementById(pageDataId) === null) return true
  // The screen's first element: inside the route's Suspense boundary, hydrated after the root's shell.
  const screen = document.querySelector("main")?.firstElementChild ?? document.getElementById("root")?.firstElementChild
  return screen !== null && screen !== undefined && Object.keys(screen).some((key) => key.startsWith("__reactProps"))
}

/** Waits until the page on screen now is hydrated (or needs no hydration). */
export const waitForHydration = async (page: Page): Promise<void> => {
  await page.waitForFunction(screenHydrated, PAGE_DATA_ELEMENT_ID)
}

const patched = new WeakSet<Page>()

const patchPage = (page: Page): void => {
  if (patched.has(page)) return
  patched.add(page)
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await waitForHydration(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    await waitForHydration(page)
    return response
  }
}

const patchContext = (context: BrowserContext): void => {
  for (const page of context.pages()) patchPage(page)
  context.on("page", patchPage)
}

export const test = base.extend<object, { browser: Browser }>({
  // The test's own context and page.
  context: async ({ context }, use) => {
    patchContext(context)
    await use(context)
  },
  // Contexts a test opens itself (a second person: the agent beside the learner).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        patchContext(context)
        return context
      }
      await use(browser)
    },
    { scope: "worker" }
  ]
})
