/**
 * The blog and the content pages in a real browser against the real server
 * and its demo content: the blog list and a post, reactions and comments as
 * a guest and as the demo learner, FAQs by keyboard, the policy pages and
 * About us, the contact form, and accessibility.
 *
 * Expected data is read from the API, never hard-coded, so the tests follow
 * the demo content if it changes. Sign-in is rate-limited per address (every
 * e2e request comes from 127.0.0.1): one test signs in through the screens,
 * the others share one session signed in through the API.
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, type APIRequestContext, type Cookie, type Page } from "@playwright/test"
import { test } from "./support/hydrated-test.ts"
import { signedInCookies } from "./support/session-cookies.ts"
import type { BlogCard, BlogPage, BlogPost } from "../../src/api/content/blog.ts"
import type { ContentPage, FaqGroup } from "../../src/api/content/pages.ts"
import { COMMENT_REQUIRED } from "../../src/domain/content/comment-rules.ts"
import { CONTACT_MESSAGES } from "../../src/domain/content/contact-rules.ts"

const DEMO = { email: "demo@examready.example", password: "Demo-Learner-2026" }
const API = "/api/v1/u"

const heading = (page: Page) => page.getByRole("heading", { level: 1 })
const main = (page: Page) => page.getByRole("main")
const successToast = (page: Page) => page.locator(".Toastify__toast--success")
const infoToast = (page: Page) => page.locator(".Toastify__toast--info")

const readBlogPage = async (request: APIRequestContext, page: number, perPage: number): Promise<BlogPage> => {
  const answer = await request.post(`${API}/blog/pagin`, { data: { page, perPage } })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: BlogPage }).data
}

const readPost = async (request: APIRequestContext, id: string): Promise<BlogPost> => {
  const answer = await request.get(`${API}/blog/get/${id}`)
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: BlogPost }).data
}

const seriousOrWorse = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`)

/** Collects every alert(), confirm() or prompt(): one means markup from content ran. */
const watchDialogs = (page: Page): Array<string> => {
  const opened: Array<string> = []
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return opened
}

let demoSession: ReadonlyArray<Cookie> | null = null

/** The demo learner's session cookie, signed in once through the API. */
const demoCookies = async (baseURL: string): Promise<ReadonlyArray<Cookie>> => {
  demoSession ??= await signedInCookies(baseURL, DEMO)
  return demoSession
}

const reactions = (page: Page, label: string | RegExp) => page.getByRole("group", { name: label })
/** "Like, 1" must not match "Like, 12" or "Dislike, 1". */
const toggle = (scope: ReturnType<typeof reactions>, name: string) => scope.getByRole("button", { name, exact: true })

test.describe("the blog as a guest", () => {
  test("the list pages through the posts and a card opens its post", async ({ page, request }) => {
    const first = await readBlogPage(request, 1, 9)
    const second = await readBlogPage(request, 2, 9)
    await page.goto("/blog")
    await expect(heading(page)).toHaveText("Blog")
    await expect(page).toHaveTitle("Blog | ExamReady")

    const cards = main(page).getByRole("article")
    await expect(cards).toHaveCount(first.docs.length)
    const card = cards.first()
    const top = first.docs[0]!
    await expect(card.getByRole("heading", { name: top.title })).toBeVisible()
    await expect(card).toContainText(top.authorName)
    await expect(card).toContainText(`${top.readMinutes} min read`)
    for (const tag of top.tags) await expect(card.getByRole("listitem").filter({ hasText: tag })).toBeVisible()
    await expect(card).toContainText(`${top.commentCount} ${top.commentCount === 1 ? "comment" : "comments"}`)

    // Paging: page 2 shows the next posts, and the pager marks it.
    const pager = page.getByRole("navigation", { name: "Blog pages" })
    await pager.getByRole("button", { name: "Next" }).click()
    await expect(cards.first().getByRole("heading", { name: second.docs[0]!.title })).toBeVisible()
    await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    await pager.getByRole("button", { name: "Previous" }).click()
    await expect(cards.first().getByRole("heading", { name: top.title })).toBeVisible()

    await card.getByRole("link", { name: top.title }).click()
    await expect(page).toHaveURL(new RegExp(`/blog-detail/${top._id}$`))
    await expect(heading(page)).toHaveText(top.title)
    await expect(page).toHaveTitle(`${top.title} | ExamReady`)
  })

  test("page 2 of the blog is in the address: Back from a post and a reload return to it", async ({ page, request }) => {
    const second = await readBlogPage(request, 2, 9)
    expect(second.docs.length, "the demo blog has a second page").toBeGreaterThan(0)
    const titles = main(page).getByRole("article").getByRole("heading", { level: 2 })
    const pager = page.getByRole("navigation", { name: "Blog pages" })
    const onPage2 = async () => {
      await expect(page).toHaveURL((url) => url.pathname === "/blog" && url.search === "?page=2")
      await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
      await expect(titles).toHaveText(second.docs.map((post) => post.title))
    }

    await page.goto("/blog")
    await expect(heading(page)).toHaveText("Blog")
    await pager.getByRole("button", { name: "Page 2" }).click()
    await onPage2()

    const post = second.docs[0]!
    await titles.getByRole("link", { name: post.title }).click()
    await expect(heading(page)).toHaveText(post.title)
    await page.goBack()
    await onPage2()
    await page.reload()
    await onPage2()
  })

  test("a post shows its body and comments oldest first; reacting asks to sign in", async ({ page, request }) => {
    const dialogs = watchDialogs(page)
    const { docs } = await readBlogPage(request, 1, 3)
    const post = await readPost(request, docs[0]!._id)
    await page.goto(`/blog-detail/${post._id}`)
    await expect(heading(page)).toHaveText(post.title)
    await expect(main(page).getByRole("article").first()).toContainText(post.authorName)

    const comments = page.getByRole("region", { name: /^Comments/ }).getByRole("listitem")
    await expect(comments).toHaveCount(post.comments.length)
    for (const [index, comment] of post.comments.entries()) {
      await expect(comments.nth(index)).toContainText(comment.comment)
    }

    const postReactions = reactions(page, "Reactions to this post")
    const like = postReactions.getByRole("button", { name: `Like, ${post.likes}`, exact: true })
    await expect(like).toHaveAttribute("aria-pressed", "false")
    await like.click()
    await expect(infoToast(page)).toContainText("Sign in to like or dislike.")
    await expect(infoToast(page).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/sign-in?lastLocation=${encodeURIComponent(`/blog-detail/${post._id}`)}`
    )
    // Nothing changed.
    await expect(postReactions.getByRole("button", { name: `Like, ${post.likes}`, exact: true })).toHaveAttribute("aria-pressed", "false")

    await expect(page.getByRole("textbox", { name: "Your comment" })).toHaveCount(0)
    await expect(page.getByRole("link", { name: "Sign in to comment" })).toHaveAttribute(
      "href",
      `/sign-in?lastLocation=${encodeURIComponent(`/blog-detail/${post._id}`)}`
    )
    expect(dialogs).toEqual([])
  })

  test("an unknown post is the not-found page", async ({ page }) => {
    await page.goto("/blog-detail/00000000-0000-4000-8000-000000000000")
    await expect(heading(page)).toHaveText("Page not found")
    await expect(page).toHaveTitle("Page not found | ExamReady")
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible()
  })
})

test.describe("the blog as the demo learner", () => {
  test("sign in from a post, like, take it back, dislike, and comment", async ({ page, request }) => {
    const dialogs = watchDialogs(page)
    const { docs } = await readBlogPage(request, 1, 3)
    const target: BlogCard = docs[1]!
    const post = await readPost(request, target._id)

    await page.goto(`/blog-detail/${post._id}`)
    await page.getByRole("link", { name: "Sign in to comment" }).click()
    await expect(page).toHaveURL(/\/sign-in\?lastLocation=/)
    await main(page).getByRole("textbox", { name: "Email", exact: true }).fill(DEMO.email)
    await main(page).getByLabel("Password", { exact: true }).fill(DEMO.password)
    await page.getByRole("button", { name: "Sign in" }).click()
    await expect(page).toHaveURL(new RegExp(`/blog-detail/${post._id}$`))
    await expect(heading(page)).toHaveText(post.title)

    const postReactions = reactions(page, "Reactions to this post")
    const answerTo = (path: string) => page.waitForResponse((response) => response.url().includes(path) && response.ok())

    // Like: the count goes up at once and stays after the answer.
    let answered = answerTo(`/blog/likeBlog/${post._id}`)
    await postReactions.getByRole("button", { name: `Like, ${post.likes}`, exact: true }).click()
    await expect(postReactions.getByRole("button", { name: `Like, ${post.likes + 1}`, exact: true })).toHaveAttribute("aria-pressed", "true")
    await answered
    await expect(postReactions.getByRole("button", { name: `Like, ${post.likes + 1}`, exact: true })).toHaveAttribute("aria-pressed", "true")

    // Like again: taken back.
    answered = answerTo(`/blog/likeBlog/${post._id}`)
    await postReactions.getByRole("button", { name: `Like, ${post.likes + 1}`, exact: true }).click()
    await answered
    await expect(postReactions.getByRole("button", { name: `Like, ${post.likes}`, exact: true })).toHaveAttribute("aria-pressed", "false")

    // Dislike.
    answered = answerTo(`/blog/disLikeBlog/${post._id}`)
    await postReactions.getByRole("button", { name: `Dislike, ${post.dislikes}`, exact: true }).click()
    await answered
    await expect(postReactions.getByRole("button", { name: `Dislike, ${post.dislikes + 1}`, exact: true })).toHaveAttribute("aria-pressed", "true")

    // After a reload the learner's own reaction is still shown (GET /blog/myReactions).
    await page.reload()
    await expect(reactions(page, "Reactions to this post").getByRole("button", { name: `Dislike, ${post.dislikes + 1}`, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true"
    )

    // An empty comment is refused with the message under the field.
    const field = page.getByRole("textbox", { name: "Your comment" })
    await page.getByRole("button", { name: "Post comment" }).click()
    await expect(page.getByText(COMMENT_REQUIRED)).toBeVisible()
    await expect(field).toBeFocused()

    // A comment appears at the end of the thread without reloading.
    const comments = page.getByRole("region", { name: /^Comments/ }).getByRole("listitem")
    await expect(comments).toHaveCount(post.comments.length)
    const words = `Booked my exam for next month, this plan is going on the fridge. (${Date.now()})`
    await field.fill(words)
    await page.getByRole("button", { name: "Post comment" }).click()
    await expect(successToast(page).last()).toContainText("Your comment was posted.")
    await expect(comments).toHaveCount(post.comments.length + 1)
    await expect(comments.last()).toContainText(words)
    await expect(field).toHaveValue("")

    // Markup in a comment stays text: tags are stripped, typed entities show as typed, nothing runs.
    await field.fill("Careful <img src=x onerror=alert(1)> with &lt;img src=x onerror=alert(1)&gt;")
    await page.getByRole("button", { name: "Post comment" }).click()
    await expect(comments).toHaveCount(post.comments.length + 2)
    await expect(comments.last().getByText("Careful with &lt;img src=x onerror=alert(1)&gt;", { exact: true })).toBeVisible()
    await expect(page.locator('main img[src="x"]')).toHaveCount(0)

    // Each comment has its own reactions.
    const mine = reactions(page, /^Reactions to .*'s comment$/).last()
    await toggle(mine, "Like, 0").click()
    await expect(toggle(mine, "Like, 1")).toHaveAttribute("aria-pressed", "true")

    // A reload shows both comments from the server, still as text.
    await page.reload()
    await expect(comments).toHaveCount(post.comments.length + 2)
    await expect(comments.last()).toContainText("Careful with &lt;img src=x onerror=alert(1)&gt;")
    await expect(toggle(reactions(page, /^Reactions to .*'s comment$/).last(), "Like, 1")).toHaveAttribute("aria-pressed", "true")
    expect(dialogs).toEqual([])
  })
})

test.describe("FAQs", () => {
  test("groups with headings; a question opens with the keyboard", async ({ page, request }) => {
    const answer = await request.get(`${API}/pages/faqs`)
    const groups = ((await answer.json()) as { data: ReadonlyArray<FaqGroup> }).data
    await page.goto("/faqs")
    await expect(heading(page)).toHaveText("Frequently asked questions")
    for (const group of groups) await expect(main(page).getByRole("heading", { level: 2, name: group.name })).toBeVisible()

    const firstQuestion = groups[0]!.faqs[0]!
    const trigger = main(page).getByRole("button", { name: firstQuestion.question })
    await expect(trigger).toHaveAttribute("aria-expanded", "false")

    // Tab from the top of the page to the first question.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    let reached = false
    for (let step = 0; step < 60 && !reached; step++) {
      await page.keyboard.press("Tab")
      reached = await trigger.evaluate((element) => element === document.activeElement)
    }
    expect(reached, "Tab reaches the first question").toBe(true)

    await page.keyboard.press("Enter")
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`)
    await expect(panel).toBeVisible()
    await expect(panel).not.toBeEmpty()

    await page.keyboard.press("Space")
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
  })
})

test.describe("policy pages and About us", () => {
  for (const slug of ["terms-condition", "privacy-policy", "refund-policy", "about"] as const) {
    test(`/${slug} shows its title, when it was last updated and its text`, async ({ page, request }) => {
      const answer = await request.get(`${API}/pages/get/${slug}`)
      const content = ((await answer.json()) as { data: ContentPage }).data
      await page.goto(`/${slug}`)
      await expect(heading(page)).toHaveText(content.title)
      await expect(page).toHaveTitle(`${content.title} | ExamReady`)
      await expect(main(page)).toContainText("Last updated")
      await expect(main(page).locator("time")).toHaveAttribute("datetime", content.updatedAt)
      // biome-ignore lint/performance/useDomNodeTextContent: the article's text as a reader sees it, hidden parts left out
      const text = await main(page).getByRole("article").innerText()
      expect(text.length).toBeGreaterThan(300)
    })
  }
})

test.describe("Contact us", () => {
  test("an empty submit shows every message; a valid one thanks and resets", async ({ page, request }) => {
    const footer = ((await (await request.get(`${API}/pages/footer/getAll`)).json()) as { data: { section: { email: string } } }).data.section
    await page.goto("/contact-us")
    await expect(heading(page)).toHaveText("Contact us")
    await expect(main(page).getByRole("link", { name: footer.email })).toHaveAttribute("href", `mailto:${footer.email}`)

    // Nothing shows before a field is touched.
    await expect(main(page).getByText(CONTACT_MESSAGES.nameRequired)).toHaveCount(0)
    await page.getByRole("button", { name: "Send message" }).click()
    for (const message of [CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.subjectRequired, CONTACT_MESSAGES.messageRequired]) {
      await expect(main(page).getByText(message, { exact: true })).toBeVisible()
    }
    await expect(main(page).getByRole("textbox", { name: "Your name", exact: true })).toBeFocused()

    await main(page).getByRole("textbox", { name: "Your name", exact: true }).fill("Priya Raman")
    await main(page).getByRole("textbox", { name: "Email address", exact: true }).fill("priya.raman@example.com")
    await main(page).getByRole("textbox", { name: "Subject", exact: true }).fill("Invoice for my last order")
    await main(page).getByRole("textbox", { name: "Message", exact: true }).fill("Hello, could you send me an invoice for my order from last week? Thank you.")
    await expect(main(page).getByText(CONTACT_MESSAGES.nameRequired)).toHaveCount(0)
    await page.getByRole("button", { name: "Send message" }).click()
    await expect(successToast(page).last()).toContainText("Thank you")
    await expect(main(page).getByRole("textbox", { name: "Your name", exact: true })).toHaveValue("")
    await expect(main(page).getByRole("textbox", { name: "Message", exact: true })).toHaveValue("")
    await expect(main(page).locator("[aria-invalid=true]")).toHaveCount(0)
  })
})

test.describe("accessibility of the content screens", () => {
  test("no serious or critical axe violations as a guest", async ({ page, request }) => {
    const { docs } = await readBlogPage(request, 1, 1)
    await page.goto("/blog")
    await expect(main(page).getByRole("article").first()).toBeVisible()
    expect(await seriousOrWorse(page), "/blog").toEqual([])

    await page.goto(`/blog-detail/${docs[0]!._id}`)
    await expect(heading(page)).toHaveText(docs[0]!.title)
    expect(await seriousOrWorse(page), "/blog-detail").toEqual([])

    await page.goto("/faqs")
    const trigger = main(page).locator("button[slot=trigger]").first()
    await trigger.click()
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    expect(await seriousOrWorse(page), "/faqs").toEqual([])

    await page.goto("/privacy-policy")
    await expect(main(page).getByText("Last updated")).toBeVisible()
    expect(await seriousOrWorse(page), "/privacy-policy").toEqual([])

    await page.goto("/contact-us")
    await page.getByRole("button", { name: "Send message" }).click()
    await expect(main(page).locator("[aria-invalid=true]").first()).toBeVisible()
    expect(await seriousOrWorse(page), "/contact-us").toEqual([])
  })

  test("nor a post with the comment form, as the demo learner", async ({ page, context, baseURL, request }) => {
    await context.addCookies([...(await demoCookies(baseURL!))])
    const { docs } = await readBlogPage(request, 1, 1)
    await page.goto(`/blog-detail/${docs[0]!._id}`)
    await expect(page.getByRole("textbox", { name: "Your comment" })).toBeVisible()
    await page.getByRole("button", { name: "Post comment" }).click()
    await expect(page.getByText(COMMENT_REQUIRED)).toBeVisible()
    expect(await seriousOrWorse(page)).toEqual([])
  })
})

test.describe("narrow and wide windows", () => {
  test("the blog, a post, FAQs, a policy page and contact fit without sideways scrolling", async ({ page, request }) => {
    const [first] = (await readBlogPage(request, 1, 1)).docs
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ["/blog", `/blog-detail/${first!._id}`, "/faqs", "/privacy-policy", "/contact-us"]) {
        await page.goto(path)
        await expect(heading(page)).toBeVisible()
        expect(await sideways(), `${path} at ${width}px`).toBeLessThanOrEqual(0)
      }
    }
  })
})
